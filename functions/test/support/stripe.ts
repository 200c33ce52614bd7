// Signing as Stripe signs, for tests of the signed-webhook caller kind: the SDK's own
// `webhooks.generateTestHeaderString` with the local Stripe's webhook secret (the stack's
// STRIPE_WEBHOOK_SECRET), and the local Stripe's control (infra/local/stripe/stripe-local.ts).
import { matchRoute } from '@fotostudio/shared/contracts/routes';
import Stripe from 'stripe';
import { inject } from 'vitest';
import type { ApiCall } from './api.js';

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
