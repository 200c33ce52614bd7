// Signing as Stripe signs, for tests of the signed-webhook caller kind: the SDK's own
// `webhooks.generateTestHeaderString` with the local Stripe's webhook secret (the stack's
// STRIPE_WEBHOOK_SECRET), and the local Stripe's control (infra/local/stripe/stripe-local.ts);
// the platform's SDK against the local Stripe, and a photographer's account connected to it.
import { getPaymentsAccount, startOnboarding } from '@fotostudio/shared/contracts/payments';
import { matchRoute } from '@fotostudio/shared/contracts/routes';
import Stripe from 'stripe';
import { inject } from 'vitest';
import { callRoute, responseOf, type ApiCall } from './api.js';
import { eventually } from './eventually.js';

const sdk = new Stripe('sk_test_signing_only');

export const webhookSecret = (): string => {
  const secret = inject('localStack').env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('the local stack has no STRIPE_WEBHOOK_SECRET');
  return secret;
};

/** `Stripe-Signature` for the payload, as Stripe computes it (a timestamp and secret may be chosen). */
export const stripeSignature = (payload: string, options: { secret?: string; timestamp?: number } = {}): string =>
  sdk.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret(), ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }) });

/** The body text an ApiCall sends (api.ts: a string as is, anything else JSON-encoded). */
const sentText = (body: unknown): string => (typeof body === 'string' ? body : JSON.stringify(body));

/**
 * A valid signature of the body for a call to a signed-webhook route, so a generated suite's call
 * is refused for its own bad part only; nothing for any other route.
 */
export const signatureHeadersFor = ({ method, path, body }: ApiCall): Record<string, string> => {
  const match = matchRoute(method, new URL(path, 'http://x').pathname);
  if (match.kind !== 'matched' || match.route.auth !== 'signedWebhook' || body === undefined) return {};
  return { 'stripe-signature': stripeSignature(sentText(body)) };
};

const controlUrl = () => inject('localStack').stripe.controlUrl;

/** Steers the local Stripe (`POST /__stripe/control`). */
export const controlStripe = async (order: Record<string, unknown>): Promise<void> => {
  const answer = await fetch(`${controlUrl()}/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) });
  if (!answer.ok) throw new Error(`the local Stripe refused ${JSON.stringify(order)}: ${answer.status} ${await answer.text()}`);
};

export interface StripeDelivery {
  event: string;
  type: string;
  attempt: number;
  status: number | null;
}

export const stripeDeliveries = async (): Promise<StripeDelivery[]> => (await (await fetch(`${controlUrl()}/deliveries`)).json()) as StripeDelivery[];

/** Completes (or leaves incomplete) the local onboarding page of an Account Link, as a browser would; answers where it sent the browser. */
export const submitOnboarding = async (linkUrl: string, outcome: 'complete' | 'incomplete', businessName = 'Estudio de prueba'): Promise<string> => {
  const page = await fetch(linkUrl, { redirect: 'manual' });
  // An expired or used link sends the browser to the link's refresh URL at once.
  if (page.status === 302) return page.headers.get('location') ?? '';
  if (!page.ok) throw new Error(`onboarding page ${page.status}`);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no onboarding form');
  const answer = await fetch(new URL(action, linkUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ business_name: businessName, outcome }).toString(),
    redirect: 'manual',
  });
  return answer.headers.get('location') ?? '';
};

/** What the local Stripe's hosted checkout page answered to a browser's form: a redirect, or the page again with its alert. */
export interface CheckoutPageAnswer {
  status: number;
  location: string | null;
  alert: string | undefined;
}

/**
 * Pays on the local checkout page as a browser would: opens the session's page, posts its form for
 * the method (`card_number`, `phone` or `iban`) and, for a card that asks for 3-D Secure, the
 * challenge page's outcome.
 */
export const payOnCheckoutPage = async (
  sessionUrl: string,
  fields: { method: 'card'; card_number: string } | { method: 'bizum'; phone: string } | { method: 'sepa_debit'; iban: string },
  threeDSecure?: 'pass' | 'fail',
): Promise<CheckoutPageAnswer> => {
  const page = await fetch(sessionUrl);
  if (!page.ok) throw new Error(`checkout page ${page.status}`);
  const html = await page.text();
  const action = new RegExp(`<form method="post" action="([^"]+)"><fieldset><legend>[^<]*</legend>\\s*<input type="hidden" name="method" value="${fields.method}">`).exec(html)?.[1];
  if (!action) return { status: 400, location: null, alert: `no ${fields.method} form on the page` };
  const post = (url: URL, body: Record<string, string>) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString(), redirect: 'manual' });
  let answer = await post(new URL(action, sessionUrl), fields);
  const challenge = answer.headers.get('location');
  if (answer.status === 303 && challenge?.endsWith('/3ds')) {
    if (!threeDSecure) return { status: answer.status, location: challenge, alert: undefined };
    const form = await (await fetch(challenge)).text();
    const challengeAction = /<form method="post" action="([^"]+)">/.exec(form)?.[1] ?? '';
    answer = await post(new URL(challengeAction, challenge), { outcome: threeDSecure });
  }
  const text = answer.status === 303 ? '' : await answer.text();
  return { status: answer.status, location: answer.headers.get('location'), alert: /<p role="alert">([^<]*)<\/p>/.exec(text)?.[1] };
};

/** The platform's Stripe SDK against the local Stripe (the stack's key and API address). */
export const localStripe = (): Stripe => {
  const { env } = inject('localStack');
  const url = new URL(env.STRIPE_API_URL ?? '');
  return new Stripe(env.STRIPE_SECRET_KEY ?? '', { host: url.hostname, port: Number(url.port), protocol: 'http', telemetry: false });
};

/** A card the local checkout page charges at once. */
export const PAYING_CARD = { method: 'card' as const, card_number: '4242424242424242' };

/**
 * Connects the photographer's Stripe account as the settings page does (a standard account,
 * onboarding completed) and waits until the webhook said it takes charges; answers its id.
 */
export const connectStripeAccount = async (token: string): Promise<string> => {
  const link = responseOf(startOnboarding, await callRoute(startOnboarding, token, { body: { accountType: 'standard' } }));
  await submitOnboarding(link.url, 'complete');
  return eventually(async () => {
    const state = responseOf(getPaymentsAccount, await callRoute(getPaymentsAccount, token));
    return state.chargesEnabled ? (state.stripeAccountId ?? undefined) : undefined;
  });
};
