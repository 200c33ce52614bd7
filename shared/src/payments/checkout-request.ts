// What a feature asks the payments engine to charge (issue 25 points 2 to 4, docs/payments.md),
// and the methods offered by default. Here rather than in the payments routes' contracts
// (contracts/payments.ts re-exports them) so the gallery function, which opens the Checkout of
// the gallery extras, carries no other domain's contracts.
import * as z from 'zod';
import { PAYMENT_PURPOSE_KINDS } from './purpose-kinds.js';

/**
 * Bizum's cap on one payment is the client's bank's (commonly 1,000 € per operation, some banks
 * less): Bizum is offered only up to this amount. The default and the top of the range.
 */
export const BIZUM_MAX_DEFAULT_CENTS = 100_000;

/** The methods offered until the photographer chooses (`PaymentMethods` of contracts/payments.ts). */
export const DEFAULT_PAYMENT_METHODS: { card: boolean; bizum: boolean; bizumMaxCents: number; sepaDebit: boolean } = {
  card: true,
  bizum: true,
  bizumMaxCents: BIZUM_MAX_DEFAULT_CENTS,
  sepaDebit: false,
};

/** Stripe's minimum charge in euros is 0.50 €. */
export const CHECKOUT_MIN_CENTS = 50;

export const checkoutRequest = z
  .object({
    purpose: z.object({ kind: z.enum(PAYMENT_PURPOSE_KINDS), id: z.string().min(1).max(200) }).strict(),
    amountCents: z.number().int().positive(),
    /** The line the client reads on Stripe's page (the invoice's number, "Señal", "Fotos extra"). */
    description: z.string().trim().min(1).max(250),
    /** The client's language: Stripe's page and receipt follow it. */
    locale: z.enum(['es', 'en']),
    clientEmail: z.string().email().optional(),
    /** Where Stripe sends the client back; `{CHECKOUT_SESSION_ID}` is replaced by Stripe. */
    successUrl: z.string().url(),
    cancelUrl: z.string().url(),
  })
  .strict();
export type CheckoutRequest = z.infer<typeof checkoutRequest>;
