// The Checkout engine (issue 25 points 2, 5 and 6) against the local Stripe over real HTTP,
// driven by the official SDK: a session opened on the photographer's connected account with the
// methods the payment allows, paid on the stand-in's hosted page (card, a decline, 3-D Secure
// passed and failed, Bizum and Bizum over the bank's limit, SEPA settling later), the signed
// webhook queueing each event once and the payment-events consumer applying it to the `payment`
// item once, in any order (replayed, redelivered, a refund before the completion, a completion
// after an expiry), refunds full and partial, sessions that expire, and the refusals.
import { startOnboarding, stripeWebhook, updatePaymentMethods, type CheckoutRequest } from '@fotostudio/shared/contracts/payments';
import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PaymentItem } from '../src/data/entities/payments.js';
import { readPayment } from '../src/data/stores/payments.js';
import { DomainError } from '../src/lib/errors.js';
import { openCheckout } from '../src/payments/checkout.js';
import { applyPaymentEvent } from '../src/payments/payment-events.js';
import { register, unregister } from '../src/payments/payment-purposes.js';
import { callApi, callRoute, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { connectStripeAccount, controlStripe, localStripe, payOnCheckoutPage, stripeDeliveries, stripeSignature, submitOnboarding } from './support/stripe.js';

const env = () => inject('localStack').env;

const CARD = { success: '4242424242424242', declined: '4000000000000002', threeDSecure: '4000002760003184' };

/** A photographer whose connected account can take charges (onboarding completed, told by the webhook). */
const connectedPhotographer = async (name: string): Promise<{ user: TestUser; account: string }> => {
  const user = await createPhotographer(name);
  const account = await connectStripeAccount(user.accessToken);
  return { user, account };
};

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  purpose: { kind: 'invoice', id: `inv-${Math.random().toString(36).slice(2)}` },
  amountCents: 12_100,
  description: 'Factura F-2026-0007',
  locale: 'es',
  clientEmail: 'cliente@example.com',
  successUrl: `${env().APP_URL}/pay/done?session={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${env().APP_URL}/pay/cancelled`,
  ...overrides,
});

const paymentWhen = (user: TestUser, paymentId: string, check: (payment: PaymentItem) => boolean, timeoutMs = 15_000) =>
  eventually(async () => {
    const payment = await readPayment(user.sub, paymentId);
    return payment && check(payment) ? payment : undefined;
  }, timeoutMs);

/** The events the local Stripe emitted on the account, oldest first. */
const eventsOf = async (account: string, type?: string): Promise<Stripe.Event[]> =>
  (await localStripe().events.list({ limit: 100 })).data.filter((event) => event.account === account && (!type || event.type === type)).reverse();

/** Every delivery of the events was answered 200 by the webhook. */
const allDelivered = async (events: Stripe.Event[]) =>
  eventually(async () => {
    const deliveries = await stripeDeliveries();
    return events.every((event) => deliveries.some((d) => d.event === event.id && d.status === 200)) ? true : undefined;
  });

const sendSigned = async (event: unknown) => {
  const payload = JSON.stringify(event);
  return callApi({ method: 'POST', path: stripeWebhook.path, body: payload, headers: { 'stripe-signature': stripeSignature(payload) } });
};

afterEach(async () => {
  await controlStripe({ reset: true });
});

