// Checkout (issue 25, docs/payments.md): one function opens a Stripe Checkout Session on the
// photographer's connected account (a direct charge: the photographer is the merchant of
// record; no application fee) for an amount in integer cents and a purpose. The methods offered
// are the photographer's, filtered by the payment: Bizum only up to its configured maximum, SEPA
// Direct Debit never for what must be confirmed at once. The `payment` item is written before
// Stripe is asked, so an event never finds it missing; the session is created with an
// idempotency key of the payment, so a retried call never opens two.
//
// Its reads and writes are a parameter (`CheckoutStore`): the functions that run ElectroDB pass
// its store (checkout.ts: `openCheckout`), the gallery function, which never loads ElectroDB
// (docs/decisions/0001-plain-data-path.md), passes the same operations on the plain path
// (data/stores/gallery-holder.ts: the gallery extras, issue 25 point 4).
import { randomUUID } from 'node:crypto';
import { CHECKOUT_MIN_CENTS, checkoutRequest, DEFAULT_PAYMENT_METHODS, type CheckoutRequest } from '@fotostudio/shared/payments/checkout-request';
import type Stripe from 'stripe';
import type { PaymentItem, PaymentsAccountItem } from '../data/entities/payments.js';
import { DomainError } from '../lib/errors.js';
import { confirmedAtOnce, type PaymentPurposeKind } from './payment-purposes.js';
import { stripeClient, stripeUnavailable } from './stripe-client.js';

/** Stripe's names of the methods the photographer can offer. */
export type CheckoutMethod = 'card' | 'bizum' | 'sepa_debit';

/**
 * How long a session stays open: about 30 minutes while the client waits (Stripe refuses under
 * 30, so a minute of margin for the request's own time); just under a day (Stripe's maximum) for an invoice.
 */
const SESSION_LIFETIME_S: Record<PaymentPurposeKind, number> = { galleryExtras: 31 * 60, deposit: 31 * 60, invoice: 24 * 60 * 60 - 60 };

export interface OpenedCheckout {
  paymentId: string;
  checkoutSessionId: string;
  /** Stripe's hosted page: where the client is sent. */
  url: string;
  expiresAt: string;
  methods: CheckoutMethod[];
}

/** The methods offered for this payment: the photographer's choice, filtered by amount and purpose. */
export const methodsFor = (
  settings: { card?: boolean; bizum?: boolean; bizumMaxCents?: number; sepaDebit?: boolean },
  amountCents: number,
  kind: PaymentPurposeKind,
): CheckoutMethod[] => {
  const card = settings.card ?? DEFAULT_PAYMENT_METHODS.card;
  const bizum = settings.bizum ?? DEFAULT_PAYMENT_METHODS.bizum;
  const bizumMax = settings.bizumMaxCents ?? DEFAULT_PAYMENT_METHODS.bizumMaxCents;
  const sepa = settings.sepaDebit ?? DEFAULT_PAYMENT_METHODS.sepaDebit;
  return [
    ...(card ? (['card'] as const) : []),
    ...(bizum && amountCents <= bizumMax ? (['bizum'] as const) : []),
    ...(sepa && !confirmedAtOnce(kind) ? (['sepa_debit'] as const) : []),
  ];
};

export type NewPayment = Pick<PaymentItem, 'photographerId' | 'paymentId' | 'purposeKind' | 'purposeId' | 'amountCents' | 'currency' | 'stripeAccountId' | 'methodsOffered'>;

/** What opening a Checkout reads and writes: the payments account, and the `payment` item. */
export interface CheckoutStore {
  readPaymentsAccount: (photographerId: string) => Promise<PaymentsAccountItem | undefined>;
  /** Writes the payment `open`, with no refund yet; refused if it exists. */
  createPayment: (payment: NewPayment) => Promise<void>;
  recordPaymentSession: (photographerId: string, paymentId: string, checkoutSessionId: string, sessionExpiresAt: number) => Promise<void>;
  deletePayment: (photographerId: string, paymentId: string) => Promise<void>;
}

export type CheckoutRefusal = 'payments.amount_too_small' | 'payments.not_connected' | 'payments.charges_disabled' | 'payments.no_method_available';

