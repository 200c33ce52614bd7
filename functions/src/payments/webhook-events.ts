// Stripe's events, after the signed-webhook caller kind verified them (issue 25 point 5,
// docs/payments.md): each applied once (its id recorded by a conditional put) and in any order
// (`account.updated` stored only when newer, by the event's `created`, than what is stored).
// An `account.updated` is one conditional transaction, done before answering; the events of
// later work (Checkout, refunds) that need more than a write will go to a queue from here.
import type { WebhookOutcome } from '@fotostudio/shared/contracts/payments';
import type Stripe from 'stripe';
import { applyAccountEvent, photographerOfStripeAccount, readPaymentsAccount, recordEventOnce, storeConnectStateIfNewer } from '../data/stores/payments.js';
import { logger } from '../lib/logger.js';
import { connectStateOf } from './connect.js';
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

export const applyStripeEvent = async (event: Stripe.Event, now: Date = new Date()): Promise<WebhookOutcome> => {
  switch (event.type) {
    case 'account.updated':
      return accountUpdated(event, now);
    default:
      // Subscribed to nothing else yet; recorded so a redelivery is told apart.
      return onceIgnored(event, now);
  }
};
