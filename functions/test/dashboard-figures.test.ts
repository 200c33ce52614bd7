// The dashboard's items kept on write (dashboard/dashboard-aggregates.ts): the data migration
// `dashboard-figures` on the documents of a table made by `npm start` on an earlier main
// (fixtures/main-table-items.jsonl) gives what the table stream gives and a second run changes
// nothing; and the figures follow issue, rectification, cancellation, payment, a quote's
// deletion and a stream record delivered twice, as the invoices list shows them.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import {
  cancelInvoice,
  createQuote,
  deleteQuote,
  getDocument,
  issueInvoice,
  listDocuments,
  markInvoicePaid,
  rectifyInvoice,
} from '@fotostudio/shared/contracts/billing/document-routes';
import { recordInvoicePayment } from '@fotostudio/shared/contracts/billing/invoice-payments';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import type { DynamoDBRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardOf } from '../src/dashboard/dashboard.js';
import { fillDashboardFigures } from '../src/dashboard/dashboard-aggregates.js';
import { db, ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { followDashboardFigures } from '../src/events/table-stream/dashboard-figures.js';
import { toItemChange } from '../src/events/table-stream/stream-record.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { callRoute, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { dashboardCaughtUp, fixtureDocumentsOf, keptItems, type Item } from './support/dashboard-figures.js';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
const table = () => appConfig().TABLE_NAME;

describe('the data migration dashboard-figures', () => {
  const photographerId = randomUUID();
  let fromStream: Item[];

  beforeAll(async () => {
    for (const item of fixtureDocumentsOf(photographerId)) await dynamoDocumentClient().send(new PutCommand({ TableName: table(), Item: item }));
    await dashboardCaughtUp(photographerId);
    fromStream = await keptItems(photographerId);
    // As a table from before the step: no kept items.
    for (const item of fromStream) await dynamoDocumentClient().send(new DeleteCommand({ TableName: table(), Key: { pk: item.pk, sk: item.sk } }));
  }, 120_000);

  it('is a step of the migrations', () => {
    expect(DATA_MIGRATIONS.map((migration) => migration.id)).toContain('dashboard-figures');
  });

  it('fills the copies, listed rows and months the table stream keeps, and a second run changes nothing', async () => {
    expect(fromStream.filter((item) => item[ENTITY_NAME_ATTRIBUTE] === 'dashboardMonth').length).toBeGreaterThan(0);
    expect(fromStream.filter((item) => item[ENTITY_NAME_ATTRIBUTE] === 'dashboardUnpaid' || item[ENTITY_NAME_ATTRIBUTE] === 'dashboardQuote').length).toBeGreaterThan(0);
    expect(await keptItems(photographerId)).toEqual([]);
    // Each copy is written with its listed rows (one transaction, counted once), then its month.
    const copiesAndMonths = fromStream.filter((item) => item[ENTITY_NAME_ATTRIBUTE] === 'dashboardDocument' || item[ENTITY_NAME_ATTRIBUTE] === 'dashboardMonth');
    expect(await fillDashboardFigures()).toBeGreaterThanOrEqual(copiesAndMonths.length);
    const filled = await keptItems(photographerId);
    const withoutTimes = (items: Item[]) => items.map(({ createdAt: _c, updatedAt: _u, ...item }) => item);
    expect(withoutTimes(filled)).toEqual(withoutTimes(fromStream));
    expect(await fillDashboardFigures()).toBe(0);
    expect(await keptItems(photographerId)).toEqual(filled);
  }, 120_000);
});

describe("the dashboard's kept figures follow the documents", () => {
  let user: TestUser;
  const today = todayInMadrid();
  const call = async <R extends Parameters<typeof responseOf>[0]>(route: R, input: Parameters<typeof callRoute>[2]) => responseOf(route, await callRoute(route, user.accessToken, input));
  const issue = async (changes: Record<string, unknown> = {}): Promise<BillingDocument> =>
    (await call(issueInvoice, { body: documentBody({ issueDate: today, dueDate: addDays(today, 30), ...changes }) })).document;
  const shown = async () => {
    await dashboardCaughtUp(user.sub);
    return dashboardOf(user.sub, { period: 'this_month', granularity: 'day' });
  };
  /** Pending and overdue as the invoices list counts them: what is still due (a partly paid invoice's rest). */
  const listed = async () => {
    const { stats } = await call(listDocuments, { query: { kind: 'invoice', pageSize: '100' } });
    const of = (status: 'draft' | 'sent' | 'partly_paid' | 'overdue') => stats.byStatus[status] ?? { count: 0, amountDueCents: 0 };
    const pending = [of('draft'), of('sent'), of('partly_paid')];
    return {
      pending: { count: pending.reduce((sum, row) => sum + row.count, 0), totalCents: pending.reduce((sum, row) => sum + row.amountDueCents, 0) },
      overdue: { count: of('overdue').count, totalCents: of('overdue').amountDueCents },
    };
  };
  const revenue = (counted: { baseCents: number; vatCents: number; irpfCents: number }[]) => {
    const sums = {
      invoices: counted.length,
      baseCents: counted.reduce((sum, amount) => sum + amount.baseCents, 0),
      vatCents: counted.reduce((sum, amount) => sum + amount.vatCents, 0),
      irpfCents: counted.reduce((sum, amount) => sum + amount.irpfCents, 0),
    };
    return { ...sums, totalCents: sums.baseCents + sums.vatCents - sums.irpfCents };
  };
  const amountOf = (document: BillingDocument, replaced = { baseCents: 0, vatCents: 0 }) => ({
    baseCents: document.totals.baseCents - replaced.baseCents,
    vatCents: document.totals.vatCents - replaced.vatCents,
    irpfCents: document.totals.irpf?.amountCents ?? 0,
  });
  let original: BillingDocument;
  let byDifferences: BillingDocument;
  let bySubstitution: BillingDocument;

  beforeAll(async () => {
    user = await createPhotographer('dashboard-figures');
    await completeBillingSettings(user.accessToken);
  });

  it('counts an issued invoice in revenue, its day and pending', async () => {
    original = await issue();
    const answer = await shown();
    expect(answer.financial.revenue).toEqual(revenue([amountOf(original)]));
    expect(answer.financial.series.find((bucket) => bucket.start === today)).toEqual({ start: today, baseCents: original.totals.baseCents, vatCents: original.totals.vatCents });
    expect({ pending: answer.financial.pending, overdue: answer.financial.overdue }).toEqual(await listed());
    expect(answer.financial.pending.count).toBe(1);
  });

  it('adds a rectification by differences and nets one by substitution against the original', async () => {
    const rate21 = { kind: 'rate', ratePercent: 21 };
    byDifferences = (
      await call(rectifyInvoice, {
        params: { invoiceId: original.documentId },
        body: { rectificationType: 'R1', method: 'I', reason: 'Descuento', issueDate: today, products: [{ name: 'Descuento', variant: null, quantity: 1, unitPriceCents: -5_000, vat: rate21 }] },
      })
    ).invoice;
    bySubstitution = (
      await call(rectifyInvoice, {
        params: { invoiceId: original.documentId },
        body: { rectificationType: 'R4', method: 'S', reason: 'Álbum corregido', issueDate: today, products: [{ name: 'Álbum', variant: null, quantity: 1, unitPriceCents: 90_000, vat: rate21 }] },
      })
    ).invoice;
    const replaced = { baseCents: bySubstitution.rectification?.originalBaseCents ?? 0, vatCents: bySubstitution.rectification?.originalVatCents ?? 0 };
    expect(replaced.baseCents).toBe(original.totals.baseCents);
    const answer = await shown();
    expect(answer.financial.revenue).toEqual(revenue([amountOf(original), amountOf(byDifferences), amountOf(bySubstitution, replaced)]));
    expect({ pending: answer.financial.pending, overdue: answer.financial.overdue }).toEqual(await listed());
  });

  it('takes a paid invoice out of pending and a cancelled one out of revenue and pending', async () => {
    await call(markInvoicePaid, { params: { invoiceId: original.documentId }, body: { paidDate: today } });
    const cancelled = await issue();
    expect((await shown()).financial.pending.count).toBe(3);
    await call(cancelInvoice, { params: { invoiceId: cancelled.documentId }, body: { reason: 'Emitida por error' } });
    const answer = await shown();
    const replaced = { baseCents: bySubstitution.rectification?.originalBaseCents ?? 0, vatCents: bySubstitution.rectification?.originalVatCents ?? 0 };
    expect(answer.financial.revenue).toEqual(revenue([amountOf(original), amountOf(byDifferences), amountOf(bySubstitution, replaced)]));
    expect({ pending: answer.financial.pending, overdue: answer.financial.overdue }).toEqual(await listed());
    expect(answer.financial.pending.count).toBe(2);
  });

  it('counts a partly paid invoice in pending for what is still due, as the list and the invoice show it (issue 25 point 2)', async () => {
    const partly = await issue();
    const before = (await shown()).financial.pending;
    await call(recordInvoicePayment, { params: { invoiceId: partly.documentId }, body: { amountCents: 1_234, method: 'cash', paidOn: today } });
    const answer = await shown();
    expect(answer.financial.pending).toEqual({ count: before.count, totalCents: before.totalCents - 1_234 });
    expect({ pending: answer.financial.pending, overdue: answer.financial.overdue }).toEqual(await listed());
    const { document } = await call(getDocument, { params: { documentId: partly.documentId } });
    expect(document).toMatchObject({ status: 'partly_paid', amountDueCents: partly.totals.totalCents - 1_234 });
  });

  it('lists a pending quote as an order until it is deleted', async () => {
    const { document: quote } = await call(createQuote, { body: documentBody({ issueDate: today, dueDate: addDays(today, 30) }) });
    expect((await shown()).recentOrders).toContainEqual(expect.objectContaining({ kind: 'quote', documentId: quote.documentId, status: 'pending' }));
    await call(deleteQuote, { params: { quoteId: quote.documentId } });
    const answer = await shown();
    expect(answer.recentOrders.some((order) => order.kind === 'quote' && order.documentId === quote.documentId)).toBe(false);
    const { data: rows } = await db().entities.dashboardQuote.query.byIssue({ photographerId: user.sub }).go({ pages: 'all', consistent: true });
    expect(rows.map((row) => row.documentId)).not.toContain(quote.documentId);
  });

  it('counts nothing twice when the stream delivers a record again', async () => {
    const before = await shown();
    const kept = await keptItems(user.sub);
    // The original's payment delivered again, twice: old image sent, new image paid.
    const { data } = await db().entities.billingDocument.get({ photographerId: user.sub, documentId: original.documentId }).go({ data: 'raw', consistent: true });
    const paid = (data as unknown as { Item: Record<string, unknown> }).Item;
    const sent = { ...paid, status: 'sent' };
    const record = (eventName: 'INSERT' | 'MODIFY', oldItem: Record<string, unknown> | undefined, newItem: Record<string, unknown>): DynamoDBRecord => ({
      eventName,
      dynamodb: {
        ...(oldItem ? { OldImage: marshall(oldItem, { removeUndefinedValues: true }) as Image } : {}),
        NewImage: marshall(newItem, { removeUndefinedValues: true }) as Image,
      },
    });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      await followDashboardFigures(toItemChange(record('MODIFY', sent, paid)));
      await followDashboardFigures(toItemChange(record('INSERT', undefined, paid)));
    }
    const withoutTimes = (items: Item[]) => items.map(({ createdAt: _c, updatedAt: _u, ...item }) => item);
    expect(withoutTimes(await keptItems(user.sub))).toEqual(withoutTimes(kept));
    const after = await dashboardOf(user.sub, { period: 'this_month', granularity: 'day' });
    expect(after.financial).toEqual(before.financial);
  });
});
