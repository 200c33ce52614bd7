// Payments on Stripe Connect (issue 25, docs/payments.md): the photographer's connected account
// and the payment methods offered; the owner of each connected account (the webhook finds the
// photographer by the event's `account`); and each Stripe event applied, so a redelivery is
// applied once (kept 30 days by TTL, beyond Stripe's three days of retries).
import { PAYMENT_PURPOSE_KINDS } from '@fotostudio/shared/payments/purpose-kinds';
import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

export const paymentsAccountEntity = () => new Entity({
  model: { entity: 'paymentsAccount', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    /** `acct_…`, set once when the account is created (never replaced). */
    stripeAccountId: { type: 'string' },
    accountType: { type: ['standard', 'express'] as const },
    // No defaults below: an upsert writes every default, so each write names what it sets (the
    // connection's state, or the methods) and the view fills what was never set (payments/views.ts).
    detailsSubmitted: { type: 'boolean' },
    chargesEnabled: { type: 'boolean' },
    payoutsEnabled: { type: 'boolean' },
    /** Stripe's `bizum_payments` capability is active (Checkout offers Bizum only then); absent before it was kept. */
    bizumActive: { type: 'boolean' },
    requirementsDue: { type: 'list', items: { type: 'string' } },
    /**
     * Unix seconds of what the stored state reflects: an event's `created`, or the time of a
     * read from Stripe. An `account.updated` no newer than this is ignored (out of order).
     */
    stateAsOf: { type: 'number' },
    card: { type: 'boolean' },
    bizum: { type: 'boolean' },
    bizumMaxCents: { type: 'number' },
    sepaDebit: { type: 'boolean' },
    ...timestamps,
  },
  indexes: {
    byPhotographer: {
      collection: 'payments',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type PaymentsAccountItem = EntityItem<ReturnType<typeof paymentsAccountEntity>>;

/** Whose connected account an `acct_…` is: the webhook's only way from an event to a tenant. */
export const stripeAccountOwnerEntity = () => new Entity({
  model: { entity: 'stripeAccountOwner', version: '1', service: 'fotostudio' },
  attributes: {
    stripeAccountId: { type: 'string', required: true, readOnly: true },
    photographerId: { type: 'string', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    byStripeAccount: {
      pk: { field: 'pk', composite: ['stripeAccountId'], casing: 'none' },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type StripeAccountOwnerItem = EntityItem<ReturnType<typeof stripeAccountOwnerEntity>>;

export const processedWebhookEventEntity = () => new Entity({
  model: { entity: 'processedWebhookEvent', version: '1', service: 'fotostudio' },
  attributes: {
    /** The provider, then its event id (`evt_…`). */
    provider: { type: ['stripe'] as const, required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true },
    /** The event's `created` (unix seconds). */
    created: { type: 'number', required: true },
    /** TTL: unix seconds. */
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byEvent: {
      pk: { field: 'pk', composite: ['provider', 'eventId'], casing: 'none' },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type ProcessedWebhookEventItem = EntityItem<ReturnType<typeof processedWebhookEventEntity>>;

/**
 * Where a payment stands: `open` (its Checkout Session can still be paid; a declined card keeps
 * it open), `processing` (SEPA Direct Debit submitted, settling), `paid`, `failed` (the debit
 * bounced), `expired` (the session expired unpaid). Refunds are counted apart (`refundedCents`).
 */
export const PAYMENT_STATES = ['open', 'processing', 'paid', 'failed', 'expired'] as const;

/**
 * One online payment (issue 25, docs/payments.md): a Checkout Session opened on the
 * photographer's connected account for a purpose, and what Stripe's events told of it.
 */
export const paymentEntity = () => new Entity({
  model: { entity: 'payment', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    paymentId: { type: 'string', required: true, readOnly: true },
    purposeKind: { type: PAYMENT_PURPOSE_KINDS, required: true, readOnly: true },
    purposeId: { type: 'string', required: true, readOnly: true },
    /** Integer cents, in `currency` (lower case, as Stripe names it). */
    amountCents: { type: 'number', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    stripeAccountId: { type: 'string', required: true, readOnly: true },
    /** The methods the Checkout Session offered (Stripe's names: card, bizum, sepa_debit). */
    methodsOffered: { type: 'list', items: { type: 'string' }, required: true },
    checkoutSessionId: { type: 'string' },
    /** Unix seconds at which the Checkout Session expires unpaid. */
    sessionExpiresAt: { type: 'number' },
    paymentIntentId: { type: 'string' },
    chargeId: { type: 'string' },
    /** The method the client paid with. */
    method: { type: 'string' },
    state: { type: PAYMENT_STATES, required: true },
    /** Unix seconds of the Stripe event that set `state`. */
    stateAsOf: { type: 'number' },
    paidAt: { type: 'number' },
    /** The last decline or failure Stripe told (`card_declined`, `payment_intent_authentication_failure`…). */
    lastFailureCode: { type: 'string' },
    /** Refunded so far (Stripe's `amount_refunded` of the charge, which only grows). */
    refundedCents: { type: 'number' },
    refunds: {
      type: 'list',
      items: { type: 'map', properties: { amountCents: { type: 'number', required: true }, eventId: { type: 'string', required: true }, at: { type: 'number', required: true } } },
    },
    /** Outcomes the purpose's handler has been told (`paid`, `failed`, `expired`, `refunded:<cents>`). */
    handled: { type: 'set', items: 'string' },
    ...timestamps,
  },
  indexes: {
    byPayment: {
      collection: 'payments',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['paymentId'] },
    },
  },
});

export type PaymentItem = EntityItem<ReturnType<typeof paymentEntity>>;
