import { stripeWebhook } from '@fotostudio/shared/contracts/payments';
import { applyStripeEvent } from '../../payments/webhook-events.js';
import { stripeWebhookRoute } from './signed-webhook-route.js';

export const webhookHandlers = [
  stripeWebhookRoute(stripeWebhook, async ({ stripeEvent }) => ({ received: true as const, outcome: await applyStripeEvent(stripeEvent) })),
];
