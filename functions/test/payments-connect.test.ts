// Connect and Stripe's webhooks (issue 25 points 1, 5 and 6) through the HTTP API, against the
// local Stripe (infra/local/stripe/stripe-local.ts) driven by the official SDK: onboarding from
// "details missing" to charges and payouts enabled (told by the signed webhook, and read again on
// return), one connected account per photographer even under 20 concurrent starts, each event
// applied once (replayed), out-of-order events ignored, and a bad signature refused.
import {
  getPaymentsAccount,
  refreshPaymentsAccount,
  startOnboarding,
  stripeWebhook,
  updatePaymentMethods,
  type PaymentsAccount,
} from '@fotostudio/shared/contracts/payments';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { deleteAccountData } from '../src/account-data/account-deletion.js';
import { db } from '../src/data/database.js';
import { callApi, callRoute, errorCodeOf, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { controlStripe, localStripe, stripeDeliveries, stripeSignature, submitOnboarding } from './support/stripe.js';

const env = () => inject('localStack').env;

const accountOf = async (user: TestUser): Promise<PaymentsAccount> => responseOf(getPaymentsAccount, await callRoute(getPaymentsAccount, user.accessToken));

const connect = async (user: TestUser, accountType: 'standard' | 'express' = 'standard') =>
  responseOf(startOnboarding, await callRoute(startOnboarding, user.accessToken, { body: { accountType } }));

/** Posts a Stripe event to the webhook route, signed as Stripe signs it. */
const deliver = async (event: unknown) => {
  const payload = JSON.stringify(event);
  return callApi({ method: 'POST', path: stripeWebhook.path, body: payload, headers: { 'stripe-signature': stripeSignature(payload) } });
};

/** The account's events at the local Stripe, newest first. */
const eventsOf = async (accountId: string): Promise<Stripe.Event[]> =>
  (await localStripe().events.list({ limit: 100 })).data.filter((event) => (event.data.object as { id?: string }).id === accountId);

describe('connecting a Stripe account', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('stripe-connect');
  });

  it('goes from not connected through details missing to charges and payouts enabled, told by the webhook', async () => {
    expect(await accountOf(user)).toMatchObject({ state: 'not_connected', stripeAccountId: null, methods: { card: true, bizum: true, sepaDebit: false } });

    const first = await connect(user);
    const { stripeAccountId } = await accountOf(user);
    expect(stripeAccountId).toMatch(/^acct_/);
    expect(first.url.startsWith(env().STRIPE_API_URL ?? '-')).toBe(true);

    // Left incomplete: Stripe sends the browser back to Settings → Billing.
    const back = await submitOnboarding(first.url, 'incomplete');
    expect(back).toBe(`${env().APP_URL}/dashboard/settings?tab=billing&stripe=return`);
    const missing = responseOf(refreshPaymentsAccount, await callRoute(refreshPaymentsAccount, user.accessToken));
    expect(missing).toMatchObject({ state: 'details_missing', stripeAccountId, chargesEnabled: false, payoutsEnabled: false, bizumActive: false });
    expect(missing.requirementsDue.length).toBeGreaterThan(0);

    // A used link goes to the refresh URL; a new start reuses the same account.
    expect(await submitOnboarding(first.url, 'complete')).toBe(`${env().APP_URL}/dashboard/settings?tab=billing&stripe=refresh`);
    const second = await connect(user);
    expect((await accountOf(user)).stripeAccountId).toBe(stripeAccountId);

    await submitOnboarding(second.url, 'complete');
    // No refresh: the signed account.updated the local Stripe delivers brings the state.
    const enabled = await eventually(async () => {
      const account = await accountOf(user);
      return account.state === 'payouts_enabled' ? account : undefined;
    });
    // Bizum was requested with the account: Stripe activates it with the rest.
    expect(enabled).toMatchObject({ stripeAccountId, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, bizumActive: true, requirementsDue: [] });
    expect((await stripeDeliveries()).filter((d) => d.type === 'account.updated' && d.status === 200).length).toBeGreaterThan(0);

    // Charges on, payouts paused by Stripe: the state follows.
    await controlStripe({ update: { account: stripeAccountId, payouts_enabled: false }, at: Math.floor(Date.now() / 1000) + 5 });
    await eventually(async () => ((await accountOf(user)).state === 'charges_enabled' ? true : undefined));
  });

  it('creates one connected account per photographer, even for 20 starts at once', async () => {
    const racer = await createPhotographer('stripe-race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => callRoute(startOnboarding, racer.accessToken, { body: { accountType: 'express' } })));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const { stripeAccountId, accountType } = await accountOf(racer);
    const atStripe = (await (await fetch(`${inject('localStack').stripe.controlUrl}/accounts`)).json()) as { id: string; metadata: Record<string, string> }[];
    expect(atStripe.filter((a) => a.metadata.photographerId === racer.sub).map((a) => a.id)).toEqual([stripeAccountId]);
    expect(accountType).toBe('express');
  });

  it('stores the payment methods offered, Bizum with its limit', async () => {
    const saved = responseOf(updatePaymentMethods, await callRoute(updatePaymentMethods, user.accessToken, { body: { card: true, bizum: true, bizumMaxCents: 50_000, sepaDebit: true } }));
    expect(saved.methods).toEqual({ card: true, bizum: true, bizumMaxCents: 50_000, sepaDebit: true });
    // The connection is untouched by it.
    expect(saved.stripeAccountId).toMatch(/^acct_/);
    const tooHigh = await callRoute(updatePaymentMethods, user.accessToken, { body: { card: true, bizum: true, bizumMaxCents: 100_001, sepaDebit: false } });
    expect({ status: tooHigh.status, code: errorCodeOf(tooHigh) }).toEqual({ status: 400, code: 'general.validation' });
  });
});

