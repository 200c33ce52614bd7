// Issue 25 point 7, "the money adds up": after a deposit paid online, the quote converted, a
// partial payment recorded by hand, the rest paid online and part of it refunded in Stripe, the
// session's finance (paid, remaining), each invoice's state (paid, due, status), the dashboard's
// figures (pending and overdue amounts, the calendar's paid badge) and the accountant export
// (each invoice's status and total) agree, read through the product's routes after every step.
import { convertQuote, createQuote, exportInvoices, listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { recordInvoicePayment, type InvoicePayments } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { payInvoiceOnline, shareInvoiceLink } from '@fotostudio/shared/contracts/billing/invoice-page';
import { acceptQuote, payQuoteDeposit, shareQuoteLink } from '@fotostudio/shared/contracts/billing/quote-page';
import { getDashboard } from '@fotostudio/shared/contracts/dashboard';
import { getSessionFinance, updateSessionFinance } from '@fotostudio/shared/contracts/sessions';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, responseOf } from './support/api.js';
import { completeBillingSettings, currentDocument, documentBody, invoiceLedger, invoiceLedgerWhen } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { dashboardCaughtUp } from './support/dashboard-figures.js';
import { eventually } from './support/eventually.js';
import { createTestSession } from './support/sessions.js';
import { connectStripeAccount, controlStripe, localStripe, PAYING_CARD, payOnCheckoutPage } from './support/stripe.js';

const today = todayInMadrid();
/** The example quote's total: 2,178 € (1,800 € + 21 % VAT). */
const QUOTE_TOTAL = 217_800;
const DEPOSIT = 50_000;

/** The accountant export's CSV (Spanish: semicolons), its rows by invoice number: status and total as printed. */
const exportedRows = (csv: string): Map<string, { status: string; total: string }> => {
  const [header = '', ...rows] = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  const names = header.split(';');
  const at = (name: string) => names.indexOf(name);
  return new Map(rows.map((row) => row.split(';')).map((cells) => [cells[at('Número')] ?? '', { status: cells[at('Estado')] ?? '', total: cells[at('Total')] ?? '' }]));
};
const EXPORT_STATUS: Record<string, string> = { draft: 'Emitida', sent: 'Enviada', paid: 'Pagada', overdue: 'Vencida', cancelled: 'Anulada', partly_paid: 'Pagada en parte' };
const decimalEs = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