export type CheckoutTerms =
  | { account: PaymentsAccountItem & { stripeAccountId: string }; methods: CheckoutMethod[]; refusal?: undefined }
  | { account?: PaymentsAccountItem; methods: []; refusal: CheckoutRefusal };

/**
 * Whether the photographer's account can take this payment, and by which methods: the one rule
 * `openCheckoutWith` applies and a page asks before it offers to pay ("Pagar ahora" shows only
 * when this has no refusal).
 */
export const checkoutTermsWith = async (
  readPaymentsAccount: CheckoutStore['readPaymentsAccount'],
  photographerId: string,
  amountCents: number,
  kind: PaymentPurposeKind,
): Promise<CheckoutTerms> => {
  if (amountCents < CHECKOUT_MIN_CENTS) return { methods: [], refusal: 'payments.amount_too_small' };
  return termsOfAccount(await readPaymentsAccount(photographerId), amountCents, kind);
};

/** `checkoutTermsWith` on an account already read (the account's view asks it too: `takesGalleryExtras`). */
export const termsOfAccount = (account: PaymentsAccountItem | undefined, amountCents: number, kind: PaymentPurposeKind): CheckoutTerms => {
  if (amountCents < CHECKOUT_MIN_CENTS) return { methods: [], refusal: 'payments.amount_too_small' };
  const stripeAccountId = account?.stripeAccountId;
  if (!account || !stripeAccountId) return { methods: [], refusal: 'payments.not_connected' };
  if (!account.chargesEnabled) return { account, methods: [], refusal: 'payments.charges_disabled' };
  const methods = methodsFor(account, amountCents, kind);
  if (methods.length === 0) return { account, methods: [], refusal: 'payments.no_method_available' };
  return { account: { ...account, stripeAccountId }, methods };
};

/** Opens a Checkout Session for the request, reading and writing through `store`. */
export const openCheckoutWith = async (
  { readPaymentsAccount, createPayment, recordPaymentSession, deletePayment }: CheckoutStore,
  photographerId: string,
  input: CheckoutRequest,
  now: Date = new Date(),
  /** The payment's id, when the caller must name it before the session exists (the gallery extras freeze the draft with it). */
  paymentId: string = randomUUID(),
): Promise<OpenedCheckout> => {
  const request = checkoutRequest.parse(input);
  const { account, methods, refusal } = await checkoutTermsWith(readPaymentsAccount, photographerId, request.amountCents, request.purpose.kind);
  if (refusal) throw new DomainError(refusal);
  const stripeAccount = account.stripeAccountId;

  const metadata = { paymentId, purposeKind: request.purpose.kind, purposeId: request.purpose.id };
  await createPayment({ photographerId, paymentId, purposeKind: request.purpose.kind, purposeId: request.purpose.id, amountCents: request.amountCents, currency: 'eur', stripeAccountId: stripeAccount, methodsOffered: methods });
  const expiresAt = Math.floor(now.getTime() / 1000) + SESSION_LIFETIME_S[request.purpose.kind];
  let session: Stripe.Checkout.Session;
  try {
    const stripe = await stripeClient();
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: request.amountCents, product_data: { name: request.description } } }],
        // The API version's filter of the eligible methods (`payment_method_types` is gone from the request).
        allowed_payment_method_types: methods,
        metadata,
        // The charge's events carry the payment intent: its metadata names the payment too.
        payment_intent_data: { metadata },
        client_reference_id: paymentId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: expiresAt,
        locale: request.locale,
        ...(request.clientEmail ? { customer_email: request.clientEmail } : {}),
      },
      { stripeAccount, idempotencyKey: `checkout-${paymentId}` },
    );
  } catch (error) {
    await deletePayment(photographerId, paymentId);
    if (error instanceof DomainError) throw error;
    throw stripeUnavailable(error);
  }
  if (!session.url) throw stripeUnavailable(new Error(`Checkout Session ${session.id} has no url`));
  await recordPaymentSession(photographerId, paymentId, session.id, session.expires_at);
  return { paymentId, checkoutSessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000).toISOString(), methods };
};
