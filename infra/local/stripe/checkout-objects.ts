// The local Stripe's Checkout objects (checkout.session, payment_intent, charge, refund) as the
// API version the SDK pins renders them: every property Stripe's OpenAPI description marks
// required is present (most null for what the stand-in does not model), checked by
// functions/test/stripe-openapi.test.ts against fixtures/stripe-openapi-components.json.

/** Payment method types the stand-in's Checkout takes (Stripe's names, as the SDK's types list them). */
export const CHECKOUT_METHODS = ['card', 'bizum', 'sepa_debit'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  created: number;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  payment_method_types: string[];
  payment_method: string | null;
  latest_charge: string | null;
  receipt_email: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string; payment_method_type?: string } | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
}

export interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  created: number;
  payment_intent: string;
  payment_method: string;
  method: CheckoutMethod;
  status: 'pending' | 'succeeded' | 'failed';
  refunded: boolean;
  receipt_email: string | null;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded';
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  account: string;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  allowed_payment_method_types: CheckoutMethod[] | null;
  payment_method_types: CheckoutMethod[];
  payment_intent: string | null;
  metadata: Record<string, string>;
  payment_intent_metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  line_items: { name: string; unit_amount: number; quantity: number }[];
}

/** A Checkout Session as the API answers it (`payment_intent` expanded when asked). */
export const renderSession = (session: StandInSession, paymentIntent?: unknown) => ({
  id: session.id,
  object: 'checkout.session',
  adaptive_pricing: null,
  after_expiration: null,
  allow_promotion_codes: null,
  allowed_payment_method_types: session.allowed_payment_method_types,
  amount_subtotal: session.amount_total,
  amount_total: session.amount_total,
  automatic_tax: { enabled: false, liability: null, provider: null, status: null },
  billing_address_collection: null,
  cancel_url: session.cancel_url,
  client_reference_id: session.client_reference_id,
  client_secret: null,
  collected_information: null,
  consent: null,
  consent_collection: null,
  created: session.created,
  currency: session.currency,
  currency_conversion: null,
  custom_fields: [],
  custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
  customer: null,
  customer_account: null,
  customer_creation: 'if_required',
  customer_details: session.status === 'complete' ? { address: null, business_name: null, email: session.customer_email, individual_name: null, name: null, phone: null, tax_exempt: 'none', tax_ids: [] } : null,
  customer_email: session.customer_email,
  discounts: [],
  expires_at: session.expires_at,
  integration_identifier: null,
  invoice: null,
  invoice_creation: null,
  livemode: false,
  locale: session.locale,
  managed_payments: null,
  metadata: session.metadata,
  mode: 'payment',
  origin_context: null,
  payment_intent: paymentIntent ?? session.payment_intent,
  payment_link: null,
  payment_method_collection: 'if_required',
  payment_method_configuration_details: null,
  payment_method_options: {},
  payment_method_types: session.payment_method_types,
  payment_status: session.payment_status,
  permissions: null,
  recovered_from: null,
  saved_payment_method_options: null,
  setup_intent: null,
  shipping_address_collection: null,
  shipping_cost: null,
  shipping_options: [],
  status: session.status,
  submit_type: null,
  subscription: null,
  success_url: session.success_url,
  total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
  ui_mode: 'hosted_page',
  url: session.status === 'open' ? session.url : null,
  wallet_options: null,
});

export const renderPaymentIntent = (intent: StandInPaymentIntent) => ({
  id: intent.id,
  object: 'payment_intent',
  allowed_payment_method_types: null,
  amount: intent.amount,
  amount_capturable: 0,
  amount_received: intent.amount_received,
  application: null,
  // Direct charges with no application fee: the photographer is the merchant of record.
  application_fee_amount: null,
  automatic_payment_methods: null,
  canceled_at: intent.canceled_at,
  cancellation_reason: intent.cancellation_reason,
  capture_method: 'automatic',
  client_secret: `${intent.id}_secret_local`,
  confirmation_method: 'automatic',
  created: intent.created,
  currency: intent.currency,
  customer: null,
  customer_account: null,
  description: null,
  excluded_payment_method_types: null,
  last_payment_error: intent.last_payment_error,
  latest_charge: intent.latest_charge,
  livemode: false,
  managed_payments: null,
  metadata: intent.metadata,
  next_action: intent.next_action,
  on_behalf_of: null,
  payment_method: intent.payment_method,
  payment_method_configuration_details: null,
  payment_method_options: {},
  payment_method_types: intent.payment_method_types,
  payment_record: null,
  processing: null,
  receipt_email: intent.receipt_email,
  review: null,
  setup_future_usage: null,
  shipping: null,
  source: null,
  statement_descriptor: null,
  statement_descriptor_suffix: null,
  status: intent.status,
  transfer_group: null,
});

export const renderCharge = (charge: StandInCharge) => ({
  id: charge.id,
  object: 'charge',
  amount: charge.amount,
  amount_captured: charge.status === 'succeeded' ? charge.amount : 0,
  amount_refunded: charge.amount_refunded,
  application: null,
  application_fee: null,
  application_fee_amount: null,
  balance_transaction: null,
  billing_details: { address: null, email: charge.receipt_email, name: null, phone: null, tax_id: null },
  calculated_statement_descriptor: 'FOTOSTUDIO LOCAL',
  captured: charge.status === 'succeeded',
  created: charge.created,
  currency: charge.currency,
  customer: null,
  description: null,
  disputed: false,
  failure_balance_transaction: null,
  failure_code: null,
  failure_message: null,
  fraud_details: {},
  livemode: false,
  metadata: {},
  on_behalf_of: null,
  outcome: null,
  paid: charge.status === 'succeeded',
  payment_intent: charge.payment_intent,
  payment_method: charge.payment_method,
  payment_method_details: { type: charge.method, [charge.method]: {} },
  receipt_email: charge.receipt_email,
  receipt_number: null,
  receipt_url: null,
  refunded: charge.refunded,
  review: null,
  shipping: null,
  source: null,
  source_transfer: null,
  statement_descriptor: null,
  statement_descriptor_suffix: null,
  status: charge.status,
  transfer_data: null,
  transfer_group: null,
});

export const renderRefund = (refund: StandInRefund) => ({
  id: refund.id,
  object: 'refund',
  amount: refund.amount,
  balance_transaction: null,
  charge: refund.charge,
  created: refund.created,
  currency: refund.currency,
  customer: null,
  customer_account: null,
  metadata: refund.metadata,
  payment_intent: refund.payment_intent,
  payment_method: null,
  reason: refund.reason,
  receipt_number: null,
  source_transfer_reversal: null,
  status: refund.status,
  transfer_reversal: null,
});