describe("Stripe's webhook", () => {
  let user: TestUser;
  let accountId: string;
  beforeAll(async () => {
    user = await createPhotographer('stripe-webhook');
    await connect(user);
    accountId = (await accountOf(user)).stripeAccountId ?? '';
  });

  it('applies each event once: a replay is a duplicate and a redelivery changes nothing', async () => {
    await controlStripe({ hold: true });
    await controlStripe({ update: { account: accountId, charges_enabled: true, details_submitted: true } });
    const [event] = await eventsOf(accountId);
    expect(event?.type).toBe('account.updated');
    const first = responseOf(stripeWebhook, await deliver(event));
    expect(first.outcome).toBe('applied');
    expect((await accountOf(user)).state).toBe('charges_enabled');
    // The same event again (Stripe retries and redelivers): told a duplicate, not re-applied.
    const replays = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(replays.map((answer) => responseOf(stripeWebhook, answer).outcome)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    // The local Stripe's own delivery of it, twice: both answered 200.
    await controlStripe({ release: 'inOrder', duplicate: { times: 1 } });
    await controlStripe({ redeliver: event?.id });
    await eventually(async () => ((await stripeDeliveries()).filter((d) => d.event === event?.id && d.status === 200).length >= 2 ? true : undefined));
    expect((await accountOf(user)).state).toBe('charges_enabled');
    await controlStripe({ reset: true });
  });

  it('ignores an event older than the state stored (out of order)', async () => {
    const now = Math.floor(Date.now() / 1000);
    await controlStripe({ hold: true });
    // Each changes the metadata too, so each is an event whatever the account was.
    await controlStripe({ update: { account: accountId, charges_enabled: false, payouts_enabled: false, metadata: { step: `older-${now}` } }, at: now + 10 });
    await controlStripe({ update: { account: accountId, charges_enabled: true, payouts_enabled: true, metadata: { step: `newer-${now}` } }, at: now + 20 });
    // Delivered newest first, as a retry can make them arrive.
    await controlStripe({ release: 'reverse' });
    const [newer, older] = await eventsOf(accountId);
    await eventually(async () => {
      const delivered = await stripeDeliveries();
      return [newer?.id, older?.id].every((id) => delivered.some((d) => d.event === id && d.status === 200)) ? true : undefined;
    });
    expect(await accountOf(user)).toMatchObject({ state: 'payouts_enabled', chargesEnabled: true, payoutsEnabled: true, stateAsOf: new Date((now + 20) * 1000).toISOString() });
    // Sent again by hand: the older one is stale (its id was recorded, so now a duplicate).
    expect(responseOf(stripeWebhook, await deliver(older)).outcome).toBe('duplicate');
    await controlStripe({ reset: true });
  });

  it('stores what Stripe has now when two events share their second, whichever arrives last', async () => {
    const second = Math.floor(Date.now() / 1000) + 30;
    await controlStripe({ hold: true });
    await controlStripe({ update: { account: accountId, charges_enabled: true, payouts_enabled: false, metadata: { step: `first-${second}` } }, at: second });
    await controlStripe({ update: { account: accountId, charges_enabled: true, payouts_enabled: true, metadata: { step: `second-${second}` } }, at: second });
    // In order: the second event ties with the first one stored, so its created cannot tell them apart.
    await controlStripe({ release: 'inOrder' });
    const [last, first] = await eventsOf(accountId);
    await eventually(async () => {
      const delivered = await stripeDeliveries();
      return [first?.id, last?.id].every((id) => delivered.some((d) => d.event === id && d.status === 200)) ? true : undefined;
    });
    expect(await accountOf(user)).toMatchObject({ state: 'payouts_enabled', payoutsEnabled: true });
    await controlStripe({ reset: true });
  });

  it('refuses an event whose signature does not verify, and applies nothing of it', async () => {
    const before = await accountOf(user);
    const forged = {
      id: 'evt_forged0001',
      object: 'event',
      type: 'account.updated',
      created: Math.floor(Date.now() / 1000) + 3600,
      account: accountId,
      data: { object: { id: accountId, object: 'account', charges_enabled: false, payouts_enabled: false, details_submitted: false } },
    };
    const payload = JSON.stringify(forged);
    for (const signature of [undefined, stripeSignature(payload, { secret: 'whsec_not_the_endpoint_secret' })]) {
      const answer = await callApi({ method: 'POST', path: stripeWebhook.path, body: payload, headers: signature ? { 'stripe-signature': signature } : {} });
      expect({ status: answer.status, code: errorCodeOf(answer) }).toEqual({ status: 400, code: 'payments.webhook_signature_invalid' });
    }
    expect(await accountOf(user)).toEqual(before);
  });
});

describe('closing the account', () => {
  it('deletes the payments account and its owner lookup; the Stripe account stays the photographer’s', async () => {
    const leaving = await createPhotographer('stripe-leaving');
    await connect(leaving);
    const stripeAccountId = (await accountOf(leaving)).stripeAccountId ?? '';
    expect((await db().entities.stripeAccountOwner.get({ stripeAccountId }).go()).data?.photographerId).toBe(leaving.sub);
    await deleteAccountData(leaving.sub, { dryRun: false });
    expect((await db().entities.paymentsAccount.get({ photographerId: leaving.sub }).go()).data).toBeNull();
    expect((await db().entities.stripeAccountOwner.get({ stripeAccountId }).go()).data).toBeNull();
    expect((await localStripe().accounts.retrieve(stripeAccountId)).id).toBe(stripeAccountId);
  });
});
