// Issue 26 point 4 with issue 25 point 3: a quote that asks its deposit online is accepted only
// once the deposit is paid. Between the client's "Aceptar" and the payment it stands "accepted,
// deposit pending" (`awaiting_deposit`) on its page and in the photographer's list and detail; a
// declined card or an abandoned Checkout leaves it there; the payment (told however often, paid on
// two Checkout pages at once) makes it accepted with one deposit invoice. A photographer without
// payments cannot ask the deposit online: the client's acceptance stands at once and the deposit
// is paid as the payment conditions say. Over the local Stripe and the product's routes.
import { quoteAcceptanceState } from '@fotostudio/shared/billing/quote-acceptance';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { createQuote, emailDocument, getDocument, listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { acceptQuote, getQuotePage, payQuoteDeposit, shareQuoteLink, type PublicQuote } from '@fotostudio/shared/contracts/billing/quote-page';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { invoicePaidDeposit } from '../src/billing/deposits.js';
import { recordAcceptanceDepositDue } from '../src/billing/quote-acceptance-migration.js';
import { db } from '../src/data/database.js';
import { listPayments, readPayment } from '../src/data/stores/payments.js';
import { callApi, callRoute, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { connectStripeAccount, controlStripe, localStripe, PAYING_CARD, payOnCheckoutPage, stripeDeliveries } from './support/stripe.js';

const env = () => inject('localStack').env;
const today = todayInMadrid();
const DECLINED = { method: 'card' as const, card_number: '4000000000000002' };

afterEach(async () => {
  await controlStripe({ reset: true });
});

describe('the standing rule', () => {
  it('is accepted once accepted and, when the acceptance asked the deposit online, once it is paid', () => {
    expect(quoteAcceptanceState({ accepted: false, depositDue: false, depositPaid: false })).toBe('not_accepted');
    expect(quoteAcceptanceState({ accepted: true, depositDue: true, depositPaid: false })).toBe('awaiting_deposit');
    expect(quoteAcceptanceState({ accepted: true, depositDue: true, depositPaid: true })).toBe('accepted');
    expect(quoteAcceptanceState({ accepted: true, depositDue: false, depositPaid: false })).toBe('accepted');
  });
});

const photographerFixture = (name: string) => {
  const fixture = { user: undefined as unknown as TestUser };
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: fixture.user.accessToken, body });
  const page = async (token: string): Promise<PublicQuote> => responseOf(getQuotePage, await callRoute(getQuotePage, undefined, { params: { quoteToken: token } })).quote;
  const accept = (token: string) => callRoute(acceptQuote, undefined, { params: { quoteToken: token }, body: {} });
  const pay = (token: string) => callRoute(payQuoteDeposit, undefined, { params: { quoteToken: token }, body: {} });
  const documentNow = async (documentId: string): Promise<BillingDocument> => responseOf(getDocument, await api('GET', getDocument.path.replace('{documentId}', documentId))).document;
  const listed = async (documentId: string) => responseOf(listDocuments, await api('GET', `${listDocuments.path}?kind=quote&pageSize=100`)).rows.find((row) => row.documentId === documentId);
  /** A quote asking `deposit` (none: null), its page shared: the quote and its token. */
  const sharedQuote = async (deposit: unknown): Promise<{ quote: BillingDocument; token: string }> => {
    const answer = await api('POST', createQuote.path, { ...documentBody({ issueDate: today, dueDate: addDays(today, 30) }), deposit });
    expect(answer.status, answer.text).toBe(201);
    const quote = responseOf(createQuote, answer).document;
    const token = responseOf(shareQuoteLink, await api('POST', shareQuoteLink.path.replace('{quoteId}', quote.documentId), {})).link.token;
    return { quote, token };
  };
  const depositInvoicesOf = async (quoteId: string) =>
    (await db().entities.billingDocument.query.byDocument({ photographerId: fixture.user.sub }).go({ pages: 'all' })).data.filter((item) => item.advanceOf?.quoteId === quoteId);
  const setUp = async () => {
    fixture.user = await createPhotographer(name);
    await completeBillingSettings(fixture.user.accessToken);
  };
  const connect = (): Promise<string> => connectStripeAccount(fixture.user.accessToken);
  return { fixture, api, page, accept, pay, documentNow, listed, sharedQuote, depositInvoicesOf, setUp, connect };
};

