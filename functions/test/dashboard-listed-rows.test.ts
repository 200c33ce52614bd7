// The dashboard reads few items of the documents (dashboard/dashboard-listed-rows.ts): the month
// items sum what is due by issue and due day, and the unpaid invoices and quotes it lists are
// rows queried a few at a time. With more overdue invoices and quotes than the page lists, the
// answer still equals the invoices list (the oldest due first, the count and the amounts) and
// follows a payment; the data migration `dashboard-listed-rows` turns a table kept before (months
// listing every unpaid invoice and quote, no rows) into what the stream keeps, passes over odd
// items, and a second run changes nothing.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { getDashboard, NEEDS_YOU_PER_KIND_MAX, RECENT_ORDERS_MAX } from '@fotostudio/shared/contracts/dashboard';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardOf } from '../src/dashboard/dashboard.js';
import { fillDashboardListedRows } from '../src/dashboard/listed-rows-migration.js';
import { db, ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { callRoute, responseOf } from './support/api.js';
import { billingDocumentFixture, putDocumentItem } from './support/billing-documents.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { dashboardCaughtUp, fixtureDocumentsOf, keptItems, type Item } from './support/dashboard-figures.js';

const table = () => appConfig().TABLE_NAME;
const put = (item: Item) => dynamoDocumentClient().send(new PutCommand({ TableName: table(), Item: item }));
const remove = (item: Item) => dynamoDocumentClient().send(new DeleteCommand({ TableName: table(), Key: { pk: item.pk, sk: item.sk } }));
const withoutTimes = (items: Item[]) => items.map(({ createdAt: _c, updatedAt: _u, ...item }) => item);
const kindOf = (item: Item) => item[ENTITY_NAME_ATTRIBUTE] as string;
const today = todayInMadrid();

describe('more overdue invoices and quotes than the dashboard lists', () => {
  const OVERDUE = NEEDS_YOU_PER_KIND_MAX + 2;
  const QUOTES = RECENT_ORDERS_MAX + 2;
  let user: TestUser;
  let overdueIds: string[];
  let quoteNumbers: string[];
  const ask = async () => responseOf(getDashboard, await callRoute(getDashboard, user.accessToken, { query: { period: 'last_12_months', granularity: 'month' } }));
  const listed = async () => responseOf(listDocuments, await callRoute(listDocuments, user.accessToken, { query: { kind: 'invoice', pageSize: '100' } }));

  beforeAll(async () => {
    user = await createPhotographer('dashboard-listed-rows');
    // Due 40 days ago and one day later each: the oldest due first. Two not due yet.
    overdueIds = [];
    for (let i = 0; i < OVERDUE; i += 1) {
      const issueDate = addDays(today, -70 + i);
      const stored = await putDocumentItem(user.sub, billingDocumentFixture({ number: `V-${i}`, issueDate, dueDate: addDays(issueDate, 30) }));
      overdueIds.push(stored.documentId);
    }
    for (let i = 0; i < 2; i += 1) await putDocumentItem(user.sub, billingDocumentFixture({ number: `N-${i}`, issueDate: addDays(today, -i), dueDate: addDays(today, 30 - i) }));
    quoteNumbers = [];
    for (let i = 0; i < QUOTES; i += 1) {
      await putDocumentItem(user.sub, billingDocumentFixture({ kind: 'quote', number: `P-${i}`, issueDate: addDays(today, -60 + i * 3), dueDate: addDays(today, i) }));
      quoteNumbers.push(`P-${i}`);
    }
    await dashboardCaughtUp(user.sub);
  }, 120_000);

  it('lists the oldest due overdue invoices, and counts and sums them all as the invoices list does', async () => {
    const [answer, list] = await Promise.all([ask(), listed()]);
    const overdue = answer.needsYou.flatMap((item) => (item.kind === 'invoiceOverdue' ? [item] : []));
    expect(overdue.map((item) => item.documentId)).toEqual(overdueIds.slice(0, NEEDS_YOU_PER_KIND_MAX));
    const listedOverdue = list.rows.filter((row) => row.status === 'overdue').sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    expect(overdue.map((item) => item.documentId)).toEqual(listedOverdue.slice(0, NEEDS_YOU_PER_KIND_MAX).map((row) => row.documentId));
    expect(answer.needsYouCounts.invoiceOverdue).toBe(OVERDUE);
    const of = (status: 'sent' | 'overdue') => list.stats.byStatus[status] ?? { count: 0, amountDueCents: 0 };
    expect(answer.financial.overdue).toEqual({ count: of('overdue').count, totalCents: of('overdue').amountDueCents });
    expect(answer.financial.pending).toEqual({ count: of('sent').count, totalCents: of('sent').amountDueCents });
    expect(answer.financial.pending.count).toBe(2);
  });

  it('lists the newest quotes as orders', async () => {
    const answer = await ask();
    const quotes = answer.recentOrders.flatMap((order) => (order.kind === 'quote' ? [order.number] : []));
    expect(quotes).toEqual([...quoteNumbers].reverse().slice(0, RECENT_ORDERS_MAX));
  });

  it('brings the next oldest due invoice in when one listed is paid', async () => {
    await db().entities.billingDocument.patch({ photographerId: user.sub, documentId: overdueIds[0] ?? '' }).set({ status: 'paid' }).go();
    await dashboardCaughtUp(user.sub);
    const answer = await ask();
    const overdue = answer.needsYou.flatMap((item) => (item.kind === 'invoiceOverdue' ? [item.documentId] : []));
    expect(overdue).toEqual(overdueIds.slice(1, NEEDS_YOU_PER_KIND_MAX + 1));
    expect(answer.needsYouCounts.invoiceOverdue).toBe(OVERDUE - 1);
    const { data: rows } = await db().entities.dashboardUnpaid.query.byDue({ photographerId: user.sub }).go({ pages: 'all', consistent: true });
    expect(rows.map((row) => row.documentId)).not.toContain(overdueIds[0]);
  });
});

describe('the data migration dashboard-listed-rows', () => {
  const photographerId = randomUUID();
  const oddPhotographer = randomUUID();
  let fromStream: Item[];
  let shownFromStream: Awaited<ReturnType<typeof dashboardOf>>;
  const shown = () => dashboardOf(photographerId, { period: 'last_12_months', granularity: 'month' });

  beforeAll(async () => {
    for (const item of fixtureDocumentsOf(photographerId)) await put(item);
    await dashboardCaughtUp(photographerId);
    fromStream = await keptItems(photographerId);
    shownFromStream = await shown();
    // As a table kept before this step: no listed rows, and months that list every unpaid invoice and quote.
    for (const item of fromStream) {
      if (kindOf(item) === 'dashboardUnpaid' || kindOf(item) === 'dashboardQuote') await remove(item);
      if (kindOf(item) === 'dashboardMonth') {
        const { due: _due, ...month } = item;
        await put({ ...month, open: [{ documentId: randomUUID(), number: 'F-1', status: 'sent', issueDate: today, dueDate: today, clientName: 'Ana', totalCents: 100 }], quotes: [] });
      }
    }
    // What other suites may leave: copies of an account that exists, an unpaid invoice's without its number and client (its row cannot be written) and one without its due day (it has none).
    const [profile] = fixtureDocumentsOf(oddPhotographer);
    if (profile) await put(profile);
    const [copy] = fromStream.filter((item) => kindOf(item) === 'dashboardDocument' && item.kind === 'invoice');
    if (!copy) throw new Error('the fixture has no invoice');
    const { number: _number, clientName: _clientName, ...odd } = JSON.parse(JSON.stringify(copy).replaceAll(photographerId, oddPhotographer)) as Item;
    await put({ ...odd, status: 'sent' });
    const { dueDate: _dueDate, ...undated } = odd;
    await put({ ...undated, sk: `${odd.sk}0`, documentId: `${String(odd.documentId)}0`, status: 'sent' });
  }, 120_000);

  it('is a step of the migrations, after dashboard-figures', () => {
    const ids = DATA_MIGRATIONS.map((migration) => migration.id);
    expect(ids.indexOf('dashboard-listed-rows')).toBeGreaterThan(ids.indexOf('dashboard-figures'));
  });

  it('writes what the table stream keeps, passes over the odd copies, and a second run changes nothing', async () => {
    expect(fromStream.filter((item) => kindOf(item) === 'dashboardUnpaid').length).toBeGreaterThan(0);
    expect(fromStream.filter((item) => kindOf(item) === 'dashboardQuote').length).toBeGreaterThan(0);
    expect((await keptItems(photographerId)).some((item) => kindOf(item) === 'dashboardUnpaid' || kindOf(item) === 'dashboardQuote')).toBe(false);
    expect(await fillDashboardListedRows()).toBeGreaterThanOrEqual(fromStream.filter((item) => kindOf(item) !== 'dashboardDocument').length);
    const filled = await keptItems(photographerId);
    expect(withoutTimes(filled)).toEqual(withoutTimes(fromStream));
    expect(await shown()).toEqual(shownFromStream);
    expect(await fillDashboardListedRows()).toBe(0);
    expect(await keptItems(photographerId)).toEqual(filled);
    expect((await keptItems(oddPhotographer)).map(kindOf)).toEqual(['dashboardDocument', 'dashboardDocument']);
  }, 120_000);
});