describe('the money adds up after every payment, refund and deposit', () => {
  let user: TestUser;
  let account: string;
  let sessionId: string;
  const invoiceIds: string[] = [];

  const ledger = (invoiceId: string) => invoiceLedger(user.accessToken, invoiceId);
  const ledgerWhen = (invoiceId: string, check: (payments: InvoicePayments) => boolean) => invoiceLedgerWhen(user.accessToken, invoiceId, check);
  const documentNow = (documentId: string) => currentDocument(user.accessToken, documentId);

  /** Every figure, read through the product's routes, compared: what one says, the others say. */
  const expectAllAgree = async (expected: { paidCents: number; remainingCents: number }) => {
    const invoices = await Promise.all(invoiceIds.map(async (invoiceId) => ({ document: await documentNow(invoiceId), ledger: await ledger(invoiceId) })));
    // Each invoice: its document and its ledger tell the same.
    for (const { document, ledger: payments } of invoices) {
      expect({ paid: document.paidCents, due: document.amountDueCents, status: document.status }).toEqual({ paid: payments.paidCents, due: payments.amountDueCents, status: payments.status });
      expect(payments.paidCents).toBe(payments.payments.reduce((sum, payment) => sum + payment.amountCents, 0) - payments.payments.reduce((sum, payment) => sum + Math.max(0, payment.refundedCents - payment.overpaidCents), 0));
    }
    const paid = invoices.reduce((sum, invoice) => sum + invoice.ledger.paidCents, 0);
    const due = invoices.reduce((sum, invoice) => sum + invoice.ledger.amountDueCents, 0);
    // What the session still owes is what its invoices still ask, and what is not invoiced yet (the quote's part before its conversion).
    const notInvoiced = QUOTE_TOTAL - invoices.reduce((sum, invoice) => sum + invoice.document.totals.totalCents, 0);
    expect({ paid, owed: due + notInvoiced }).toEqual({ paid: expected.paidCents, owed: expected.remainingCents });

    // The session's finance.
    const finance = responseOf(getSessionFinance, await callRoute(getSessionFinance, user.accessToken, { params: { sessionId } })).finance;
    expect(finance.placeholder).toBe(false);
    expect({ paid: finance.paidCents, remaining: finance.remainingCents }).toEqual({ paid, remaining: due + notInvoiced });
    // Every payment here is recorded against an invoice of the session: all of paid is what they paid (the total's floor for the photographer's edits).
    expect(finance.recordedPaidCents).toBe(paid);

    // The dashboard: the amounts still due of the unpaid invoices, and the session's paid badge in the calendar.
    await dashboardCaughtUp(user.sub);
    const dashboard = responseOf(getDashboard, await callRoute(getDashboard, user.accessToken, { query: { period: 'this_month' } }));
    const unpaid = invoices.filter((invoice) => invoice.ledger.amountDueCents !== 0);
    expect({ count: dashboard.financial.pending.count + dashboard.financial.overdue.count, dueCents: dashboard.financial.pending.totalCents + dashboard.financial.overdue.totalCents }).toEqual({
      count: unpaid.length,
      dueCents: due,
    });
    const badge = dashboard.calendar.sessions.find((session) => session.sessionId === sessionId);
    expect({ paid: badge?.paid, partlyPaid: badge?.partlyPaid }).toEqual({ paid: finance.remainingCents === 0, partlyPaid: paid > 0 && finance.remainingCents > 0 });
    // The invoices list's stats (what the dashboard says it equals).
    const list = responseOf(listDocuments, await callRoute(listDocuments, user.accessToken, { query: { kind: 'invoice' } }));
    const listed = Object.values(list.stats.byStatus).reduce((sum, stats) => sum + stats.amountDueCents, 0);
    expect(listed).toBe(due);

    // The accountant export: each invoice's status and total as the product shows them.
    const exported = responseOf(exportInvoices, await callRoute(exportInvoices, user.accessToken, { query: { from: today, to: today, format: 'csv' } }));
    const rows = exportedRows(await (await fetch(exported.url)).text());
    for (const { document } of invoices) {
      expect(rows.get(document.number)).toEqual({ status: EXPORT_STATUS[document.status], total: decimalEs(document.totals.totalCents) });
    }
  };

  beforeAll(async () => {
    user = await createPhotographer('money-adds-up');
    await completeBillingSettings(user.accessToken);
    account = await connectStripeAccount(user.accessToken);
    sessionId = (await createTestSession(user.accessToken, { date: today })).sessionId;
    // The session is priced as its quote: the photographer's total.
    const priced = await callRoute(updateSessionFinance, user.accessToken, { params: { sessionId }, body: { totalPriceCents: QUOTE_TOTAL, paidCents: 0 } });
    expect(priced.status, priced.text).toBe(200);
  });

  afterAll(async () => {
    await controlStripe({ reset: true });
  });

  it('a deposit, the conversion, a partial payment, the rest paid online, a refund: every figure agrees after each', async () => {
    // The deposit, paid online on the quote's page: its own invoice, paid.
    const base = documentBody({ issueDate: today, dueDate: addDays(today, 30) });
    const created = await callRoute(createQuote, user.accessToken, {
      body: { ...base, session: { ...(base.session as object), sessionId, title: 'Sesión de prueba' }, deposit: { kind: 'amount', amountCents: DEPOSIT } },
    });
    expect(created.status, created.text).toBe(201);
    const quote = responseOf(createQuote, created).document;
    const token = responseOf(shareQuoteLink, await callRoute(shareQuoteLink, user.accessToken, { params: { quoteId: quote.documentId }, body: {} })).link.token;
    expect((await callRoute(acceptQuote, undefined, { params: { quoteToken: token }, body: {} })).status).toBe(200);
    await payOnCheckoutPage(responseOf(payQuoteDeposit, await callRoute(payQuoteDeposit, undefined, { params: { quoteToken: token }, body: {} })).url, PAYING_CARD);
    const depositInvoice = await eventually(async () => (await documentNow(quote.documentId)).depositInvoice ?? undefined, 30_000);
    await ledgerWhen(depositInvoice.documentId, (now) => now.status === 'paid');
    invoiceIds.push(depositInvoice.documentId);
    await expectAllAgree({ paidCents: DEPOSIT, remainingCents: QUOTE_TOTAL - DEPOSIT });

    // Converted: the final invoice deducts the deposit; the rest is due.
    const final = responseOf(convertQuote, await callRoute(convertQuote, user.accessToken, { params: { quoteId: quote.documentId }, body: {} })).invoice;
    invoiceIds.push(final.documentId);
    await expectAllAgree({ paidCents: DEPOSIT, remainingCents: QUOTE_TOTAL - DEPOSIT });

    // A partial payment, recorded by hand.
    const partial = await callRoute(recordInvoicePayment, user.accessToken, { params: { invoiceId: final.documentId }, body: { amountCents: 60_000, method: 'transfer' } });
    expect(partial.status, partial.text).toBe(200);
    await expectAllAgree({ paidCents: DEPOSIT + 60_000, remainingCents: QUOTE_TOTAL - DEPOSIT - 60_000 });

    // The rest, paid online from the invoice's page.
    const invoiceToken = responseOf(shareInvoiceLink, await callRoute(shareInvoiceLink, user.accessToken, { params: { invoiceId: final.documentId }, body: {} })).link.token;
    await payOnCheckoutPage(responseOf(payInvoiceOnline, await callRoute(payInvoiceOnline, undefined, { params: { invoiceToken } })).url, PAYING_CARD);
    const settled = await ledgerWhen(final.documentId, (now) => now.status === 'paid');
    await expectAllAgree({ paidCents: QUOTE_TOTAL, remainingCents: 0 });

    // Part of the online payment refunded in Stripe.
    const online = settled.payments.find((payment) => payment.source === 'stripe');
    await localStripe().refunds.create({ payment_intent: online?.stripe?.paymentIntentId ?? '', amount: 30_000 }, { stripeAccount: account });
    await ledgerWhen(final.documentId, (now) => now.payments.some((payment) => payment.refundedCents === 30_000));
    await expectAllAgree({ paidCents: QUOTE_TOTAL - 30_000, remainingCents: 30_000 });

    // The deposit refunded in full: its invoice owes it again.
    const depositPayment = (await ledger(depositInvoice.documentId)).payments[0];
    await localStripe().refunds.create({ payment_intent: depositPayment?.stripe?.paymentIntentId ?? '' }, { stripeAccount: account });
    await ledgerWhen(depositInvoice.documentId, (now) => now.payments[0]?.refundedCents === DEPOSIT);
    await expectAllAgree({ paidCents: QUOTE_TOTAL - 30_000 - DEPOSIT, remainingCents: 30_000 + DEPOSIT });
  }, 180_000);
});