describe('a quote asking its deposit online: accepted, deposit pending, until it is paid', () => {
  const f = photographerFixture('quote-deposit-state');
  let account: string;

  beforeAll(async () => {
    await f.setUp();
    account = await f.connect();
  });

  it('stands "accepted, deposit pending" for the client and the photographer after Aceptar, and stays so after a declined card and an abandoned Checkout', async () => {
    const { quote, token } = await f.sharedQuote({ kind: 'percent', percent: 30 });
    expect(await f.page(token)).toMatchObject({ state: 'not_accepted', canPayDeposit: true, depositOffline: false });
    const early = await f.pay(token);
    expect({ status: early.status, code: errorCodeOf(early) }).toEqual({ status: 409, code: 'billing.quote_not_accepted' });

    // Five "Aceptar" at once (a double tap, two devices): one acceptance, asking the deposit.
    const accepts = await Promise.all(Array.from({ length: 5 }, () => f.accept(token)));
    expect(accepts.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const acceptedAts = new Set(accepts.map((answer) => responseOf(acceptQuote, answer).quote.acceptedAt));
    expect(acceptedAts.size).toBe(1);
    expect(await f.page(token)).toMatchObject({ state: 'awaiting_deposit', canPayDeposit: true, depositPaid: null, depositOffline: false });
    expect((await f.documentNow(quote.documentId)).acceptanceState).toBe('awaiting_deposit');
    expect((await f.listed(quote.documentId))?.acceptanceState).toBe('awaiting_deposit');

    // A declined card keeps the Checkout open and the quote pending its deposit.
    const first = responseOf(payQuoteDeposit, await f.pay(token));
    const declined = await payOnCheckoutPage(first.url, DECLINED);
    expect(declined.alert).toBeTruthy();
    expect((await f.page(token)).state).toBe('awaiting_deposit');

    // The client leaves: the Checkout expires (as Stripe expires it after ~30 minutes) and changes nothing; a new one opens.
    const opened = (await listPayments(f.fixture.user.sub)).find((p) => p.purposeId === quote.documentId);
    await localStripe().checkout.sessions.expire(opened?.checkoutSessionId ?? '', {}, { stripeAccount: account });
    const expired = await eventually(async () => {
      const payment = (await listPayments(f.fixture.user.sub)).find((p) => p.purposeId === quote.documentId);
      return payment?.state === 'expired' && payment.handled?.includes('expired') ? payment : undefined;
    }, 30_000);
    expect(expired.checkoutSessionId).toBeTruthy();
    expect(await f.page(token)).toMatchObject({ state: 'awaiting_deposit', canPayDeposit: true });
    expect((await f.documentNow(quote.documentId)).acceptanceState).toBe('awaiting_deposit');
    expect(await f.depositInvoicesOf(quote.documentId)).toEqual([]);

    const again = responseOf(payQuoteDeposit, await f.pay(token));
    expect(again.url).not.toBe(first.url);
    expect((await payOnCheckoutPage(again.url, PAYING_CARD)).location).toContain(`/p/${token}?deposit=paid`);
    const paid = await eventually(async () => {
      const now = await f.page(token);
      return now.state === 'accepted' ? now : undefined;
    }, 30_000);
    expect(paid).toMatchObject({ canPayDeposit: false, depositOffline: false, depositPaid: { invoiceNumber: expect.any(String) } });
    expect((await f.documentNow(quote.documentId)).acceptanceState).toBe('accepted');
    expect((await f.listed(quote.documentId))?.acceptanceState).toBe('accepted');
    expect(await f.depositInvoicesOf(quote.documentId)).toHaveLength(1);
  });

  it('paid on two Checkout pages at once, its events replayed and redelivered: accepted once, with one deposit invoice', async () => {
    const { quote, token } = await f.sharedQuote({ kind: 'amount', amountCents: 40_000 });
    expect((await f.accept(token)).status).toBe(200);
    // Two tabs opened the Checkout before either was paid; both are paid, every event delivered twice.
    const [one, two] = await Promise.all([f.pay(token), f.pay(token)]);
    await controlStripe({ duplicate: { times: 20 } });
    await Promise.all([payOnCheckoutPage(responseOf(payQuoteDeposit, one).url, PAYING_CARD), payOnCheckoutPage(responseOf(payQuoteDeposit, two).url, PAYING_CARD)]);
    const payments = await eventually(async () => {
      const now = (await listPayments(f.fixture.user.sub)).filter((p) => p.purposeId === quote.documentId);
      return now.length === 2 && now.every((p) => p.state === 'paid' && p.handled?.includes('paid')) ? now : undefined;
    }, 30_000);
    expect((await f.page(token)).state).toBe('accepted');
    const invoices = await f.depositInvoicesOf(quote.documentId);
    expect(invoices).toHaveLength(1);
    const document = await f.documentNow(quote.documentId);
    expect(document.depositInvoice?.documentId).toBe(invoices[0]?.documentId);

    // Stripe's "Resend" of every event of both, and the handler told five more times each: nothing changes.
    const events = (await localStripe().events.list({ limit: 100 })).data.filter(
      (event) => event.account === account && (event.data.object as { metadata?: { purposeId?: string } }).metadata?.purposeId === quote.documentId,
    );
    for (const event of events) await controlStripe({ redeliver: event.id });
    await eventually(async () => {
      const deliveries = await stripeDeliveries();
      return events.every((event) => deliveries.filter((d) => d.event === event.id && d.status === 200).length >= 3) ? true : undefined;
    }, 30_000);
    await Promise.all(payments.flatMap((payment) => Array.from({ length: 5 }, () => invoicePaidDeposit(payment))));
    expect(await f.depositInvoicesOf(quote.documentId)).toHaveLength(1);
    expect(await f.documentNow(quote.documentId)).toMatchObject({ acceptanceState: 'accepted', depositInvoice: document.depositInvoice });
    // The second payment stays paid on its own, for the photographer to refund in Stripe.
    const { data: stored } = await db().entities.billingDocument.get({ photographerId: f.fixture.user.sub, documentId: quote.documentId }).go({ consistent: true });
    const second = payments.find((payment) => payment.paymentId !== stored?.depositInvoice?.paymentId);
    if (!second) throw new Error('both payments invoiced');
    expect((await readPayment(f.fixture.user.sub, second.paymentId))?.state).toBe('paid');
    const paidAgain = await f.pay(token);
    expect({ status: paidAgain.status, code: errorCodeOf(paidAgain) }).toEqual({ status: 409, code: 'billing.deposit_already_paid' });
  });

  it('mails the quote with its page as a link in the HTML part, where a phone opens it with a tap', async () => {
    const clientEmail = `quote-deposit-mail-${Date.now()}@example.com`;
    const base = documentBody({ issueDate: today, dueDate: addDays(today, 30) });
    const created = await f.api('POST', createQuote.path, { ...base, client: { ...(base.client as object), email: clientEmail }, deposit: { kind: 'percent', percent: 30 } });
    const quote = responseOf(createQuote, created).document;
    const sent = await f.api('POST', emailDocument.path.replace('{documentId}', quote.documentId), { to: clientEmail, subject: 'Presupuesto', message: 'Hola' });
    expect(sent.status, sent.text).toBe(200);
    const mail = await eventually(async () => (await mailsTo(clientEmail)).at(-1));
    const url = `${(env().APP_URL ?? '').replace(/\/$/, '')}${(await f.documentNow(quote.documentId)).publicLink?.path ?? '-'}`;
    expect(mail.body.html).toContain(`<a href="${url}">${url}</a>`);
  });

  it('is accepted at once when the quote asks no deposit', async () => {
    const { quote, token } = await f.sharedQuote(null);
    expect(await f.page(token)).toMatchObject({ state: 'not_accepted', canPayDeposit: false });
    expect(responseOf(acceptQuote, await f.accept(token)).quote).toMatchObject({ state: 'accepted', canPayDeposit: false, depositOffline: false });
    expect((await f.documentNow(quote.documentId)).acceptanceState).toBe('accepted');
    const pay = await f.pay(token);
    expect({ status: pay.status, code: errorCodeOf(pay) }).toEqual({ status: 409, code: 'billing.deposit_none' });
  });
});

describe('a photographer without payments: the deposit is not asked online', () => {
  const f = photographerFixture('quote-deposit-offline');

  beforeAll(async () => {
    await f.setUp();
  });

  it('accepts at once, says the deposit is paid as the conditions say, and opens no Checkout, even once payments are connected', async () => {
    const { quote, token } = await f.sharedQuote({ kind: 'percent', percent: 30 });
    expect(await f.page(token)).toMatchObject({ state: 'not_accepted', canPayDeposit: false, depositOffline: false });
    expect(responseOf(acceptQuote, await f.accept(token)).quote).toMatchObject({ state: 'accepted', canPayDeposit: false, depositOffline: true, depositPaid: null });
    expect((await f.documentNow(quote.documentId)).acceptanceState).toBe('accepted');
    expect((await f.listed(quote.documentId))?.acceptanceState).toBe('accepted');
    const pay = await f.pay(token);
    expect({ status: pay.status, code: errorCodeOf(pay) }).toEqual({ status: 409, code: 'billing.deposit_offline' });

    // Connected afterwards: what the client accepted stands; a new quote asks its deposit online.
    await f.connect();
    expect(await f.page(token)).toMatchObject({ state: 'accepted', canPayDeposit: false, depositOffline: true });
    expect((await f.pay(token)).status).toBe(409);
    const later = await f.sharedQuote({ kind: 'percent', percent: 30 });
    expect(responseOf(acceptQuote, await f.accept(later.token)).quote).toMatchObject({ state: 'awaiting_deposit', canPayDeposit: true });
  });
});

describe('the data migration quote-acceptance-deposit-due: acceptances stored before the rule', () => {
  const connected = photographerFixture('acceptance-migration-on');
  const offline = photographerFixture('acceptance-migration-off');

  beforeAll(async () => {
    await Promise.all([connected.setUp(), offline.setUp()]);
    await connected.connect();
  });

  /** Stores the acceptance as it was written before `depositDue` existed. */
  const asStoredBefore = async (photographerId: string, quoteId: string) => {
    const { data } = await db().entities.billingDocument.get({ photographerId, documentId: quoteId }).go({ consistent: true });
    if (!data?.acceptance) throw new Error('not accepted');
    const { depositDue: _due, ...acceptance } = data.acceptance;
    await db().entities.billingDocument.patch({ photographerId, documentId: quoteId }).set({ acceptance }).go();
  };

  it('says the deposit was due online where the page asked it (connected, unpaid or paid), and not where it could not', async () => {
    const unpaid = await connected.sharedQuote({ kind: 'percent', percent: 30 });
    const paid = await connected.sharedQuote({ kind: 'amount', amountCents: 30_000 });
    const none = await connected.sharedQuote(null);
    const withoutPayments = await offline.sharedQuote({ kind: 'percent', percent: 30 });
    for (const [f, { token }] of [[connected, unpaid], [connected, paid], [connected, none], [offline, withoutPayments]] as const) expect((await f.accept(token)).status).toBe(200);
    expect((await payOnCheckoutPage(responseOf(payQuoteDeposit, await connected.pay(paid.token)).url, PAYING_CARD)).location).toContain('deposit=paid');
    await eventually(async () => ((await connected.page(paid.token)).state === 'accepted' ? true : undefined), 30_000);

    const stored = [
      [connected, unpaid],
      [connected, paid],
      [connected, none],
      [offline, withoutPayments],
    ] as const;
    for (const [f, { quote }] of stored) await asStoredBefore(f.fixture.user.sub, quote.documentId);
    // Before the migration an old acceptance reads accepted (no deposit said due).
    expect((await connected.documentNow(unpaid.quote.documentId)).acceptanceState).toBe('accepted');

    expect(await recordAcceptanceDepositDue()).toBeGreaterThanOrEqual(4);
    expect((await connected.documentNow(unpaid.quote.documentId)).acceptanceState).toBe('awaiting_deposit');
    expect(await connected.page(unpaid.token)).toMatchObject({ state: 'awaiting_deposit', canPayDeposit: true });
    expect((await connected.documentNow(paid.quote.documentId)).acceptanceState).toBe('accepted');
    expect((await connected.documentNow(none.quote.documentId)).acceptanceState).toBe('accepted');
    expect(await offline.page(withoutPayments.token)).toMatchObject({ state: 'accepted', depositOffline: true });
    const dueOf = async (photographerId: string, quoteId: string) =>
      (await db().entities.billingDocument.get({ photographerId, documentId: quoteId }).go({ consistent: true })).data?.acceptance?.depositDue;
    expect(await Promise.all(stored.map(([f, { quote }]) => dueOf(f.fixture.user.sub, quote.documentId)))).toEqual([true, true, false, false]);

    // Run again (idempotent): these quotes are not written again.
    const before = await Promise.all(stored.map(([f, { quote }]) => f.documentNow(quote.documentId)));
    await recordAcceptanceDepositDue();
    expect(await Promise.all(stored.map(([f, { quote }]) => f.documentNow(quote.documentId)))).toEqual(before);
  });
});
