// Issue 25 point 6 in a browser: the local Stripe's hosted Checkout page (infra/local/stripe/
// checkout-pages.ts) as a client completes it in Chromium. A photographer connects their Stripe
// account through Settings → Facturación (the stand-in's onboarding page); each session is opened
// by the product's own `openCheckout` (functions/src/payments/checkout.ts, called in this worker
// with the stack's environment, as the functions tests do: no route opens a Checkout yet), on the
// connected account. Card 4242… lands on the success URL and the `payment` item becomes paid once
// the signed webhook went through the queue; a declined card shows the decline and the session
// stays open; 3-D Secure failed, then passed; Bizum above the bank's configured limit refused.
// axe on the page, its decline and the 3-D Secure challenge.
import type { CheckoutRequest } from '@fotostudio/shared/contracts/payments';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import './context';
import { TEST_CARDS } from '../../infra/local/stripe/checkout-pages';
import { newPhotographer, type TestPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, openPage, screenshot } from './browser';
import { es } from './i18n';
import { signIn } from './journeys';

const { baseUrl, stripeControlUrl, functionsEnv } = inject('e2e');
const browser = browserForFile();
const WIDE = { width: 1366, height: 900 };
// The stand-in's own words (stripe-local.ts), which a client reads on the page.
const DECLINED = 'Your card was declined.';
const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const BIZUM_OVER_LIMIT = 'Bizum: the amount is above the limit of your bank for one payment.';
const PAID_WITHIN_MS = 20_000;

type Engine = {
  openCheckout: typeof import('../../functions/src/payments/checkout').openCheckout;
  readPayment: typeof import('../../functions/src/data/stores/payments').readPayment;
};
let engine: Engine | undefined;
const product = (): Engine => {
  if (!engine) throw new Error('the checkout engine is loaded in beforeAll');
  return engine;
};

