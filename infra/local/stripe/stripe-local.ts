// A local stand-in of the Stripe API for the endpoints the app uses, which the official `stripe`
// SDK talks to unchanged (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`):
//   POST /v1/accounts               a connected account (type standard or express)
//   GET  /v1/accounts/{id}          the account: capabilities, charges_enabled, payouts_enabled, details_submitted, requirements
//   POST /v1/account_links          an onboarding link (type account_onboarding), opening the local onboarding page
//   GET  /v1/events, /v1/events/{id} the events it emitted
//   POST /v1/checkout/sessions      a Checkout Session (mode payment, line_items[].price_data,
//                                   allowed_payment_method_types card/bizum/sepa_debit — the API
//                                   version removed `payment_method_types` from the request —,
//                                   metadata, payment_intent_data[metadata], expires_at …)
//   GET  /v1/checkout/sessions/{id} (expand[]=payment_intent); POST …/{id}/expire
//   GET  /v1/payment_intents/{id};  GET /v1/charges/{id};  POST /v1/refunds (full or partial, on a payment_intent)
// Checkout, payment intents and refunds live on a connected account: the `Stripe-Account`
// header names it (direct charges, no application fee), as the app always sends.
// Answers are shaped as Stripe's OpenAPI description says for the SDK's API version
// (functions/test/stripe-openapi.test.ts checks them); errors are Stripe's `{ error: { type,
// code, message, param } }` with its statuses. Requests need `Authorization: Bearer <secret key>`.
//
// The onboarding page (`GET /__stripe/onboarding/{token}`) is where a browser completes the
// account's details (charges and payouts enabled) or leaves them incomplete (details missing);
// either way the account changes, `account.updated` is emitted and the browser goes to the link's
// `return_url`; an expired or used link goes to its `refresh_url`, as Stripe does.
//
// Webhooks: each event is POSTed to the configured endpoint, signed exactly as Stripe signs
// (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>" with the endpoint secret>`),
// so `stripe.webhooks.constructEvent` verifies it unchanged. An answer other than 2xx (or none)
// is retried on Stripe's schedule, compressed (RETRY_DELAYS_MS, the control can change it).
//
// The hosted checkout page (checkout-pages.ts) completes a session by Stripe's test numbers
// and emits what Stripe emits: payment_intent.succeeded / payment_intent.payment_failed,
// checkout.session.completed (SEPA: completed unpaid, then checkout.session.async_payment_succeeded
// or _failed), checkout.session.expired (at `expires_at`, or expired through the API), and
// charge.refunded, all Connect events (`account` set).
//
// Tests steer it through `POST /__stripe/control` (JSON):
//   { "duplicate": { "times": 1 } }   the next events are delivered twice
//   { "hold": true }                  events are kept, not delivered, until released
//   { "release": "reverse" }          deliver the held events newest first ("inOrder": oldest first)
//   { "redeliver": "evt_…" }          deliver an event again (the Dashboard's "Resend")
//   { "retryDelaysMs": [50, 100] }    the retry schedule
//   { "update": { "account": "acct_…", "charges_enabled": false, … }, "at": 1780000000 }
//                                     change an account as Stripe would (account.updated, created `at` or now)
//   { "advanceSeconds": 1800 }        move the stand-in's clock on: open sessions past expires_at expire
//   { "bizumLimitCents": 50000 }      the client's bank's cap on one Bizum payment (default 1,000 €)
//   { "sepaSettleMs": 200 }           how long a SEPA debit takes to settle or fail
//   { "reset": true }                 forget every instruction and the clock's advance (not the accounts)
// and read `GET /__stripe/deliveries` (every delivery attempt: event, status, time),
// `GET /__stripe/accounts` and `GET /__stripe/sessions`.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { readBody, sendJson, sendText } from '../http-util.js';
import { closeServer } from '../ses/ses-local.js';
import {
  CHECKOUT_METHODS,
  renderCharge,
  renderPaymentIntent,
  renderRefund,
  renderSession,
  type CheckoutMethod,
  type StandInCharge,
  type StandInPaymentIntent,
  type StandInRefund,
  type StandInSession,
} from './checkout-objects.js';
import { CHECKOUT_PAGE_PATH, challengePage, checkoutPage, closedPage, TEST_CARDS, TEST_IBANS } from './checkout-pages.js';

export const STRIPE_CONTROL_PATH = '/__stripe';
/** The API version the app's SDK pins (stripe 23.1.0); events are rendered in it. */
export const STRIPE_API_VERSION = '2026-10-28.endive';
/**
 * Stripe retries a failed delivery for up to three days with exponential back-off; here the
 * same shape in seconds, so a test sees it without waiting.
 */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];
/** Account Links expire a few minutes after they are created (Stripe: 300 s). */
const LINK_LIFETIME_S = 300;
/** Checkout Sessions expire 24 h after creation by default; `expires_at` may be 30 min to 24 h away. */
const SESSION_LIFETIME_S = { default: 86_400, min: 1_800, max: 86_400 };
/** The client's bank's cap on one Bizum payment (commonly 1,000 €). */
const BIZUM_LIMIT_CENTS = 100_000;
/** A SEPA debit settles days later; here, compressed. */
const SEPA_SETTLE_MS = 2_000;
const MAX_BODY = 1_000_000;

