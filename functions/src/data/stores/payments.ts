// The payments domain's named store operations (docs/payments.md, docs/data.md): every
// conditional write of the payments account, its owner lookup and the processed webhook events.
import { isConditionalFailure } from '../condition-failure.js';
import { db, transact, writeItems } from '../database.js';
import type { PaymentItem, PaymentsAccountItem } from '../entities/payments.js';
import type { NewPayment } from '../../payments/checkout-session.js';
import { refusedAmong, type TransactionOutcome } from '../transaction.js';

/** How long an applied event id is remembered: well beyond Stripe's three days of retries. */
export const PROCESSED_EVENT_TTL_S = 30 * 86_400;

export interface ConnectState {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  bizumActive: boolean;
  requirementsDue: string[];
}
export interface MethodSettings {
  card: boolean;
  bizum: boolean;
  bizumMaxCents: number;
  sepaDebit: boolean;
}

export const readPaymentsAccount = async (photographerId: string): Promise<PaymentsAccountItem | undefined> =>
  (await db().entities.paymentsAccount.get({ photographerId }).go({ consistent: true })).data ?? undefined;

export const photographerOfStripeAccount = async (stripeAccountId: string): Promise<string | undefined> =>
  (await db().entities.stripeAccountOwner.get({ stripeAccountId }).go({ consistent: true })).data?.photographerId;

/**
 * Records the connected account created for the photographer, only if none is recorded yet
 * (so an account is created once); with its owner lookup, in one transaction. False when the
 * photographer already had one (a concurrent start won).
 */
export const recordConnectedAccount = async (photographerId: string, stripeAccountId: string, accountType: 'standard' | 'express'): Promise<boolean> => {
  const outcome = await transact(
    writeItems(({ paymentsAccount, stripeAccountOwner }) => [
      paymentsAccount
        .upsert({ photographerId, stripeAccountId, accountType, detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false, bizumActive: false, requirementsDue: [], stateAsOf: 0 })
        .where((attr, op) => op.notExists(attr.stripeAccountId))
        .commit(),
      stripeAccountOwner.put({ stripeAccountId, photographerId }).commit(),
    ]),
  );
  if (outcome.committed) return true;
  if (refusedAmong(outcome, 0, 1)) return false;
  throw new Error(`recording the connected account failed: ${outcome.codes.join(', ')}`);
};

/**
 * Stores the account's state as Stripe told it at `asOf` (unix seconds), only if newer than the
 * stored one; `orSameSecond` also over a state of the same second (a state read from Stripe
 * after an event of that second, which is at least as new).
 */
export const storeConnectStateIfNewer = async (
  photographerId: string,
  stripeAccountId: string,
  state: ConnectState,
  asOf: number,
  { orSameSecond = false }: { orSameSecond?: boolean } = {},
): Promise<boolean> => {
  const outcome = await transact([stateUpdate(photographerId, stripeAccountId, state, asOf, orSameSecond)]);
  return outcome.committed;
};

const stateUpdate = (photographerId: string, stripeAccountId: string, state: ConnectState, asOf: number, orSameSecond = false) =>
  writeItems(({ paymentsAccount }) => [
    paymentsAccount
      .patch({ photographerId })
      .set({ ...state, stateAsOf: asOf })
      .where((attr, op) => `${op.eq(attr.stripeAccountId, stripeAccountId)} AND ${orSameSecond ? op.lte(attr.stateAsOf, asOf) : op.lt(attr.stateAsOf, asOf)}`)
      .commit(),
  ])[0] as Parameters<typeof transact>[0][number];

/**
 * Applies an `account.updated` event in one transaction: the event id recorded only if not
 * seen before (each event applied once) and the state stored only if the event is newer than
 * what is stored (out of order). `duplicate`: the event was applied before; `stale`: an event
 * newer than it was applied first (its id is then recorded, so a replay stays a duplicate).
 */
export const applyAccountEvent = async (
  event: { id: string; type: string; created: number },
  photographerId: string,
  stripeAccountId: string,
  state: ConnectState,
  now: Date = new Date(),
): Promise<'applied' | 'duplicate' | 'stale'> => {
  const processed = writeItems(({ processedWebhookEvent }) => [
    processedWebhookEvent
      .create({ provider: 'stripe', eventId: event.id, type: event.type, created: event.created, expiresAt: Math.floor(now.getTime() / 1000) + PROCESSED_EVENT_TTL_S })
      .commit(),
  ])[0] as Parameters<typeof transact>[0][number];
  const outcome: TransactionOutcome = await transact([processed, stateUpdate(photographerId, stripeAccountId, state, event.created)]);
  if (outcome.committed) return 'applied';
  if (refusedAmong(outcome, 0, 1)) return 'duplicate';
  if (refusedAmong(outcome, 1, 2)) {
    // Older than the stored state: remember the id alone, so its redelivery is told a duplicate.
    const alone = await transact([processed]);
    return alone.committed || refusedAmong(alone, 0, 1) ? 'stale' : Promise.reject(new Error(`recording event ${event.id} failed`));
  }
  throw new Error(`applying event ${event.id} failed: ${outcome.codes.join(', ')}`);
};

