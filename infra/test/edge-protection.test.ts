// What CloudFront and AWS WAF add in front of the app, as the local stack reproduces it from
// the same definitions (infra/lib/security-headers.ts, infra/lib/rate-limits.ts): security
// headers on every kind of answer, media served with the type fixed at upload, and the
// per-IP rate limits with their 429. A stack of its own, with the real (not relaxed) limits.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COGNITO_TARGET_PREFIX, rateLimitRules, type RateLimitRule } from '../lib/rate-limits.js';
import { localSecurityHeaders } from '../lib/security-headers.js';
import { createRateLimiter } from '../local/waf/rate-limit.js';
import { startLocalStack, type LocalStack } from '../local/stack.js';

let stack: LocalStack;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-edge-test-'));
  stack = await startLocalStack({ dataDir, port: 0, serveWeb: true, seedDemo: false, quiet: true });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every /api request this file sends: they all count towards the api-per-ip rule. */
let apiRequests = 0;
const api = (path: string, init?: RequestInit) => {
  apiRequests += 1;
  return fetch(`${stack.url}${path}`, init);
};

const cognito = (operation: string, body: object = {}) =>
  fetch(`${stack.url}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${COGNITO_TARGET_PREFIX}${operation}` },
    body: JSON.stringify(body),
  });

const signed = (path: string) =>
  getSignedUrl({
    url: `${stack.url}/media/${path}`,
    keyPairId: stack.media.keyPairId,
    privateKey: stack.media.privateKeyPem,
    dateLessThan: new Date(Date.now() + 60_000).toISOString(),
  });

