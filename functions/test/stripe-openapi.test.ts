// The local Stripe answers as Stripe's OpenAPI description says (issue 25 point 6): every
// object it returns (account, account link, event, error; Checkout Session, payment intent,
// charge, refund) is checked against the schema
// components of the spec (fixtures/stripe-openapi-components.json, transcribed from
// github.com/stripe/openapi): the types, nullability, enums and required properties.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

interface Schema {
  type?: 'object' | 'string' | 'integer' | 'boolean' | 'array' | 'number';
  nullable?: boolean;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema;
  items?: Schema;
  anyOf?: Schema[];
  $ref?: string;
}

const spec = JSON.parse(readFileSync(new URL('./fixtures/stripe-openapi-components.json', import.meta.url), 'utf8')) as { components: { schemas: Record<string, Schema> } };
const component = (ref: string): Schema => {
  const found = spec.components.schemas[ref.replace('#/components/schemas/', '')];
  if (!found) throw new Error(`no component ${ref}`);
  return found;
};

/** What of the value breaks the schema (OpenAPI 3.0: `nullable`, `$ref`, `anyOf`), as paths. */
export const schemaProblems = (value: unknown, schema: Schema, path = '$'): string[] => {
  if (schema.$ref) return schemaProblems(value, component(schema.$ref), path);
  if (value === null) return schema.nullable ? [] : [`${path}: null where the spec does not allow it`];
  if (schema.anyOf) return schema.anyOf.some((option) => schemaProblems(value, option, path).length === 0) ? [] : [`${path}: matches none of anyOf`];
  const problems: string[] = [];
  const actual = Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  if (schema.type && !(schema.type === actual || (schema.type === 'number' && actual === 'integer'))) return [`${path}: ${actual} where the spec says ${schema.type}`];
  if (schema.enum && !schema.enum.includes(value)) problems.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (Array.isArray(value) && schema.items) value.forEach((item, index) => problems.push(...schemaProblems(item, schema.items as Schema, `${path}[${index}]`)));
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in object)) problems.push(`${path}.${name}: required by the spec, missing`);
    for (const [name, property] of Object.entries(object)) {
      const declared = schema.properties?.[name] ?? schema.additionalProperties;
      if (declared) problems.push(...schemaProblems(property, declared, `${path}.${name}`));
    }
  }
  return problems;
};

