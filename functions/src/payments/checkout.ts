// `openCheckout`: the Checkout engine (checkout-session.ts) on ElectroDB's store, for the
// functions that run ElectroDB (the payments function, invoices, deposits, the tests).
import type { CheckoutRequest } from '@fotostudio/shared/contracts/payments';
import { createPayment, deletePayment, readPaymentsAccount, recordPaymentSession } from '../data/stores/payments.js';
import { openCheckoutWith, type OpenedCheckout } from './checkout-session.js';

export { methodsFor, type CheckoutMethod, type OpenedCheckout } from './checkout-session.js';

export const openCheckout = (photographerId: string, input: CheckoutRequest, now: Date = new Date()): Promise<OpenedCheckout> =>
  openCheckoutWith({ readPaymentsAccount, createPayment, recordPaymentSession, deletePayment }, photographerId, input, now);
