// Stripe's Checkout, payment and refund events, after the webhook verified them, recorded their
// ids once and queued them (payments/webhook-events.ts): applied to the `payment` item here, by
// the payment-events function (SQS FIFO, one message group per connected account). Each update
// is conditional on where the payment stands, so a replayed event changes nothing and events
// apply in any order: `paid` is never left (a completed delivered after an expired still
// records the money taken), a refund raises `refundedCents` to Stripe's cumulative
// `amount_refunded` only when higher (a refund delivered before the completion counts, and marks
// the payment paid: a refunded charge was paid). Then the purpose's handler is told each outcome
// not told yet (payment-purposes.ts).
import type Stripe from 'stripe';
import * as z from 'zod';
import type { PaymentItem } from '../data/entities/payments.js';
import { markPaymentHandled, movePayment, notePayment, raiseRefunded, readPayment } from '../data/stores/payments.js';
import { logger } from '../lib/logger.js';
import { handlersOf, type PurposeHandlers } from './payment-purposes.js';
import { stripeClient } from './stripe-client.js';

/** The event types the queue carries; `account.updated` is applied by the webhook itself. */
export const QUEUED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
] as const;
export type QueuedEventType = (typeof QUEUED_EVENT_TYPES)[number];
export const isQueuedEvent = (type: string): type is QueuedEventType => (QUEUED_EVENT_TYPES as readonly string[]).includes(type);

/** A queued message: the tenant the webhook found by the event's account, and the verified event. */
export const paymentEventMessage = z.object({
  photographerId: z.string().min(1),
  event: z.object({ id: z.string(), type: z.string(), created: z.number(), account: z.string(), data: z.object({ object: z.record(z.string(), z.unknown()) }) }).passthrough(),
});
export type PaymentEventMessage = z.infer<typeof paymentEventMessage>;

export type PaymentEventOutcome = 'applied' | 'unchanged' | 'unknown_payment';

/** The payment the object names (the session's or the payment intent's metadata). */
const paymentIdOf = (object: { metadata?: Stripe.Metadata | null }): string | undefined => object.metadata?.paymentId ?? undefined;

/**
 * The method an intent was paid with. Its `payment_method_types` are every type the session
 * offered (card and Bizum alike), so only one of them says it; else its latest charge's
 * `payment_method_details` does, read on the connected account.
 */
const methodOf = async (intent: Stripe.PaymentIntent, stripeAccount: string): Promise<string | undefined> => {
  if (intent.payment_method_types.length === 1) return intent.payment_method_types[0];
  const charge = intent.latest_charge;
  if (!charge) return undefined;
  if (typeof charge !== 'string') return charge.payment_method_details?.type;
  return (await (await stripeClient()).charges.retrieve(charge, {}, { stripeAccount })).payment_method_details?.type;
};

/**
 * The method a paid payment was paid with, for its purpose's handler: as `payment_intent.succeeded`
 * told it, else (the session's completion applied first) read from its payment intent on the
 * connected account, as the consumer reads it from the event.
 */
export const paidMethodOf = async (payment: PaymentItem): Promise<string | undefined> => {
  if (payment.method) return payment.method;
  if (!payment.paymentIntentId) return undefined;
  const intent = await (await stripeClient()).paymentIntents.retrieve(payment.paymentIntentId, {}, { stripeAccount: payment.stripeAccountId });
  return methodOf(intent, payment.stripeAccountId);
};

