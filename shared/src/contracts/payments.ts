// Payments on Stripe Connect (issue 25): the photographer's connected Stripe account (direct
// charges on it; the photographer is the merchant of record), the payment methods offered, and
// Stripe's signed webhook. Amounts are integer cents. No key or secret is ever in an answer.
import * as z from 'zod';
import { PAYMENT_PURPOSE_KINDS } from '../payments/purpose-kinds.js';
import { defineRoute } from './route.js';

/** The Connect account types the onboarding creates: Stripe-hosted dashboards, no platform liability for KYC. */
export const STRIPE_ACCOUNT_TYPES = ['standard', 'express'] as const;
export type StripeAccountType = (typeof STRIPE_ACCOUNT_TYPES)[number];

/**
 * Where the connected account stands: none yet, details still missing (Stripe's requirements
 * currently due), charges enabled but payouts not yet, or both enabled.
 */
export const CONNECT_STATES = ['not_connected', 'details_missing', 'charges_enabled', 'payouts_enabled'] as const;
export type ConnectState = (typeof CONNECT_STATES)[number];

/** The top of the range of the Bizum maximum (checkout-request.ts: Bizum's cap is the client's bank's). */
export const BIZUM_MAX_LIMIT_CENTS = 100_000;

export const paymentMethods = z
  .object({
    /** Card, with Apple Pay and Google Pay (wallets ride on the card method in Checkout). */
    card: z.boolean(),
    /** Bizum (Spain, EUR), hidden above `bizumMaxCents`. */
    bizum: z.boolean(),
    bizumMaxCents: z.number().int().min(100).max(BIZUM_MAX_LIMIT_CENTS),
    /** SEPA Direct Debit: settles days later, so never offered for what must be confirmed at once. */
    sepaDebit: z.boolean(),
  })
  .strict();
export type PaymentMethods = z.infer<typeof paymentMethods>;


export const paymentsAccount = z.object({
  state: z.enum(CONNECT_STATES),
  /** The connected account's id (`acct_…`): not a secret, shown so support can find it. */
  stripeAccountId: z.string().nullable(),
  accountType: z.enum(STRIPE_ACCOUNT_TYPES).nullable(),
  detailsSubmitted: z.boolean(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** Stripe has activated Bizum on the account (its `bizum_payments` capability): until then Checkout does not offer it. */
  bizumActive: z.boolean(),
  /** Stripe's requirements currently due (field names such as `external_account`). */
  requirementsDue: z.array(z.string()),
  methods: paymentMethods,
  /** When the state was last told by Stripe (ISO), null before the first time. */
  stateAsOf: z.string().nullable(),
  /** Checkout can take a payment confirmed at once (checkoutTerms): the package form offers "the client pays the extras in the gallery". */
  takesGalleryExtras: z.boolean(),
});
export type PaymentsAccount = z.infer<typeof paymentsAccount>;

export const getPaymentsAccount = defineRoute({
  id: 'payments.getAccount',
  domain: 'payments',
  method: 'GET',
  path: '/api/payments/account',
  auth: 'photographer',
  response: paymentsAccount,
});

export const startOnboarding = defineRoute({
  id: 'payments.startOnboarding',
  domain: 'payments',
  method: 'POST',
  path: '/api/payments/account/onboarding',
  auth: 'photographer',
  body: z.object({ accountType: z.enum(STRIPE_ACCOUNT_TYPES).default('standard') }).strict(),
  response: z.object({ url: z.string().url(), expiresAt: z.string() }),
});

export const refreshPaymentsAccount = defineRoute({
  id: 'payments.refreshAccount',
  domain: 'payments',
  method: 'POST',
  path: '/api/payments/account/refresh',
  auth: 'photographer',
  response: paymentsAccount,
});

export const updatePaymentMethods = defineRoute({
  id: 'payments.updateMethods',
  domain: 'payments',
  method: 'PUT',
  path: '/api/payments/methods',
  auth: 'photographer',
  body: paymentMethods,
  response: paymentsAccount,
});

/**
 * What the route's contract checks of an event, after its signature was verified with the
 * SDK: Stripe's Event envelope (the rest is read by the event's own handler).
 */
export const stripeEventEnvelope = z
  .object({
    id: z.string().regex(/^evt_\w+$/),
    object: z.literal('event'),
    type: z.string().min(1),
    created: z.number().int().positive(),
    account: z.string().optional(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }).passthrough(),
  })
  .passthrough();

/**
 * What became of an event: `applied`; `duplicate` (its id was applied before: a redelivery);
 * `stale` (an event newer than it was applied first); `ignored` (a kind or an account the app
 * does not act on); `queued` (a Checkout, payment or refund event, put on the payment-events
 * queue to be applied).
 */
export const WEBHOOK_OUTCOMES = ['applied', 'duplicate', 'stale', 'ignored', 'queued'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export const stripeWebhook = defineRoute({
  id: 'payments.stripeWebhook',
  domain: 'payments',
  method: 'POST',
  path: '/api/payments/webhooks/stripe',
  auth: 'signedWebhook',
  body: stripeEventEnvelope,
  response: z.object({ received: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) }),
});

/**
 * Back from Stripe's page to the gallery (issue 25 point 4): the gallery's link key and the
 * Checkout Session id Stripe put in the success URL. The server reads the session from Stripe
 * and applies it as its webhook would (whichever comes first confirms the selection).
 */
export const galleryExtrasReturn = defineRoute({
  id: 'payments.galleryExtrasReturn',
  domain: 'payments',
  method: 'POST',
  path: '/api/payments/gallery-extras/return',
  auth: 'public',
  body: z.object({ linkKey: z.string().min(10).max(200), checkoutSessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/) }).strict(),
  response: z.object({ state: z.enum(['open', 'processing', 'paid', 'failed', 'expired']), confirmed: z.boolean() }),
});

// ---- Checkout (issue 25 points 2 to 4): what a feature asks the payments engine to charge ----

export { PAYMENT_PURPOSE_KINDS };
// The request and the defaults live beside the purposes (shared/src/payments), so the gallery
// function opens a Checkout without carrying the payments routes' contracts.
export { BIZUM_MAX_DEFAULT_CENTS, CHECKOUT_MIN_CENTS, checkoutRequest, DEFAULT_PAYMENT_METHODS, type CheckoutRequest } from '../payments/checkout-request.js';
