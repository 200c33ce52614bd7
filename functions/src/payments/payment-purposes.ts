// What a payment is for, and who acts on its outcome (issue 25, docs/payments.md). The payments
// engine knows no invoice, deposit or gallery: the feature that owns a purpose registers its
// handlers here (from a module the payment-events function imports), and the events' consumer
// (payments/payment-events.ts) calls them. A handler is called at least once per outcome (a
// message retried after it failed calls it again), so it must be idempotent: it receives the
// payment, whose `paymentId` names the outcome. An outcome of a purpose nobody registered is
// recorded on the payment and logged.
import type { PAYMENT_PURPOSE_KINDS } from '@fotostudio/shared/payments/purpose-kinds';
import type { PaymentItem } from '../data/entities/payments.js';

export type PaymentPurposeKind = (typeof PAYMENT_PURPOSE_KINDS)[number];
export interface PaymentPurpose {
  kind: PaymentPurposeKind;
  /** The invoice's, deposit's or selection's id in its feature. */
  id: string;
}

export interface PurposeHandlers {
  /** Paid in full (card, Bizum, or a SEPA debit that settled). */
  onPaid?: (payment: PaymentItem) => Promise<void>;
  /** A SEPA debit that bounced after the session completed. */
  onFailed?: (payment: PaymentItem) => Promise<void>;
  /** The Checkout Session expired unpaid (the client left): a frozen draft may be released. */
  onExpired?: (payment: PaymentItem) => Promise<void>;
  /** Refunded in Stripe: `refundedCents` is the total refunded so far. */
  onRefunded?: (payment: PaymentItem, refund: { refundedCents: number; amountCents: number }) => Promise<void>;
}

const registry = new Map<PaymentPurposeKind, PurposeHandlers>();

/** Registers the handlers of a purpose; once per kind. */
export const register = (kind: PaymentPurposeKind, handlers: PurposeHandlers): void => {
  if (registry.has(kind)) throw new Error(`the payment purpose ${kind} is registered twice`);
  registry.set(kind, handlers);
};

export const handlersOf = (kind: PaymentPurposeKind): PurposeHandlers | undefined => registry.get(kind);

/** For tests that register handlers of their own. */
export const unregister = (kind: PaymentPurposeKind): void => {
  registry.delete(kind);
};

/**
 * Whether a purpose must be confirmed at once (the client waits for it: gallery extras, a deposit
 * that books a date): SEPA Direct Debit, which settles days later, is then never offered.
 */
export const confirmedAtOnce = (kind: PaymentPurposeKind): boolean => kind !== 'invoice';
