// Invoices paid online (issue 25 point 2) over the local Stripe, through the product's routes: the
// public invoice page's "Pagar ahora" (`POST /api/invoice-page/{token}/checkout`, the invoiceLink
// caller kind) opens Checkout on the photographer's connected account for what is still due;
// paying on the stand-in's hosted page sends the signed webhook, whose queue's consumer (in the
// stack) tells the `invoice` purpose (billing/invoice-purpose.ts): one ledger payment of source
// `stripe` with the method and the day, whatever the events' order and however often they are
// delivered; an overpayment recorded and told; a refund recorded against the payment; and the
// refusals (nothing due, rectified, an account that cannot take charges).
import { getDocumentPdf, issueInvoice, rectifyInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { getInvoicePage, payInvoiceOnline, shareInvoiceLink } from '@fotostudio/shared/contracts/billing/invoice-page';
import { listInvoicePayments, type InvoicePayments } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { listNotifications } from '@fotostudio/shared/contracts/notifications';
import { updatePaymentMethods } from '@fotostudio/shared/contracts/payments';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { formatMoney } from '@fotostudio/shared/format/money';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, callRoute, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { createPhotographer, uniqueEmail, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { pdfText } from './support/pdf-text.js';
import { connectStripeAccount, controlStripe, localStripe, payOnCheckoutPage, stripeDeliveries } from './support/stripe.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const env = () => inject('localStack').env;
/** The app's origin, as the PDF and the mail print it. */
const appUrl = () => (env().APP_URL ?? '').replace(/\/$/, '');
const today = todayInMadrid();
const CARD = '4242424242424242';

/** 200 € + 21 % VAT = 242 €: under Bizum's default maximum (1,000 €). */
const SMALL = { pricing: { sessionPriceCents: 20_000, includedPhotos: 50, extraPhotoPriceCents: 1_000, selectedImagesCount: 50, completeGallery: false, completeGalleryPriceCents: 0, sessionVat: { kind: 'rate', ratePercent: 21 } }, products: [] };

afterEach(async () => {
  await controlStripe({ reset: true });
});

describe('"Pagar ahora" on the public invoice page', () => {
  let user: TestUser;
  let account: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  /** An issued invoice (of the example's 2,600 €, or a small one) and its page's token. */
  const sharedInvoice = async (changes: Record<string, unknown> = {}): Promise<{ invoice: BillingDocument; token: string }> => {
    const answer = await api('POST', '/api/billing/invoices', documentBody({ issueDate: today, dueDate: addDays(today, 30), ...changes }));
    expect(answer.status, answer.text).toBe(201);
    const invoice = responseOf(issueInvoice, answer).document;
    const token = responseOf(shareInvoiceLink, await callRoute(shareInvoiceLink, user.accessToken, { params: { invoiceId: invoice.documentId }, body: {} })).link.token;
    return { invoice, token };
  };
  const page = async (token: string) => responseOf(getInvoicePage, await callRoute(getInvoicePage, undefined, { params: { invoiceToken: token } })).invoice;
  const payNow = (token: string) => callRoute(payInvoiceOnline, undefined, { params: { invoiceToken: token } });
  const ledger = async (invoiceId: string): Promise<InvoicePayments> => responseOf(listInvoicePayments, await api('GET', `/api/billing/invoices/${invoiceId}/payments`));
  /**
   * The ledger once it satisfies `check` (the webhook, its queue and the purpose have run). The
   * answer reads the invoice, then its payments: a check names both figures, so an answer read
   * across a change's commit is read again (a change that never lands times out).
   */
  const ledgerWhen = (invoiceId: string, check: (payments: InvoicePayments) => boolean) =>
    eventually(async () => {
      const now = await ledger(invoiceId);
      return check(now) ? now : undefined;
    }, 20_000);
  /** The photographer's "payment received" notifications of an invoice. */
  const receivedNotices = async (invoiceId: string) => {
    const answer = responseOf(listNotifications, await callRoute(listNotifications, user.accessToken, { query: {} }));
    const all = answer.unchanged ? [] : answer.notifications;
    return all.flatMap((n) => (n.kind === 'invoicePaymentReceived' && n.documentId === invoiceId ? [n] : []));
  };
  const stripePayments = (payments: InvoicePayments) => payments.payments.filter((payment) => payment.source === 'stripe');

  beforeAll(async () => {
    user = await createPhotographer('invoice-pay-online');
    await completeBillingSettings(user.accessToken);
    account = await connectStripeAccount(user.accessToken);
  });

  it('pays what is due by card: one Stripe payment with its ids, the method and the day; the invoice paid; the photographer told', async () => {
    const { invoice, token } = await sharedInvoice();
    const total = invoice.totals.totalCents;
    expect(await page(token)).toMatchObject({ payOnline: true, amountDueCents: total });
    // Its link was made at issue: the PDF prints it as a short URL, and its email says "Pagar ahora".
    const pageUrl = `${appUrl()}/f/${token}`;
    const pdf = responseOf(getDocumentPdf, await api('GET', `/api/billing/documents/${invoice.documentId}/pdf`));
    const printed = await pdfText(new Uint8Array(await (await fetch(pdf.url)).arrayBuffer()));
    expect(printed).toContain(`Paga en línea: ${pageUrl}`);
    expect(printed).toContain('Página 1 de 1');
    const to = uniqueEmail('paga-en-linea');
    expect((await api('POST', `/api/billing/documents/${invoice.documentId}/email`, { to, subject: `Factura ${invoice.number}`, message: 'Hola.' })).status).toBe(200);
    const mail = await eventually(async () => (await mailsTo(to)).at(-1));
    expect(mail.body.text).toContain(`Págala en línea («Pagar ahora»), o consulta la factura y su estado, en ${pageUrl}`);

    const opened = responseOf(payInvoiceOnline, await payNow(token));
    expect(opened.amountCents).toBe(total);
    const sessionId = /\/__stripe\/checkout\/(cs_\w+)/.exec(opened.url)?.[1] ?? '';
    const session = await localStripe().checkout.sessions.retrieve(sessionId, {}, { stripeAccount: account });
    // On the connected account, in the client's language, for what is due; Bizum hidden above its 1,000 € maximum.
    expect(session).toMatchObject({ amount_total: total, locale: 'es', customer_email: 'lucia.garcia@example.com', allowed_payment_method_types: ['card'], metadata: { purposeKind: 'invoice', purposeId: invoice.documentId } });

    const paid = await payOnCheckoutPage(opened.url, { method: 'card', card_number: CARD });
    // Back to the page, which shows "received, pending confirmation" until the webhook lands.
    expect(paid).toMatchObject({ status: 303, location: `${appUrl()}/f/${token}?pago=ok&session=${sessionId}` });

    const settled = await ledgerWhen(invoice.documentId, (now) => now.status === 'paid');
    expect(settled).toMatchObject({ paidCents: total, amountDueCents: 0 });
    expect(settled.payments).toEqual([
      expect.objectContaining({ source: 'stripe', method: 'card', paidOn: today, amountCents: total, overpaidCents: 0, refundedCents: 0, stripe: { checkoutSessionId: sessionId, paymentIntentId: expect.stringMatching(/^pi_/) } }),
    ]);
    expect(documentOf(await api('GET', `/api/billing/documents/${invoice.documentId}`))).toMatchObject({ status: 'paid', paidAt: today });
    expect(await page(token)).toMatchObject({ status: 'paid', amountDueCents: 0, payOnline: false });

    expect(await receivedNotices(invoice.documentId)).toEqual([
      expect.objectContaining({ amountCents: total, method: 'card', paidOn: today, overpaidCents: 0 }),
    ]);
    // And by email: who paid what, how and when, with the link that opens the invoice.
    const told = await eventually(async () => (await mailsTo(user.email)).find((m) => m.subject === `Pago recibido de la factura ${invoice.number}`));
    const invoiceUrl = `${appUrl()}/dashboard/invoices?kind=invoice&open=${encodeURIComponent(invoice.documentId)}`;
    expect(told.body.text).toContain(`${invoice.client.name} ha pagado ${formatMoney(total, 'EUR', 'es')} de la factura ${invoice.number} en línea (tarjeta)`);
    expect(told.body.text).not.toContain('más de lo pendiente');
    expect(told.body.text).toContain(`Ver la factura: ${invoiceUrl}`);
    expect(told.body.html).toContain(`<a href="${invoiceUrl.replaceAll('&', '&amp;')}">Ver la factura</a>`);

    // Paid through Stripe: neither its payment nor "mark unpaid" can undo it by hand.
    const removed = await api('DELETE', `/api/billing/invoices/${invoice.documentId}/payments/${settled.payments[0]?.paymentId}`);
    expect(errorCodeOf(removed)).toBe('billing.payment_from_stripe');
    expect(errorCodeOf(await api('POST', `/api/billing/invoices/${invoice.documentId}/unpaid`, {}))).toBe('billing.unpaid_stripe_payments');
    // Nothing left to pay.
    const again = await payNow(token);
    expect({ status: again.status, code: errorCodeOf(again) }).toEqual({ status: 409, code: 'billing.invoice_nothing_due' });
  });

  it('pays by Bizum under its maximum, and only what is still due after a payment recorded by hand', async () => {
    const { invoice, token } = await sharedInvoice(SMALL);
    const total = invoice.totals.totalCents;
    expect(total).toBe(24_200);
    await api('POST', `/api/billing/invoices/${invoice.documentId}/payments`, { amountCents: 4_200, method: 'transfer', paidOn: today });
    expect(await page(token)).toMatchObject({ status: 'partly_paid', amountDueCents: 20_000, payOnline: true });

    const opened = responseOf(payInvoiceOnline, await payNow(token));
    expect(opened.amountCents).toBe(20_000);
    const paid = await payOnCheckoutPage(opened.url, { method: 'bizum', phone: '+34600000000' });
    expect(paid.status).toBe(303);
    const settled = await ledgerWhen(invoice.documentId, (now) => now.status === 'paid');
    expect(settled.payments.map((payment) => [payment.source, payment.method, payment.amountCents])).toEqual([
      ['manual', 'transfer', 4_200],
      ['stripe', 'bizum', 20_000],
    ]);
  });

  it('records a payment once however its events arrive: held and delivered newest first, then redelivered', async () => {
    const { invoice, token } = await sharedInvoice(SMALL);
    const opened = responseOf(payInvoiceOnline, await payNow(token));
    await controlStripe({ hold: true });
    await payOnCheckoutPage(opened.url, { method: 'card', card_number: CARD });
    // The completion applies before the intent's success: the method is read from Stripe.
    await controlStripe({ release: 'reverse' });
    const settled = await ledgerWhen(invoice.documentId, (now) => now.status === 'paid');
    expect(stripePayments(settled)).toEqual([expect.objectContaining({ method: 'card', amountCents: 24_200 })]);

    const events = (await localStripe().events.list({ limit: 100 })).data.filter(
      (event) => event.account === account && (event.data.object as { metadata?: { purposeId?: string } }).metadata?.purposeId === invoice.documentId,
    );
    expect(events.map((event) => event.type).sort()).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);
    for (const event of events) await controlStripe({ redeliver: event.id });
    await eventually(async () => {
      const deliveries = await stripeDeliveries();
      return events.every((event) => deliveries.filter((d) => d.event === event.id && d.status === 200).length >= 2) ? true : undefined;
    });
    expect(await ledger(invoice.documentId)).toEqual(settled);
    expect(await receivedNotices(invoice.documentId)).toHaveLength(1);
  });

  it('an invoice paid twice in two tabs: the second payment is recorded as overpaid and the photographer told to return it', async () => {
    const { invoice, token } = await sharedInvoice(SMALL);
    const first = responseOf(payInvoiceOnline, await payNow(token));
    const second = responseOf(payInvoiceOnline, await payNow(token));
    await payOnCheckoutPage(first.url, { method: 'card', card_number: CARD });
    await ledgerWhen(invoice.documentId, (now) => now.status === 'paid');
    await payOnCheckoutPage(second.url, { method: 'card', card_number: CARD });
    const both = await ledgerWhen(invoice.documentId, (now) => stripePayments(now).length === 2);
    expect(both).toMatchObject({ status: 'paid', paidCents: 24_200, amountDueCents: 0 });
    expect(stripePayments(both).map((payment) => [payment.amountCents, payment.overpaidCents])).toEqual(expect.arrayContaining([[24_200, 0], [0, 24_200]]));
    const told = await eventually(async () => {
      const mine = await receivedNotices(invoice.documentId);
      return mine.length === 2 ? mine : undefined;
    });
    expect(told.map((n) => n.overpaidCents).sort((a, b) => a - b)).toEqual([0, 24_200]);
    const overpaidMail = await eventually(async () => (await mailsTo(user.email)).find((m) => m.subject === `Pago recibido de la factura ${invoice.number}` && m.body.text?.includes('más de lo pendiente')));
    expect(overpaidMail.body.text).toContain(`Ha pagado ${formatMoney(24_200, 'EUR', 'es')} más de lo pendiente`);

    // Returned in Stripe: the overpaid part goes first, the invoice stays paid.
    const overpaid = stripePayments(both).find((payment) => payment.overpaidCents > 0);
    await localStripe().refunds.create({ payment_intent: overpaid?.stripe?.paymentIntentId ?? '' }, { stripeAccount: account });
    const returned = await ledgerWhen(invoice.documentId, (now) => stripePayments(now).some((payment) => payment.refundedCents === 24_200));
    expect(returned).toMatchObject({ status: 'paid', paidCents: 24_200, amountDueCents: 0 });
  });

  it('a refund in Stripe is recorded against its payment and the invoice shows the amount due again', async () => {
    const { invoice, token } = await sharedInvoice(SMALL);
    const opened = responseOf(payInvoiceOnline, await payNow(token));
    await payOnCheckoutPage(opened.url, { method: 'card', card_number: CARD });
    const paid = await ledgerWhen(invoice.documentId, (now) => now.status === 'paid');
    const intent = paid.payments[0]?.stripe?.paymentIntentId ?? '';
    await localStripe().refunds.create({ payment_intent: intent, amount: 4_200 }, { stripeAccount: account });
    const partly = await ledgerWhen(invoice.documentId, (now) => now.payments[0]?.refundedCents === 4_200 && now.paidCents === 20_000);
    expect(partly).toMatchObject({ status: 'partly_paid', paidCents: 20_000, amountDueCents: 4_200 });
    await localStripe().refunds.create({ payment_intent: intent }, { stripeAccount: account });
    const refunded = await ledgerWhen(invoice.documentId, (now) => now.payments[0]?.refundedCents === 24_200 && now.paidCents === 0);
    expect(refunded).toMatchObject({ status: 'draft', paidCents: 0, amountDueCents: 24_200 });
    // The payment stays, as the accounting record it is; the page may be paid again.
    expect(refunded.payments).toHaveLength(1);
    expect(await page(token)).toMatchObject({ status: 'draft', amountDueCents: 24_200, payOnline: true });
  });

  it('is refused for a rectified invoice, and offered only while the account can take charges', async () => {
    const { invoice, token } = await sharedInvoice(SMALL);
    const rectified = await api('POST', `/api/billing/invoices/${invoice.documentId}/rectify`, { ...exampleOf(rectifyInvoice).body, issueDate: today });
    expect(rectified.status, rectified.text).toBeLessThan(300);
    expect((await page(token)).payOnline).toBe(false);
    const refused = await payNow(token);
    expect({ status: refused.status, code: errorCodeOf(refused) }).toEqual({ status: 409, code: 'billing.invoice_not_payable_online' });

    const other = await sharedInvoice(SMALL);
    // No method left for the amount: nothing offered, and the route refuses.
    await callRoute(updatePaymentMethods, user.accessToken, { body: { card: false, bizum: true, bizumMaxCents: 10_000, sepaDebit: false } });
    try {
      expect((await page(other.token)).payOnline).toBe(false);
      const unavailable = await payNow(other.token);
      expect({ status: unavailable.status, code: errorCodeOf(unavailable) }).toEqual({ status: 409, code: 'billing.online_payment_unavailable' });
    } finally {
      await callRoute(updatePaymentMethods, user.accessToken, { body: { card: true, bizum: true, bizumMaxCents: 100_000, sepaDebit: false } });
    }
    expect((await page(other.token)).payOnline).toBe(true);
  });

  it('is refused while the photographer has no connected account', async () => {
    const unconnected = await createPhotographer('invoice-pay-unconnected');
    await completeBillingSettings(unconnected.accessToken);
    const answer = await callApi({ method: 'POST', path: '/api/billing/invoices', token: unconnected.accessToken, body: documentBody({ issueDate: today, dueDate: addDays(today, 30) }) });
    const invoice = responseOf(issueInvoice, answer).document;
    const token = responseOf(shareInvoiceLink, await callRoute(shareInvoiceLink, unconnected.accessToken, { params: { invoiceId: invoice.documentId }, body: {} })).link.token;
    expect((await page(token)).payOnline).toBe(false);
    const refused = await payNow(token);
    expect({ status: refused.status, code: errorCodeOf(refused) }).toEqual({ status: 409, code: 'billing.online_payment_unavailable' });
    // Its PDF prints the page without offering to pay there.
    const pdf = responseOf(getDocumentPdf, await callApi({ method: 'GET', path: `/api/billing/documents/${invoice.documentId}/pdf`, token: unconnected.accessToken }));
    const printed = await pdfText(new Uint8Array(await (await fetch(pdf.url)).arrayBuffer()));
    expect(printed).toContain(`Factura en línea: ${appUrl()}/f/${token}`);
  });
});
