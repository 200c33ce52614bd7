// Issue 25 point 3's leftovers, over the local Stripe and the product's routes: a deposit paid
// after its quote was converted (the client paid on a Checkout page opened before) is a payment of
// the final invoice — never a second invoice of the sale, never a change to the issued final
// invoice — whether that invoice is still unsent (a stored `draft`: issued, numbered, recorded) or
// already sent and paid (the deposit is then an overpayment to return); a conversion racing the
// deposit's invoice deducts it or takes the payment, never neither; and a refund of a deposit in
// Stripe reopens what is due on the invoice that holds the payment.
import { convertQuote, createQuote, markInvoicePaid, markInvoiceSent } from '@fotostudio/shared/contracts/billing/document-routes';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import type { InvoicePayments } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { acceptQuote, payQuoteDeposit, shareQuoteLink } from '@fotostudio/shared/contracts/billing/quote-page';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoicePaidDeposit } from '../src/billing/deposits.js';
import { db } from '../src/data/database.js';
import { listPayments } from '../src/data/stores/payments.js';
import { callApi, callRoute, responseOf } from './support/api.js';
import { completeBillingSettings, currentDocument, documentBody, invoiceLedger, invoiceLedgerWhen } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { connectStripeAccount, controlStripe, localStripe, PAYING_CARD, payOnCheckoutPage } from './support/stripe.js';

const today = todayInMadrid();
/** The example quote's total: 2,178 € (1,800 € + 21 % VAT). */
const QUOTE_TOTAL = 217_800;

afterEach(async () => {
  await controlStripe({ reset: true });
});