type Capability = 'active' | 'inactive' | 'pending';
export interface StandInAccount {
  id: string;
  object: 'account';
  type: 'standard' | 'express';
  country: string;
  default_currency: string;
  email: string | null;
  created: number;
  business_type: string | null;
  business_profile: { name: string | null; url: string | null; mcc: string | null; support_email: string | null; support_phone: string | null; support_url: string | null; product_description: string | null; support_address: null };
  capabilities: { card_payments?: Capability; transfers?: Capability; bizum_payments?: Capability; sepa_debit_payments?: Capability };
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: {
    alternatives: [];
    current_deadline: number | null;
    currently_due: string[];
    disabled_reason: string | null;
    errors: [];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
  };
  metadata: Record<string, string>;
  settings: null;
}
interface StandInEvent {
  id: string;
  object: 'event';
  account: string;
  api_version: string;
  created: number;
  data: { object: StandInAccount | Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}
interface OnboardingLink {
  token: string;
  account: string;
  refresh_url: string;
  return_url: string;
  expires_at: number;
  used: boolean;
}
interface Delivery {
  event: string;
  type: string;
  attempt: number;
  status: number | null;
  at: string;
}
interface State {
  accounts: StandInAccount[];
  events: StandInEvent[];
  sessions?: StandInSession[];
  paymentIntents?: (StandInPaymentIntent & { account: string })[];
  charges?: (StandInCharge & { account: string })[];
  refunds?: (StandInRefund & { account: string })[];
}

export interface LocalStripe {
  /** `http://127.0.0.1:<port>`: what the SDK's host/port/protocol options name. */
  url: string;
  host: string;
  port: number;
  /** `http://127.0.0.1:<port>/__stripe`: `POST …/control`, `GET …/deliveries`, `GET …/accounts`. */
  controlUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events are POSTed (the app's webhook route), set once the origin is known. */
  setWebhookEndpoint(url: string): void;
  stop(): Promise<void>;
}

const REQUIREMENTS_DUE = ['business_profile.url', 'external_account', 'individual.first_name', 'individual.last_name', 'tos_acceptance.date'];

const nowS = () => Math.floor(Date.now() / 1000);
const idOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** The account's form fields (`metadata[k]=v`, `capabilities[card_payments][requested]=true`) as nested keys. */
const formOf = (body: string): Map<string, string> => new Map(new URLSearchParams(body).entries());

const stripeError = (res: ServerResponse, status: number, type: string, message: string, extra: { code?: string; param?: string } = {}) =>
  sendJson(res, status, { error: { type, message, ...extra } });

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The signature header Stripe sends (stripe-node's `webhooks.generateTestHeaderString` computes the same). */
export const signatureHeader = (payload: string, secret: string, timestamp = nowS()): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`;

const onboardingPage = (link: OnboardingLink, account: StandInAccount) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Stripe (local) · Onboarding</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem}button{margin:1rem .5rem 0 0;padding:.6rem 1rem}</style></head>
<body><main><h1>Local Stripe onboarding</h1>
<p>Account <code>${html(account.id)}</code> (${html(account.type)}). This page stands in for Stripe's hosted onboarding.</p>
<form method="post" action="${STRIPE_CONTROL_PATH}/onboarding/${html(link.token)}">
<label for="business-name">Business name</label><input id="business-name" name="business_name" value="${html(account.business_profile.name ?? '')}" autocomplete="organization">
<button type="submit" name="outcome" value="complete">Submit details</button>
<button type="submit" name="outcome" value="incomplete">Leave incomplete</button>
</form></main></body></html>`;

export const startLocalStripe = async ({ stateFile }: { stateFile: string }): Promise<LocalStripe> => {
  const keysFile = `${stateFile}.keys.json`;
  const keys: { secretKey: string; webhookSecret: string } = existsSync(keysFile)
    ? (JSON.parse(readFileSync(keysFile, 'utf8')) as { secretKey: string; webhookSecret: string })
    : { secretKey: `sk_test_local_${randomBytes(18).toString('hex')}`, webhookSecret: `whsec_${randomBytes(24).toString('base64url')}` };
  mkdirSync(dirname(stateFile), { recursive: true });
  if (!existsSync(keysFile)) writeFileSync(keysFile, JSON.stringify(keys), { mode: 0o600 });
  const state: State = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as State) : { accounts: [], events: [] };
  const sessions = (state.sessions ??= []);
  const intents = (state.paymentIntents ??= []);
  const charges = (state.charges ??= []);
  const refunds = (state.refunds ??= []);
  const save = () => writeFileSync(stateFile, JSON.stringify(state));
  const links = new Map<string, OnboardingLink>();
  const idempotent = new Map<string, { path: string; body: string; status: number; answer: unknown }>();
  const deliveries: Delivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let endpoint: string | undefined;
  let duplicates = 0;
  let holding = false;
  let held: StandInEvent[] = [];
  let retryDelays = [...RETRY_DELAYS_MS];
  let stopped = false;
  /** Seconds the stand-in's clock is ahead (control `advanceSeconds`): only expiry reads it. */
  let clockOffsetS = 0;
  let bizumLimit = BIZUM_LIMIT_CENTS;
  let sepaSettleMs = SEPA_SETTLE_MS;

  const accountOf = (id: string) => state.accounts.find((account) => account.id === id);

  const attempt = async (event: StandInEvent, number: number): Promise<void> => {
    if (stopped || !endpoint) return;
    const payload = JSON.stringify(event, null, 2);
    let status: number | null;
    try {
      const answer = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader(payload, keys.webhookSecret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = answer.status;
      await answer.arrayBuffer();
    } catch {
      status = null;
    }
    deliveries.push({ event: event.id, type: event.type, attempt: number, status, at: new Date().toISOString() });
    const delay = retryDelays[number - 1];
    if ((status === null || status < 200 || status > 299) && delay !== undefined && !stopped) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void attempt(event, number + 1);
      }, delay);
      timers.add(timer);
    }
  };

