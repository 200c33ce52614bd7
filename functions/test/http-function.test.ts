import { accountRoutes } from '@fotostudio/shared/contracts/account-routes';
import { getHealth } from '@fotostudio/shared/contracts/platform';
import { platformRoutes } from '@fotostudio/shared/contracts/platform-routes';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../src/lib/errors.js';
import { metrics } from '../src/lib/metrics.js';
import { httpFunction, publicRoute } from '../src/lib/http/http-function.js';
import { lambdaContext as context, httpEvent as event } from './support/http-event.js';

const healthy = { status: 'ok' as const, database: 'ok' as const, time: '2026-01-01T00:00:00.000Z' };

describe('httpFunction', () => {
  afterEach(() => {
    vi.restoreAllMocks();
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
      error: { code: 'general.unknown', message: 'An unexpected error occurred. Please try again.', requestId: 'req-1' },
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

  it('counts each request by outcome, with its route key as dimension', async () => {
    const addMetric = vi.spyOn(metrics, 'addMetric');
    const addDimension = vi.spyOn(metrics, 'addDimension');
    const handler = httpFunction(platformRoutes, [
      publicRoute(getHealth, async () => {
        throw new DomainError('rate_limit.too_many_requests');
      }),
    ]);
    await handler(event('GET', '/api/health'), context);
    expect(addDimension).toHaveBeenCalledWith('route', 'GET /api/health');
    expect(addMetric).toHaveBeenCalledWith('RequestRejected', 'Count', 1);
    const ok = httpFunction(platformRoutes, [publicRoute(getHealth, async () => healthy)]);
    await ok(event('GET', '/api/health'), context);
    expect(addMetric).toHaveBeenCalledWith('RequestSucceeded', 'Count', 1);
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
});
