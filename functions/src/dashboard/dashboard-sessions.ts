// The dashboard's copy of each session (docs/dashboard.md "Kept figures", docs/data.md pattern
// 88): a small row per session in the photographer's partition with only the fields the
// dashboard reads, kept by the table stream from the session's INSERT, MODIFY and REMOVE. Image
// processing rewrites a session item often (counts, revision, storage, cover) without touching
// these fields: such a MODIFY writes nothing. The row also holds the session finance's total and
// paid (the calendar's paid badge) and what the dashboard reads of the session's gallery link, so
// the dashboard reads no finance and no link row beside it: the finance's own records
// (confirmation, payments, the finance form) and the link's rewrite the row. Each write is the row
// from the new image and the other items as stored now, never a difference of images, so a
// record delivered twice writes the same row, and whichever record comes last writes the row of
// all three as they are.
import { db } from '../data/database.js';
import type { DashboardSessionItem } from '../data/entities/dashboard.js';
import type { SessionItem } from '../data/entities/session.js';
import type { SessionFinanceItem } from '../data/entities/session-finance.js';
import type { ShareLinkItem } from '../data/entities/share-link.js';
import { removeSessionRow, writeSessionRow, type SessionRow } from './session-lists.js';

/** What the dashboard reads of a session (the calendar's, the coming sessions', the orders' and the needs-you list's fields). */
export type DashboardSession = Omit<DashboardSessionItem, 'photographerId' | 'entries'>;

/** What the row keeps of a session's finance. */
type FinanceFigures = Pick<SessionFinanceItem, 'totalPriceCents' | 'paidCents'>;

/** What the row keeps of a session's gallery link (galleries shared, confirmed selections and their order date, selections to process, links expiring). */
type LinkFigures = Pick<ShareLinkItem, 'active' | 'validUntil' | 'closedAt' | 'createdAt' | 'updatedAt'>;

/** What the dashboard reads of a link: the row's, with its session. */
export type DashboardLink = LinkFigures & { sessionId: string };

/** The row of a session: its dashboard fields, `expiresAt` kept as `deleteAt`, its finance's total and paid and its link's fields (each absent without one). */
const rowOf = (session: SessionItem, finance: FinanceFigures | undefined, link: LinkFigures | undefined): SessionRow => ({
  photographerId: session.photographerId,
  sessionId: session.sessionId,
  title: session.title,
  clientName: session.clientName,
  date: session.date,
  time: session.time,
  sessionType: session.sessionType,
  status: session.status,
  hasSelection: session.hasSelection,
  sortDate: session.sortDate,
  archivedAt: session.archivedAt,
  deleteAt: session.expiresAt,
  ...(finance ? { totalPriceCents: finance.totalPriceCents, paidCents: finance.paidCents } : {}),
  ...(link
    ? { link: { active: link.active, validUntil: link.validUntil, ...(link.closedAt ? { closedAt: link.closedAt } : {}), createdAt: link.createdAt, updatedAt: link.updatedAt } }
    : {}),
});

const SESSION_FIELDS = ['title', 'clientName', 'date', 'time', 'sessionType', 'status', 'hasSelection', 'sortDate', 'archivedAt', 'deleteAt'] as const;
const FINANCE_FIELDS = ['totalPriceCents', 'paidCents'] as const;
const LINK_FIELDS = ['active', 'validUntil', 'closedAt', 'createdAt', 'updatedAt'] as const;

/** Whether two rows hold the same session fields (the finance's and link's aside). */
const sameSessionFields = (a: SessionRow, b: SessionRow): boolean => SESSION_FIELDS.every((field) => a[field] === b[field]);

/** Whether two finances hold the same total and paid (either absent: both absent). */
const sameFinanceFigures = (a: FinanceFigures | undefined, b: FinanceFigures | undefined): boolean =>
  a === undefined || b === undefined ? a === b : FINANCE_FIELDS.every((field) => a[field] === b[field]);

/** Whether two links hold the same fields the row keeps (either absent: both absent). */
const sameLinkFigures = (a: LinkFigures | undefined, b: LinkFigures | undefined): boolean =>
  a === undefined || b === undefined ? a === b : LINK_FIELDS.every((field) => a[field] === b[field]);

/** Whether the row holds the session's dashboard fields, its finance's total and paid and its link's fields (the migration's check; tests wait for it). */
export const rowIsCurrent = (row: DashboardSessionItem, session: SessionItem, finance: FinanceFigures | undefined, link: LinkFigures | undefined): boolean => {
  const current = rowOf(session, finance, link);
  return sameSessionFields(row, current) && FINANCE_FIELDS.every((field) => row[field] === current[field]) && sameLinkFigures(row.link, current.link);
};

/** The session's finance and link as stored now (consistent reads); undefined when it has none. */
const storedFinanceAndLinkOf = async (photographerId: string, sessionId: string): Promise<[SessionFinanceItem | undefined, ShareLinkItem | undefined]> => {
  const [finance, link] = await Promise.all([
    db().entities.sessionFinance.get({ photographerId, sessionId }).go({ consistent: true }),
    db().entities.shareLink.get({ photographerId, sessionId }).go({ consistent: true }),
  ]);
  return [finance.data ?? undefined, link.data ?? undefined];
};

/** Writes the session's row and its list entries while the account exists; false when it is gone (session-lists.ts, kept-write.ts). */
const putRow = async (session: SessionItem, finance: FinanceFigures | undefined, link: LinkFigures | undefined): Promise<boolean> =>
  (await writeSessionRow(rowOf(session, finance, link))) !== 'accountGone';