  const deliver = (event: StandInEvent) => {
    if (holding) {
      held.push(event);
      return;
    }
    const times = duplicates > 0 ? 2 : 1;
    if (duplicates > 0) duplicates -= 1;
    for (let i = 0; i < times; i += 1) void attempt(event, 1);
  };

  /** A Connect event (`account` set) of the object as it is now, stored and delivered. */
  const emitEvent = (type: string, account: string, object: StandInAccount | Record<string, unknown>, previous?: Record<string, unknown>, created = nowS()) => {
    const event: StandInEvent = {
      id: idOf('evt'),
      object: 'event',
      account,
      api_version: STRIPE_API_VERSION,
      created,
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: endpoint ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    state.events.push(event);
    save();
    deliver(event);
  };
  const emit = (account: StandInAccount, previous: Record<string, unknown>, created = nowS()) => emitEvent('account.updated', account.id, account, previous, created);

  /** Applies a change to an account; emits account.updated with the attributes it changed. */
  const change = (account: StandInAccount, next: Partial<StandInAccount>, at?: number) => {
    const previous: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(next)) {
      const before = (account as unknown as Record<string, unknown>)[name];
      if (JSON.stringify(before) !== JSON.stringify(value)) previous[name] = before;
    }
    Object.assign(account, next);
    if (Object.keys(previous).length > 0) emit(account, previous, at);
    else save();
  };

  const completed = (account: StandInAccount, businessName: string | undefined): Partial<StandInAccount> => ({
    details_submitted: true,
    charges_enabled: true,
    payouts_enabled: true,
    capabilities: Object.fromEntries(Object.keys(account.capabilities).map((name) => [name, 'active'])) as StandInAccount['capabilities'],
    requirements: { ...account.requirements, currently_due: [], eventually_due: [], past_due: [], disabled_reason: null, current_deadline: null },
    business_profile: { ...account.business_profile, name: businessName || account.business_profile.name },
  });

  const createAccount = (form: Map<string, string>, res: ServerResponse) => {
    const type = form.get('type') ?? 'standard';
    if (type !== 'standard' && type !== 'express') {
      return stripeError(res, 400, 'invalid_request_error', `Invalid type: must be one of standard, express (the local stand-in implements these)`, { param: 'type' });
    }
    const metadata: Record<string, string> = {};
    const requested: string[] = [];
    for (const [name, value] of form) {
      const meta = /^metadata\[(.+)\]$/.exec(name);
      if (meta?.[1]) metadata[meta[1]] = value;
      const capability = /^capabilities\[(\w+)\]\[requested\]$/.exec(name);
      if (capability?.[1] && value === 'true') requested.push(capability[1]);
    }
    const capabilities = Object.fromEntries((requested.length > 0 ? requested : ['card_payments', 'transfers']).map((name) => [name, 'inactive'])) as StandInAccount['capabilities'];
    const account: StandInAccount = {
      id: idOf('acct'),
      object: 'account',
      type,
      country: form.get('country') ?? 'ES',
      default_currency: 'eur',
      email: form.get('email') ?? null,
      created: nowS(),
      business_type: form.get('business_type') ?? null,
      business_profile: { name: form.get('business_profile[name]') ?? null, url: null, mcc: null, support_email: null, support_phone: null, support_url: null, product_description: null, support_address: null },
      capabilities,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: { alternatives: [], current_deadline: null, currently_due: [...REQUIREMENTS_DUE], disabled_reason: 'requirements.past_due', errors: [], eventually_due: [...REQUIREMENTS_DUE], past_due: [...REQUIREMENTS_DUE], pending_verification: [] },
      metadata,
      settings: null,
    };
    state.accounts.push(account);
    save();
    sendJson(res, 200, account);
  };

  const createLink = (form: Map<string, string>, res: ServerResponse, base: string) => {
    const account = accountOf(form.get('account') ?? '');
    if (!account) return stripeError(res, 400, 'invalid_request_error', `No such account: '${form.get('account') ?? ''}'`, { code: 'resource_missing', param: 'account' });
    const refresh = form.get('refresh_url');
    const back = form.get('return_url');
    if (form.get('type') !== 'account_onboarding' && form.get('type') !== 'account_update') {
      return stripeError(res, 400, 'invalid_request_error', 'Invalid type', { param: 'type' });
    }
    if (!refresh || !back) return stripeError(res, 400, 'invalid_request_error', 'Missing required param: refresh_url or return_url.', { param: refresh ? 'return_url' : 'refresh_url' });
    const created = nowS();
    const link: OnboardingLink = { token: randomBytes(18).toString('base64url'), account: account.id, refresh_url: refresh, return_url: back, expires_at: created + LINK_LIFETIME_S, used: false };
    links.set(link.token, link);
    sendJson(res, 200, { object: 'account_link', created, expires_at: link.expires_at, url: `${base}${STRIPE_CONTROL_PATH}/onboarding/${link.token}` });
  };


