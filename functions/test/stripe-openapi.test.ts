// The local Stripe answers as Stripe's OpenAPI description says (issue 25 point 6): every
// object it returns (account, account link, event, error) is checked against the schema
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

const stripe = () => {
  const { STRIPE_API_URL, STRIPE_SECRET_KEY } = inject('localStack').env;
  return async (method: 'GET' | 'POST', path: string, form?: Record<string, string>) => {
    const answer = await fetch(`${STRIPE_API_URL ?? ''}${path}`, {
      method,
      headers: { authorization: `Bearer ${STRIPE_SECRET_KEY ?? ''}`, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
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