/**
 * A session changed from `before` to `after` (either absent: created or removed): its row follows
 * the new image with the finance and link as stored now, unless both images hold the same
 * dashboard fields (a change of its images, its storage, its cover: the row already holds them).
 */
export const followSession = async (before: SessionItem | undefined, after: SessionItem | undefined): Promise<void> => {
  if (after) {
    if (before && sameSessionFields(rowOf(before, undefined, undefined), rowOf(after, undefined, undefined))) return;
    await putRow(after, ...(await storedFinanceAndLinkOf(after.photographerId, after.sessionId)));
  } else if (before) await removeSessionRow(before.photographerId, before.sessionId);
};

/**
 * The session's row from the session, its finance and its link as stored now (consistent reads):
 * the confirmation's notice calls it before the bell moves, so the dashboard the bell makes read
 * again finds the closed link and the session with its selection and price, whichever records
 * the stream hands over later (it keeps order within an item only). The items' own records still
 * follow, in order, so their latest change stays the row's.
 */
export const followCurrentSession = async (photographerId: string, sessionId: string): Promise<void> => {
  const [{ data }, [finance, link]] = await Promise.all([
    db().entities.session.get({ photographerId, sessionId }).go({ consistent: true }),
    storedFinanceAndLinkOf(photographerId, sessionId),
  ]);
  if (data) await putRow(data, finance, link);
  else await removeSessionRow(photographerId, sessionId);
};

/**
 * A session's finance changed from `before` to `after` (either absent: created or removed): when
 * its total or paid changed, the row is written again from the items as stored now (the
 * finance's other fields, its selection version, the dashboard does not read).
 */
export const followFinance = async (before: SessionFinanceItem | undefined, after: SessionFinanceItem | undefined): Promise<void> => {
  const finance = after ?? before;
  if (!finance || (before && after && sameFinanceFigures(before, after))) return;
  await followCurrentSession(finance.photographerId, finance.sessionId);
};

/** A session's link changed from `before` to `after` (either absent: created or removed): the row is written again from the items as stored now. */
export const followLink = async (before: ShareLinkItem | undefined, after: ShareLinkItem | undefined): Promise<void> => {
  const link = after ?? before;
  if (!link || (before && after && sameLinkFigures(before, after))) return;
  await followCurrentSession(link.photographerId, link.sessionId);
};

/** A stored item (a stream image) as a session; undefined when it is not one. */
export const sessionOf = (item: Record<string, unknown> | undefined): SessionItem | undefined => {
  if (!item) return undefined;
  return db().entities.session.parse({ Item: item }).data ?? undefined;
};

/** A stored item (a stream image) as a session's finance; undefined when it is not one. */
export const sessionFinanceOf = (item: Record<string, unknown> | undefined): SessionFinanceItem | undefined => {
  if (!item) return undefined;
  return db().entities.sessionFinance.parse({ Item: item }).data ?? undefined;
};

/** A stored item (a stream image) as a share link; undefined when it is not one. */
export const shareLinkOf = (item: Record<string, unknown> | undefined): ShareLinkItem | undefined => {
  if (!item) return undefined;
  return db().entities.shareLink.parse({ Item: item }).data ?? undefined;
};

/**
 * The data migration `dashboard-sessions`: writes the row of every session whose row is missing
 * or differs from it, its finance and its link (rows kept before they held the finance's total
 * and paid, or the link's fields, get them), removes rows whose session is gone, and removes the
 * link rows kept before the session rows held the link (`dashboardLink`, no longer read or
 * written). Idempotent: a second run finds every row current and no link row. Answers how many
 * rows it wrote or removed.
 */
export const fillDashboardSessions = async (): Promise<number> => {
  const { session, sessionFinance, shareLink, dashboardSession, dashboardLink } = db().entities;
  const { data: sessions } = await session.scan.go({ pages: 'all' });
  const { data: finances } = await sessionFinance.scan.go({ pages: 'all' });
  const { data: links } = await shareLink.scan.go({ pages: 'all' });
  const { data: rows } = await dashboardSession.scan.go({ pages: 'all' });
  const { data: linkRows } = await dashboardLink.scan.go({ pages: 'all', attributes: ['photographerId', 'sessionId'] });
  const key = (row: { photographerId: string; sessionId: string }) => `${row.photographerId} ${row.sessionId}`;
  const rowByKey = new Map(rows.map((row) => [key(row), row]));
  const financeByKey = new Map(finances.map((finance) => [key(finance), finance]));
  const linkByKey = new Map(links.map((link) => [key(link), link]));
  let changed = 0;
  for (const item of sessions) {
    const row = rowByKey.get(key(item));
    const finance = financeByKey.get(key(item));
    const link = linkByKey.get(key(item));
    rowByKey.delete(key(item));
    if (row && rowIsCurrent(row, item, finance, link)) continue;
    if (await putRow(item, finance, link)) changed += 1;
  }
  for (const orphan of rowByKey.values()) {
    await removeSessionRow(orphan.photographerId, orphan.sessionId);
    changed += 1;
  }
  for (const linkRow of linkRows) {
    await dashboardLink.delete({ photographerId: linkRow.photographerId, sessionId: linkRow.sessionId }).go();
    changed += 1;
  }
  return changed;
};