/** Uploads through a presigned POST, as the browser does; returns the answer's status. */
const upload = async (key: string, contentType: string, bytes: Buffer) => {
  const post = await createPresignedPost(new S3Client({}), {
    Bucket: stack.mediaBucket,
    Key: key,
    Conditions: [['content-length-range', 1, 1024], ['eq', '$Content-Type', contentType]],
    Fields: { 'Content-Type': contentType },
    Expires: 60,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', new Blob([bytes]), 'file');
  return fetch(post.url, { method: 'POST', body: form });
};

const expectSecurityHeaders = (response: Response, what: string) => {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("script-src 'self';");
  expect(csp, what).not.toContain('unsafe-inline');
  expect(csp, what).not.toContain('unsafe-eval');
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("connect-src 'self';");
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy'), what).toContain('camera=()');
  // Plain http locally: HSTS would be ignored, and must not pin 127.0.0.1 to https.
  expect(response.headers.get('strict-transport-security'), what).toBeNull();
  for (const [name, value] of Object.entries(localSecurityHeaders())) expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
};

describe('security headers on every kind of answer', () => {
  it('are set on the site, the SPA, their files and their 404s', async () => {
    const cases: [string, string, number][] = [
      ['the landing page', '/', 200],
      ['a client-side route of the app', '/dashboard/settings', 200],
      ['an unknown public address (the site 404 page)', '/settings', 404],
      ['a static file', '/favicon.svg', 200],
      ['a missing asset', '/assets/missing.js', 404],
      ['the runtime configuration', '/config.json', 200],
    ];
    for (const [what, path, status] of cases) {
      const response = await fetch(`${stack.url}${path}`);
      // Without web/dist the SPA answers 503 with a notice; the headers must be there either way.
      if (path !== '/config.json' && response.status === 503) expect(await response.text()).toContain('npm run build:web');
      else expect(response.status, what).toBe(status);
      expectSecurityHeaders(response, what);
    }
  });

  it('are set on API answers: the authorizer refusal, an unknown route, a method the SPA does not serve', async () => {
    const unauthorized = await api('/api/me');
    expect(unauthorized.status).toBe(401);
    expectSecurityHeaders(unauthorized, 'API 401');
    const unknown = await api('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown, 'API 404');
    const notAllowed = await fetch(`${stack.url}/`, { method: 'DELETE' });
    expect(notAllowed.status).toBe(405);
    expectSecurityHeaders(notAllowed, 'SPA 405');
  });

  it('are set on Cognito answers and uploads', async () => {
    // An operation no rate rule counts, so the rate tests below start from zero.
    const refused = await cognito('GetUser', { AccessToken: 'not-a-token' });
    expect(refused.status).toBe(400);
    expectSecurityHeaders(refused, 'Cognito error');
    const stored = await upload('originals/edge/photo.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(stored.status).toBe(204);
    expectSecurityHeaders(stored, 'upload');
  });

  it('are set on media: refused, missing and served', async () => {
    const unsigned = await fetch(`${stack.url}/media/originals/edge/photo.jpg`);
    expect(unsigned.status).toBe(403);
    expectSecurityHeaders(unsigned, 'media 403');
    const missing = await fetch(signed('originals/edge/missing.jpg'));
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'media 404');
    const served = await fetch(signed('originals/edge/photo.jpg'));
    expect(served.status).toBe(200);
    expectSecurityHeaders(served, 'media 200');
  });
});

describe('media types', () => {
  it('serves an object with the type fixed by the upload policy, never one sniffed from its bytes', async () => {
    const looksLikeHtml = Buffer.from('<html><script>alert(1)</script></html>');
    // The policy fixes Content-Type (functions/src/media/presigned-upload.ts does the same):
    // the browser cannot swap it for text/html.
    const fixed = await createPresignedPost(new S3Client({}), {
      Bucket: stack.mediaBucket,
      Key: 'originals/edge/fixed.png',
      Conditions: [['eq', '$Content-Type', 'image/png']],
      Fields: { 'Content-Type': 'image/png' },
      Expires: 60,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fixed.fields, 'Content-Type': 'text/html' })) form.append(name, value);
    form.append('file', new Blob([looksLikeHtml]), 'file');
    expect((await fetch(fixed.url, { method: 'POST', body: form })).status).toBe(403);

    expect((await upload('originals/edge/trap2.png', 'image/png', looksLikeHtml)).status).toBe(204);
    const served = await fetch(signed('originals/edge/trap2.png'));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('rate limits (the real table, as WAF applies it)', () => {
  const ruleFor = (kind: RateLimitRule['match']['kind'], name: string): RateLimitRule => {
    const rule = rateLimitRules.find((candidate) => candidate.match.kind === kind && candidate.name === name);
    if (!rule) throw new Error(`no rule ${name}`);
    return rule;
  };

  const expectRateLimited = async (response: Response, rule: RateLimitRule) => {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
    expectSecurityHeaders(response, `429 of ${rule.name}`);
    return (await response.json()) as Record<string, unknown>;
  };

  /** Sends `count` requests, `batch` at a time, and returns their statuses. */
  const send = async (count: number, request: () => Promise<Response>, batch = 25): Promise<number[]> => {
    const statuses: number[] = [];
    for (let sent = 0; sent < count; sent += batch) {
      const answers = await Promise.all(Array.from({ length: Math.min(batch, count - sent) }, request));
      for (const answer of answers) {
        statuses.push(answer.status);
        await answer.arrayBuffer();
      }
    }
    return statuses;
  };

  it.each(rateLimitRules.filter((rule) => rule.match.kind === 'cognito').map((rule) => [rule.name, rule] as const))(
    '%s: the Cognito operations share one count per IP; over it, 429 TooManyRequestsException',
    async (_, rule) => {
      if (rule.match.kind !== 'cognito') throw new Error('not a Cognito rule');
      const { operations } = rule.match;
      const statuses = await send(rule.limit, () => cognito(operations[0] ?? '', { ClientId: stack.userPoolClientId }), 5);
      expect(statuses).not.toContain(429);
      for (const operation of operations) {
        const body = await expectRateLimited(await cognito(operation, { ClientId: stack.userPoolClientId }), rule);
        expect(body).toMatchObject({ __type: 'TooManyRequestsException' });
      }
      // Other operations are counted by their own rules (or none): still answered by Cognito.
      expect((await cognito('GetUser', { AccessToken: 'x' })).status).not.toBe(429);
    },
  );

  it('site-posts-per-ip: POSTs to /api/site/ over the limit answer 429; the site\'s GETs are not counted by it', async () => {
    const rule = ruleFor('path', 'site-posts-per-ip');
    const pageView = () =>
      api('/api/site/pageview', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/', lang: 'es' }) });
    const statuses = await send(rule.limit, pageView, 10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const body = await expectRateLimited(await pageView(), rule);
    // The local limiter counts a refused request under no rule (WAF would still count it under
    // api-per-ip, which it evaluates first: a difference of one request).
    apiRequests -= 1;
    expect(body).toEqual({ error: { code: 'rate_limit.too_many_requests', message: expect.any(String) } });
    expect((await api('/api/site/form-ticket?form=contact')).status).toBe(200);
  });

  it('support-posts-per-ip: POSTs to /api/support/ over the limit answer 429 (the webhooks are not a relay)', async () => {
    const rule = ruleFor('path', 'support-posts-per-ip');
    const ask = () => api('/api/support/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const statuses = await send(rule.limit, ask, 10);
    expect(statuses.filter((status) => status !== 401)).toEqual([]);
    const body = await expectRateLimited(await ask(), rule);
    apiRequests -= 1;
    expect(body).toEqual({ error: { code: 'rate_limit.too_many_requests', message: expect.any(String) } });
  });

  it('api-per-ip: /api/* over the limit answers 429 with the catalogue code the web app shows', async () => {
    const rule = ruleFor('path', 'api-per-ip');
    const statuses = await send(rule.limit - apiRequests, () => api('/api/me'));
    expect(statuses.filter((status) => status !== 401)).toEqual([]);
    const body = await expectRateLimited(await api('/api/me'), rule);
    expect(body).toEqual({ error: { code: 'rate_limit.too_many_requests', message: expect.any(String) } });
    // The SPA and the runtime configuration are not API requests.
    expect((await fetch(`${stack.url}/config.json`)).status).toBe(200);
  });
});

describe('rate limiter window (the same limiter, on a clock the test moves)', () => {
  let server: Server;
  let url: string;
  let clock = 0;
  const rule: RateLimitRule = { name: 'test', match: { kind: 'path', prefix: '/api/' }, limit: 3, windowSeconds: 60 };

  beforeAll(async () => {
    const limiter = createRateLimiter({ rules: [rule], relaxed: false, now: () => clock });
    server = createServer((req, res) => {
      if (!limiter(req, res, new URL(req.url ?? '/', 'http://x').pathname)) res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts over a trailing window and admits again once the oldest request leaves it', async () => {
    const status = async (at: number) => {
      clock = at;
      const response = await fetch(`${url}/api/x`);
      return [response.status, response.headers.get('retry-after')] as const;
    };
    expect(await status(0)).toEqual([200, null]);
    expect(await status(10_000)).toEqual([200, null]);
    expect(await status(20_000)).toEqual([200, null]);
    // Full: the request at 0 leaves the window at 60 s.
    expect(await status(30_000)).toEqual([429, '30']);
    expect(await status(59_500)).toEqual([429, '1']);
    // Refused requests are not counted, so waiting Retry-After is enough.
    expect(await status(60_000)).toEqual([200, null]);
    expect(await status(60_001)).toEqual([429, '10']);
    // Another path is not counted.
    clock = 60_002;
    expect((await fetch(`${url}/other`)).status).toBe(200);
  });

  it('relaxed, multiplies every limit', async () => {
    const limiter = createRateLimiter({ rules: [rule], relaxed: true, now: () => 0 });
    const relaxed = createServer((req, res) => {
      if (!limiter(req, res, '/api/x')) res.end('ok');
    });
    await new Promise<void>((resolve) => relaxed.listen(0, '127.0.0.1', resolve));
    const address = relaxed.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    const statuses: number[] = [];
    for (let i = 0; i < rule.limit * 10; i += 1) statuses.push((await fetch(`http://127.0.0.1:${address.port}/api/x`)).status);
    await new Promise<void>((resolve) => relaxed.close(() => resolve()));
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