describe('Checkout on the connected account', () => {
  let user: TestUser;
  let account: string;
  beforeAll(async () => {
    ({ user, account } = await connectedPhotographer('checkout-card'));
  });

  it('opens a session with the purpose, the methods and the client’s locale, and records the payment open', async () => {
    const opened = await openCheckout(user.sub, request({ purpose: { kind: 'invoice', id: 'inv-open' } }));
    expect(opened.url.startsWith(`${env().STRIPE_API_URL ?? '-'}/__stripe/checkout/`)).toBe(true);
    expect(opened.methods).toEqual(['card', 'bizum']);
    const session = await localStripe().checkout.sessions.retrieve(opened.checkoutSessionId, { expand: ['payment_intent'] }, { stripeAccount: account });
    expect(session).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 12_100,
      currency: 'eur',
      locale: 'es',
      customer_email: 'cliente@example.com',
      client_reference_id: opened.paymentId,
      allowed_payment_method_types: ['card', 'bizum'],
      metadata: { paymentId: opened.paymentId, purposeKind: 'invoice', purposeId: 'inv-open' },
      payment_intent: null,
    });
    // Not on the platform's own account: a direct charge on the photographer's.
    await expect(localStripe().checkout.sessions.retrieve(opened.checkoutSessionId)).rejects.toThrow();
    expect(await readPayment(user.sub, opened.paymentId)).toMatchObject({ state: 'open', amountCents: 12_100, purposeKind: 'invoice', purposeId: 'inv-open', stripeAccountId: account, checkoutSessionId: opened.checkoutSessionId, refundedCents: 0 });
  });

  it('records a card payment once: the webhook queues it, a redelivery and a replay change nothing', async () => {
    const opened = await openCheckout(user.sub, request());
    const answer = await payOnCheckoutPage(opened.url, { method: 'card', card_number: CARD.success });
    expect(answer).toMatchObject({ status: 303, location: `${env().APP_URL}/pay/done?session=${opened.checkoutSessionId}` });
    // Paid with its charge: both the completion and the intent's success were applied, and its
    // purpose told (the invoice purpose is registered; this invoice id names none, so it records nothing).
    const paid = await paymentWhen(user, opened.paymentId, (payment) => payment.state === 'paid' && Boolean(payment.chargeId) && Boolean(payment.handled?.includes('paid')));
    expect(paid).toMatchObject({ method: 'card', refundedCents: 0 });
    expect(paid.paymentIntentId).toMatch(/^pi_/);
    const session = await localStripe().checkout.sessions.retrieve(opened.checkoutSessionId, { expand: ['payment_intent'] }, { stripeAccount: account });
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', payment_intent: { id: paid.paymentIntentId, status: 'succeeded', amount_received: 12_100, application_fee_amount: null } });

    const [completed] = await eventsOf(account, 'checkout.session.completed').then((events) => events.filter((event) => (event.data.object as { id: string }).id === opened.checkoutSessionId));
    if (!completed) throw new Error('no checkout.session.completed');
    await allDelivered([completed]);
    // Stripe's "Resend" and a duplicate delivery: answered 200, the payment unchanged.
    await controlStripe({ redeliver: completed.id });
    await eventually(async () => ((await stripeDeliveries()).filter((d) => d.event === completed.id && d.status === 200).length >= 2 ? true : undefined));
    expect(responseOf(stripeWebhook, await sendSigned(completed)).outcome).toBe('duplicate');
    expect(await readPayment(user.sub, opened.paymentId)).toEqual(paid);
  });

  it('keeps the session open after a decline and after a failed 3-D Secure, and records the payment when a card passes it', async () => {
    const opened = await openCheckout(user.sub, request());
    const declined = await payOnCheckoutPage(opened.url, { method: 'card', card_number: CARD.declined });
    expect(declined).toMatchObject({ status: 402, alert: 'Your card was declined.' });
    await paymentWhen(user, opened.paymentId, (payment) => payment.lastFailureCode === 'card_declined');

    const failed = await payOnCheckoutPage(opened.url, { method: 'card', card_number: CARD.threeDSecure }, 'fail');
    expect(failed.status).toBe(402);
    const open = await paymentWhen(user, opened.paymentId, (payment) => payment.lastFailureCode === 'payment_intent_authentication_failure');
    expect(open.state).toBe('open');

    const passed = await payOnCheckoutPage(opened.url, { method: 'card', card_number: CARD.threeDSecure }, 'pass');
    expect(passed.status).toBe(303);
    await paymentWhen(user, opened.paymentId, (payment) => payment.state === 'paid');
  });

  it('refunds in part and in full: the refunded amount follows Stripe’s, a third refund is refused', async () => {
    const opened = await openCheckout(user.sub, request({ amountCents: 5_000 }));
    await payOnCheckoutPage(opened.url, { method: 'card', card_number: CARD.success });
    const paid = await paymentWhen(user, opened.paymentId, (payment) => payment.state === 'paid' && Boolean(payment.paymentIntentId));
    const stripe = localStripe();
    const part = await stripe.refunds.create({ payment_intent: paid.paymentIntentId, amount: 1_500, reason: 'requested_by_customer' }, { stripeAccount: account });
    expect(part).toMatchObject({ object: 'refund', amount: 1_500, status: 'succeeded', payment_intent: paid.paymentIntentId });
    await paymentWhen(user, opened.paymentId, (payment) => payment.refundedCents === 1_500);
    await stripe.refunds.create({ payment_intent: paid.paymentIntentId }, { stripeAccount: account });
    const refunded = await paymentWhen(user, opened.paymentId, (payment) => payment.refundedCents === 5_000);
    expect(refunded.refunds?.map((refund) => refund.amountCents)).toEqual([1_500, 3_500]);
    expect(refunded.state).toBe('paid');
    await expect(stripe.refunds.create({ payment_intent: paid.paymentIntentId, amount: 100 }, { stripeAccount: account })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('applies events in any order: a refund delivered before the completion, a completion after an expiry', async () => {
    // The payment's events held, then delivered newest first (refund, completion, intent).
    const opened = await openCheckout(user.sub, request({ amountCents: 8_000 }));
    await controlStripe({ hold: true });
    await payOnCheckoutPage(opened.url, { method: 'card', card_number: CARD.success });
    const session = await localStripe().checkout.sessions.retrieve(opened.checkoutSessionId, {}, { stripeAccount: account });
    await localStripe().refunds.create({ payment_intent: String(session.payment_intent), amount: 2_000 }, { stripeAccount: account });
    await controlStripe({ release: 'reverse' });
    const settled = await paymentWhen(user, opened.paymentId, (payment) => payment.state === 'paid' && payment.refundedCents === 2_000 && Boolean(payment.method));
    expect(settled.refunds).toHaveLength(1);

    // An expiry told before the completion (as a retry can reorder them): the money taken wins.
    const second = await openCheckout(user.sub, request({ amountCents: 3_000 }));
    const open = await localStripe().checkout.sessions.retrieve(second.checkoutSessionId, {}, { stripeAccount: account });
    const expired = {
      id: `evt_${Date.now()}expiredfirst`,
      object: 'event',
      api_version: '2026-10-28.endive',
      type: 'checkout.session.expired',
      created: Math.floor(Date.now() / 1000),
      account,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { ...open, status: 'expired', url: null } },
    };
    expect(responseOf(stripeWebhook, await sendSigned(expired)).outcome).toBe('queued');
    await paymentWhen(user, second.paymentId, (payment) => payment.state === 'expired');
    await payOnCheckoutPage(second.url, { method: 'card', card_number: CARD.success });
    await paymentWhen(user, second.paymentId, (payment) => payment.state === 'paid');
    // And an expiry that arrives after the completion changes nothing: another payment's expiry,
    // queued after it in the account's message group (FIFO), shows when it was applied.
    const paidSecond = await paymentWhen(user, second.paymentId, (payment) => payment.state === 'paid' && Boolean(payment.paymentIntentId) && Boolean(payment.handled?.includes('paid')));
    expect(responseOf(stripeWebhook, await sendSigned({ ...expired, id: `${expired.id}again`, created: expired.created + 600 })).outcome).toBe('queued');
    const marker = await openCheckout(user.sub, request({ amountCents: 1_000 }));
    await localStripe().checkout.sessions.expire(marker.checkoutSessionId, {}, { stripeAccount: account });
    await paymentWhen(user, marker.paymentId, (payment) => payment.state === 'expired');
    expect(await readPayment(user.sub, second.paymentId)).toEqual(paidSecond);
  });
});

