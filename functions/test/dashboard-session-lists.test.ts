// The dashboard's lists of sessions and their month counts (dashboard/session-lists.ts;
// docs/dashboard.md "The sessions' lists"): the entries the table stream writes with each
// session's row, what the dashboard reads of them, and the data migration
// `dashboard-session-lists` on main's fixture turned into the shape kept before the lists (rows
// without entries, no entries, no month counts).
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardOf } from '../src/dashboard/dashboard.js';
import { fillDashboardSessionLists } from '../src/dashboard/session-lists-migration.js';
import { db } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { dashboardCaughtUp, type Item } from './support/dashboard-figures.js';
import { fixtureItemsOf } from './support/main-table-fixture.js';
import { eventually } from './support/eventually.js';

/** The fixture's session with a confirmed selection and an open link's history. */
const CONFIRMED_SESSION = 'b6cc701d-88c4-4e87-b5dd-4291cd2ebdf6';
const table = () => appConfig().TABLE_NAME;
const put = (item: Item) => dynamoDocumentClient().send(new PutCommand({ TableName: table(), Item: item }));
const remove = (item: Item) => dynamoDocumentClient().send(new DeleteCommand({ TableName: table(), Key: { pk: item.pk, sk: item.sk } }));

/** The photographer's items of one kind as stored (raw), consistently read, in key order. */
const storedOf = async (photographerId: string, query: { params: () => Record<string, unknown> }): Promise<Item[]> => {
  const answer = await dynamoDocumentClient().send(new QueryCommand({ ...(query.params() as unknown as ConstructorParameters<typeof QueryCommand>[0]), ConsistentRead: true }));
  return ((answer.Items ?? []) as Item[]).sort((a, b) => a.sk.localeCompare(b.sk));
};
/** Every list entry of the photographer (raw), each list queried. */
const allEntriesOf = async (photographerId: string): Promise<Item[]> => {
  const lists = ['dated', 'order', 'toProcess', 'expiring', 'deletion', 'shared', 'confirmed'] as const;
  const found = await Promise.all(lists.map((list) => storedOf(photographerId, db().entities.dashboardSessionEntry.query.byList({ photographerId, list }))));
  return found.flat().sort((a, b) => a.sk.localeCompare(b.sk));
};
const rowsOf = (photographerId: string) => storedOf(photographerId, db().entities.dashboardSession.query.bySession({ photographerId }));
const countsOf = (photographerId: string) => storedOf(photographerId, db().entities.dashboardMonthSessions.query.byMonth({ photographerId }));

