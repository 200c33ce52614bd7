// Generated from the route table: bad bodies, malformed JSON, other media types, oversized
// bodies, unexpected query strings, odd path parameters and bad tokens sent to every route,
// each answered with its exact status and catalogue code. The ids in paths and bodies are
// the caller's own, so it is the bad part, and nothing else, that is refused.
import { buildPath, catalogueCodeOfIssues, type AnyRoute } from '@fotostudio/shared/contracts/route';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { createAgreement, createTemplate, getSignerAgreement, sendAgreement, updateAgreement } from '@fotostudio/shared/contracts/agreements';
import { errorStatus, type ErrorCode } from '@fotostudio/shared/errors/catalogue';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi as callUnsigned, errorCodeOf, responseOf, type ApiAnswer, type ApiCall } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { bodyFor, createTenantData, notFoundOf, ownIds, paramsWith, type Ids } from './support/tenant-data.js';
import { signatureHeadersFor, stripeSignature } from './support/stripe.js';
import { setPublishedDelivery } from './support/published-delivery.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

/** A signed-webhook route's calls carry a valid signature of what they send, so only the bad part is refused. */
const callApi = (call: ApiCall): Promise<ApiAnswer> => callUnsigned({ ...call, headers: { ...signatureHeadersFor(call), ...call.headers } });

const RUNS = 25;
/** Lambda's payload limit, which API Gateway enforces before the function runs. */
const MAX_REQUEST_BYTES = 6 * 1024 * 1024;
const hasBody = (route: AnyRoute) => route.method !== 'GET' && route.method !== 'DELETE';

const expectAnswer = (answer: ApiAnswer, expected: { status: number; code?: ErrorCode }, context: string) => {
  const actual = { status: answer.status, code: expected.code === undefined ? undefined : errorCodeOf(answer) };
  expect(actual, `${context} -> ${answer.text.slice(0, 500)}`).toEqual(expected);
};

/** A JSON value, as text, that is not valid JSON. */
const malformedJson = fc.string({ minLength: 1 }).filter((text) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});

/** The dot segments a URL resolves away before any request is sent. */
const isSendableSegment = (value: string) => value !== '.' && value !== '..';

