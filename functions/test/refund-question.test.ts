// The refund question (issue 25 point 2) and payments above the session's total (point 7), over
// the local Stripe and the product's routes: an invoice paid online and refunded in Stripe asks the
// photographer whether the sale changed (answered with the rectifying invoice issued for it) or an
// overpayment was returned; the answer is kept once, a second refused; the photographer is told
// once per refund, however often the event is delivered or the purpose told; the issued invoice
// never changes. Then a session finance that online payments took above its total can still be
// edited, its total is never set below what they paid, and the data migration gives finances paid
// before their recorded part.
import { rectifyInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { payInvoiceOnline, shareInvoiceLink } from '@fotostudio/shared/contracts/billing/invoice-page';
import { answerRefundQuestion, type InvoicePayments } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { listNotifications } from '@fotostudio/shared/contracts/notifications';
import { getSessionFinance, updateSessionFinance } from '@fotostudio/shared/contracts/sessions';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { formatMoney } from '@fotostudio/shared/format/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRefundAndAsk } from '../src/billing/refund-notice.js';
import { db } from '../src/data/database.js';
import { readPayment } from '../src/data/stores/payments.js';
import { fillRecordedPaidCents } from '../src/sessions/recorded-payments-migration.js';
import { callApi, callRoute, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings, currentDocument, documentBody, invoiceLedger, invoiceLedgerWhen } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { createTestSession } from './support/sessions.js';
import { connectStripeAccount, controlStripe, localStripe, PAYING_CARD, payOnCheckoutPage, stripeDeliveries } from './support/stripe.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const today = todayInMadrid();
/** 200 € + 21 % VAT = 242 €. */
const SMALL = { pricing: { sessionPriceCents: 20_000, includedPhotos: 50, extraPhotoPriceCents: 1_000, selectedImagesCount: 50, completeGallery: false, completeGalleryPriceCents: 0, sessionVat: { kind: 'rate', ratePercent: 21 } }, products: [] };

describe('the refund question and payments above the session total', () => {
  let user: TestUser;
  let account: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const ledger = (invoiceId: string) => invoiceLedger(user.accessToken, invoiceId);
  const ledgerWhen = (invoiceId: string, check: (payments: InvoicePayments) => boolean) => invoiceLedgerWhen(user.accessToken, invoiceId, check);
  const documentNow = (documentId: string) => currentDocument(user.accessToken, documentId);
  const answer = (invoiceId: string, paymentId: string, body: unknown) => callApi({ method: 'POST', path: `/api/billing/invoices/${invoiceId}/payments/${paymentId}/refund-answer`, token: user.accessToken, body });
  const refundNotices = async (invoiceId: string) => {
    const page = responseOf(listNotifications, await callRoute(listNotifications, user.accessToken, { query: {} }));
    return (page.unchanged ? [] : page.notifications).flatMap((n) => (n.kind === 'invoicePaymentRefunded' && n.documentId === invoiceId ? [n] : []));
  };
  /** An invoice (of 242 €, for `sessionId` when given) paid online by card: the invoice and its one Stripe payment. */
  const paidOnline = async (sessionId?: string) => {
    const base = documentBody({ issueDate: today, dueDate: addDays(today, 30), ...SMALL });
    const issued = await api('POST', '/api/billing/invoices', sessionId ? { ...base, session: { ...(base.session as object), sessionId, title: 'Sesión de prueba' } } : base);
    expect(issued.status, issued.text).toBe(201);
    const invoiceId = (issued.body as { document: { documentId: string } }).document.documentId;
    const token = responseOf(shareInvoiceLink, await callRoute(shareInvoiceLink, user.accessToken, { params: { invoiceId }, body: {} })).link.token;
    await payOnCheckoutPage(responseOf(payInvoiceOnline, await callRoute(payInvoiceOnline, undefined, { params: { invoiceToken: token } })).url, PAYING_CARD);
    const paid = await ledgerWhen(invoiceId, (now) => now.status === 'paid');
    const payment = paid.payments[0];
    if (!payment?.stripe?.paymentIntentId) throw new Error('no Stripe payment recorded');
    return { invoiceId, payment, intent: payment.stripe.paymentIntentId };
  };

  beforeAll(async () => {
    user = await createPhotographer('refund-question');
    await completeBillingSettings(user.accessToken);
    account = await connectStripeAccount(user.accessToken);
  });

  afterAll(async () => {
    await controlStripe({ reset: true });
  });

  it('a refund asks once; "an overpayment was returned" is kept once, a second answer refused; replays tell nothing more; the invoice unchanged', async () => {
    const { invoiceId, payment, intent } = await paidOnline();
    // Nothing refunded: nothing to answer.
    const early = await answer(invoiceId, payment.paymentId, { answer: 'overpaymentReturned' });
    expect({ status: early.status, code: errorCodeOf(early) }).toEqual({ status: 409, code: 'billing.refund_none' });
    const before = await documentNow(invoiceId);

    await localStripe().refunds.create({ payment_intent: intent, amount: 4_200 }, { stripeAccount: account });
    const asked = await ledgerWhen(invoiceId, (now) => now.payments[0]?.refundedCents === 4_200);
    expect(asked.payments[0]).toMatchObject({ refundedCents: 4_200, refundAnswer: null });
    // Told in the app and by email, once.
    const notices = await eventually(async () => ((await refundNotices(invoiceId)).length > 0 ? refundNotices(invoiceId) : undefined));
    expect(notices).toEqual([expect.objectContaining({ number: before.number, amountCents: 24_200, refundedCents: 4_200 })]);
    const mail = await eventually(async () => (await mailsTo(user.email)).find((m) => m.subject === `Devolución en Stripe de la factura ${before.number}`));
    expect(mail.body.text).toContain(`Se han devuelto ${formatMoney(4_200, 'EUR', 'es')} a ${before.client.name} desde Stripe del pago de ${formatMoney(24_200, 'EUR', 'es')} de la factura ${before.number}.`);
    expect(mail.body.text).toContain('si la venta cambió, crea la factura rectificativa');
    expect(mail.body.text).toContain('Ver la factura: ');
    expect(mail.body.text).toContain(`/dashboard/invoices?kind=invoice&open=${encodeURIComponent(invoiceId)}`);

    // The event delivered again by Stripe, and the purpose told again (a retried message): nothing more is recorded or told.
    const refundEvent = (await stripeDeliveries()).filter((delivery) => delivery.type === 'charge.refunded').at(-1);
    if (!refundEvent) throw new Error('no charge.refunded delivered');
    await controlStripe({ redeliver: refundEvent.event });
    await eventually(async () => ((await stripeDeliveries()).filter((delivery) => delivery.event === refundEvent.event && delivery.status === 200).length >= 2 ? true : undefined));
    const stored = await readPayment(user.sub, payment.paymentId);
    if (!stored) throw new Error('no payment item');
    await recordRefundAndAsk(stored, invoiceId, 4_200);
    expect((await ledger(invoiceId)).payments[0]).toMatchObject({ refundedCents: 4_200, refundAnswer: null });
    expect(await refundNotices(invoiceId)).toHaveLength(1);

    // Answered: kept with the amount it answered; a second answer, of either kind, refused.
    const answered = await answer(invoiceId, payment.paymentId, { answer: 'overpaymentReturned' });
    expect(answered.status, answered.text).toBe(200);
    expect(responseOf(answerRefundQuestion, answered).payments[0]?.refundAnswer).toMatchObject({ answer: 'overpaymentReturned', refundedCents: 4_200, rectifyingInvoice: null });
    for (const again of [{ answer: 'overpaymentReturned' }, { answer: 'saleChanged', rectifyingInvoiceId: invoiceId }]) {
      const refused = await answer(invoiceId, payment.paymentId, again);
      expect({ status: refused.status, code: errorCodeOf(refused) }).toEqual({ status: 409, code: 'billing.refund_already_answered' });
    }
    // The issued invoice is never altered: only what was paid moved.
    const after = await documentNow(invoiceId);
    expect({ number: after.number, lines: after.lines, totals: after.totals, issueDate: after.issueDate, rectifiedBy: after.rectifiedBy }).toEqual({
      number: before.number,
      lines: before.lines,
      totals: before.totals,
      issueDate: before.issueDate,
      rectifiedBy: [],
    });
    expect({ status: after.status, paidCents: after.paidCents, due: after.amountDueCents }).toEqual({ status: 'partly_paid', paidCents: 20_000, due: 4_200 });
  }, 120_000);

  it('"the sale changed" names a rectifying invoice of this invoice; answered at once twice, one wins', async () => {
    const { invoiceId, payment, intent } = await paidOnline();
    await localStripe().refunds.create({ payment_intent: intent }, { stripeAccount: account });
    await ledgerWhen(invoiceId, (now) => now.payments[0]?.refundedCents === 24_200);
    // Not a rectifying invoice of this one: refused (the invoice itself; another photographer's is not found).
    const itself = await answer(invoiceId, payment.paymentId, { answer: 'saleChanged', rectifyingInvoiceId: invoiceId });
    expect({ status: itself.status, code: errorCodeOf(itself) }).toEqual({ status: 409, code: 'billing.refund_rectifying_invalid' });
    // The rectifying invoice the web prefills: by differences, the refunded money VAT included (200 € + 21 %).
    const rectified = await api('POST', `/api/billing/invoices/${invoiceId}/rectify`, {
      ...exampleOf(rectifyInvoice).body,
      method: 'I',
      reason: 'Devolución de 242,00 € al cliente en Stripe: la venta cambió.',
      issueDate: today,
      products: [{ name: 'Devolución del pago', variant: null, quantity: 1, unitPriceCents: -20_000, vat: { kind: 'rate', ratePercent: 21 } }],
    });
    expect(rectified.status, rectified.text).toBeLessThan(300);
    const rectifying = responseOf(rectifyInvoice, rectified).invoice;
    expect(rectifying.totals.totalCents).toBe(-24_200);

    const [first, second] = await Promise.all([
      answer(invoiceId, payment.paymentId, { answer: 'saleChanged', rectifyingInvoiceId: rectifying.documentId }),
      answer(invoiceId, payment.paymentId, { answer: 'overpaymentReturned' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(errorCodeOf(loser)).toBe('billing.refund_already_answered');
    const kept = (await ledger(invoiceId)).payments[0]?.refundAnswer;
    expect(kept?.answer === 'saleChanged' ? kept.rectifyingInvoice : null).toEqual(first.status === 200 ? { documentId: rectifying.documentId, number: rectifying.number } : null);
  }, 120_000);

  it('a finance that online payments took above its total is edited again; its total never below what they paid; the migration fills finances paid before', async () => {
    const { sessionId } = await createTestSession(user.accessToken, { date: today });
    const setFinance = (body: Record<string, number>) => callRoute(updateSessionFinance, user.accessToken, { params: { sessionId }, body });
    const finance = async () => responseOf(getSessionFinance, await callRoute(getSessionFinance, user.accessToken, { params: { sessionId } })).finance;
    expect((await setFinance({ totalPriceCents: 20_000, paidCents: 0 })).status).toBe(200);
    // The client pays the session's 242 € invoice online: paid goes above the typed 200 €, a balance in the client's favour.
    const { intent } = await paidOnline(sessionId);
    expect(await finance()).toMatchObject({ totalPriceCents: 20_000, paidCents: 24_200, recordedPaidCents: 24_200, remainingCents: -4_200 });

    // An edit that leaves paid and total alone passes (it was refused with sessions.paid_above_total).
    const extras = await setFinance({ extraPhotos: 3 });
    expect(extras.status, extras.text).toBe(200);
    const refusals = [
      [{ totalPriceCents: 22_000 }, 'sessions.total_below_recorded_payments'],
      [{ paidCents: 25_000 }, 'sessions.paid_above_total'],
      [{ paidCents: 10_000 }, 'sessions.paid_below_recorded_payments'],
    ] as const;
    for (const [body, code] of refusals) {
      const refused = await setFinance(body);
      expect({ body, status: refused.status, code: errorCodeOf(refused) }).toEqual({ body, status: 400, code });
    }
    // Paid and total typed at once, paid typed above the total as long as no more than was received: the server's rule, not the contract's.
    expect((await setFinance({ totalPriceCents: 24_200, paidCents: 24_200 })).status).toBe(200);
    expect(await finance()).toMatchObject({ totalPriceCents: 24_200, paidCents: 24_200, recordedPaidCents: 24_200, remainingCents: 0, extraPhotos: 3 });

    // A refund takes back both.
    await localStripe().refunds.create({ payment_intent: intent, amount: 4_200 }, { stripeAccount: account });
    const refunded = await eventually(async () => {
      const now = await finance();
      return now.paidCents === 20_000 ? now : undefined;
    }, 30_000);
    expect(refunded).toMatchObject({ paidCents: 20_000, recordedPaidCents: 20_000, remainingCents: 4_200 });

    // A finance paid before it kept the recorded part: the migration sums its counted payments (less refunds), once.
    await db().entities.sessionFinance.patch({ photographerId: user.sub, sessionId }).remove(['recordedPaidCents']).go();
    expect((await finance()).recordedPaidCents).toBe(0);
    expect(await fillRecordedPaidCents()).toBeGreaterThanOrEqual(1);
    expect((await finance()).recordedPaidCents).toBe(20_000);
    await fillRecordedPaidCents();
    expect((await finance()).recordedPaidCents).toBe(20_000);
  }, 120_000);
});
