// Issue 25 point 2: an issued invoice's payment ledger through the API. Payments add up to what
// was paid; the invoice is partly paid below its total and paid when the sum reaches it; more
// than is due is refused; "mark as paid" records what is due; a payment from Stripe cannot be
// deleted by hand and keeps the invoice from being marked unpaid; two payments at once never
// pay more than the total; and the data migration gives every invoice marked paid before the
// ledger its one payment (tested on the fixture of a table made by an earlier main).
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { issueInvoice, listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { listInvoicePayments, type InvoicePayments } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { beforeAll, describe, expect, it } from 'vitest';
import { flagInvoicesPaidThroughStripe, paymentsOf, recordPayment, settleLegacyPaidInvoices } from '../src/billing/invoice-payments.js';
import { db } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { fixtureItems, putStoredItems } from './support/main-table-fixture.js';

const today = todayInMadrid();

describe('the payment ledger of an invoice (issue 25 point 2)', () => {
  let user: TestUser;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const issued = async (): Promise<BillingDocument> => {
    const answer = await api('POST', '/api/billing/invoices', documentBody({ issueDate: today, dueDate: addDays(today, 30) }));
    expect(answer.status, answer.text).toBe(201);
    return responseOf(issueInvoice, answer).document;
  };
  const pay = (invoiceId: string, amountCents: number, extra: Record<string, unknown> = {}) =>
    api('POST', `/api/billing/invoices/${invoiceId}/payments`, { amountCents, method: 'bizum', paidOn: today, ...extra });
  const ledger = (answer: ApiAnswer): InvoicePayments => {
    expect(answer.status, answer.text).toBeLessThan(300);
    return listInvoicePayments.response.parse(answer.body);
  };
  const read = async (invoiceId: string) => documentOf(await api('GET', `/api/billing/documents/${invoiceId}`));
  const listed = async (invoiceId: string) =>
    responseOf(listDocuments, await api('GET', '/api/billing/documents?kind=invoice&pageSize=100')).rows.find((row) => row.documentId === invoiceId);

  beforeAll(async () => {
    user = await createPhotographer('invoice-payments');
    await completeBillingSettings(user.accessToken);
  });

  it('adds payments up: partly paid below the total, the amount due shown in the detail and the list, paid when it reaches the total', async () => {
    const invoice = await issued();
    const total = invoice.totals.totalCents;
    expect(invoice).toMatchObject({ status: 'draft', paidCents: 0, amountDueCents: total });

    const first = ledger(await pay(invoice.documentId, 1_000, { note: 'Señal', method: 'cash' }));
    expect(first).toMatchObject({ totalCents: total, paidCents: 1_000, amountDueCents: total - 1_000, status: 'partly_paid' });
    expect(first.payments).toEqual([expect.objectContaining({ amountCents: 1_000, method: 'cash', note: 'Señal', source: 'manual', paidOn: today, stripe: null })]);
    expect(await read(invoice.documentId)).toMatchObject({ status: 'partly_paid', paidCents: 1_000, amountDueCents: total - 1_000, paidAt: null });
    expect(await listed(invoice.documentId)).toMatchObject({ status: 'partly_paid', paidCents: 1_000, amountDueCents: total - 1_000 });

    const rest = ledger(await pay(invoice.documentId, total - 1_000));
    expect(rest).toMatchObject({ paidCents: total, amountDueCents: 0, status: 'paid' });
    expect(rest.payments.map((payment) => payment.amountCents)).toEqual([1_000, total - 1_000]);
    expect(await read(invoice.documentId)).toMatchObject({ status: 'paid', paidAt: today, amountDueCents: 0 });
    // Nothing is due on a paid invoice: another payment is refused.
    expect(errorCodeOf(await pay(invoice.documentId, 1))).toBe('billing.status_invalid');
  });

  it('refuses a payment above what is still due, and dates outside the issue date and today', async () => {
    const invoice = await issued();
    const total = invoice.totals.totalCents;
    const above = await pay(invoice.documentId, total + 1);
    expect({ status: above.status, code: errorCodeOf(above) }).toEqual({ status: 409, code: 'billing.payment_above_due' });
    ledger(await pay(invoice.documentId, total - 500));
    expect(errorCodeOf(await pay(invoice.documentId, 501))).toBe('billing.payment_above_due');
    expect(errorCodeOf(await pay(invoice.documentId, 100, { paidOn: addDays(today, 1) }))).toBe('billing.paid_date_in_future');
    expect(errorCodeOf(await pay(invoice.documentId, 100, { paidOn: addDays(invoice.issueDate, -1) }))).toBe('billing.paid_date_before_issue');
    expect(ledger(await api('GET', `/api/billing/invoices/${invoice.documentId}/payments`))).toMatchObject({ paidCents: total - 500, amountDueCents: 500 });
  });

  it('"mark as paid" records what is still due; deleting a manual payment reopens it; "mark unpaid" deletes the manual payments', async () => {
    const invoice = await issued();
    const total = invoice.totals.totalCents;
    ledger(await pay(invoice.documentId, 2_500));
    const paid = documentOf(await api('POST', `/api/billing/invoices/${invoice.documentId}/paid`, { method: 'transfer' }));
    expect(paid).toMatchObject({ status: 'paid', paidCents: total, amountDueCents: 0, paidAt: today });
    const payments = ledger(await api('GET', `/api/billing/invoices/${invoice.documentId}/payments`)).payments;
    expect(payments.map((payment) => [payment.amountCents, payment.method])).toEqual([
      [2_500, 'bizum'],
      [total - 2_500, 'transfer'],
    ]);

    const reopened = ledger(await api('DELETE', `/api/billing/invoices/${invoice.documentId}/payments/${payments[1]?.paymentId}`));
    expect(reopened).toMatchObject({ status: 'partly_paid', paidCents: 2_500, amountDueCents: total - 2_500 });
    expect(await read(invoice.documentId)).toMatchObject({ status: 'partly_paid', paidAt: null });
    const missing = await api('DELETE', `/api/billing/invoices/${invoice.documentId}/payments/${payments[1]?.paymentId}`);
    expect({ status: missing.status, code: errorCodeOf(missing) }).toEqual({ status: 404, code: 'billing.payment_not_found' });

    documentOf(await api('POST', `/api/billing/invoices/${invoice.documentId}/paid`, {}));
    const unpaid = documentOf(await api('POST', `/api/billing/invoices/${invoice.documentId}/unpaid`, {}));
    expect(unpaid).toMatchObject({ status: 'draft', paidCents: 0, amountDueCents: total, paidAt: null });
    expect(await paymentsOf(user.sub, invoice.documentId)).toEqual([]);
  });

  it('a payment from Stripe cannot be deleted by hand, and the invoice cannot be marked unpaid while it exists', async () => {
    const invoice = await issued();
    const total = invoice.totals.totalCents;
    const stripe = { paymentId: '5a1e0000-0000-4000-8000-000000000001', checkoutSessionId: 'cs_test_1', paymentIntentId: 'pi_test_1' };
    await recordPayment(user.sub, invoice.documentId, { amountCents: 3_000, method: 'card', stripe });
    // The same Stripe payment told twice is recorded once.
    await recordPayment(user.sub, invoice.documentId, { amountCents: 3_000, method: 'card', stripe });
    const payments = ledger(await api('GET', `/api/billing/invoices/${invoice.documentId}/payments`));
    expect(payments).toMatchObject({ paidCents: 3_000, status: 'partly_paid' });
    expect(payments.payments).toEqual([expect.objectContaining({ source: 'stripe', stripe: { checkoutSessionId: 'cs_test_1', paymentIntentId: 'pi_test_1' } })]);

    const deleted = await api('DELETE', `/api/billing/invoices/${invoice.documentId}/payments/${stripe.paymentId}`);
    expect({ status: deleted.status, code: errorCodeOf(deleted) }).toEqual({ status: 409, code: 'billing.payment_from_stripe' });
    expect(documentOf(await api('POST', `/api/billing/invoices/${invoice.documentId}/paid`, {}))).toMatchObject({ status: 'paid', paidCents: total });
    const unpaid = await api('POST', `/api/billing/invoices/${invoice.documentId}/unpaid`, {});
    expect({ status: unpaid.status, code: errorCodeOf(unpaid) }).toEqual({ status: 409, code: 'billing.unpaid_stripe_payments' });
    expect(await read(invoice.documentId)).toMatchObject({ status: 'paid', paidCents: total });
  });

  it('payments recorded at once never pay more than the total', async () => {
    const invoice = await issued();
    const total = invoice.totals.totalCents;
    const share = Math.ceil(total / 3);
    const answers = await Promise.all([1, 2, 3, 4].map(() => pay(invoice.documentId, share)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(total % share === 0 ? 3 : 2);
    // A loser reads again: more than is due now, or nothing due once the others paid it all.
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) expect(['billing.payment_above_due', 'billing.status_invalid']).toContain(errorCodeOf(answer));
    const after = ledger(await api('GET', `/api/billing/invoices/${invoice.documentId}/payments`));
    expect(after.paidCents).toBe(after.payments.reduce((sum, payment) => sum + payment.amountCents, 0));
    expect(after.paidCents).toBeLessThanOrEqual(total);
  });
});

describe('the data migration invoice-payment-ledger', () => {
  it("gives every invoice marked paid before the ledger one payment of its total on its paid date; the invoice's content stays; a second run changes nothing", async () => {
    const fixture = fixtureItems();
    await putStoredItems(fixture);
    const paidBefore = fixture.filter((item) => item.__edb_e__ === 'billingDocument' && item.kind === 'invoice' && item.status === 'paid');
    expect(paidBefore.length).toBeGreaterThan(0);
    expect(DATA_MIGRATIONS.map((step) => step.id)).toContain('invoice-payment-ledger');

    expect(await settleLegacyPaidInvoices()).toBeGreaterThanOrEqual(paidBefore.length);
    for (const before of paidBefore) {
      const photographerId = String(before.photographerId);
      const documentId = String(before.documentId);
      const { data: after } = await db().entities.billingDocument.get({ photographerId, documentId }).go({ consistent: true });
      expect(after).toMatchObject({ status: 'paid', paidAt: before.paidAt, paidCents: before.totalCents, content: before.content, number: before.number, totalCents: before.totalCents });
      expect((await paymentsOf(photographerId, documentId)).map((payment) => ({ amountCents: payment.amountCents, paidOn: payment.paidOn, source: payment.source }))).toEqual([
        { amountCents: before.totalCents, paidOn: before.paidAt, source: 'manual' },
      ]);
    }
    expect(await settleLegacyPaidInvoices()).toBe(0);
    for (const before of paidBefore) expect(await paymentsOf(String(before.photographerId), String(before.documentId))).toHaveLength(1);
  });
});

describe('the data migration invoice-paid-through-stripe', () => {
  it('marks every invoice with a Stripe payment recorded before the flag was kept, and only it; nothing else changes; a second run changes nothing', async () => {
    const fixture = fixtureItems();
    await putStoredItems(fixture);
    const invoices = fixture.filter((item) => item.__edb_e__ === 'billingDocument' && item.kind === 'invoice');
    const [paidOnline, byHand] = invoices;
    if (!paidOnline || !byHand) throw new Error('the fixture has fewer than two invoices');
    expect(DATA_MIGRATIONS.map((step) => step.id)).toContain('invoice-paid-through-stripe');
    // A Stripe payment as today's main stores it (no flag on its invoice), and one by hand on another invoice.
    const stored = (documentId: unknown, paymentId: string, source: 'stripe' | 'manual') =>
      db()
        .entities.invoicePayment.create({
          photographerId: String(paidOnline.photographerId),
          documentId: String(documentId),
          paymentId,
          amountCents: 100,
          paidOn: String(paidOnline.issueDate),
          method: 'card',
          source,
          ...(source === 'stripe' ? { stripeCheckoutSessionId: 'cs_test_before', stripePaymentIntentId: 'pi_test_before', overpaidCents: 0 } : {}),
        })
        .go();
    await stored(paidOnline.documentId, `stripe-before-${Date.now()}`, 'stripe');
    await stored(byHand.documentId, `manual-before-${Date.now()}`, 'manual');

    expect(await flagInvoicesPaidThroughStripe()).toBeGreaterThanOrEqual(1);
    const read = async (item: Record<string, unknown>) =>
      (await db().entities.billingDocument.get({ photographerId: String(item.photographerId), documentId: String(item.documentId) }).go({ consistent: true })).data;
    const flagged = await read(paidOnline);
    expect(flagged).toMatchObject({ paidThroughStripe: true, status: paidOnline.status, content: paidOnline.content, number: paidOnline.number, totalCents: paidOnline.totalCents });
    expect((await read(byHand))?.paidThroughStripe).toBeUndefined();
    expect(await flagInvoicesPaidThroughStripe()).toBe(0);
  });
});