describe('the data migration dashboard-session-lists', () => {
  const photographerId = randomUUID();
  const now = new Date();
  let rows: Item[];
  let entries: Item[];
  let counts: Item[];
  let dashboard: Awaited<ReturnType<typeof dashboardOf>>;

  beforeAll(async () => {
    await Promise.all(fixtureItemsOf(photographerId, ['photographer']).map(put));
    await Promise.all(fixtureItemsOf(photographerId, ['sessionFinance', 'shareLink']).map(put));
    await Promise.all(fixtureItemsOf(photographerId, ['session']).map(put));
    await dashboardCaughtUp(photographerId);
    rows = await rowsOf(photographerId);
    entries = await allEntriesOf(photographerId);
    counts = await countsOf(photographerId);
    dashboard = await dashboardOf(photographerId, { period: 'last_12_months', granularity: 'month', month: String(rows[0]?.sortDate ?? '').slice(0, 7) }, now);
    // As a table from before the step: rows without entries, no entries, no month counts.
    for (const row of rows) {
      const { entries: _entries, ...older } = row;
      await put(older as Item);
    }
    for (const item of [...entries, ...counts]) await remove(item);
  }, 120_000);

  it('is a step of the migrations, after the rows and the documents’ months it reads', () => {
    const ids = DATA_MIGRATIONS.map((migration) => migration.id);
    expect(ids.indexOf('dashboard-session-lists')).toBeGreaterThan(ids.indexOf('dashboard-sessions'));
    expect(ids.indexOf('dashboard-session-lists')).toBeGreaterThan(ids.indexOf('dashboard-figures'));
  });

  it('writes the entries and month counts the table stream keeps, the dashboard shows what it showed, and a second run changes nothing', async () => {
    // What the stream kept: each session dated in a list, the confirmed one among the orders and to process, its link's day counted.
    expect(entries.filter((entry) => entry.list === 'dated').length).toBe(2);
    expect(entries.filter((entry) => entry.list === 'order').map((entry) => entry.sessionId)).toEqual([CONFIRMED_SESSION]);
    expect(entries.filter((entry) => entry.list === 'toProcess').map((entry) => entry.sessionId)).toEqual([CONFIRMED_SESSION]);
    expect(counts.length).toBeGreaterThan(0);
    expect(dashboard.calendar.sessions.length).toBeGreaterThan(0);
    // Before the step the dashboard finds no session.
    const before = await dashboardOf(photographerId, { period: 'last_12_months', granularity: 'month', month: dashboard.calendar.month }, now);
    expect(before.calendar.sessions).toEqual([]);
    expect(before.general.sessions).toBe(0);

    expect(await fillDashboardSessionLists()).toBeGreaterThanOrEqual(rows.length);
    expect(await rowsOf(photographerId)).toEqual(rows);
    expect(await allEntriesOf(photographerId)).toEqual(entries);
    expect(await countsOf(photographerId)).toEqual(counts);
    const after = await dashboardOf(photographerId, { period: 'last_12_months', granularity: 'month', month: dashboard.calendar.month }, now);
    expect({ ...after.general, calendar: after.calendar, upcoming: after.upcomingSessions, needsYou: after.needsYou, orders: after.recentOrders }).toEqual({
      ...dashboard.general,
      calendar: dashboard.calendar,
      upcoming: dashboard.upcomingSessions,
      needsYou: dashboard.needsYou,
      orders: dashboard.recentOrders,
    });
    expect(await fillDashboardSessionLists()).toBe(0);
  });

  it('removes an entry no row names and recomputes counts that differ, then takes a selection sent to invoicing off "to process"', async () => {
    const [dated] = entries.filter((entry) => entry.list === 'dated');
    if (!dated) throw new Error('no dated entry');
    const stray = { ...dated, sk: dated.sk.replace(String(dated.sessionId), 'stray-session'), sessionId: 'stray-session' };
    await put(stray);
    const [count] = counts;
    if (!count) throw new Error('no month counts');
    await put({ ...count, days: [] });
    expect(await fillDashboardSessionLists()).toBeGreaterThanOrEqual(2);
    expect((await allEntriesOf(photographerId)).map((entry) => entry.sessionId)).not.toContain('stray-session');
    expect(await countsOf(photographerId)).toEqual(counts);
    expect(await fillDashboardSessionLists()).toBe(0);

    // A quote names the confirmed session (its month's named sessions, as dashboard-figures keeps them).
    await db().entities.dashboardMonth.put({ photographerId, month: '2026-01', days: [], due: [], sessionIds: [CONFIRMED_SESSION], documents: 1, latestUpdate: '2026-01-02T10:00:00.000Z' }).go();
    expect(await fillDashboardSessionLists()).toBeGreaterThanOrEqual(1);
    expect((await allEntriesOf(photographerId)).filter((entry) => entry.list === 'toProcess')).toEqual([]);
    const toProcess = (await countsOf(photographerId)).flatMap((month) => (month.days as { selectionsToProcess: number }[]).map((day) => day.selectionsToProcess));
    expect(toProcess.reduce((sum, count) => sum + count, 0)).toBe(0);
    expect((await dashboardOf(photographerId, { period: 'this_month', granularity: 'day' })).needsYouCounts.selectionToProcess).toBe(0);
    expect(await fillDashboardSessionLists()).toBe(0);
  });
});

describe('a selection sent to invoicing leaves "to process" through the table stream', () => {
  const photographerId = randomUUID();
  const toProcess = async () => (await allEntriesOf(photographerId)).filter((entry) => entry.list === 'toProcess').map((entry) => entry.sessionId);

  beforeAll(async () => {
    await Promise.all(fixtureItemsOf(photographerId, ['photographer']).map(put));
    await Promise.all(fixtureItemsOf(photographerId, ['sessionFinance', 'shareLink']).map(put));
    await Promise.all(fixtureItemsOf(photographerId, ['session']).map(put));
    await dashboardCaughtUp(photographerId);
  }, 120_000);

  it('takes the session off when a quote names it and puts it back when the quote is deleted', async () => {
    expect(await toProcess()).toEqual([CONFIRMED_SESSION]);
    const quote = fixtureItemsOf(photographerId, ['billingDocument']).find((item) => item.kind === 'quote' && item.sessionId === CONFIRMED_SESSION);
    if (!quote) throw new Error('no quote');
    const counted = async () => (await dashboardOf(photographerId, { period: 'this_month', granularity: 'day' })).needsYouCounts.selectionToProcess;
    await put(quote);
    // The count comes from the month items, recomputed after the entry goes: wait for the figure.
    await eventually(async () => ((await counted()) === 0 ? true : undefined), 60_000);
    expect(await toProcess()).toEqual([]);
    await remove(quote);
    await eventually(async () => ((await counted()) === 1 ? true : undefined), 60_000);
    expect(await toProcess()).toEqual([CONFIRMED_SESSION]);
  });
});