describe('the methods a payment offers', () => {
  let user: TestUser;
  let account: string;
  beforeAll(async () => {
    ({ user, account } = await connectedPhotographer('checkout-methods'));
  });

  it('takes Bizum up to the bank’s limit and refuses it above, the session staying open', async () => {
    const opened = await openCheckout(user.sub, request({ amountCents: 6_000, purpose: { kind: 'galleryExtras', id: 'sel-1' } }));
    expect(opened.methods).toEqual(['card', 'bizum']);
    await controlStripe({ bizumLimitCents: 5_000 });
    const refused = await payOnCheckoutPage(opened.url, { method: 'bizum', phone: '+34600000000' });
    expect(refused.status).toBe(402);
    expect(refused.alert).toMatch(/Bizum/);
    await paymentWhen(user, opened.paymentId, (payment) => payment.lastFailureCode === 'payment_method_provider_decline' && payment.state === 'open');
    await controlStripe({ reset: true });
    expect((await payOnCheckoutPage(opened.url, { method: 'bizum', phone: '+34600000000' })).status).toBe(303);
    expect(await paymentWhen(user, opened.paymentId, (payment) => payment.state === 'paid' && payment.method === 'bizum')).toMatchObject({ method: 'bizum' });
  });

  it('hides Bizum above the photographer’s maximum and SEPA for what must be confirmed at once', async () => {
    await callRoute(updatePaymentMethods, user.accessToken, { body: { card: true, bizum: true, bizumMaxCents: 10_000, sepaDebit: true } });
    expect((await openCheckout(user.sub, request({ amountCents: 10_001 }))).methods).toEqual(['card', 'sepa_debit']);
    expect((await openCheckout(user.sub, request({ amountCents: 10_000, purpose: { kind: 'galleryExtras', id: 'sel-2' } }))).methods).toEqual(['card', 'bizum']);
    const deposit = await openCheckout(user.sub, request({ amountCents: 20_000, purpose: { kind: 'deposit', id: 'quote-1' } }));
    expect(deposit.methods).toEqual(['card']);
    // The hosted page offers nothing else.
    expect((await payOnCheckoutPage(deposit.url, { method: 'bizum', phone: '+34600000000' })).alert).toMatch(/no bizum form/);
  });

  it('settles SEPA Direct Debit later: completed unpaid, then paid when the debit settles, failed when it bounces', async () => {
    await controlStripe({ sepaSettleMs: 300 });
    const settles = await openCheckout(user.sub, request({ amountCents: 30_000 }));
    expect(settles.methods).toContain('sepa_debit');
    expect((await payOnCheckoutPage(settles.url, { method: 'sepa_debit', iban: 'AT611904300234573201' })).status).toBe(303);
    // Paid by the session's async success; the method comes with the payment intent's event.
    expect(await paymentWhen(user, settles.paymentId, (payment) => payment.state === 'paid' && Boolean(payment.method))).toMatchObject({ method: 'sepa_debit' });
    const bounces = await openCheckout(user.sub, request({ amountCents: 30_000 }));
    await payOnCheckoutPage(bounces.url, { method: 'sepa_debit', iban: 'AT861904300235473202' });
    await paymentWhen(user, bounces.paymentId, (payment) => payment.state === 'failed');
    const session = await localStripe().checkout.sessions.retrieve(bounces.checkoutSessionId, {}, { stripeAccount: account });
    expect(session).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
  });

  it('refuses with catalogue codes what cannot be charged', async () => {
    const codeOf = (promise: Promise<unknown>) => promise.then(() => 'opened', (error: unknown) => (error instanceof DomainError ? error.code : String(error)));
    const stranger = await createPhotographer('checkout-none');
    expect(await codeOf(openCheckout(stranger.sub, request()))).toBe('payments.not_connected');
    const link = responseOf(startOnboarding, await callRoute(startOnboarding, stranger.accessToken, { body: { accountType: 'standard' } }));
    await submitOnboarding(link.url, 'incomplete');
    expect(await codeOf(openCheckout(stranger.sub, request()))).toBe('payments.charges_disabled');
    expect(await codeOf(openCheckout(user.sub, request({ amountCents: 49 })))).toBe('payments.amount_too_small');
    await callRoute(updatePaymentMethods, user.accessToken, { body: { card: false, bizum: true, bizumMaxCents: 10_000, sepaDebit: true } });
    expect(await codeOf(openCheckout(user.sub, request({ amountCents: 20_000, purpose: { kind: 'galleryExtras', id: 'sel-3' } })))).toBe('payments.no_method_available');
    await callRoute(updatePaymentMethods, user.accessToken, { body: { card: true, bizum: true, bizumMaxCents: 100_000, sepaDebit: false } });
  });
});

