// Issue 25 point 3: a quote's deposit (an amount or a percentage, integer cents), printed on its
// PDF; the quote page its email links (the `quoteLink` caller kind): the client reads it, accepts
// it (who and when recorded) and pays the deposit on the local Stripe's Checkout page; the paid
// deposit gets its own invoice once (F2, VAT included, its number and VERI*FACTU record, paid
// with one Stripe ledger payment), however often the event is replayed; the final invoice
// converted from the quote deducts it with a line naming that invoice, so what is due is the rest.
import { depositCentsOf, depositShares } from '@fotostudio/shared/billing/deposit-rules';
import { quoteInput } from '@fotostudio/shared/contracts/billing/document-input';
import { convertQuote, createQuote, emailDocument, getDocument, updateQuote } from '@fotostudio/shared/contracts/billing/document-routes';
import { listInvoicePayments } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { acceptQuote, getQuotePage, payQuoteDeposit, revokeQuoteLink, shareQuoteLink } from '@fotostudio/shared/contracts/billing/quote-page';
import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicePaidDeposit } from '../src/billing/deposits.js';
import { renderedDocumentPdf } from '../src/billing/document-pdf.js';
import { db } from '../src/data/database.js';
import { listPayments } from '../src/data/stores/payments.js';
import { altaRecordOf } from '../src/billing/verifactu-records.js';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { pdfText } from './support/pdf-text.js';
import { connectStripeAccount, payOnCheckoutPage } from './support/stripe.js';

const today = todayInMadrid();
const rate21 = { kind: 'rate' as const, ratePercent: 21 };

describe('deposit maths, in integer cents', () => {
  it('takes a percentage of the total half up to the cent, and an amount as it is', () => {
    expect(depositCentsOf({ kind: 'percent', percent: 30 }, 217_800)).toBe(65_340);
    // 12.5 % of 10.01 € = 125.125 cents -> 125; 33.33 % of 1.00 € = 33.33 -> 33; 0.5 of a cent rounds up.
    expect(depositCentsOf({ kind: 'percent', percent: 12.5 }, 1_001)).toBe(125);
    expect(depositCentsOf({ kind: 'percent', percent: 33.33 }, 100)).toBe(33);
    expect(depositCentsOf({ kind: 'percent', percent: 50 }, 101)).toBe(51);
    expect(depositCentsOf({ kind: 'amount', amountCents: 50_000 }, 217_800)).toBe(50_000);
  });

  it('splits a deposit over the VAT categories in proportion to their gross, summing to it exactly', () => {
    const rows = [
      { vat: rate21, grossCents: 121_00 },
      { vat: { kind: 'rate' as const, ratePercent: 10 }, grossCents: 110_00 },
      { vat: { kind: 'rate' as const, ratePercent: 4 }, grossCents: 1 },
    ];
    for (const deposit of [1, 99, 10_000, 12_345, 23_100]) {
      const shares = depositShares(deposit, rows);
      expect(shares.reduce((sum, share) => sum + share.grossCents, 0)).toBe(deposit);
    }
    expect(depositShares(10_000, rows.slice(0, 2))).toEqual([
      { vat: rate21, grossCents: 5_238 },
      { vat: { kind: 'rate', ratePercent: 10 }, grossCents: 4_762 },
    ]);
  });

  it('refuses a deposit of the whole total or more, nothing, a percentage with three decimals, or one on a quote withholding IRPF', () => {
    const quote = (deposit: unknown, changes: Record<string, unknown> = {}) => quoteInput.safeParse({ ...documentBody({ issueDate: today, dueDate: addDays(today, 30) }), deposit, ...changes });
    const code = (result: ReturnType<typeof quote>) => (result.success ? 'accepted' : catalogueCodeOfIssues(result.error.issues));
    expect(code(quote({ kind: 'amount', amountCents: 217_800 }))).toBe('billing.deposit_invalid');
    expect(code(quote({ kind: 'amount', amountCents: 0 }))).toBe('billing.deposit_invalid');
    expect(code(quote({ kind: 'percent', percent: 100 }))).toBe('billing.deposit_invalid');
    expect(code(quote({ kind: 'percent', percent: 12.345 }))).toBe('billing.deposit_invalid');
    expect(code(quote({ kind: 'percent', percent: 30 }, { irpfRatePercent: 15, client: { ...(documentBody().client as object), clientId: null, taxId: 'B12345674' } }))).toBe('billing.deposit_with_irpf');
    expect(code(quote({ kind: 'amount', amountCents: 217_799 }))).toBe('accepted');
    expect(code(quote(null))).toBe('accepted');
  });
});