/** Records an event of a kind the app does not act on yet, once; false when seen before. */
export const recordEventOnce = async (event: { id: string; type: string; created: number }, now: Date = new Date()): Promise<boolean> => {
  const outcome = await transact(
    writeItems(({ processedWebhookEvent }) => [
      processedWebhookEvent
        .create({ provider: 'stripe', eventId: event.id, type: event.type, created: event.created, expiresAt: Math.floor(now.getTime() / 1000) + PROCESSED_EVENT_TTL_S })
        .commit(),
    ]),
  );
  if (outcome.committed) return true;
  if (refusedAmong(outcome, 0, 1)) return false;
  throw new Error(`recording event ${event.id} failed: ${outcome.codes.join(', ')}`);
};

/** The payment methods offered; creates the item when the photographer has not connected yet. */
export const storePaymentMethods = async (photographerId: string, methods: MethodSettings): Promise<PaymentsAccountItem> => {
  const { data } = await db().entities.paymentsAccount.upsert({ photographerId, ...methods }).go({ response: 'all_new' });
  return data as PaymentsAccountItem;
};

/** Forgets an event id recorded by `recordEventOnce` whose work could not be queued, so Stripe's retry is applied. */
export const forgetEvent = async (eventId: string): Promise<void> => {
  await db().entities.processedWebhookEvent.delete({ provider: 'stripe', eventId }).go();
};

// ---- Payments (Checkout): one item per Checkout Session opened, in the photographer's partition ----

export type { NewPayment };
export type PaymentState = PaymentItem['state'];

export const createPayment = async (payment: NewPayment): Promise<void> => {
  await db().entities.payment.create({ ...payment, state: 'open', refundedCents: 0, refunds: [] }).go();
};

/** The Checkout Session opened for the payment (once Stripe answered). */
export const recordPaymentSession = async (photographerId: string, paymentId: string, checkoutSessionId: string, sessionExpiresAt: number): Promise<void> => {
  await db().entities.payment.patch({ photographerId, paymentId }).set({ checkoutSessionId, sessionExpiresAt }).go();
};

/** A payment whose Checkout Session Stripe never created. */
export const deletePayment = async (photographerId: string, paymentId: string): Promise<void> => {
  await db().entities.payment.delete({ photographerId, paymentId }).go();
};

export const readPayment = async (photographerId: string, paymentId: string): Promise<PaymentItem | undefined> =>
  (await db().entities.payment.get({ photographerId, paymentId }).go({ consistent: true })).data ?? undefined;

export const listPayments = async (photographerId: string): Promise<PaymentItem[]> =>
  (await db().entities.payment.query.byPayment({ photographerId }).go({ pages: 'all' })).data;

type PaymentFields = Partial<Pick<PaymentItem, 'paymentIntentId' | 'chargeId' | 'method' | 'paidAt' | 'lastFailureCode' | 'stateAsOf'>>;

/**
 * Moves the payment to `to` only from one of `from` (the order Stripe's events can arrive in
 * does not matter: `paid` is never left, `expired` and `failed` never follow `paid`); false when
 * the payment was elsewhere (a replay, or an event overtaken by a later one).
 */
export const movePayment = async (photographerId: string, paymentId: string, to: PaymentState, from: readonly PaymentState[], fields: PaymentFields = {}): Promise<boolean> => {
  try {
    await db()
      .entities.payment.patch({ photographerId, paymentId })
      .set({ ...fields, state: to })
      .where((attr, op) => from.map((state) => op.eq(attr.state, state)).join(' OR '))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

/** Facts that do not move the state (the charge, the method, the last decline), written as told. */
export const notePayment = async (photographerId: string, paymentId: string, fields: PaymentFields): Promise<void> => {
  await db().entities.payment.patch({ photographerId, paymentId }).set(fields).go();
};

/**
 * Raises the refunded amount to Stripe's `amount_refunded` (which only grows), only if it is
 * higher than the stored one; false for a replay or an older event.
 */
export const raiseRefunded = async (photographerId: string, paymentId: string, refundedCents: number, refund: { amountCents: number; eventId: string; at: number }): Promise<boolean> => {
  try {
    await db()
      .entities.payment.patch({ photographerId, paymentId })
      .set({ refundedCents })
      .append({ refunds: [refund] })
      .where((attr, op) => op.lt(attr.refundedCents, refundedCents))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

/** Marks an outcome as told to the purpose's handler. */
export const markPaymentHandled = async (photographerId: string, paymentId: string, outcome: string): Promise<void> => {
  await db().entities.payment.patch({ photographerId, paymentId }).add({ handled: [outcome] }).go();
};