describe('a deposit paid after its quote was converted, and a deposit refunded', () => {
  let user: TestUser;
  let account: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const documentNow = (documentId: string) => currentDocument(user.accessToken, documentId);
  const ledger = (invoiceId: string) => invoiceLedger(user.accessToken, invoiceId);
  const ledgerWhen = (invoiceId: string, check: (payments: InvoicePayments) => boolean) => invoiceLedgerWhen(user.accessToken, invoiceId, check);
  /** Invoices issued for a quote's deposit (the advance invoices naming it). */
  const advanceInvoicesOf = async (quoteId: string) =>
    (await db().entities.billingDocument.query.byDocument({ photographerId: user.sub }).go({ pages: 'all' })).data.filter((item) => item.advanceOf?.quoteId === quoteId);

  /** A quote asking a deposit, accepted on its page, with the deposit's Checkout opened (not paid yet): the quote and the Checkout page. */
  const acceptedWithCheckout = async (deposit: unknown): Promise<{ quote: BillingDocument; checkoutUrl: string }> => {
    const answer = await api('POST', createQuote.path, { ...documentBody({ issueDate: today, dueDate: addDays(today, 30) }), deposit });
    expect(answer.status, answer.text).toBe(201);
    const quote = responseOf(createQuote, answer).document;
    const token = responseOf(shareQuoteLink, await api('POST', shareQuoteLink.path.replace('{quoteId}', quote.documentId), {})).link.token;
    expect((await callRoute(acceptQuote, undefined, { params: { quoteToken: token }, body: {} })).status).toBe(200);
    const checkout = await callRoute(payQuoteDeposit, undefined, { params: { quoteToken: token }, body: {} });
    expect(checkout.status, checkout.text).toBe(200);
    return { quote, checkoutUrl: responseOf(payQuoteDeposit, checkout).url };
  };
  const convert = async (quoteId: string): Promise<BillingDocument> => {
    const converted = await api('POST', convertQuote.path.replace('{quoteId}', quoteId), {});
    expect(converted.status, converted.text).toBe(201);
    return responseOf(convertQuote, converted).invoice;
  };
  /** What an issued invoice says (its fiscal content), apart from its payment state. */
  const issuedContent = (invoice: BillingDocument) => ({ number: invoice.number, issueDate: invoice.issueDate, products: invoice.products, totals: invoice.totals, client: invoice.client });

  beforeAll(async () => {
    user = await createPhotographer('deposit-late');
    await completeBillingSettings(user.accessToken);
    account = await connectStripeAccount(user.accessToken);
  });

  it('paid while the final invoice is issued but unsent: recorded against it (partly paid), the invoice as issued, no advance invoice', async () => {
    const { quote, checkoutUrl } = await acceptedWithCheckout({ kind: 'amount', amountCents: 50_000 });
    const final = await convert(quote.documentId);
    // Nothing was paid when it was converted: nothing deducted.
    expect(final).toMatchObject({ status: 'draft', totals: { totalCents: QUOTE_TOTAL }, amountDueCents: QUOTE_TOTAL });

    expect((await payOnCheckoutPage(checkoutUrl, PAYING_CARD)).location).toContain('deposit=paid');
    const paid = await ledgerWhen(final.documentId, (now) => now.paidCents === 50_000);
    expect(paid).toMatchObject({ status: 'partly_paid', totalCents: QUOTE_TOTAL, paidCents: 50_000, amountDueCents: QUOTE_TOTAL - 50_000 });
    expect(paid.payments).toEqual([expect.objectContaining({ source: 'stripe', method: 'card', amountCents: 50_000, overpaidCents: 0, paidOn: today })]);
    expect(await advanceInvoicesOf(quote.documentId)).toEqual([]);
    const after = await documentNow(final.documentId);
    expect(issuedContent(after)).toEqual(issuedContent(final));
    // Paid through Stripe: never offered to be marked unpaid by hand.
    expect(after.paidThroughStripe).toBe(true);
    expect((await documentNow(quote.documentId)).depositInvoice ?? null).toBeNull();

    // Told again (a redelivery): nothing more is recorded.
    const payment = (await listPayments(user.sub)).find((p) => p.purposeId === quote.documentId && p.state === 'paid');
    if (!payment) throw new Error('no paid deposit payment');
    await Promise.all(Array.from({ length: 3 }, () => invoicePaidDeposit(payment)));
    expect((await ledger(final.documentId)).payments).toHaveLength(1);
    expect(await advanceInvoicesOf(quote.documentId)).toEqual([]);
  });

  it('paid after the final invoice was sent and paid by hand: an overpayment recorded against it, to return, the invoice as issued', async () => {
    const { quote, checkoutUrl } = await acceptedWithCheckout({ kind: 'percent', percent: 10 });
    const final = await convert(quote.documentId);
    expect((await callRoute(markInvoiceSent, user.accessToken, { params: { invoiceId: final.documentId } })).status).toBe(200);
    expect((await callRoute(markInvoicePaid, user.accessToken, { params: { invoiceId: final.documentId }, body: {} })).status).toBe(200);
    expect((await documentNow(final.documentId)).paidThroughStripe).toBe(false);

    expect((await payOnCheckoutPage(checkoutUrl, PAYING_CARD)).location).toContain('deposit=paid');
    const overpaid = await ledgerWhen(final.documentId, (now) => now.payments.some((p) => p.source === 'stripe'));
    expect(overpaid).toMatchObject({ status: 'paid', paidCents: QUOTE_TOTAL, amountDueCents: 0 });
    expect(overpaid.payments.find((p) => p.source === 'stripe')).toMatchObject({ amountCents: 0, overpaidCents: 21_780 });
    expect(await advanceInvoicesOf(quote.documentId)).toEqual([]);
    const after = await documentNow(final.documentId);
    expect(issuedContent(after)).toEqual(issuedContent(final));
    expect(after.paidThroughStripe).toBe(true);
  });

  it('a conversion racing the deposit’s invoice either deducts it or takes the payment: the sale is invoiced once, the deposit counted once', async () => {
    const template = (await listPayments(user.sub)).find((p) => p.purposeKind === 'deposit' && p.state === 'paid');
    if (!template) throw new Error('no paid deposit payment to copy');
    for (let round = 0; round < 3; round += 1) {
      const answer = await api('POST', createQuote.path, { ...documentBody({ issueDate: today, dueDate: addDays(today, 30) }), deposit: { kind: 'amount', amountCents: 30_000 } });
      const quote = responseOf(createQuote, answer).document;
      const payment = { ...template, paymentId: `${template.paymentId}-race-${round}`, purposeId: quote.documentId, amountCents: 30_000 };
      const [converted] = await Promise.all([api('POST', convertQuote.path.replace('{quoteId}', quote.documentId), {}), invoicePaidDeposit(payment)]);
      expect(converted.status, converted.text).toBe(201);
      const final = responseOf(convertQuote, converted).invoice;
      const advances = await advanceInvoicesOf(quote.documentId);
      const finalLedger = await ledger(final.documentId);
      if (advances.length === 1) {
        // The deposit's invoice won: the final invoice deducts it and took no payment.
        expect(final.totals.totalCents).toBe(QUOTE_TOTAL - 30_000);
        expect(final.products.at(-1)?.name).toBe(`Anticipo s/ factura ${advances[0]?.number}`);
        expect(finalLedger.payments).toEqual([]);
      } else {
        // The conversion won: no advance invoice, the deposit is a payment of the final invoice.
        expect(advances).toEqual([]);
        expect(final.totals.totalCents).toBe(QUOTE_TOTAL);
        expect(finalLedger).toMatchObject({ paidCents: 30_000, amountDueCents: QUOTE_TOTAL - 30_000 });
      }
    }
  });

  it('a refund of a deposit in Stripe reopens what is due on the invoice holding it: its own invoice, or the final one it was paid into', async () => {
    // Paid before conversion: its own invoice, paid; a partial refund, then the rest.
    const { quote, checkoutUrl } = await acceptedWithCheckout({ kind: 'amount', amountCents: 40_000 });
    await payOnCheckoutPage(checkoutUrl, PAYING_CARD);
    const invoiced = await eventually(async () => (await documentNow(quote.documentId)).depositInvoice ?? undefined, 30_000);
    const settled = await ledgerWhen(invoiced.documentId, (now) => now.status === 'paid');
    const intent = settled.payments[0]?.stripe?.paymentIntentId ?? '';
    await localStripe().refunds.create({ payment_intent: intent, amount: 15_000 }, { stripeAccount: account });
    const partly = await ledgerWhen(invoiced.documentId, (now) => now.payments[0]?.refundedCents === 15_000);
    expect(partly).toMatchObject({ status: 'partly_paid', paidCents: 25_000, amountDueCents: 15_000 });
    await localStripe().refunds.create({ payment_intent: intent }, { stripeAccount: account });
    const refunded = await ledgerWhen(invoiced.documentId, (now) => now.payments[0]?.refundedCents === 40_000);
    expect(refunded).toMatchObject({ status: 'draft', paidCents: 0, amountDueCents: 40_000 });
    expect(refunded.payments).toHaveLength(1);

    // Paid after conversion into the final invoice: the refund reopens it there.
    const late = await acceptedWithCheckout({ kind: 'amount', amountCents: 20_000 });
    const final = await convert(late.quote.documentId);
    await payOnCheckoutPage(late.checkoutUrl, PAYING_CARD);
    const paidIn = await ledgerWhen(final.documentId, (now) => now.paidCents === 20_000);
    await localStripe().refunds.create({ payment_intent: paidIn.payments[0]?.stripe?.paymentIntentId ?? '' }, { stripeAccount: account });
    const reopened = await ledgerWhen(final.documentId, (now) => now.payments[0]?.refundedCents === 20_000);
    expect(reopened).toMatchObject({ status: 'draft', paidCents: 0, amountDueCents: QUOTE_TOTAL });
  });
});
