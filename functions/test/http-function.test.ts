import { accountRoutes } from '@fotostudio/shared/contracts/account-routes';
import { getHealth } from '@fotostudio/shared/contracts/platform';
import { platformRoutes } from '@fotostudio/shared/contracts/platform-routes';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { paymentsRoutes } from '@fotostudio/shared/contracts/payments-routes';
import { getPaymentsAccount, stripeWebhook } from '@fotostudio/shared/contracts/payments';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../src/lib/config.js';
import { stripeWebhookRoute } from '../src/http/payments/signed-webhook-route.js';
import { resetStripeClient } from '../src/payments/stripe-client.js';
import { DomainError } from '../src/lib/errors.js';
import { httpFunction, publicRoute } from '../src/lib/http/http-function.js';
import { lambdaContext as context, httpEvent as event } from './support/http-event.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const healthy = { status: 'ok' as const, database: 'ok' as const, time: '2026-01-01T00:00:00.000Z' };

describe('httpFunction', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('turns an unexpected failure into 500 general.unknown without leaking its message', async () => {
    const handler = httpFunction(platformRoutes, [
      publicRoute(getHealth, async () => {
        throw new Error('connection string postgres://secret@db');
      }),
    ]);
    const result = await handler(event('GET', '/api/health'), context);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body ?? '')).toEqual({
      error: { code: 'general.unknown', message: 'Internal Server Error', requestId: 'req-1' },
    });
  });

  it('maps a domain error to its catalogue status and code', async () => {
    const handler = httpFunction(platformRoutes, [
      publicRoute(getHealth, async () => {
        throw new DomainError('rate_limit.too_many_requests');
      }),
    ]);
    const result = await handler(event('GET', '/api/health'), context);
    expect(result.statusCode).toBe(429);
    expect(JSON.parse(result.body ?? '')).toMatchObject({ error: { code: 'rate_limit.too_many_requests' } });
  });

  it('sends only what the response contract names', async () => {
    const handler = httpFunction(platformRoutes, [
      publicRoute(getHealth, async () => ({ ...healthy, pk: 'PHOTOGRAPHER#1', secret: 'x' }) as typeof healthy),
    ]);
    const result = await handler(event('GET', '/api/health'), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '')).toEqual(healthy);
  });

  it("answers 500, not the caller's 400, when the use case answers outside the response contract", async () => {
    const handler = httpFunction(platformRoutes, [publicRoute(getHealth, async () => ({ ...healthy, status: 'broken' }) as unknown as typeof healthy)]);
    const result = await handler(event('GET', '/api/health'), context);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body ?? '')).toMatchObject({ error: { code: 'general.unknown' } });
  });

  it('refuses to build a domain whose handlers do not match the route table', () => {
    expect(() => httpFunction(accountRoutes, [])).toThrow(/route table/);
  });

  it('answers routes it does not know with a catalogue 404, and known paths with the wrong method with 405', async () => {
    const handler = httpFunction(platformRoutes, [publicRoute(getHealth, async () => healthy)]);
    const unknown = await handler(event('GET', '/api/nope'), context);
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body ?? '')).toMatchObject({ error: { code: 'general.route_not_found' } });
    const wrongMethod = await handler(event('POST', '/api/health'), context);
    expect(wrongMethod.statusCode).toBe(405);
  });

  it('tells a wrong method from an unknown path against the routes it is given (the fallback gets the whole table)', async () => {
    const domainOnly = httpFunction(platformRoutes, [publicRoute(getHealth, async () => healthy)]);
    expect((await domainOnly(event('DELETE', '/api/me'), context)).statusCode).toBe(404);
    const fallback = httpFunction(platformRoutes, [publicRoute(getHealth, async () => healthy)], { unmatchedAgainst: routeTable });
    expect((await fallback(event('DELETE', '/api/me'), context)).statusCode).toBe(405);
    expect((await fallback(event('GET', '/api/nope'), context)).statusCode).toBe(404);
  });

  it('flushes one EMF document per request: its outcome counted under its route key, the cold start once', async () => {
    // Metrics are off in the local stack; on here, in an on-demand environment as Lambda sets
    // it (what makes a cold start), with fresh modules that read both.
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    vi.resetModules();
    const fresh = await import('../src/lib/http/http-function.js');
    const { DomainError: FreshDomainError } = await import('../src/lib/errors.js');
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    type Emf = Record<string, unknown> & { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] } };
    const flushed = (): Emf[] => lines.splice(0).map((line) => JSON.parse(line) as Emf).filter((document) => '_aws' in document);
    const metricNames = (document: Emf) => document._aws.CloudWatchMetrics.flatMap((set) => set.Metrics.map((metric) => metric.Name));

    const refused = fresh.httpFunction(platformRoutes, [
      fresh.publicRoute(getHealth, async () => {
        throw new FreshDomainError('rate_limit.too_many_requests');
      }),
    ]);
    await refused(event('GET', '/api/health'), context);
    const first = flushed();
    expect(first.map(metricNames)).toEqual([['ColdStart'], ['RequestRejected']]);
    const outcome = first[1];
    expect(outcome).toMatchObject({ route: 'GET /api/health', RequestRejected: 1 });
    expect(outcome?._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: 'Fotostudio', Dimensions: [expect.arrayContaining(['route'])], Metrics: [{ Name: 'RequestRejected', Unit: 'Count' }] });

    const ok = fresh.httpFunction(platformRoutes, [fresh.publicRoute(getHealth, async () => healthy)]);
    await ok(event('GET', '/api/health'), context);
    const second = flushed();
    // Flushed and cleared: the second request carries only its own outcome, and no cold start.
    expect(second.map(metricNames)).toEqual([['RequestSucceeded']]);
    expect(second[0]).toMatchObject({ route: 'GET /api/health', RequestSucceeded: 1 });
    expect(second[0]).not.toHaveProperty('RequestRejected');
  });

  it('decodes base64 bodies before parsing them', async () => {
    const handler = httpFunction(platformRoutes, [publicRoute(getHealth, async () => healthy)]);
    // Each body reads one way as sent and the other way once decoded, so only decoding passes both.
    const json = await handler(event('GET', '/api/health', { body: Buffer.from('{"a":1}').toString('base64'), isBase64Encoded: true }), context);
    expect(json.statusCode).toBe(200);
    // '1234' is JSON as sent; decoded from base64 it is three bytes that are not.
    const notJson = await handler(event('GET', '/api/health', { body: '1234', isBase64Encoded: true }), context);
    expect(notJson.statusCode).toBe(400);
    expect(JSON.parse(notJson.body ?? '')).toMatchObject({ error: { code: 'general.malformed_json' } });
  });

  describe('the signed-webhook caller kind', () => {
    const secret = 'whsec_unit_test_secret';
    const withStripeKeys = () => {
      vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_unit');
      vi.stubEnv('STRIPE_WEBHOOK_SECRET', secret);
      resetConfig();
      resetStripeClient();
    };
    afterEach(() => {
      resetConfig();
      resetStripeClient();
    });

    it('is a preset of the one route factory: it refuses to serve a route of another kind', () => {
      expect(() => stripeWebhookRoute(getPaymentsAccount, async () => ({}) as never)).toThrow('payments.getAccount is not a signedWebhook route');
    });

    it('verifies the signature over the raw bytes sent (base64 too) before the use case runs', async () => {
      withStripeKeys();
      const seen: string[] = [];
      const route = stripeWebhookRoute(stripeWebhook, async ({ stripeEvent }) => {
        seen.push(stripeEvent.id);
        return { received: true as const, outcome: 'ignored' as const };
      });
      const handler = httpFunction({ domain: 'payments', routes: [stripeWebhook] } as unknown as typeof paymentsRoutes, [route]);
      const payload = JSON.stringify(exampleOf(stripeWebhook).body, null, 2);
      const header = new Stripe('sk_test_unit').webhooks.generateTestHeaderString({ payload, secret });
      const base64 = await handler(
        event('POST', stripeWebhook.path, { body: Buffer.from(payload).toString('base64'), isBase64Encoded: true, headers: { 'content-type': 'application/json', 'stripe-signature': header } }),
        context,
      );
      expect(base64.statusCode).toBe(200);
      // The same JSON with other whitespace is other bytes: refused, and the use case never runs.
      const reformatted = await handler(event('POST', stripeWebhook.path, { body: JSON.stringify(exampleOf(stripeWebhook).body), headers: { 'content-type': 'application/json', 'stripe-signature': header } }), context);
      expect(reformatted.statusCode).toBe(400);
      expect(JSON.parse(reformatted.body ?? '')).toMatchObject({ error: { code: 'payments.webhook_signature_invalid' } });
      expect(seen).toEqual(['evt_example']);
    });
  });
});
