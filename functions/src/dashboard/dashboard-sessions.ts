// The dashboard's copy of each session (docs/dashboard.md "Kept figures", docs/data.md pattern
// 87): a small row per session in the photographer's partition with only the fields the
// dashboard reads, kept by the table stream from the session's INSERT, MODIFY and REMOVE. Image
// processing rewrites a session item often (counts, revision, storage, cover) without touching
// these fields: such a MODIFY writes nothing. The row also holds the session's finance total and
// paid (the calendar's paid badge), so the dashboard reads no finance after the kept rows: the
// finance's own records (confirmation, payments, the finance form) rewrite the row when one of
// the two changed. Each write is the row from the new image and the other item as stored now,
// never a difference of images, so a record delivered twice writes the same row.
import { db, writeItems } from '../data/database.js';
import type { DashboardSessionItem } from '../data/entities/dashboard.js';
import type { SessionItem } from '../data/entities/session.js';
import type { SessionFinanceItem } from '../data/entities/session-finance.js';
import type { TransactItem } from '../data/transaction.js';
import { writeKept } from './kept-write.js';

/** What the dashboard reads of a session (the calendar's, the coming sessions', the orders' and the needs-you list's fields). */
export type DashboardSession = Omit<DashboardSessionItem, 'photographerId'>;

/** What the row keeps of a session's finance. */
type FinanceFigures = Pick<SessionFinanceItem, 'totalPriceCents' | 'paidCents'>;

/** The row of a session: its dashboard fields, `expiresAt` kept as `deleteAt`, and its finance's total and paid (absent without a finance). */
const rowOf = (session: SessionItem, finance: FinanceFigures | undefined): DashboardSessionItem => ({
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
});

const SESSION_FIELDS = ['title', 'clientName', 'date', 'time', 'sessionType', 'status', 'hasSelection', 'sortDate', 'archivedAt', 'deleteAt'] as const;
const FINANCE_FIELDS = ['totalPriceCents', 'paidCents'] as const;

/** Whether two rows hold the same session fields (the finance's aside). */
const sameSessionFields = (a: DashboardSessionItem, b: DashboardSessionItem): boolean => SESSION_FIELDS.every((field) => a[field] === b[field]);

/** Whether two finances hold the same total and paid (either absent: both absent). */
const sameFinanceFigures = (a: FinanceFigures | undefined, b: FinanceFigures | undefined): boolean =>
  a === undefined || b === undefined ? a === b : FINANCE_FIELDS.every((field) => a[field] === b[field]);

/** Whether the row holds the session's dashboard fields and its finance's total and paid (the migration's check; tests wait for it). */
export const rowIsCurrent = (row: DashboardSessionItem, session: SessionItem, finance: FinanceFigures | undefined): boolean => {
  const current = rowOf(session, finance);
  return sameSessionFields(row, current) && FINANCE_FIELDS.every((field) => row[field] === current[field]);
};

/** The session's finance as stored now (consistent read); undefined when it has none. */
const storedFinanceOf = async (photographerId: string, sessionId: string): Promise<SessionFinanceItem | undefined> =>
  (await db().entities.sessionFinance.get({ photographerId, sessionId }).go({ consistent: true })).data ?? undefined;

/** Writes the session's row while the account exists; false when it is gone (kept-write.ts). */
const putRow = (session: SessionItem, finance: FinanceFigures | undefined): Promise<boolean> =>
  writeKept(session.photographerId, writeItems(({ dashboardSession }) => [dashboardSession.put(rowOf(session, finance)).commit()])[0] as TransactItem);

/**
 * A session changed from `before` to `after` (either absent: created or removed): its row follows
 * the new image with the finance as stored now, unless both images hold the same dashboard
 * fields (a change of its images, its storage, its cover: the row already holds them).
 */
export const followSession = async (before: SessionItem | undefined, after: SessionItem | undefined): Promise<void> => {
  if (after) {
    if (before && sameSessionFields(rowOf(before, undefined), rowOf(after, undefined))) return;
    await putRow(after, await storedFinanceOf(after.photographerId, after.sessionId));
  } else if (before) await db().entities.dashboardSession.delete({ photographerId: before.photographerId, sessionId: before.sessionId }).go();
};

/**
 * The session's row from the session and its finance as stored now (consistent reads): the
 * confirmation's notice calls it before the bell moves, as it does for the link's row
 * (dashboard-links.ts), so the dashboard the bell makes read again finds the session with its
 * selection and price. The session's own records still follow, in order, so its latest change
 * stays the row's.
 */
export const followCurrentSession = async (photographerId: string, sessionId: string): Promise<void> => {
  const [{ data }, finance] = await Promise.all([
    db().entities.session.get({ photographerId, sessionId }).go({ consistent: true }),
    storedFinanceOf(photographerId, sessionId),
  ]);
  if (data) await putRow(data, finance);
  else await db().entities.dashboardSession.delete({ photographerId, sessionId }).go();
};

/**
 * A session's finance changed from `before` to `after` (either absent: created or removed): when
 * its total or paid changed, the row is written again from the session and finance as stored
 * now (the finance's other fields, its selection version, the dashboard does not read).
 */
export const followFinance = async (before: SessionFinanceItem | undefined, after: SessionFinanceItem | undefined): Promise<void> => {
  const finance = after ?? before;
  if (!finance || (before && after && sameFinanceFigures(before, after))) return;
  await followCurrentSession(finance.photographerId, finance.sessionId);
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

/**
 * The data migration `dashboard-sessions`: writes the row of every session whose row is missing
 * or differs from it and its finance (rows kept before they held the finance's total and paid
 * get them) and removes rows whose session is gone. Idempotent: a second run finds every row
 * current. Answers how many rows it wrote or removed.
 */
export const fillDashboardSessions = async (): Promise<number> => {
  const { data: sessions } = await db().entities.session.scan.go({ pages: 'all' });
  const { data: finances } = await db().entities.sessionFinance.scan.go({ pages: 'all' });
  const { data: rows } = await db().entities.dashboardSession.scan.go({ pages: 'all' });
  const key = (row: { photographerId: string; sessionId: string }) => `${row.photographerId} ${row.sessionId}`;
  const rowByKey = new Map(rows.map((row) => [key(row), row]));
  const financeByKey = new Map(finances.map((finance) => [key(finance), finance]));
  let changed = 0;
  for (const session of sessions) {
    const row = rowByKey.get(key(session));
    const finance = financeByKey.get(key(session));
    rowByKey.delete(key(session));
    if (row && rowIsCurrent(row, session, finance)) continue;
    if (await putRow(session, finance)) changed += 1;
  }
  for (const orphan of rowByKey.values()) {
    await db().entities.dashboardSession.delete({ photographerId: orphan.photographerId, sessionId: orphan.sessionId }).go();
    changed += 1;
  }
  return changed;
};
