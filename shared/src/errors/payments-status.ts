// Statuses of the online payments' codes (Stripe Connect, Checkout). Merged into catalogue.ts's
// `errorStatus`; the gallery function takes this part for its extras Checkout.

export const paymentsStatus = {
  'payments.webhook_signature_invalid': 400,
  'payments.not_configured': 503,
  'payments.not_connected': 409,
  'payments.stripe_unavailable': 502,
  'payments.load_failed': 0,
  'payments.save_failed': 0,
  'payments.connect_failed': 0,
  'payments.charges_disabled': 409,
  'payments.amount_too_small': 400,
  'payments.no_method_available': 409,
} as const satisfies Record<string, number>;