describe('the purposes’ handlers', () => {
  it('tells the purpose’s handler each outcome once, however often the event is applied', async () => {
    const { user, account } = await connectedPhotographer('checkout-purpose');
    const told: string[] = [];
    register('deposit', {
      onPaid: async (payment) => {
        told.push(`paid:${payment.purposeId}`);
      },
      onRefunded: async (payment, refund) => {
        told.push(`refunded:${payment.purposeId}:${refund.refundedCents}`);
      },
    });
    try {
      const opened = await openCheckout(user.sub, request({ amountCents: 4_000, purpose: { kind: 'deposit', id: 'quote-9' } }));
      // The session's completion, applied here only: paid on the stand-in's page, the stack's own
      // consumer (which has every purpose registered, the deposit's included) would apply it first.
      const session = await localStripe().checkout.sessions.retrieve(opened.checkoutSessionId, {}, { stripeAccount: account });
      const completed = {
        id: `evt_${Date.now()}purpose`,
        object: 'event',
        api_version: '2026-10-28.endive',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        account,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
      };
      expect((await readPayment(user.sub, opened.paymentId))?.handled ?? []).toEqual([]);
      // Applied here, with the handler registered, three times: told once.
      for (let i = 0; i < 3; i += 1) await applyPaymentEvent({ photographerId: user.sub, event: completed as never });
      expect(told).toEqual(['paid:quote-9']);
      expect((await readPayment(user.sub, opened.paymentId))?.handled).toEqual(['paid']);
    } finally {
      unregister('deposit');
    }
  });

  it('acts only for the tenant that owns the event’s account, whatever payment its metadata names', async () => {
    const owner = await connectedPhotographer('checkout-owner');
    const other = await connectedPhotographer('checkout-other');
    const opened = await openCheckout(owner.user.sub, request({ amountCents: 2_000 }));
    // An event of the other photographer's account naming the owner's payment.
    const forged = { id: `evt_${Date.now()}foreign`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), account: other.account, data: { object: { id: opened.checkoutSessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: null, metadata: { paymentId: opened.paymentId } } } };
    expect(responseOf(stripeWebhook, await sendSigned(forged)).outcome).toBe('queued');
    expect(await applyPaymentEvent({ photographerId: other.user.sub, event: forged as never })).toBe('unknown_payment');
    expect(await applyPaymentEvent({ photographerId: owner.user.sub, event: forged as never })).toBe('unknown_payment');
    expect((await readPayment(owner.user.sub, opened.paymentId))?.state).toBe('open');
  });
});

describe('sessions that expire', () => {
  it('expires a session through the API and when its time is up, and the payment follows', async () => {
    const { user, account } = await connectedPhotographer('checkout-expiry');
    const byApi = await openCheckout(user.sub, request());
    const expired = await localStripe().checkout.sessions.expire(byApi.checkoutSessionId, {}, { stripeAccount: account });
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await paymentWhen(user, byApi.paymentId, (payment) => payment.state === 'expired');
    await expect(localStripe().checkout.sessions.expire(byApi.checkoutSessionId, {}, { stripeAccount: account })).rejects.toThrow(/status of "expired"/);
    expect((await fetch(byApi.url)).status).toBe(410);

    const byClock = await openCheckout(user.sub, request({ purpose: { kind: 'galleryExtras', id: 'sel-clock' } }));
    // About 30 minutes for what the client waits on.
    expect(Date.parse(byClock.expiresAt) - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(Date.parse(byClock.expiresAt) - Date.now()).toBeLessThan(32 * 60_000);
    await controlStripe({ advanceSeconds: 32 * 60 });
    await paymentWhen(user, byClock.paymentId, (payment) => payment.state === 'expired');
  });
});
