// The dashboard's copy of each session (docs/dashboard.md "Kept figures", docs/data.md pattern
// 87): a small row per session in the photographer's partition with only the fields the
// dashboard reads, kept by the table stream from the session's INSERT, MODIFY and REMOVE. Image
// processing rewrites a session item often (counts, revision, storage, cover) without touching
// these fields: such a MODIFY writes nothing. Each write is the row from the new image, never a
// difference of images, so a record delivered twice writes the same row.
import { db, writeItems } from '../data/database.js';
import type { DashboardSessionItem } from '../data/entities/dashboard.js';
import type { SessionItem } from '../data/entities/session.js';
import type { TransactItem } from '../data/transaction.js';
import { writeKept } from './kept-write.js';

/** What the dashboard reads of a session (the calendar's, the coming sessions', the orders' and the needs-you list's fields). */
export type DashboardSession = Omit<DashboardSessionItem, 'photographerId'>;

/** The row of a session: its dashboard fields, `expiresAt` kept as `deleteAt`. */
const rowOf = (session: SessionItem): DashboardSessionItem => ({
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
});

const FIELDS = ['title', 'clientName', 'date', 'time', 'sessionType', 'status', 'hasSelection', 'sortDate', 'archivedAt', 'deleteAt'] as const;

/** Whether two rows hold the same dashboard fields. */
const sameFields = (a: DashboardSessionItem, b: DashboardSessionItem): boolean => FIELDS.every((field) => a[field] === b[field]);

/** Whether the row holds the session's dashboard fields (the migration's check; tests wait for it). */
export const rowIsCurrent = (row: DashboardSessionItem, session: SessionItem): boolean => sameFields(row, rowOf(session));

/** Writes the session's row while the account exists; false when it is gone (kept-write.ts). */
const putRow = (session: SessionItem): Promise<boolean> =>
  writeKept(session.photographerId, writeItems(({ dashboardSession }) => [dashboardSession.put(rowOf(session)).commit()])[0] as TransactItem);

/**
 * A session changed from `before` to `after` (either absent: created or removed): its row follows
 * the new image, unless both images hold the same dashboard fields (a change of its images, its
 * storage, its cover: the row already holds them).
 */
export const followSession = async (before: SessionItem | undefined, after: SessionItem | undefined): Promise<void> => {
  if (after) {
    if (before && sameFields(rowOf(before), rowOf(after))) return;
    await putRow(after);
  } else if (before) await db().entities.dashboardSession.delete({ photographerId: before.photographerId, sessionId: before.sessionId }).go();
};

/**
 * The session's row from the session as stored now (consistent read): the confirmation's notice
 * calls it before the bell moves, as it does for the link's row (dashboard-links.ts), so the
 * dashboard the bell makes read again finds the session with its selection. The session's own
 * records still follow, in order, so its latest change stays the row's.
 */
export const followCurrentSession = async (photographerId: string, sessionId: string): Promise<void> => {
  const { data } = await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true });
  if (data) await putRow(data);
  else await db().entities.dashboardSession.delete({ photographerId, sessionId }).go();
};

/** A stored item (a stream image) as a session; undefined when it is not one. */
export const sessionOf = (item: Record<string, unknown> | undefined): SessionItem | undefined => {
  if (!item) return undefined;
  return db().entities.session.parse({ Item: item }).data ?? undefined;
};

/**
 * The data migration `dashboard-sessions`: writes the row of every session whose row is missing
 * or differs from it and removes rows whose session is gone. Idempotent: a second run finds
 * every row current. Answers how many rows it wrote or removed.
 */
export const fillDashboardSessions = async (): Promise<number> => {
  const { data: sessions } = await db().entities.session.scan.go({ pages: 'all' });
  const { data: rows } = await db().entities.dashboardSession.scan.go({ pages: 'all' });
  const key = (row: { photographerId: string; sessionId: string }) => `${row.photographerId} ${row.sessionId}`;
  const rowByKey = new Map(rows.map((row) => [key(row), row]));
  let changed = 0;
  for (const session of sessions) {
    const row = rowByKey.get(key(session));
    rowByKey.delete(key(session));
    if (row && rowIsCurrent(row, session)) continue;
    if (await putRow(session)) changed += 1;
  }
  for (const orphan of rowByKey.values()) {
    await db().entities.dashboardSession.delete({ photographerId: orphan.photographerId, sessionId: orphan.sessionId }).go();
    changed += 1;
  }
  return changed;
};
