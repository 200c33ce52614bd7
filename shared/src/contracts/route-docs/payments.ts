// The summaries and examples of ../payments.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { DEFAULT_PAYMENT_METHODS } from '../../payments/checkout-request.js';
import { galleryExtrasReturn, getPaymentsAccount, refreshPaymentsAccount, startOnboarding, stripeWebhook, updatePaymentMethods } from '../payments.js';
import { routeDocs } from './route-doc.js';

const none = { params: {}, query: {}, body: {} };

export const paymentsDocs = [
  routeDocs(getPaymentsAccount, {
    summary: "The photographer's Stripe connection: its state and the payment methods offered.",
    example: none,
  }),
  routeDocs(startOnboarding, {
    summary: 'Creates the connected account once (then reuses it) and answers a Stripe onboarding link to open.',
    example: { params: {}, query: {}, body: { accountType: 'standard' } },
  }),
  routeDocs(refreshPaymentsAccount, {
    summary: "Reads the connected account from Stripe again (on return from onboarding) and stores its state.",
    example: none,
  }),
  routeDocs(updatePaymentMethods, {
    summary: 'The payment methods offered to clients (stored for Checkout).',
    example: { params: {}, query: {}, body: DEFAULT_PAYMENT_METHODS },
  }),
  routeDocs(stripeWebhook, {
    summary: "Stripe's events (Connect), signed with the endpoint's secret; each applied once, in any order.",
    example: {
      params: {},
      query: {},
      body: { id: 'evt_example', object: 'event', type: 'account.updated', created: 1_780_000_000, account: 'acct_example', data: { object: { id: 'acct_example', object: 'account' } } },
    },
  }),
  routeDocs(galleryExtrasReturn, {
    summary: "The gallery's return from Checkout: reads the session from Stripe on the server and confirms the selection once when it is paid.",
    example: { params: {}, query: {}, body: { linkKey: 'abcdefghijklmnopqrstuvwxyz', checkoutSessionId: 'cs_test_example' } },
  }),
];
