// The "signed webhook" caller kind, a preset of the one route factory: a provider's event whose
// signature verifies with the endpoint's secret. For Stripe, `Stripe-Signature` is checked by the
// SDK's own `webhooks.constructEvent` over the raw body (HMAC-SHA256 of `<t>.<payload>`, with its
// five-minute tolerance) before the body is parsed by the contract; a request without a
// signature, with a wrong one or a stale one is refused with payments.webhook_signature_invalid.
import type { AnyRoute, RouteResponse } from '@fotostudio/shared/contracts/route';
import type Stripe from 'stripe';
import { DomainError } from '../../lib/errors.js';
import { routeFor, type RouteHandler, type RouteInput } from '../../lib/http/route-handlers.js';
import type { HttpEvent } from '../../lib/http/types.js';
import { stripeClient, stripeWebhookSecret } from '../../payments/stripe-client.js';

const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** The body exactly as the provider sent it: the signature covers these bytes. */
const rawBodyOf = (event: HttpEvent): string => (event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? ''));

const stripeEventRoute = routeFor<{ stripeEvent: Stripe.Event }>({
  auth: 'signedWebhook',
  check: (route) => {
    if (route.method !== 'POST') throw new Error(`${route.id} is a signed-webhook route that is not a POST`);
  },
  resolve: async (_route, event) => {
    const signature = event.headers[STRIPE_SIGNATURE_HEADER];
    if (!signature) throw new DomainError('payments.webhook_signature_invalid');
    const [stripe, secret] = await Promise.all([stripeClient(), stripeWebhookSecret()]);
    try {
      return { stripeEvent: stripe.webhooks.constructEvent(rawBodyOf(event), signature, secret) };
    } catch (cause) {
      throw new DomainError('payments.webhook_signature_invalid', { cause });
    }
  },
});

/** A route for Stripe's signed events; the use case receives the event the SDK verified. */
export const stripeWebhookRoute = <R extends AnyRoute>(
  route: R,
  useCase: (input: RouteInput<R> & { stripeEvent: Stripe.Event }) => Promise<RouteResponse<R>>,
): RouteHandler => stripeEventRoute(route, useCase);
