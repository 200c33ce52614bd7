// Payments on Stripe Connect (issue 25, docs/payments.md): the photographer's connected account
// and the payment methods offered; the owner of each connected account (the webhook finds the
// photographer by the event's `account`); and each Stripe event applied, so a redelivery is
// applied once (kept 30 days by TTL, beyond Stripe's three days of retries).
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