/** The outcomes a payment has reached, each with the handler that is told it (if the purpose registered one). */
interface Outcome {
  outcome: string;
  tell: (handlers: PurposeHandlers) => Promise<void> | undefined;
}
const outcomesOf = (payment: PaymentItem): Outcome[] => {
  const outcomes: Outcome[] = [];
  if (payment.state === 'paid') outcomes.push({ outcome: 'paid', tell: (handlers) => handlers.onPaid?.(payment) });
  if (payment.state === 'failed') outcomes.push({ outcome: 'failed', tell: (handlers) => handlers.onFailed?.(payment) });
  if (payment.state === 'expired') outcomes.push({ outcome: 'expired', tell: (handlers) => handlers.onExpired?.(payment) });
  const refundedCents = payment.refundedCents ?? 0;
  if (refundedCents > 0) {
    const amountCents = payment.refunds?.at(-1)?.amountCents ?? refundedCents;
    outcomes.push({ outcome: `refunded:${refundedCents}`, tell: (handlers) => handlers.onRefunded?.(payment, { refundedCents, amountCents }) });
  }
  return outcomes;
};

/** Tells the purpose's handler every outcome of the payment it has not been told. */
const tellPurpose = async (payment: PaymentItem): Promise<void> => {
  const handlers = handlersOf(payment.purposeKind);
  const told = new Set(payment.handled ?? []);
  for (const { outcome, tell } of outcomesOf(payment)) {
    if (told.has(outcome)) continue;
    const telling = handlers ? tell(handlers) : undefined;
    if (!telling) {
      // Recorded on the payment; the feature that owns the purpose acts on it once it registers.
      logger.warn('payments: no handler for the outcome of this purpose', { paymentId: payment.paymentId, purposeKind: payment.purposeKind, outcome });
      continue;
    }
    await telling;
    await markPaymentHandled(payment.photographerId, payment.paymentId, outcome);
  }
};

const paid = (photographerId: string, paymentId: string, event: { created: number }, fields: Parameters<typeof movePayment>[4] = {}) =>
  movePayment(photographerId, paymentId, 'paid', ['open', 'processing', 'failed', 'expired'], { ...fields, paidAt: event.created, stateAsOf: event.created });

const applySession = async (photographerId: string, paymentId: string, type: QueuedEventType, session: Stripe.Checkout.Session, created: number): Promise<boolean> => {
  const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  const facts = intentId ? { paymentIntentId: intentId } : {};
  switch (type) {
    case 'checkout.session.completed':
      // Card and Bizum complete paid; SEPA Direct Debit completes unpaid and settles later.
      return session.payment_status === 'paid'
        ? paid(photographerId, paymentId, { created }, facts)
        : movePayment(photographerId, paymentId, 'processing', ['open', 'expired'], { ...facts, stateAsOf: created });
    case 'checkout.session.async_payment_succeeded':
      return paid(photographerId, paymentId, { created }, facts);
    case 'checkout.session.async_payment_failed':
      return movePayment(photographerId, paymentId, 'failed', ['open', 'processing'], { ...facts, stateAsOf: created });
    case 'checkout.session.expired':
      return movePayment(photographerId, paymentId, 'expired', ['open'], { stateAsOf: created });
    default:
      return false;
  }
};

const applyIntent = async (photographerId: string, paymentId: string, type: QueuedEventType, intent: Stripe.PaymentIntent, created: number, stripeAccount: string): Promise<boolean> => {
  const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
  const method = type === 'payment_intent.succeeded' ? await methodOf(intent, stripeAccount) : intent.last_payment_error?.payment_method_type;
  const facts = { paymentIntentId: intent.id, ...(charge ? { chargeId: charge } : {}), ...(method ? { method } : {}) };
  if (type === 'payment_intent.succeeded') {
    const moved = await paid(photographerId, paymentId, { created }, facts);
    // Already paid (by the session's event): the charge and the method are still worth keeping.
    if (!moved) await notePayment(photographerId, paymentId, facts);
    return moved;
  }
  // A decline or a failed 3-D Secure: the session stays open for another try; the reason is
  // kept while it is open (a decline told after the payment succeeded changes nothing).
  return movePayment(photographerId, paymentId, 'open', ['open'], { ...facts, lastFailureCode: intent.last_payment_error?.code ?? 'payment_failed' });
};

