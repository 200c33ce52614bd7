// Stripe's events, after the signed-webhook caller kind verified them (issue 25 point 5,
// docs/payments.md): each applied once (its id recorded by a conditional put) and in any order
// (`account.updated` stored only when newer, by the event's `created`, than what is stored).
// An `account.updated` is one conditional transaction, done before answering. Checkout's,
// payment intents' and refunds' events need more (the payment, then the purpose's handler: an
// invoice, a mail): their id is recorded once, the work is put on the payment-events queue
// (SQS FIFO, one group per connected account, deduplicated by event id) and the answer is
// `queued` at once; payments/payment-events.ts applies them.
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { WebhookOutcome } from '@fotostudio/shared/contracts/payments';
import type Stripe from 'stripe';
import { applyAccountEvent, forgetEvent, photographerOfStripeAccount, readPaymentsAccount, recordEventOnce, storeConnectStateIfNewer } from '../data/stores/payments.js';
import { sqsClient } from '../lib/aws-clients.js';
import { paymentEventsConfig } from '../lib/config.js';
import { logger } from '../lib/logger.js';
import { connectStateOf } from './connect.js';
import { isQueuedEvent, type PaymentEventMessage } from './payment-events.js';
import { stripeClient } from './stripe-client.js';


/** What became of an event never seen before, or `duplicate`. */
const onceIgnored = async (event: Stripe.Event, now: Date): Promise<WebhookOutcome> => ((await recordEventOnce(event, now)) ? 'ignored' : 'duplicate');

const accountUpdated = async (event: Stripe.AccountUpdatedEvent, now: Date): Promise<WebhookOutcome> => {
  const account = event.data.object;
  const photographerId = await photographerOfStripeAccount(account.id);
  if (!photographerId) {
    // Not an account this platform recorded (another environment's, or one never finished).
    logger.warn('stripe event for an unknown account', { eventId: event.id, account: account.id });
    return onceIgnored(event, now);
  }
  const outcome = await applyAccountEvent(event, photographerId, account.id, connectStateOf(account), now);
  if (outcome === 'stale' && (await readPaymentsAccount(photographerId))?.stateAsOf === event.created) {
    // Events are dated in whole seconds: two of the same second cannot be ordered by it. The
    // account read from Stripe now is at least as new as both, so that is what is stored.
    const current = await (await stripeClient()).accounts.retrieve(account.id);
    await storeConnectStateIfNewer(photographerId, account.id, connectStateOf(current), event.created, { orSameSecond: true });
    return 'applied';
  }
  if (outcome !== 'applied') logger.info('stripe event not applied', { eventId: event.id, outcome });
  return outcome;
};

/** Puts a verified event on the payment-events queue. */
export const queuePaymentEvent = async (message: PaymentEventMessage): Promise<void> => {
  const { PAYMENT_EVENTS_QUEUE_URL } = paymentEventsConfig();
  if (!PAYMENT_EVENTS_QUEUE_URL) throw new Error('PAYMENT_EVENTS_QUEUE_URL is not set: payment events cannot be queued');
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: PAYMENT_EVENTS_QUEUE_URL,
      MessageBody: JSON.stringify(message),
      MessageGroupId: message.event.account,
      MessageDeduplicationId: message.event.id,
    }),
  );
};

/**
 * A Checkout, payment or refund event: for the tenant that owns its account only (never from
 * metadata), recorded once, then queued. If the queue refuses it, the record is forgotten and the
 * error answered, so Stripe's retry queues it.
 */
const queued = async (event: Stripe.Event, now: Date): Promise<WebhookOutcome> => {
  const account = event.account;
  const photographerId = account ? await photographerOfStripeAccount(account) : undefined;
  if (!account || !photographerId) {
    logger.warn('stripe event for an unknown account', { eventId: event.id, account });
    return onceIgnored(event, now);
  }
  if (!(await recordEventOnce(event, now))) return 'duplicate';
  try {
    await queuePaymentEvent({ photographerId, event: event as unknown as PaymentEventMessage['event'] });
  } catch (error) {
    await forgetEvent(event.id);
    throw error;
  }
  return 'queued';
};

export const applyStripeEvent = async (event: Stripe.Event, now: Date = new Date()): Promise<WebhookOutcome> => {
  if (isQueuedEvent(event.type)) return queued(event, now);
  switch (event.type) {
    case 'account.updated':
      return accountUpdated(event, now);
    default:
      // Subscribed to nothing else yet; recorded so a redelivery is told apart.
      return onceIgnored(event, now);
  }
};