describe('bad input on every route', () => {
  let user: TestUser;
  let ids: Ids;
  /** A password-protected link of another session of the caller: its pass is checked too. */
  let protectedKey: string;
  /** A link of another session of the caller whose delivery is open. */
  let deliveryKey: string;
  beforeAll(async () => {
    user = await createPhotographer('fuzz');
    ({ ids } = await createTenantData(user.accessToken));
    const { sessionId } = await createTestSession(user.accessToken, {}, { clientId: ids.clientId, packageId: ids.packageId });
    await storeImage(user.sub, sessionId);
    const link = await callApi({ method: 'POST', path: `/api/sessions/${sessionId}/share-link`, token: user.accessToken, body: { title: 'Privada', durationDays: 5, password: 'secreto' } });
    protectedKey = responseOf(createShareLink, link).link.token;
    // The delivery gallery's routes open only while a delivery is (issue 28 point 4): a session of the caller with one open.
    const delivered = await createTestSession(user.accessToken, {}, { clientId: ids.clientId, packageId: ids.packageId });
    await storeImage(user.sub, delivered.sessionId);
    const deliveryLink = await callApi({ method: 'POST', path: `/api/sessions/${delivered.sessionId}/share-link`, token: user.accessToken, body: { title: 'Entrega', durationDays: 5 } });
    deliveryKey = responseOf(createShareLink, deliveryLink).link.token;
    await setPublishedDelivery(user.sub, delivered.sessionId);
  });
  const tokenFor = (route: AnyRoute) => (route.auth === 'photographer' ? user.accessToken : undefined);
  /** The caller's own items: valid ids, so only the bad part of a request is refused. */
  const isDeliveryRoute = (route: AnyRoute) => route.path.startsWith('/api/gallery/{linkKey}/delivery');
  const pathOf = (route: AnyRoute) => buildPath(route.path, paramsWith(route, isDeliveryRoute(route) ? { ...ids, linkKey: deliveryKey } : ids));
  const validBody = (route: AnyRoute) => bodyFor(route, ownIds(route, ids));

  const bodyRoutes = routeTable.filter(hasBody).map((r) => [r.id, r] as const);
  const allRoutes = routeTable.map((r) => [r.id, r] as const);
  const paramRoutes = routeTable.filter((r) => r.path.includes('{')).map((r) => [r.id, r] as const);
  const photographerRoutes = routeTable.filter((r) => r.auth === 'photographer').map((r) => [r.id, r] as const);

  it.each(bodyRoutes)('%s: bodies that break the contract get 400 general.validation', async (_id, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue().filter((value) => !route.body.safeParse(value).success),
        async (body) => {
          const answer = await callApi({ method: route.method, path: pathOf(route), token: tokenFor(route), body: JSON.stringify(body) });
          // A rule with its own catalogue code (an update with no field) answers that code.
          const parsed = route.body.safeParse(body);
          const coded = parsed.success ? undefined : catalogueCodeOfIssues(parsed.error.issues);
          const expected = coded ? { status: errorStatus[coded], code: coded } : { status: 400, code: 'general.validation' as const };
          expectAnswer(answer, expected, `${route.id} body ${JSON.stringify(body)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it.each(bodyRoutes)('%s: malformed JSON gets 400 general.malformed_json', async (_id, route) => {
    await fc.assert(
      fc.asyncProperty(malformedJson, async (text) => {
        const answer = await callApi({ method: route.method, path: pathOf(route), token: tokenFor(route), body: text });
        expectAnswer(answer, { status: 400, code: 'general.malformed_json' }, `${route.id} text ${JSON.stringify(text)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(bodyRoutes)('%s: a valid body sent as another media type gets 415 general.unsupported_media_type', async (_id, route) => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await callApi({
        method: route.method,
        path: pathOf(route),
        token: tokenFor(route),
        body: JSON.stringify(validBody(route)),
        headers: { 'content-type': type },
      });
      expectAnswer(answer, { status: 415, code: 'general.unsupported_media_type' }, `${route.id} as ${type}`);
    }
  });

  it.each(bodyRoutes)('%s: a body over the payload limit gets 413 general.payload_too_large', async (_id, route) => {
    const answer = await callApi({
      method: route.method,
      path: pathOf(route),
      token: tokenFor(route),
      body: JSON.stringify({ padding: 'x'.repeat(MAX_REQUEST_BYTES) }),
    });
    expectAnswer(answer, { status: 413, code: 'general.payload_too_large' }, route.id);
  });

  it.each(allRoutes)('%s: query strings the contract refuses get 400 general.validation', async (_id, route) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 40 }), { minKeys: 1, maxKeys: 4 }), async (query) => {
        fc.pre(!route.query.safeParse(query).success);
        const answer = await callApi({
          method: route.method,
          path: pathOf(route),
          token: tokenFor(route),
          query,
          body: hasBody(route) ? validBody(route) : undefined,
        });
        expectAnswer(answer, { status: 400, code: 'general.validation' }, `${route.id} query ${JSON.stringify(query)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(paramRoutes)("%s: path parameters get 400 when the contract refuses them, else the item's 404", async (_id, route) => {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    // Random text rarely forms a valid id: ids of nothing are mixed in, so the 404 side is tried too.
    const segment = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 80 }).filter(isSendableSegment));
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: names.length, maxLength: names.length }), async (values) => {
        const params = Object.fromEntries(names.map((n, i) => [n, values[i] ?? 'x']));
        const answer = await callApi({
          method: route.method,
          path: buildPath(route.path, params),
          token: tokenFor(route),
          body: hasBody(route) ? validBody(route) : undefined,
        });
        const expected = route.params.safeParse(params).success
          ? { status: 404, code: notFoundOf(route) }
          : { status: 400, code: 'general.validation' as const };
        expectAnswer(answer, expected, `${route.id} params ${JSON.stringify(params)}`);
      }),
      { numRuns: RUNS },
    );
  });

  const shareLinkRoutes = routeTable.filter((r) => r.auth === 'shareLink').map((r) => [r.id, r] as const);

  it.each(shareLinkRoutes)('%s: any body, pass or id on a real link is never answered with a 5xx', async (_id, route) => {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').filter((name) => name !== 'linkKey');
    // Well-formed choices with ids of nothing (or of the caller's own pending image) too, not only random JSON.
    const choice = fc.record({ productId: fc.uuid(), variantId: fc.uuid(), quantity: fc.integer({ min: -2, max: 2000 }) });
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        images: fc.array(fc.record({ imageId: fc.oneof(fc.uuid(), fc.constant(ids.imageId), fc.constant(ids.readyImageId)), products: fc.array(choice, { maxLength: 3 }) }), { maxLength: 4 }),
        additionalProducts: fc.array(choice, { maxLength: 3 }),
        fullGallerySelected: fc.boolean(),
        generalComment: fc.option(fc.string({ maxLength: 50 })),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.option(fc.stringMatching(/^[A-Za-z0-9._-]{0,120}$/)),
        fc.array(fc.oneof(fc.uuid(), fc.constant(ids.readyImageId), fc.constant(ids.downloadId)), { minLength: names.length, maxLength: names.length }),
        fc.boolean(),
        async (sent, pass, values, protectedLink) => {
          // Confirming would close the link for every run after it.
          fc.pre(!(route.id === 'gallery.finalize' && route.body.safeParse(sent).success));
          const params = {
            ...paramsWith(route, ids),
            ...Object.fromEntries(names.map((n, i) => [n, values[i] ?? ''])),
            ...(protectedLink ? { linkKey: protectedKey } : {}),
          };
          const answer = await callApi({
            method: route.method,
            path: buildPath(route.path, params),
            body: hasBody(route) ? sent : undefined,
            headers: pass === null ? {} : { 'x-gallery-pass': pass },
          });
          expect(answer.status, `${route.id} ${JSON.stringify({ sent, pass, params })} -> ${answer.text.slice(0, 300)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });

  const publicRoutes = routeTable.filter((r) => r.auth === 'public').map((r) => [r.id, r] as const);
  // gallery.page renders the web build's gallery.html, which this stack does not serve (it is
  // a 500 here whatever the input); gallery-page.test.ts serves one and covers its inputs.
  const publicRoutesWithoutWebBuild = publicRoutes.filter(([id]) => id !== 'gallery.page');

  it.each(publicRoutesWithoutWebBuild)('%s: any body or query on a public route is never answered with a 5xx', async (_id, route) => {
    // Random JSON, and the example body with random values in its own fields (so the checks
    // behind the contract, such as a form's bot check, are reached too).
    const example = (exampleOf(route).body ?? {}) as Record<string, unknown>;
    const nearExample = fc.record(Object.fromEntries(Object.keys(example).map((key) => [key, fc.oneof(fc.constant(example[key]), fc.jsonValue())])));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), nearExample), fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 3 }), async (sent, query) => {
        const answer = await callApi({ method: route.method, path: pathOf(route), query: { ...(exampleOf(route).query as Record<string, string>), ...query }, body: hasBody(route) ? sent : undefined });
        expect(answer.status, `${route.id} ${JSON.stringify({ sent, query })} -> ${answer.text.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  describe('tokens', () => {
    /** The caller's own access token with one claim changed and the signature kept. */
    const forged = (token: string) => {
      const [header = '', payload = '', signature = ''] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      const changed = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      return `${header}.${changed}.${signature}`;
    };
    // A token without `Bearer ` is not among them: API Gateway's JWT authorizer accepts one.
    const badAuthorizations = (): [string, string | undefined][] => [
      ['no Authorization header', undefined],
      ['an empty bearer token', 'Bearer '],
      ['a token that is not a JWT', 'Bearer not-a-token'],
      ['a forged token', `Bearer ${forged(user.accessToken)}`],
      ['another scheme', `Basic ${Buffer.from(`${user.email}:${user.password}`).toString('base64')}`],
    ];

    it.each(publicRoutes)('%s: a public route ignores any Authorization header, good or bad', async (_id, route) => {
      const call = (authorization?: string) =>
        callApi({
          method: route.method,
          path: pathOf(route),
          query: exampleOf(route).query as Record<string, string>,
          body: hasBody(route) ? validBody(route) : undefined,
          headers: authorization === undefined ? {} : { authorization },
        });
      const anonymous = await call();
      for (const [name, authorization] of [...badAuthorizations(), ['a valid token', `Bearer ${user.accessToken}`] as [string, string]]) {
        const answer = await call(authorization);
        expect({ status: answer.status, code: errorCodeOf(answer) }, `${route.id} with ${name}`).toEqual({ status: anonymous.status, code: errorCodeOf(anonymous) });
      }
    });

    const signedWebhookRoutes = routeTable.filter((r) => r.auth === 'signedWebhook').map((r) => [r.id, r] as const);

    it.each(signedWebhookRoutes)('%s: a missing, wrong, stale or foreign signature gets 400 payments.webhook_signature_invalid', async (_id, route) => {
      const payload = JSON.stringify(validBody(route));
      const fiveMinutesAgo = Math.floor(Date.now() / 1000) - 301;
      const signatures: [string, string | undefined][] = [
        ['no signature', undefined],
        ['an empty signature', ''],
        ['a signature that is not one', 'not-a-signature'],
        ['the signature of another body', stripeSignature(`${payload} `)],
        ['a signature older than the tolerance', stripeSignature(payload, { timestamp: fiveMinutesAgo })],
        ['a signature with another secret', stripeSignature(payload, { secret: 'whsec_someone_else' })],
      ];
      for (const [name, signature] of signatures) {
        const answer = await callUnsigned({ method: route.method, path: pathOf(route), body: payload, headers: signature === undefined ? {} : { 'stripe-signature': signature } });
        expectAnswer(answer, { status: 400, code: 'payments.webhook_signature_invalid' }, `${route.id} with ${name}`);
      }
    });

    it.each(photographerRoutes)('%s: a missing or bad token gets 401 auth.unauthorized', async (_id, route) => {
      for (const [name, authorization] of badAuthorizations()) {
        const answer = await callApi({
          method: route.method,
          path: pathOf(route),
          body: hasBody(route) ? validBody(route) : undefined,
          headers: authorization === undefined ? {} : { authorization },
        });
        expectAnswer(answer, { status: 401, code: 'auth.unauthorized' }, `${route.id} with ${name}`);
      }
    });
  });

  // Markup in an agreement's merge values and template text is text: the rendered document
  // (what the signer will read) carries it escaped, never as elements or attributes.
  it('agreements: markup in merge values and template text is escaped in the rendered document', async () => {
    const injections = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>", '</span><a href="javascript:alert(1)">x</a>'];
    const template = await callApi({
      method: 'POST',
      path: '/api/agreement-templates',
      token: user.accessToken,
      body: { name: 'Inyección', language: 'es', document: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: injections[0] }, { type: 'mergeField', attrs: { field: 'clientName' } }, { type: 'mergeField', attrs: { field: 'sessionPlace' } }, { type: 'mergeField', attrs: { field: 'price' } }, { type: 'mergeField', attrs: { field: 'deposit' } }] }] } },
    });
    const { templateId } = responseOf(createTemplate, template).template;
    const draft = responseOf(createAgreement, await callApi({ method: 'POST', path: '/api/agreements', token: user.accessToken, body: { templateId, clientId: ids.clientId } })).agreement;
    const edited = await callApi({
      method: 'PUT',
      path: `/api/agreements/${draft.agreementId}`,
      token: user.accessToken,
      body: { title: injections[1], mergeValues: { clientName: injections[1], sessionPlace: injections[2], price: injections[3], deposit: injections[0] }, signers: [{ name: injections[2], email: 'firma@example.com', language: 'es' }], expiresInDays: 5 },
    });
    const { html } = responseOf(updateAgreement, edited).agreement;
    expect(html).not.toMatch(/<(script|img|svg|a)\b/);
    expect(html).not.toContain('="javascript:');
    for (const injection of injections) expect(html).toContain(injection.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'));

    // The signer reads the same escaped document on their link.
    const sent = responseOf(sendAgreement, await callApi({ method: 'POST', path: `/api/agreements/${draft.agreementId}/send`, token: user.accessToken })).agreement;
    const agreementToken = (sent.signers[0]?.link ?? '').split('/').at(-1) ?? '';
    const signerView = responseOf(getSignerAgreement, await callApi({ method: 'GET', path: `/api/agreements/sign/${agreementToken}` })).agreement;
    expect(signerView.html).toBe(html);
    expect(signerView.title).toBe(injections[1]);
  });
});