const applyRefund = async (photographerId: string, paymentId: string, charge: Stripe.Charge, event: { id: string; created: number }, refundedBefore: number): Promise<boolean> => {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  const facts = { chargeId: charge.id, ...(intentId ? { paymentIntentId: intentId } : {}), method: charge.payment_method_details?.type };
  // Told before the completion: a charge that is refunded was paid.
  const movedPaid = await paid(photographerId, paymentId, { created: charge.created }, facts);
  const raised = await raiseRefunded(photographerId, paymentId, charge.amount_refunded, { amountCents: charge.amount_refunded - refundedBefore, eventId: event.id, at: event.created });
  return movedPaid || raised;
};

/** The payment a charge belongs to: its payment intent's metadata, read from Stripe on the connected account. */
const paymentIdOfCharge = async (charge: Stripe.Charge, stripeAccount: string): Promise<string | undefined> => {
  const intent = charge.payment_intent;
  if (!intent) return undefined;
  if (typeof intent !== 'string') return paymentIdOf(intent);
  return paymentIdOf(await (await stripeClient()).paymentIntents.retrieve(intent, {}, { stripeAccount }));
};

/**
 * Applies one queued event to its payment. `unknown_payment`: the event names no payment of
 * this photographer (a session opened elsewhere on the same Stripe account): logged, nothing
 * written. Throws what should be retried (the queue delivers the message again).
 */
export const applyPaymentEvent = async ({ photographerId, event }: PaymentEventMessage): Promise<PaymentEventOutcome> => {
  const type = event.type;
  if (!isQueuedEvent(type)) return 'unchanged';
  const object = event.data.object as unknown;
  const paymentId = type.startsWith('charge.')
    ? await paymentIdOfCharge(object as Stripe.Charge, event.account)
    : paymentIdOf(object as { metadata?: Stripe.Metadata | null });
  const payment = paymentId ? await readPayment(photographerId, paymentId) : undefined;
  if (!paymentId || !payment) {
    logger.warn('payments: an event for no payment of this photographer', { eventId: event.id, type, paymentId });
    return 'unknown_payment';
  }
  // Only the account the payment was opened on speaks for it.
  if (payment.stripeAccountId !== event.account) {
    logger.warn('payments: an event from another account than the payment was opened on', { eventId: event.id, paymentId });
    return 'unknown_payment';
  }
  let changed: boolean;
  if (type.startsWith('checkout.session.')) changed = await applySession(photographerId, paymentId, type, object as Stripe.Checkout.Session, event.created);
  else if (type.startsWith('payment_intent.')) changed = await applyIntent(photographerId, paymentId, type, object as Stripe.PaymentIntent, event.created, event.account);
  else changed = await applyRefund(photographerId, paymentId, object as Stripe.Charge, event, payment.refundedCents ?? 0);
  const now = await readPayment(photographerId, paymentId);
  if (now) await tellPurpose(now);
  return changed ? 'applied' : 'unchanged';
};

/**
 * Applies a Checkout Session read from Stripe (not told by an event: the gallery's return from
 * Checkout, payments/gallery-extras-return.ts) as its event would, under the same conditions, then
 * tells the purpose what it has not been told. Whichever of this and the webhook comes first moves
 * the payment; the other changes nothing. Answers the payment as it stands after.
 */
export const applyReadSession = async (
  payment: PaymentItem,
  session: Stripe.Checkout.Session,
  nowS: number,
  /** `tell: false`: the caller acts on the outcome itself and leaves the purpose to the events (the gallery's return). */
  { tell = true }: { tell?: boolean } = {},
): Promise<PaymentItem | undefined> => {
  if (session.metadata?.paymentId !== payment.paymentId) throw new Error(`Checkout Session ${session.id} is not payment ${payment.paymentId}'s`);
  if (session.status === 'complete') await applySession(payment.photographerId, payment.paymentId, 'checkout.session.completed', session, nowS);
  else if (session.status === 'expired') await applySession(payment.photographerId, payment.paymentId, 'checkout.session.expired', session, nowS);
  const now = await readPayment(payment.photographerId, payment.paymentId);
  if (now && tell) await tellPurpose(now);
  return now;
};