describe('a quote with a deposit, its page, acceptance and the deposit paid online', () => {
  let user: TestUser;
  const clientEmail = `deposit-client-${Date.now()}@example.com`;
  const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => callApi({ method, path, token: user.accessToken, body, ...(headers ? { headers } : {}) });
  const open = (route: typeof getQuotePage | typeof acceptQuote | typeof payQuoteDeposit, token: string, headers: Record<string, string> = {}) =>
    callApi({ method: route.method, path: route.path.replace('{quoteToken}', token), ...(route.method === 'POST' ? { body: {} } : {}), headers });
  const newQuote = async (deposit: unknown) => {
    const base = documentBody({ issueDate: today, dueDate: addDays(today, 30) });
    const answer = await api('POST', createQuote.path, { ...base, client: { ...(base.client as object), email: clientEmail }, deposit });
    expect(answer.status, answer.text).toBe(201);
    return responseOf(createQuote, answer).document;
  };
  const invoicesOfQuote = async (quoteId: string) =>
    (await db().entities.billingDocument.query.byDocument({ photographerId: user.sub }).go({ pages: 'all' })).data.filter((item) => item.advanceOf?.quoteId === quoteId);

  beforeAll(async () => {
    user = await createPhotographer('deposits');
    await completeBillingSettings(user.accessToken);
  });

  it('stores the deposit asked with what it is in cents, prints it on the quote PDF, and refuses one of the whole total', async () => {
    const quote = await newQuote({ kind: 'percent', percent: 30 });
    expect(quote.deposit).toEqual({ kind: 'percent', amountCents: null, percent: 30, cents: 65_340 });
    const text = await pdfText((await renderedDocumentPdf(user.sub, quote)).bytes);
    expect(text).toMatch(/Señal al aceptar \(30 %\)\s*653,40 €/);
    const whole = await api('PUT', updateQuote.path.replace('{quoteId}', quote.documentId), { ...documentBody({ issueDate: today, dueDate: addDays(today, 30) }), deposit: { kind: 'amount', amountCents: 217_800 } });
    expect({ status: whole.status, code: errorCodeOf(whole) }).toEqual({ status: 400, code: 'billing.deposit_invalid' });
  });

  it('mails the quote with its page’s link; the page shows the quote and its deposit, not indexed; accepting records who and when once; the link closes when revoked', async () => {
    const quote = await newQuote({ kind: 'amount', amountCents: 50_000 });
    const sent = await api('POST', emailDocument.path.replace('{documentId}', quote.documentId), { to: clientEmail, subject: 'Presupuesto', message: 'Hola' });
    expect(sent.status, sent.text).toBe(200);
    const mail = await eventually(async () => (await mailsTo(clientEmail)).find((m) => (m.body.text ?? m.body.html ?? '').includes('/p/')));
    const token = /\/p\/([a-z2-7]{26})/.exec(mail.body.text ?? mail.body.html ?? '')?.[1] ?? '';
    expect(mail.body.text ?? mail.body.html).toContain('Consulta el presupuesto y acéptalo en');

    const page = await open(getQuotePage, token);
    expect(page.status, page.text).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const shown = responseOf(getQuotePage, page).quote;
    expect(shown).toMatchObject({ number: quote.number, validUntil: addDays(today, 30), deposit: { cents: 50_000 }, acceptedAt: null, depositPaid: null, canPayDeposit: false });
    expect(shown.totals.totalCents).toBe(217_800);
    expect(shown.lines.map((line) => line.description)).toContain('Álbum · 30x30');

    // Not connected to Stripe: no deposit paid online, and not before accepting anyway.
    const early = await open(payQuoteDeposit, token);
    expect({ status: early.status, code: errorCodeOf(early) }).toEqual({ status: 409, code: 'billing.quote_not_accepted' });

    const accepted = await open(acceptQuote, token, { 'user-agent': 'Deposit test phone' });
    expect(accepted.status, accepted.text).toBe(200);
    const acceptedAt = responseOf(acceptQuote, accepted).quote.acceptedAt;
    expect(acceptedAt).not.toBeNull();
    const again = responseOf(acceptQuote, await open(acceptQuote, token, { 'user-agent': 'Another' })).quote;
    expect(again.acceptedAt).toBe(acceptedAt);
    const stored = responseOf(getDocument, await api('GET', getDocument.path.replace('{documentId}', quote.documentId))).document;
    expect(stored.acceptance).toMatchObject({ at: acceptedAt, userAgent: 'Deposit test phone' });
    expect(stored.acceptance?.ip).toMatch(/^(127\.0\.0\.1|::1|unknown)$/);

    // What the client accepted is not edited afterwards.
    const edit = await api('PUT', updateQuote.path.replace('{quoteId}', quote.documentId), documentBody({ issueDate: today, dueDate: addDays(today, 30) }));
    expect({ status: edit.status, code: errorCodeOf(edit) }).toEqual({ status: 409, code: 'billing.quote_accepted_edit' });

    expect((await api('DELETE', revokeQuoteLink.path.replace('{quoteId}', quote.documentId))).status).toBe(200);
    const closed = await open(getQuotePage, token);
    expect({ status: closed.status, code: errorCodeOf(closed) }).toEqual({ status: 410, code: 'billing.quote_link_closed' });
    const unknown = await open(getQuotePage, 'a'.repeat(26));
    expect({ status: unknown.status, code: errorCodeOf(unknown) }).toEqual({ status: 404, code: 'billing.quote_link_invalid' });
  });

  it('invoices the paid deposit once (F2, paid with a Stripe payment), however often it is told, and the final invoice deducts it naming that invoice', async () => {
    await connectStripeAccount(user.accessToken);

    const quote = await newQuote({ kind: 'percent', percent: 30 });
    const token = responseOf(shareQuoteLink, await api('POST', shareQuoteLink.path.replace('{quoteId}', quote.documentId), {})).link.token;
    expect(responseOf(getQuotePage, await open(getQuotePage, token)).quote.canPayDeposit).toBe(true);
    expect((await open(acceptQuote, token)).status).toBe(200);
    const checkout = await open(payQuoteDeposit, token);
    expect(checkout.status, checkout.text).toBe(200);
    const paidPage = await payOnCheckoutPage(responseOf(payQuoteDeposit, checkout).url, { method: 'card', card_number: '4242424242424242' });
    expect(paidPage.location).toContain(`/p/${token}?deposit=paid`);

    // The webhook, its queue and the purpose's handler: the deposit's invoice, paid.
    const invoiced = await eventually(async () => {
      const now = responseOf(getDocument, await api('GET', getDocument.path.replace('{documentId}', quote.documentId))).document;
      return now.depositInvoice ?? undefined;
    }, 30_000);
    const depositInvoice = await eventually(async () => {
      const invoice = responseOf(getDocument, await api('GET', getDocument.path.replace('{documentId}', invoiced.documentId))).document;
      return invoice.status === 'paid' ? invoice : undefined;
    }, 30_000);
    expect(depositInvoice).toMatchObject({ kind: 'invoice', invoiceType: 'F2', pricesIncludeVat: true, paidCents: 65_340, amountDueCents: 0, advanceOf: { quoteId: quote.documentId, quoteNumber: quote.number } });
    expect(depositInvoice.totals).toMatchObject({ baseCents: 54_000, vatCents: 11_340, totalCents: 65_340 });
    expect(depositInvoice.products.map((p) => p.name)).toEqual([`Anticipo a cuenta del presupuesto ${quote.number} (art. 75.Dos LIVA)`]);
    const ledger = responseOf(listInvoicePayments, await api('GET', listInvoicePayments.path.replace('{invoiceId}', invoiced.documentId)));
    expect(ledger.payments).toEqual([expect.objectContaining({ amountCents: 65_340, source: 'stripe', stripe: { checkoutSessionId: expect.stringMatching(/^cs_/), paymentIntentId: expect.stringMatching(/^pi_/) } })]);
    // Its VERI*FACTU registration record, as any issued invoice has.
    expect(await altaRecordOf(user.sub, invoiced.documentId, depositInvoice)).toMatchObject({ kind: 'alta' });
    expect(responseOf(getQuotePage, await open(getQuotePage, token)).quote).toMatchObject({ depositPaid: { invoiceNumber: invoiced.number }, canPayDeposit: false });

    // Replayed and redelivered at once: nothing more is issued or recorded.
    const paymentItem = (await listPayments(user.sub)).find((p) => p.purposeId === quote.documentId && p.state === 'paid');
    if (!paymentItem) throw new Error('no payment of the deposit');
    await Promise.all(Array.from({ length: 5 }, () => invoicePaidDeposit(paymentItem)));
    expect((await invoicesOfQuote(quote.documentId)).map((item) => item.documentId)).toEqual([invoiced.documentId]);
    expect(responseOf(listInvoicePayments, await api('GET', listInvoicePayments.path.replace('{invoiceId}', invoiced.documentId))).payments).toHaveLength(1);
    // Five deliveries at once of a payment not invoiced yet (another quote's): one invoice, one payment.
    const racing = await newQuote({ kind: 'amount', amountCents: 20_000 });
    const racingPayment = { ...paymentItem, paymentId: `${paymentItem.paymentId}-race`, purposeId: racing.documentId, amountCents: 20_000 };
    await Promise.all(Array.from({ length: 5 }, () => invoicePaidDeposit(racingPayment)));
    const racingInvoices = await invoicesOfQuote(racing.documentId);
    expect(racingInvoices).toHaveLength(1);
    expect(responseOf(listInvoicePayments, await api('GET', listInvoicePayments.path.replace('{invoiceId}', racingInvoices[0]?.documentId ?? ''))).payments).toHaveLength(1);

    const paidAgain = await open(payQuoteDeposit, token);
    expect({ status: paidAgain.status, code: errorCodeOf(paidAgain) }).toEqual({ status: 409, code: 'billing.deposit_already_paid' });

    // The final invoice: the quote's lines, minus the deposit's invoice, its number printed.
    const converted = await api('POST', convertQuote.path.replace('{quoteId}', quote.documentId), {});
    expect(converted.status, converted.text).toBe(201);
    const final = responseOf(convertQuote, converted).invoice;
    const deduction = final.products.at(-1);
    expect(deduction).toMatchObject({ name: `Anticipo s/ factura ${invoiced.number}`, quantity: 1, unitPriceCents: -54_000, vat: rate21 });
    expect(final.totals).toMatchObject({ baseCents: 126_000, vatCents: 26_460, totalCents: 217_800 - 65_340 });
    expect(final.amountDueCents).toBe(152_460);
    expect(final.deposit ?? null).toBeNull();
    const finalText = await pdfText((await renderedDocumentPdf(user.sub, final)).bytes);
    expect(finalText).toContain(`Anticipo s/ factura ${invoiced.number}`);
    // The deposit's invoice is as issued.
    expect(responseOf(getDocument, await api('GET', getDocument.path.replace('{documentId}', invoiced.documentId))).document).toEqual({ ...depositInvoice, updatedAt: expect.any(String) });
    // A converted quote's link opens nothing.
    const closed = await open(getQuotePage, token);
    expect({ status: closed.status, code: errorCodeOf(closed) }).toEqual({ status: 410, code: 'billing.quote_link_closed' });
  });
});
