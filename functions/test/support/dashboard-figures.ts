// The dashboard's items kept by the table stream (dashboard/dashboard-aggregates.ts), for tests:
// waits until every month item holds the latest write of each of its month's documents, every
// gallery link's kept row (dashboard/dashboard-links.ts) its latest write, and every session's
// kept row (dashboard/dashboard-sessions.ts) the session's dashboard fields and its finance's
// total and paid.
import { rowIsCurrent } from '../../src/dashboard/dashboard-sessions.js';
import { db } from '../../src/data/database.js';
import { listSessionItems } from '../../src/sessions/session-store.js';
import type { DashboardMonthItem } from '../../src/data/entities/dashboard.js';
import { eventually } from './eventually.js';

/** The month items once they reflect every quote and invoice of the photographer as stored now (an observable event, not a pause). */
export const dashboardCaughtUp = (photographerId: string): Promise<DashboardMonthItem[]> =>
  eventually(async () => {
    const { data: documents } = await db()
      .entities.billingDocument.query.byDocument({ photographerId })
      .go({ pages: 'all', consistent: true, attributes: ['issueDate', 'updatedAt'] });
    const { data: months } = await db().entities.dashboardMonth.query.byMonth({ photographerId }).go({ pages: 'all', consistent: true });
    const expected = new Map<string, { documents: number; latestUpdate: string }>();
    for (const document of documents) {
      const month = expected.get(document.issueDate.slice(0, 7)) ?? { documents: 0, latestUpdate: '' };
      month.documents += 1;
      if (document.updatedAt > month.latestUpdate) month.latestUpdate = document.updatedAt;
      expected.set(document.issueDate.slice(0, 7), month);
    }
    const sessions = await listSessionItems(photographerId);
    const links =
      sessions.length === 0
        ? []
        : (await db().entities.shareLink.get(sessions.map(({ sessionId }) => ({ photographerId, sessionId }))).go({ consistent: true, attributes: ['sessionId', 'updatedAt'] })).data;
    const { data: rows } = await db().entities.dashboardLink.query.byLink({ photographerId }).go({ pages: 'all', consistent: true, attributes: ['sessionId', 'updatedAt'] });
    const rowUpdate = new Map(rows.map((row) => [row.sessionId, row.updatedAt]));
    const { data: sessionRows } = await db().entities.dashboardSession.query.bySession({ photographerId }).go({ pages: 'all', consistent: true });
    const sessionRow = new Map(sessionRows.map((row) => [row.sessionId, row]));
    const finances =
      sessions.length === 0
        ? []
        : (await db().entities.sessionFinance.get(sessions.map(({ sessionId }) => ({ photographerId, sessionId }))).go({ consistent: true, attributes: ['sessionId', 'totalPriceCents', 'paidCents'] })).data;
    const financeOf = new Map(finances.map((finance) => [finance.sessionId, finance]));
    const current =
      sessionRows.length === sessions.length &&
      sessions.every((session) => {
        const row = sessionRow.get(session.sessionId);
        return row !== undefined && rowIsCurrent(row, session, financeOf.get(session.sessionId));
      }) &&
      links.every((link) => rowUpdate.get(link.sessionId) === link.updatedAt) &&
      months.length === expected.size &&
      months.every((month) => expected.get(month.month)?.documents === month.documents && expected.get(month.month)?.latestUpdate === month.latestUpdate);
    return current ? months : undefined;
  }, 60_000);