  // ---- Checkout, payment intents, refunds (on a connected account) ----

  const intentOf = (id: string | null) => intents.find((intent) => intent.id === id);
  const chargeOf = (id: string | null) => charges.find((charge) => charge.id === id);
  const sessionOf = (id: string) => sessions.find((session) => session.id === id);
  const withoutAccount = <T extends { account: string }>({ account: _account, ...rest }: T): Omit<T, 'account'> => rest;
  const intentView = (intent: StandInPaymentIntent & { account: string }) => renderPaymentIntent(withoutAccount(intent));
  const sessionView = (session: StandInSession, expandIntent = false) => {
    const intent = expandIntent ? intentOf(session.payment_intent) : undefined;
    return renderSession(session, intent ? intentView(intent) : undefined);
  };
  const chargeView = (charge: StandInCharge & { account: string }) => renderCharge(withoutAccount(charge));

  /** Sessions past their `expires_at` (on the stand-in's clock) expire, as Stripe's do. */
  const expireDue = () => {
    const now = nowS() + clockOffsetS;
    for (const session of sessions) if (session.status === 'open' && session.expires_at <= now) expireSession(session);
  };
  const expireSession = (session: StandInSession) => {
    session.status = 'expired';
    const intent = intentOf(session.payment_intent);
    if (intent && intent.status !== 'succeeded' && intent.status !== 'processing') {
      intent.status = 'canceled';
      intent.canceled_at = nowS();
      intent.cancellation_reason = 'abandoned';
    }
    emitEvent('checkout.session.expired', session.account, sessionView(session));
  };

  const connectedAccountOf = (req: IncomingMessage, res: ServerResponse): StandInAccount | undefined => {
    const header = req.headers['stripe-account'];
    const account = typeof header === 'string' ? accountOf(header) : undefined;
    if (typeof header !== 'string') {
      stripeError(res, 400, 'invalid_request_error', 'The local stand-in takes Checkout, payment intents and refunds on a connected account only: send the Stripe-Account header (direct charges).');
      return undefined;
    }
    if (!account) {
      stripeError(res, 403, 'invalid_request_error', `The provided key does not have access to account '${header}' (or that account does not exist).`, { code: 'account_invalid' });
      return undefined;
    }
    return account;
  };

