// The dashboard's items kept by the table stream (dashboard/dashboard-aggregates.ts), for tests:
// the fixture's documents, the kept items as stored, and a wait until every month item holds
// the latest write of each of its month's documents and every session's kept row
// (dashboard/dashboard-sessions.ts) the session's dashboard fields, its finance's total and paid
// and its link's fields.
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { rowIsCurrent } from '../../src/dashboard/dashboard-sessions.js';
import { entriesOf, sessionDaysOf, writeSessionRow, type SessionList } from '../../src/dashboard/session-lists.js';
import { db, ENTITY_NAME_ATTRIBUTE } from '../../src/data/database.js';
import { dynamoDocumentClient } from '../../src/lib/aws-clients.js';
import { listSessionItems } from '../../src/sessions/session-store.js';
import type { DashboardMonthItem } from '../../src/data/entities/dashboard.js';
import { eventually } from './eventually.js';
import { randomUUID } from 'node:crypto';
import { fixtureItemsOf, putFixtureGroupsOf, type StoredItem } from './main-table-fixture.js';

/** The month items once they reflect every quote and invoice of the photographer as stored now (an observable event, not a pause). */
/**
 * Resolves once the table stream has handled every record written before the call: a marker
 * session written now, under a photographer of its own, gets its dashboard row only after them
 * (the local stream has one shard, read in order, and a failed batch is retried before the next).
 * For a test that must know no late record of its own items is still to come.
 */
export const tableStreamPassed = async (): Promise<void> => {
  const marker = randomUUID();
  await putFixtureGroupsOf(marker, [['photographer'], ['session']]);
  await eventually(async () => {
    const { data } = await db().entities.dashboardSession.query.bySession({ photographerId: marker }).go({ consistent: true });
    return data.length > 0 ? true : undefined;
  }, 60_000);
};

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
    const links = sessions.length === 0 ? [] : (await db().entities.shareLink.get(sessions.map(({ sessionId }) => ({ photographerId, sessionId }))).go({ consistent: true })).data;
    const linkOf = new Map(links.map((link) => [link.sessionId, link]));
    const { data: sessionRows } = await db().entities.dashboardSession.query.bySession({ photographerId }).go({ pages: 'all', consistent: true });
    const sessionRow = new Map(sessionRows.map((row) => [row.sessionId, row]));
    const finances =
      sessions.length === 0
        ? []
        : (await db().entities.sessionFinance.get(sessions.map(({ sessionId }) => ({ photographerId, sessionId }))).go({ consistent: true, attributes: ['sessionId', 'totalPriceCents', 'paidCents'] })).data;
    const financeOf = new Map(finances.map((finance) => [finance.sessionId, finance]));
    // The sessions' month counts as the rows' entries give them ("to process" with the months' named sessions).
    const counted = new Map<string, { list: SessionList; key: string }[]>();
    const documented = new Set(months.flatMap((month) => month.sessionIds));
    for (const row of sessionRows) for (const entry of entriesOf(row, documented.has(row.sessionId))) counted.set(entry.key.slice(0, 7), [...(counted.get(entry.key.slice(0, 7)) ?? []), entry]);
    const expectedCounts = [...counted].flatMap(([month, entries]) => {
      const days = sessionDaysOf(entries);
      return days.length > 0 ? [`${month} ${JSON.stringify(days)}`] : [];
    });
    const { data: countMonths } = await db().entities.dashboardMonthSessions.query.byMonth({ photographerId }).go({ pages: 'all', consistent: true });
    const storedCounts = countMonths.map((month) =>
      `${month.month} ${JSON.stringify(month.days.map(({ day, sessions, galleriesShared, selectionsConfirmed, selectionsToProcess }) => ({ day, sessions, galleriesShared, selectionsConfirmed, selectionsToProcess })))}`,
    );
    const current =
      sessionRows.length === sessions.length &&
      sessionRows.every((row) => row.entries !== undefined) &&
      JSON.stringify(storedCounts.sort()) === JSON.stringify(expectedCounts.sort()) &&
      sessions.every((session) => {
        const row = sessionRow.get(session.sessionId);
        return row !== undefined && rowIsCurrent(row, session, financeOf.get(session.sessionId), linkOf.get(session.sessionId));
      }) &&
      months.length === expected.size &&
      months.every((month) => expected.get(month.month)?.documents === month.documents && expected.get(month.month)?.latestUpdate === month.latestUpdate);
    return current ? months : undefined;
  }, 60_000);

export type Item = StoredItem;

/** The fixture's profile, quotes and invoices, profile first (the kept items are written only while the profile exists). */
export const fixtureDocumentsOf = (photographerId: string): Item[] =>
  fixtureItemsOf(photographerId, ['billingDocument', 'photographer']).sort((a, b) => Number(b[ENTITY_NAME_ATTRIBUTE] === 'photographer') - Number(a[ENTITY_NAME_ATTRIBUTE] === 'photographer'));

/** The photographer's dashboard items kept from the documents (copies, months, unpaid and quote rows) as stored (raw), by sort key. */
export const keptItems = async (photographerId: string): Promise<Item[]> => {
  const { dashboardDocument, dashboardMonth, dashboardUnpaid, dashboardQuote } = db().entities;
  const queries = [
    dashboardDocument.query.byMonth({ photographerId }).params(),
    dashboardMonth.query.byMonth({ photographerId }).params(),
    dashboardUnpaid.query.byDue({ photographerId }).params(),
    dashboardQuote.query.byIssue({ photographerId }).params(),
  ];
  const answers = await Promise.all(queries.map((params: QueryCommandInput) => dynamoDocumentClient().send(new QueryCommand({ ...params, ConsistentRead: true }))));
  return answers.flatMap((answer) => (answer.Items ?? []) as Item[]).sort((a, b) => a.sk.localeCompare(b.sk));
};

/** Writes a session's kept row (raw, as a test made it) through the dashboard's writer, so its list entries and month counts follow it as the stream's would. */
export const keepSessionRow = async (item: Item): Promise<void> => {
  const row = db().entities.dashboardSession.parse({ Item: item }).data;
  if (!row) throw new Error('not a dashboard session row');
  const { entries: _entries, ...fields } = row;
  await writeSessionRow(fields);
};