const stripe = (stripeAccount?: string) => {
  const { STRIPE_API_URL, STRIPE_SECRET_KEY } = inject('localStack').env;
  return async (method: 'GET' | 'POST', path: string, form?: Record<string, string>) => {
    const answer = await fetch(`${STRIPE_API_URL ?? ''}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${STRIPE_SECRET_KEY ?? ''}`,
        ...(stripeAccount ? { 'stripe-account': stripeAccount } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
};

describe("the local Stripe's answers against Stripe's OpenAPI schemas", () => {
  it('answers accounts, account links, events and errors in their schema', async () => {
    const call = stripe();
    const created = await call('POST', '/v1/accounts', { type: 'express', country: 'ES', 'capabilities[card_payments][requested]': 'true', 'metadata[photographerId]': 'p-1' });
    expect(created.status).toBe(200);
    expect(schemaProblems(created.body, component('account'))).toEqual([]);
    const id = String(created.body.id);

    const read = await call('GET', `/v1/accounts/${id}`);
    expect(schemaProblems(read.body, component('account'))).toEqual([]);

    const link = await call('POST', '/v1/account_links', { account: id, type: 'account_onboarding', refresh_url: 'https://example.com/r', return_url: 'https://example.com/b' });
    expect(schemaProblems(link.body, component('account_link'))).toEqual([]);

    // An account change emits account.updated.
    const control = inject('localStack').stripe.controlUrl;
    await fetch(`${control}/control`, { method: 'POST', body: JSON.stringify({ update: { account: id, charges_enabled: true } }) });
    const events = await call('GET', '/v1/events?limit=5');
    const event = (events.body.data as Record<string, unknown>[]).find((candidate) => (candidate.data as { object: { id: string } }).object.id === id);
    expect(event?.type).toBe('account.updated');
    expect(schemaProblems(event, component('event'))).toEqual([]);
    expect(schemaProblems((event?.data as { object: unknown }).object, component('account'))).toEqual([]);
    expect(schemaProblems((await call('GET', `/v1/events/${String(event?.id)}`)).body, component('event'))).toEqual([]);

    const missing = await call('GET', '/v1/accounts/acct_unknown');
    expect(missing.status).toBe(404);
    expect(schemaProblems(missing.body, component('error'))).toEqual([]);
  });

  it('answers Checkout Sessions, payment intents, refunds and their events in their schema', async () => {
    const created = await stripe()('POST', '/v1/accounts', { type: 'standard', country: 'ES' });
    const account = String(created.body.id);
    const call = stripe(account);
    const expiresAt = String(Math.floor(Date.now() / 1000) + 3600);
    const session = await call('POST', '/v1/checkout/sessions', {
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Fotos extra',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'bizum',
      'metadata[paymentId]': 'pay-1',
      'payment_intent_data[metadata][paymentId]': 'pay-1',
      success_url: 'https://example.com/ok',
      cancel_url: 'https://example.com/back',
      expires_at: expiresAt,
      locale: 'es',
    });
    expect(session.status).toBe(200);
    expect(schemaProblems(session.body, component('checkout.session'))).toEqual([]);
    const id = String(session.body.id);
    // Paid on the hosted page with Stripe's test card.
    await fetch(String(session.body.url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'method=card&card_number=4242424242424242', redirect: 'manual' });
    const read = await call('GET', `/v1/checkout/sessions/${id}?expand[]=payment_intent`);
    expect(schemaProblems(read.body, component('checkout.session'))).toEqual([]);
    const intent = read.body.payment_intent as Record<string, unknown>;
    expect(schemaProblems(intent, component('payment_intent'))).toEqual([]);
    expect(schemaProblems((await call('GET', `/v1/payment_intents/${String(intent.id)}`)).body, component('payment_intent'))).toEqual([]);
    // Bizum is allowed but not eligible: the new account's capability for it is not active. The
    // intent keeps the types the session offered; the method used is on its charge.
    expect(session.body.payment_method_types).toEqual(['card']);
    expect(intent.payment_method_types).toEqual(['card']);
    const charge = await call('GET', `/v1/charges/${String(intent.latest_charge)}`);
    expect(schemaProblems(charge.body, component('charge'))).toEqual([]);
    expect((charge.body.payment_method_details as { type: string }).type).toBe('card');
    const refund = await call('POST', '/v1/refunds', { payment_intent: String(intent.id), amount: '500' });
    expect(schemaProblems(refund.body, component('refund'))).toEqual([]);

    const events = (await call('GET', '/v1/events?limit=20')).body.data as { account: string; type: string; data: { object: unknown } }[];
    const ofAccount = events.filter((event) => event.account === account);
    expect(ofAccount.map((event) => event.type).sort()).toEqual(['charge.refunded', 'checkout.session.completed', 'payment_intent.succeeded']);
    const schemaOf: Record<string, string> = { 'charge.refunded': 'charge', 'checkout.session.completed': 'checkout.session', 'payment_intent.succeeded': 'payment_intent' };
    for (const event of ofAccount) {
      expect(schemaProblems(event, component('event'))).toEqual([]);
      expect(schemaProblems(event.data.object, component(schemaOf[event.type] ?? ''))).toEqual([]);
    }
    // The request field the API version removed is refused, as Stripe refuses an unknown parameter.
    const old = await call('POST', '/v1/checkout/sessions', { mode: 'payment', 'payment_method_types[0]': 'card', success_url: 'https://example.com/ok' });
    expect(old.status).toBe(400);
    expect(schemaProblems(old.body, component('error'))).toEqual([]);
    expect((old.body.error as { param?: string }).param).toBe('payment_method_types');
  });

  it('finds what breaks a schema, so the check above can fail', () => {
    const broken = { id: 'acct_1', object: 'accounts', charges_enabled: 'yes', requirements: { currently_due: [1] }, capabilities: { card_payments: 'on' } };
    expect(schemaProblems(broken, component('account'))).toEqual([
      '$.object: "accounts" is not one of ["account"]',
      '$.charges_enabled: string where the spec says boolean',
      '$.requirements.currently_due[0]: integer where the spec says string',
      '$.capabilities.card_payments: "on" is not one of ["active","inactive","pending"]',
    ]);
    expect(schemaProblems({ object: 'account_link', url: 'x' }, component('account_link'))).toEqual(['$.created: required by the spec, missing', '$.expires_at: required by the spec, missing']);
  });
});
