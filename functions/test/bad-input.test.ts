// Generated from the route table: invalid bodies, malformed JSON, unexpected query strings
// and odd path parameters sent to every route get a 4xx with a catalogue code, never a 5xx.
import type { AnyRoute } from '@fotostudio/shared/contracts/route';
import { buildPath } from '@fotostudio/shared/contracts/route';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { isErrorCode } from '@fotostudio/shared/errors/catalogue';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorCodeOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

const RUNS = 25;
const hasBody = (route: AnyRoute) => route.method !== 'GET' && route.method !== 'DELETE';

const expectClientError = (answer: ApiAnswer, context: string) => {
  expect(answer.status, `${context} -> ${answer.status} ${answer.text}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${context} -> ${answer.text}`).toBeLessThan(500);
  expect(isErrorCode(errorCodeOf(answer)), `${context}: catalogue code in ${answer.text}`).toBe(true);
};

const expectNeverServerError = (answer: ApiAnswer, context: string) => {
  expect(answer.status, `${context} -> ${answer.text}`).toBeLessThan(500);
  if (answer.status >= 400) expect(isErrorCode(errorCodeOf(answer)), `${context}: ${answer.text}`).toBe(true);
};

describe('bad input on every route', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('fuzz');
  });
  const tokenFor = (route: AnyRoute) => (route.auth === 'photographer' ? user.accessToken : undefined);
  const pathOf = (route: AnyRoute) => buildPath(route.path, route.example.params as Record<string, string>);

  const bodyRoutes = routeTable.filter(hasBody).map((r) => [r.id, r] as const);
  const allRoutes = routeTable.map((r) => [r.id, r] as const);

  it.skipIf(bodyRoutes.length === 0).each(bodyRoutes)('%s: bodies that break the contract get 400', async (_id, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue().filter((value) => !route.body.safeParse(value).success),
        async (body) => {
          const answer = await callApi({ method: route.method, path: pathOf(route), token: tokenFor(route), body: JSON.stringify(body) });
          expectClientError(answer, `${route.id} body ${JSON.stringify(body)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it.skipIf(bodyRoutes.length === 0).each(bodyRoutes)('%s: malformed JSON gets 400 general.malformed_json', async (_id, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        }),
        async (text) => {
          const answer = await callApi({ method: route.method, path: pathOf(route), token: tokenFor(route), body: text });
          expectClientError(answer, `${route.id} text ${JSON.stringify(text)}`);
          expect(errorCodeOf(answer)).toBe('general.malformed_json');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it.each(allRoutes)('%s: unexpected query strings never cause a 5xx', async (_id, route) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 40 }), { minKeys: 1, maxKeys: 4 }), async (query) => {
        const answer = await callApi({
          method: route.method,
          path: pathOf(route),
          token: tokenFor(route),
          query,
          body: hasBody(route) ? route.example.body : undefined,
        });
        const valid = route.query.safeParse(query).success;
        if (valid) expectNeverServerError(answer, `${route.id} query ${JSON.stringify(query)}`);
        else expectClientError(answer, `${route.id} query ${JSON.stringify(query)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(allRoutes)('%s: odd path parameters never cause a 5xx', async (_id, route) => {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ minLength: 1, maxLength: 80 }), { minLength: names.length, maxLength: names.length }), async (values) => {
        const params = Object.fromEntries(names.map((n, i) => [n, values[i] ?? 'x']));
        const answer = await callApi({
          method: route.method,
          path: buildPath(route.path, params),
          token: tokenFor(route),
          body: hasBody(route) ? route.example.body : undefined,
        });
        expectNeverServerError(answer, `${route.id} params ${JSON.stringify(params)}`);
      }),
      { numRuns: names.length === 0 ? 1 : RUNS },
    );
  });
});
