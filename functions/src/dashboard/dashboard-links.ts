// The dashboard's copy of each gallery link (docs/dashboard.md "Kept figures", docs/data.md
// pattern 70): a small row per link in the photographer's partition, kept by the table stream
// from the link's INSERT, MODIFY and REMOVE. Each record writes the row from its new image (or
// removes it), never a difference of images, so a record delivered twice writes the same row.
import { db, writeItems } from '../data/database.js';
import type { DashboardLinkItem } from '../data/entities/dashboard.js';
import type { ShareLinkItem } from '../data/entities/share-link.js';
import type { TransactItem } from '../data/transaction.js';
import { writeKept } from './kept-write.js';

/** What the dashboard reads of a link. */
export type DashboardLink = Pick<DashboardLinkItem, 'sessionId' | 'active' | 'validUntil' | 'closedAt' | 'createdAt' | 'updatedAt'>;

const rowOf = (link: ShareLinkItem): DashboardLinkItem => ({
  photographerId: link.photographerId,
  sessionId: link.sessionId,
  active: link.active,
  validUntil: link.validUntil,
  closedAt: link.closedAt,
  createdAt: link.createdAt,
  updatedAt: link.updatedAt,
});

const sameRow = (row: DashboardLinkItem, link: ShareLinkItem): boolean => {
  const copy = rowOf(link);
  return (
    row.active === copy.active &&
    row.validUntil === copy.validUntil &&
    row.closedAt === copy.closedAt &&
    row.createdAt === copy.createdAt &&
    row.updatedAt === copy.updatedAt
  );
};

/** Writes the link's row while the account exists; false when it is gone (kept-write.ts). */
const putRow = (link: ShareLinkItem): Promise<boolean> =>
  writeKept(link.photographerId, writeItems(({ dashboardLink }) => [dashboardLink.put(rowOf(link)).commit()])[0] as TransactItem);

/** A link changed from `before` to `after` (either absent: created or removed): its row follows the new image. */
export const followLink = async (before: ShareLinkItem | undefined, after: ShareLinkItem | undefined): Promise<void> => {
  if (after) await putRow(after);
  else if (before) await db().entities.dashboardLink.delete({ photographerId: before.photographerId, sessionId: before.sessionId }).go();
};

/**
 * The link's row from the link as stored now (consistent read): the confirmation's notice calls
 * it before the bell moves, so the dashboard the bell makes read again finds the closed link
 * even when the stream hands the selection's record over before the link's (other shards on
 * AWS). The link's own records still follow, in order, so its latest write stays the row's.
 */
export const followCurrentLink = async (photographerId: string, sessionId: string): Promise<void> => {
  const { data } = await db().entities.shareLink.get({ photographerId, sessionId }).go({ consistent: true });
  await followLink(data ?? undefined, data ?? undefined);
};

/** A stored item (a stream image) as a share link; undefined when it is not one. */
export const shareLinkOf = (item: Record<string, unknown> | undefined): ShareLinkItem | undefined => {
  if (!item) return undefined;
  return db().entities.shareLink.parse({ Item: item }).data ?? undefined;
};

/**
 * The data migration `dashboard-links`: writes the row of every link whose row is missing or
 * differs from it and removes rows whose link is gone. Idempotent: a second run finds every row
 * current. Answers how many rows it wrote or removed.
 */
export const fillDashboardLinks = async (): Promise<number> => {
  const { data: links } = await db().entities.shareLink.scan.go({ pages: 'all' });
  const { data: rows } = await db().entities.dashboardLink.scan.go({ pages: 'all' });
  const key = (row: { photographerId: string; sessionId: string }) => `${row.photographerId} ${row.sessionId}`;
  const rowByKey = new Map(rows.map((row) => [key(row), row]));
  let changed = 0;
  for (const link of links) {
    const row = rowByKey.get(key(link));
    rowByKey.delete(key(link));
    if (row && sameRow(row, link)) continue;
    if (await putRow(link)) changed += 1;
  }
  for (const orphan of rowByKey.values()) {
    await db().entities.dashboardLink.delete({ photographerId: orphan.photographerId, sessionId: orphan.sessionId }).go();
    changed += 1;
  }
  return changed;
};
