// `openCheckout`: the Checkout engine (checkout-session.ts) on ElectroDB's store, for the
// functions that run ElectroDB (the payments function, invoices, deposits, the tests).
import type { CheckoutRequest } from '@fotostudio/shared/contracts/payments';
import { createPayment, deletePayment, readPaymentsAccount, recordPaymentSession } from '../data/stores/payments.js';
import type { PaymentPurposeKind } from './payment-purposes.js';
import { checkoutTermsWith, openCheckoutWith, type CheckoutTerms, type OpenedCheckout } from './checkout-session.js';

export { methodsFor, type CheckoutMethod, type CheckoutRefusal, type CheckoutTerms, type OpenedCheckout } from './checkout-session.js';

/** `checkoutTermsWith` on ElectroDB's store: whether the photographer can take this payment now. */
export const checkoutTerms = (photographerId: string, amountCents: number, kind: PaymentPurposeKind): Promise<CheckoutTerms> =>
  checkoutTermsWith(readPaymentsAccount, photographerId, amountCents, kind);

export const openCheckout = (photographerId: string, input: CheckoutRequest, now: Date = new Date()): Promise<OpenedCheckout> =>
  openCheckoutWith({ readPaymentsAccount, createPayment, recordPaymentSession, deletePayment }, photographerId, input, now);