  const createSession = (form: Map<string, string>, res: ServerResponse, base: string, account: StandInAccount) => {
    // 2026-10-28.endive takes `allowed_payment_method_types` (a filter of the eligible methods) instead.
    if ([...form.keys()].some((name) => /^payment_method_types(\[|$)/.test(name))) {
      return stripeError(res, 400, 'invalid_request_error', 'Received unknown parameter: payment_method_types', { param: 'payment_method_types' });
    }
    if (form.get('mode') !== 'payment') return stripeError(res, 400, 'invalid_request_error', 'The local stand-in implements mode=payment only.', { param: 'mode' });
    const items: StandInSession['line_items'] = [];
    let currency: string | undefined;
    for (let index = 0; form.has(`line_items[${index}][quantity]`) || form.has(`line_items[${index}][price_data][unit_amount]`); index += 1) {
      const at = `line_items[${index}]`;
      const unit = Number(form.get(`${at}[price_data][unit_amount]`));
      const quantity = Number(form.get(`${at}[quantity]`) ?? '1');
      const itemCurrency = form.get(`${at}[price_data][currency]`)?.toLowerCase();
      const name = form.get(`${at}[price_data][product_data][name]`);
      if (!Number.isInteger(unit) || unit < 0) return stripeError(res, 400, 'invalid_request_error', 'Invalid integer: unit_amount', { param: `${at}[price_data][unit_amount]` });
      if (!Number.isInteger(quantity) || quantity < 1) return stripeError(res, 400, 'invalid_request_error', 'Invalid integer: quantity', { param: `${at}[quantity]` });
      if (!itemCurrency) return stripeError(res, 400, 'invalid_request_error', 'Missing required param: line_items[][price_data][currency].', { param: `${at}[price_data][currency]` });
      if (!name) return stripeError(res, 400, 'invalid_request_error', 'Missing required param: line_items[][price_data][product_data][name].', { param: `${at}[price_data][product_data][name]` });
      if (currency && currency !== itemCurrency) return stripeError(res, 400, 'invalid_request_error', 'All line items must use the same currency.', { param: `${at}[price_data][currency]` });
      currency = itemCurrency;
      items.push({ name, unit_amount: unit, quantity });
    }
    if (!currency || items.length === 0) return stripeError(res, 400, 'invalid_request_error', 'Missing required param: line_items.', { param: 'line_items' });
    const total = items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
    const methods: CheckoutMethod[] = [];
    for (const [name, value] of form) {
      if (!/^allowed_payment_method_types\[\d*\]$/.test(name)) continue;
      if (!(CHECKOUT_METHODS as readonly string[]).includes(value)) {
        return stripeError(res, 400, 'invalid_request_error', `The payment method type "${value}" is invalid or not served by the local stand-in (${CHECKOUT_METHODS.join(', ')}).`, { param: 'allowed_payment_method_types' });
      }
      methods.push(value as CheckoutMethod);
    }
    const allowed = methods.length > 0 ? [...methods] : null;
    // The eligible methods, filtered by the allowed list: Bizum and SEPA Direct Debit take euros
    // only, and only on an account whose capability for them Stripe has activated.
    const capabilityOf = { bizum: 'bizum_payments', sepa_debit: 'sepa_debit_payments' } as const;
    const eligible = (allowed ?? ['card']).filter((method) => method === 'card' || (currency === 'eur' && account.capabilities[capabilityOf[method]] === 'active'));
    if (eligible.length === 0) return stripeError(res, 400, 'invalid_request_error', `None of the allowed payment method types can take ${currency}.`, { param: 'allowed_payment_method_types' });
    const created = nowS();
    const expiresAt = form.has('expires_at') ? Number(form.get('expires_at')) : created + SESSION_LIFETIME_S.default;
    if (!Number.isInteger(expiresAt) || expiresAt < created + SESSION_LIFETIME_S.min || expiresAt > created + SESSION_LIFETIME_S.max) {
      return stripeError(res, 400, 'invalid_request_error', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', { param: 'expires_at' });
    }
    const successUrl = form.get('success_url') ?? null;
    if (!successUrl) return stripeError(res, 400, 'invalid_request_error', 'Missing required param: success_url.', { param: 'success_url' });
    const metadataOf = (prefix: string) => {
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const key = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(.+)\\]$`).exec(name)?.[1];
        if (key) metadata[key] = value;
      }
      return metadata;
    };
    const id = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      account: account.id,
      amount_total: total,
      currency,
      created,
      expires_at: expiresAt,
      status: 'open',
      payment_status: 'unpaid',
      allowed_payment_method_types: allowed,
      payment_method_types: eligible,
      payment_intent: null,
      metadata: metadataOf('metadata'),
      payment_intent_metadata: metadataOf('payment_intent_data[metadata]'),
      client_reference_id: form.get('client_reference_id') ?? null,
      customer_email: form.get('customer_email') ?? null,
      locale: form.get('locale') ?? null,
      success_url: successUrl,
      cancel_url: form.get('cancel_url') ?? null,
      url: `${base}${CHECKOUT_PAGE_PATH}/${id}`,
      line_items: items,
    };
    sessions.push(session);
    save();
    sendJson(res, 200, sessionView(session));
  };

  /** The session's payment intent, created at the first attempt to pay (as Stripe does since 2022-08-01). */
  const intentFor = (session: StandInSession) => {
    let intent = intentOf(session.payment_intent);
    if (!intent) {
      intent = {
        id: idOf('pi'),
        object: 'payment_intent',
        account: session.account,
        amount: session.amount_total,
        amount_received: 0,
        currency: session.currency,
        created: nowS(),
        status: 'requires_payment_method',
        metadata: session.payment_intent_metadata,
        payment_method_types: session.payment_method_types,
        payment_method: null,
        latest_charge: null,
        receipt_email: session.customer_email,
        last_payment_error: null,
        next_action: null,
        canceled_at: null,
        cancellation_reason: null,
      };
      intents.push(intent);
      session.payment_intent = intent.id;
    }
    // The intent keeps every type the session offered, as Stripe's does: the method used is on its charge.
    intent.payment_method = idOf('pm');
    return intent;
  };

  const chargeFor = (intent: StandInPaymentIntent & { account: string }, method: CheckoutMethod, status: StandInCharge['status']) => {
    const charge: StandInCharge & { account: string } = {
      id: idOf(method === 'card' ? 'ch' : 'py'),
      object: 'charge',
      account: intent.account,
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      created: nowS(),
      payment_intent: intent.id,
      payment_method: intent.payment_method ?? idOf('pm'),
      method,
      status,
      refunded: false,
      receipt_email: intent.receipt_email,
    };
    charges.push(charge);
    intent.latest_charge = charge.id;
    return charge;
  };

  const succeed = (session: StandInSession, intent: StandInPaymentIntent & { account: string }, method: CheckoutMethod) => {
    const charge = chargeOf(intent.latest_charge);
    if (charge && charge.status === 'pending') charge.status = 'succeeded';
    else if (!charge || charge.status !== 'succeeded') chargeFor(intent, method, 'succeeded');
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.next_action = null;
    const wasComplete = session.status === 'complete';
    session.status = 'complete';
    session.payment_status = 'paid';
    emitEvent('payment_intent.succeeded', session.account, intentView(intent));
    emitEvent(wasComplete ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed', session.account, sessionView(session));
  };

  const fail = (session: StandInSession, intent: StandInPaymentIntent & { account: string }, method: CheckoutMethod, error: NonNullable<StandInPaymentIntent['last_payment_error']>) => {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { ...error, payment_method_type: method };
    intent.next_action = null;
    emitEvent('payment_intent.payment_failed', session.account, intentView(intent));
    if (session.status === 'complete') {
      // A SEPA debit that bounced: the session stays complete and unpaid.
      const charge = chargeOf(intent.latest_charge);
      if (charge) charge.status = 'failed';
      emitEvent('checkout.session.async_payment_failed', session.account, sessionView(session));
    } else save();
  };

  const successUrlOf = (session: StandInSession) => (session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id);
  const page = (res: ServerResponse, body: string, status = 200) => sendText(res, status, body, { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' });
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location }).end();
  };

  /** The hosted page's form: pay the session by the test card, Bizum or IBAN given. */
  const payOnPage = async (req: IncomingMessage, res: ServerResponse, session: StandInSession) => {
    const form = formOf((await readBody(req, MAX_BODY)).toString('utf8'));
    const method = form.get('method') as CheckoutMethod;
    if (!session.payment_method_types.includes(method)) return page(res, checkoutPage(session, 'This payment method is not offered for this payment.'), 400);
    const intent = intentFor(session);
    if (method === 'card') {
      const number = (form.get('card_number') ?? '').replace(/\s/g, '');
      if (number === TEST_CARDS.success) {
        succeed(session, intent, 'card');
        return redirect(res, successUrlOf(session));
      }
      if (number === TEST_CARDS.threeDSecure || number === TEST_CARDS.threeDSecureOnce) {
        intent.status = 'requires_action';
        const challenge = `${new URL(session.url ?? '').origin}${CHECKOUT_PAGE_PATH}/${session.id}/3ds`;
        intent.next_action = { type: 'redirect_to_url', redirect_to_url: { url: challenge, return_url: session.url ?? '' } };
        save();
        return redirect(res, challenge);
      }
      const insufficient = number === TEST_CARDS.insufficientFunds;
      const message = insufficient ? 'Your card has insufficient funds.' : 'Your card was declined.';
      fail(session, intent, 'card', { type: 'card_error', code: 'card_declined', decline_code: insufficient ? 'insufficient_funds' : 'generic_decline', message });
      return page(res, checkoutPage(session, message), 402);
    }
    if (method === 'bizum') {
      if (session.amount_total > bizumLimit) {
        const message = 'Bizum: the amount is above the limit of your bank for one payment.';
        fail(session, intent, 'bizum', { type: 'card_error', code: 'payment_method_provider_decline', message });
        return page(res, checkoutPage(session, message), 402);
      }
      succeed(session, intent, 'bizum');
      return redirect(res, successUrlOf(session));
    }
    // SEPA Direct Debit: the session completes unpaid; the debit settles (or bounces) later.
    const iban = (form.get('iban') ?? '').replace(/\s/g, '').toUpperCase();
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return page(res, checkoutPage(session, 'Your IBAN is incomplete.'), 400);
    intent.status = 'processing';
    chargeFor(intent, 'sepa_debit', 'pending');
    session.status = 'complete';
    emitEvent('checkout.session.completed', session.account, sessionView(session));
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      if (iban === TEST_IBANS.fails) fail(session, intent, 'sepa_debit', { type: 'invalid_request_error', code: 'payment_method_provider_decline', message: 'The debit was refused by the bank (insufficient funds).' });
      else succeed(session, intent, 'sepa_debit');
    }, sepaSettleMs);
    timers.add(timer);
    return redirect(res, successUrlOf(session));
  };

  const checkoutPageRoute = async (req: IncomingMessage, res: ServerResponse, id: string, challenge: boolean) => {
    expireDue();
    const session = sessionOf(id);
    if (!session) return sendText(res, 404, 'This checkout session is not known.');
    if (session.status !== 'open') return page(res, closedPage(session), 410);
    if (challenge) {
      const intent = intentOf(session.payment_intent);
      if (!intent || intent.status !== 'requires_action') return redirect(res, session.url ?? '/');
      if (req.method === 'GET') return page(res, challengePage(session));
      const outcome = formOf((await readBody(req, MAX_BODY)).toString('utf8')).get('outcome');
      if (outcome === 'pass') {
        succeed(session, intent, 'card');
        return redirect(res, successUrlOf(session));
      }
      const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
      fail(session, intent, 'card', { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message });
      return page(res, checkoutPage(session, message), 402);
    }
    if (req.method === 'GET') return page(res, checkoutPage(session));
    return payOnPage(req, res, session);
  };

  const createRefund = (form: Map<string, string>, res: ServerResponse, account: StandInAccount) => {
    const intent = intents.find((candidate) => candidate.id === form.get('payment_intent') && candidate.account === account.id);
    const charge = intent ? chargeOf(intent.latest_charge) : charges.find((candidate) => candidate.id === form.get('charge') && candidate.account === account.id);
    if (!charge) {
      const param = form.has('payment_intent') ? 'payment_intent' : 'charge';
      return stripeError(res, 404, 'invalid_request_error', `No such ${param}: '${form.get(param) ?? ''}'`, { code: 'resource_missing', param });
    }
    if (charge.status !== 'succeeded') {
      return stripeError(res, 400, 'invalid_request_error', `This PaymentIntent (${charge.payment_intent}) does not have a successful charge to refund.`, { param: 'payment_intent' });
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) return stripeError(res, 400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (!Number.isInteger(amount) || amount < 1) return stripeError(res, 400, 'invalid_request_error', 'Invalid integer: amount', { param: 'amount' });
    if (amount > left) {
      return stripeError(res, 400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, { param: 'amount' });
    }
    const reason = form.get('reason');
    if (reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) return stripeError(res, 400, 'invalid_request_error', 'Invalid reason', { param: 'reason' });
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (key) metadata[key] = value;
    }
    const refund: StandInRefund & { account: string } = {
      id: idOf('re'),
      object: 'refund',
      account: account.id,
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      created: nowS(),
      metadata,
      reason: (reason as StandInRefund['reason'] | undefined) ?? null,
      status: 'succeeded',
    };
    refunds.push(refund);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    emitEvent('charge.refunded', account.id, chargeView(charge), previous);
    sendJson(res, 200, renderRefund(withoutAccount(refund)));
  };

  const checkoutApi = (req: IncomingMessage, res: ServerResponse, path: string, form: Map<string, string>, base: string): boolean => {
    const isCheckout = path.startsWith('/v1/checkout/sessions') || path.startsWith('/v1/payment_intents') || path.startsWith('/v1/charges/') || path === '/v1/refunds';
    if (!isCheckout) return false;
    expireDue();
    const account = connectedAccountOf(req, res);
    if (!account) return true;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      createSession(form, res, base, account);
      return true;
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      createRefund(form, res, account);
      return true;
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
    if (sessionPath?.[1]) {
      const session = sessions.find((candidate) => candidate.id === sessionPath[1] && candidate.account === account.id);
      if (!session) {
        stripeError(res, 404, 'invalid_request_error', `No such checkout.session: '${sessionPath[1]}'`, { code: 'resource_missing', param: 'session' });
        return true;
      }
      if (sessionPath[2] && req.method === 'POST') {
        if (session.status !== 'open') {
          stripeError(res, 400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
          return true;
        }
        expireSession(session);
        sendJson(res, 200, sessionView(session));
        return true;
      }
      if (req.method === 'GET' && !sessionPath[2]) {
        const query = new URL(req.url ?? '/', base).searchParams;
        sendJson(res, 200, sessionView(session, query.getAll('expand[]').includes('payment_intent') || query.getAll('expand[0]').includes('payment_intent')));
        return true;
      }
    }
    const intentPath = /^\/v1\/payment_intents\/([\w-]+)$/.exec(path);
    if (intentPath?.[1] && req.method === 'GET') {
      const intent = intents.find((candidate) => candidate.id === intentPath[1] && candidate.account === account.id);
      if (intent) sendJson(res, 200, intentView(intent));
      else stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${intentPath[1]}'`, { code: 'resource_missing', param: 'intent' });
      return true;
    }
    const chargePath = /^\/v1\/charges\/([\w-]+)$/.exec(path);
    if (chargePath?.[1] && req.method === 'GET') {
      const charge = charges.find((candidate) => candidate.id === chargePath[1] && candidate.account === account.id);
      if (charge) sendJson(res, 200, chargeView(charge));
      else stripeError(res, 404, 'invalid_request_error', `No such charge: '${chargePath[1]}'`, { code: 'resource_missing', param: 'id' });
      return true;
    }
    stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method ?? 'GET'}: ${path}).`);
    return true;
  };
  const sweep = setInterval(expireDue, 1_000);
  sweep.unref();

  const api = async (req: IncomingMessage, res: ServerResponse, path: string, base: string) => {
    if (req.headers.authorization !== `Bearer ${keys.secretKey}`) {
      return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const text = (await readBody(req, MAX_BODY)).toString('utf8');
    const form = formOf(text);
    // Stripe answers a POST repeated with the same Idempotency-Key (within 24 h) with the first
    // answer, and refuses one whose parameters differ.
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof key === 'string') {
      const first = idempotent.get(key);
      if (first && (first.path !== path || first.body !== text)) {
        return stripeError(res, 400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      }
      if (first) return sendJson(res, first.status, first.answer, { 'idempotent-replayed': 'true' });
      const send = res.end.bind(res);
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk === 'string' && res.statusCode < 500) idempotent.set(key, { path, body: text, status: res.statusCode, answer: JSON.parse(chunk) as unknown });
        return send(chunk as string, ...(rest as []));
      }) as typeof res.end;
    }
    if (checkoutApi(req, res, path, form, base)) return;
    if (req.method === 'POST' && path === '/v1/accounts') return createAccount(form, res);
    if (req.method === 'POST' && path === '/v1/account_links') return createLink(form, res, base);
    const account = /^\/v1\/accounts\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && account?.[1]) {
      const found = accountOf(account[1]);
      return found ? sendJson(res, 200, found) : stripeError(res, 404, 'invalid_request_error', `No such account: '${account[1]}'`, { code: 'resource_missing', param: 'account' });
    }
    const event = /^\/v1\/events\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && event?.[1]) {
      const found = state.events.find((candidate) => candidate.id === event[1]);
      return found ? sendJson(res, 200, found) : stripeError(res, 404, 'invalid_request_error', `No such event: '${event[1]}'`, { code: 'resource_missing', param: 'id' });
    }
    if (req.method === 'GET' && path === '/v1/events') {
      const limit = Math.min(100, Number(new URL(req.url ?? '/', base).searchParams.get('limit') ?? 10) || 10);
      const data = [...state.events].reverse().slice(0, limit);
      return sendJson(res, 200, { object: 'list', data, has_more: state.events.length > limit, url: '/v1/events' });
    }
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method ?? 'GET'}: ${path}). The local stand-in implements accounts, account links and events.`);
  };

  const onboarding = async (req: IncomingMessage, res: ServerResponse, token: string) => {
    const link = links.get(token);
    const account = link ? accountOf(link.account) : undefined;
    if (!link || !account) return sendText(res, 404, 'This onboarding link is not known.');
    if (link.used || link.expires_at < nowS()) {
      res.writeHead(302, { location: link.refresh_url }).end();
      return;
    }
    if (req.method === 'GET') return sendText(res, 200, onboardingPage(link, account), { 'content-type': 'text/html; charset=utf-8' });
    const form = formOf((await readBody(req, MAX_BODY)).toString('utf8'));
    link.used = true;
    const name = form.get('business_name')?.trim();
    if (form.get('outcome') === 'complete') change(account, completed(account, name));
    else {
      // Some details given, some still due: Stripe keeps charges off until they are.
      const due = REQUIREMENTS_DUE.slice(2);
      change(account, {
        business_profile: { ...account.business_profile, name: name || account.business_profile.name },
        requirements: { ...account.requirements, currently_due: due, eventually_due: due, past_due: due },
      });
    }
    res.writeHead(303, { location: link.return_url }).end();
  };

  const control = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === `${STRIPE_CONTROL_PATH}/deliveries`) return sendJson(res, 200, deliveries);
    if (path === `${STRIPE_CONTROL_PATH}/accounts`) return sendJson(res, 200, state.accounts);
    if (path === `${STRIPE_CONTROL_PATH}/sessions`) return sendJson(res, 200, sessions);
    const checkout = new RegExp(`^${CHECKOUT_PAGE_PATH}/([\\w-]+)(/3ds)?$`).exec(path);
    if (checkout?.[1]) return checkoutPageRoute(req, res, checkout[1], Boolean(checkout[2]));
    const link = new RegExp(`^${STRIPE_CONTROL_PATH}/onboarding/([\\w-]+)$`).exec(path);
    if (link?.[1]) return onboarding(req, res, link[1]);
    if (req.method !== 'POST' || path !== `${STRIPE_CONTROL_PATH}/control`) return sendJson(res, 404, {});
    const order = JSON.parse((await readBody(req, MAX_BODY)).toString('utf8') || '{}') as {
      duplicate?: { times: number };
      hold?: boolean;
      release?: 'reverse' | 'inOrder';
      redeliver?: string;
      retryDelaysMs?: number[];
      update?: { account: string } & Partial<Omit<StandInAccount, 'id' | 'object'>>;
      at?: number;
      reset?: boolean;
      advanceSeconds?: number;
      bizumLimitCents?: number;
      sepaSettleMs?: number;
    };
    if (order.reset) {
      duplicates = 0;
      holding = false;
      held = [];
      retryDelays = [...RETRY_DELAYS_MS];
      bizumLimit = BIZUM_LIMIT_CENTS;
      sepaSettleMs = SEPA_SETTLE_MS;
      clockOffsetS = 0;
    }
    if (order.bizumLimitCents !== undefined) bizumLimit = order.bizumLimitCents;
    if (order.sepaSettleMs !== undefined) sepaSettleMs = order.sepaSettleMs;
    if (order.advanceSeconds !== undefined) {
      clockOffsetS += order.advanceSeconds;
      expireDue();
    }
    if (order.duplicate) duplicates = order.duplicate.times;
    if (order.retryDelaysMs) retryDelays = order.retryDelaysMs;
    if (order.hold) holding = true;
    if (order.release) {
      holding = false;
      const release = order.release === 'reverse' ? [...held].reverse() : held;
      held = [];
      for (const event of release) deliver(event);
    }
    if (order.redeliver) {
      const event = state.events.find((candidate) => candidate.id === order.redeliver);
      if (!event) return sendJson(res, 404, { error: `no event ${order.redeliver}` });
      void attempt(event, 1);
    }
    if (order.update) {
      const { account: id, ...fields } = order.update;
      const account = accountOf(id);
      if (!account) return sendJson(res, 404, { error: `no account ${id}` });
      change(account, fields, order.at);
    }
    sendJson(res, 200, { held: held.map((event) => event.id) });
  };

  const server: Server = createServer((req, res) => {
    const base = `http://${req.headers.host ?? '127.0.0.1'}`;
    const path = new URL(req.url ?? '/', base).pathname;
    const handle = path.startsWith(STRIPE_CONTROL_PATH) ? control(req, res, path) : api(req, res, path, base);
    handle.catch((error: unknown) => {
      if (!res.headersSent) stripeError(res, 500, 'api_error', error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    host: '127.0.0.1',
    port,
    controlUrl: `${url}${STRIPE_CONTROL_PATH}`,
    secretKey: keys.secretKey,
    webhookSecret: keys.webhookSecret,
    setWebhookEndpoint: (value) => {
      endpoint = value;
    },
    stop: async () => {
      stopped = true;
      clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      await closeServer(server);
    },
  };
};
