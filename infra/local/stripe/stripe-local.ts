// A local stand-in of the Stripe API for the endpoints the app uses, which the official `stripe`
// SDK talks to unchanged (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`):
//   POST /v1/accounts               a connected account (type standard or express)
//   GET  /v1/accounts/{id}          the account: capabilities, charges_enabled, payouts_enabled, details_submitted, requirements
//   POST /v1/account_links          an onboarding link (type account_onboarding), opening the local onboarding page
//   GET  /v1/events, /v1/events/{id} the events it emitted (account.updated)
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
// Tests steer it through `POST /__stripe/control` (JSON):
//   { "duplicate": { "times": 1 } }   the next events are delivered twice
//   { "hold": true }                  events are kept, not delivered, until released
//   { "release": "reverse" }          deliver the held events newest first ("inOrder": oldest first)
//   { "redeliver": "evt_…" }          deliver an event again (the Dashboard's "Resend")
//   { "retryDelaysMs": [50, 100] }    the retry schedule
//   { "update": { "account": "acct_…", "charges_enabled": false, … }, "at": 1780000000 }
//                                     change an account as Stripe would (account.updated, created `at` or now)
//   { "reset": true }                 forget every instruction (not the accounts)
// and read `GET /__stripe/deliveries` (every delivery attempt: event, status, time) and
// `GET /__stripe/accounts`.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { readBody, sendJson, sendText } from '../http-util.js';
import { closeServer } from '../ses/ses-local.js';

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
  data: { object: StandInAccount; previous_attributes?: Record<string, unknown> };
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

  const emit = (account: StandInAccount, previous: Record<string, unknown>, created = nowS()) => {
    const event: StandInEvent = {
      id: idOf('evt'),
      object: 'event',
      account: account.id,
      api_version: STRIPE_API_VERSION,
      created,
      data: { object: structuredClone(account), previous_attributes: previous },
      livemode: false,
      pending_webhooks: endpoint ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type: 'account.updated',
    };
    state.events.push(event);
    save();
    deliver(event);
  };

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
    };
    if (order.reset) {
      duplicates = 0;
      holding = false;
      held = [];
      retryDelays = [...RETRY_DELAYS_MS];
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
      for (const timer of timers) clearTimeout(timer);
      await closeServer(server);
    },
  };
};