/** Steers the local Stripe (`POST /__stripe/control`). */
const controlStripe = async (order: Record<string, unknown>): Promise<void> => {
  const answer = await fetch(`${stripeControlUrl}/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) });
  if (!answer.ok) throw new Error(`the local Stripe refused ${JSON.stringify(order)}: ${answer.status} ${await answer.text()}`);
};

const successUrl = (sessionId: string) => `${baseUrl}/pay/done?session=${sessionId}`;

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  purpose: { kind: 'invoice', id: `inv-${Math.random().toString(36).slice(2)}` },
  amountCents: 12_100,
  description: 'Factura F-2026-0042',
  locale: 'es',
  clientEmail: 'cliente@example.com',
  successUrl: `${baseUrl}/pay/done?session={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${baseUrl}/pay/cancelled`,
  ...overrides,
});

/** The payment item as the webhook's queue consumer left it, polled until it matches. */
const expectPayment = (photographer: TestPhotographer, paymentId: string, expected: Record<string, unknown>) =>
  expect.poll(async () => (await product().readPayment(photographer.userId, paymentId)) ?? {}, { timeout: PAID_WITHIN_MS, interval: 200 }).toMatchObject(expected);

const cardForm = (page: Page) => page.getByRole('group', { name: /^Card/ });
const payByCard = async (page: Page, number: string) => {
  await cardForm(page).getByLabel('Card number').fill(number);
  await cardForm(page).getByRole('button', { name: /^Pay / }).click();
};
/** The bank's challenge page (the failed one leaves the browser on its address with the checkout page). */
const challengeShown = async (page: Page, sessionUrl: string) => {
  await page.getByRole('heading', { name: '3D Secure authentication' }).waitFor();
  expect(page.url()).toBe(`${sessionUrl}/3ds`);
};
const alertOf = (page: Page) => page.getByRole('alert');

describe.skipIf(!stripeControlUrl || !functionsEnv.STRIPE_API_URL)('the local Stripe’s hosted Checkout page', () => {
  let photographer: TestPhotographer;

  beforeAll(async () => {
    // The product code reads its configuration and endpoints from process.env, as on Lambda.
    Object.assign(process.env, functionsEnv, { LOG_LEVEL: 'silent' });
    const [{ openCheckout }, { readPayment }] = await Promise.all([import('../../functions/src/payments/checkout'), import('../../functions/src/data/stores/payments')]);
    engine = { openCheckout, readPayment };

    // Settings → Facturación → Conectar con Stripe, the stand-in's onboarding page, and back.
    photographer = await newPhotographer(baseUrl, 'stripe-checkout');
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    try {
      await signIn(page, photographer.email, photographer.password);
      await page.waitForURL('**/dashboard');
      await page.goto('/dashboard/settings?tab=billing');
      await page.getByRole('button', { name: es.billing.stripe.connect }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/__stripe/onboarding/'));
      await page.getByLabel('Business name').fill('Estudio Checkout');
      await page.getByRole('button', { name: 'Submit details' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/settings');
      await page.getByText(es.billing.stripe.state.payouts_enabled).waitFor();
    } finally {
      await context.close();
    }
  });

  afterEach(async () => {
    await controlStripe({ reset: true });
  });

  it('pays by card 4242…: the success URL, then the payment paid once the webhook went through the queue', async () => {
    const opened = await product().openCheckout(photographer.userId, request());
    expect(opened.methods).toEqual(['card', 'bizum']);
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await page.goto(opened.url);
    await expect.poll(() => page.title()).toBe('Stripe (local) · Checkout');
    await expect.poll(() => page.getByText('121.00 EUR', { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'checkout page');
    await screenshot(page, 'stripe-checkout');

    await payByCard(page, TEST_CARDS.success);
    await page.waitForURL(successUrl(opened.checkoutSessionId));
    await expectPayment(photographer, opened.paymentId, { state: 'paid', method: 'card', amountCents: 12_100, refundedCents: 0, chargeId: expect.stringMatching(/^ch_/), paymentIntentId: expect.stringMatching(/^pi_/) });

    // The session is complete: its page no longer takes a payment.
    await page.goto(opened.url);
    await page.getByRole('heading', { name: 'This checkout session is complete' }).waitFor();
    await expect.poll(() => cardForm(page).count()).toBe(0);
    await context.close();
  });

  it('shows a declined card’s message and stays open; the next card pays', async () => {
    const opened = await product().openCheckout(photographer.userId, request());
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await page.goto(opened.url);
    await payByCard(page, TEST_CARDS.declined);
    await expect.poll(() => alertOf(page).textContent()).toBe(DECLINED);
    await expectAccessible(page, 'checkout page with a decline');
    await expectPayment(photographer, opened.paymentId, { state: 'open', lastFailureCode: 'card_declined' });

    // Still open: the same page takes another card.
    await payByCard(page, TEST_CARDS.success);
    await page.waitForURL(successUrl(opened.checkoutSessionId));
    await expectPayment(photographer, opened.paymentId, { state: 'paid', method: 'card' });
    await context.close();
  });

  it('3-D Secure: a failed challenge keeps the session open with its message; passed, it pays', async () => {
    const opened = await product().openCheckout(photographer.userId, request());
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await page.goto(opened.url);
    await payByCard(page, TEST_CARDS.threeDSecure);
    await challengeShown(page, opened.url);
    await expectAccessible(page, '3-D Secure challenge');
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await expect.poll(() => alertOf(page).textContent()).toBe(AUTHENTICATION_FAILED);
    await expectPayment(photographer, opened.paymentId, { state: 'open', lastFailureCode: 'payment_intent_authentication_failure' });

    await payByCard(page, TEST_CARDS.threeDSecure);
    await challengeShown(page, opened.url);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(successUrl(opened.checkoutSessionId));
    await expectPayment(photographer, opened.paymentId, { state: 'paid', method: 'card' });
    await context.close();
  });

  it('refuses Bizum above the bank’s configured limit and keeps the session open', async () => {
    await controlStripe({ bizumLimitCents: 10_000 });
    const opened = await product().openCheckout(photographer.userId, request({ amountCents: 12_100 }));
    expect(opened.methods).toContain('bizum');
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await page.goto(opened.url);
    const bizum = page.getByRole('group', { name: 'Bizum' });
    await bizum.getByLabel('Mobile phone').fill('600123456');
    await bizum.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => alertOf(page).textContent()).toBe(BIZUM_OVER_LIMIT);
    await expectPayment(photographer, opened.paymentId, { state: 'open', lastFailureCode: 'payment_method_provider_decline' });
    await expect.poll(() => cardForm(page).count()).toBe(1);
    await context.close();
  });
});
