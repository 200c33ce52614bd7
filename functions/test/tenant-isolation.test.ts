// Generated from the route table: every route, now and as routes are added, is called by
// photographer B against photographer A's data, and B never gets A's data back nor
// changes it.
import type { AnyRoute } from '@fotostudio/shared/contracts/route';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

const MARKER = 'ZZ-tenant-a-marker';

/** The route's example with a marker woven into every string that still validates with it. */
const markedBody = (route: AnyRoute): unknown => {
  const mark = (value: unknown): unknown => {
    if (typeof value === 'string') return `${value} ${MARKER}`;
    if (Array.isArray(value)) return value.map(mark);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v)]));
    return value;
  };
  const marked = mark(route.example.body);
  return route.body.safeParse(marked).success ? marked : route.example.body;
};

/** Every value found under a given key anywhere in a JSON document. */
const valuesUnder = (document: unknown, key: string, found: string[] = []): string[] => {
  if (Array.isArray(document)) document.forEach((d) => valuesUnder(d, key, found));
  else if (document && typeof document === 'object') {
    for (const [k, v] of Object.entries(document)) {
      if (k === key && typeof v === 'string') found.push(v);
      valuesUnder(v, key, found);
    }
  }
  return found;
};

/**
 * A's identifier for a path parameter, taken from what A's own calls returned: a field
 * named like the parameter (`sessionId`), or the `id` of an object named after it
 * (`session: { id }`).
 */
const paramsOfA = (route: AnyRoute, answersOfA: ApiAnswer[]): Record<string, string> => {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  return Object.fromEntries(
    names.map((name) => {
      const owner = name.replace(/Id$/, '');
      const candidates = answersOfA.flatMap((a) => [
        ...valuesUnder(a.body, name),
        ...valuesUnder((a.body as Record<string, unknown> | undefined)?.[owner], 'id'),
      ]);
      const value = candidates[0];
      if (!value) throw new Error(`No value of A for {${name}} in ${route.id}: add a route or fixture that creates one`);
      return [name, value];
    }),
  );
};

/**
 * The body with its top-level `…Id` fields pointing at A's own data (`relatedContactId`
 * takes A's `relatedContactId`, else A's `contactId`), other than the items the path
 * addresses, so a body that names another of A's items is valid for A.
 */
const withIdsOfA = (body: unknown, answersOfA: ApiAnswer[], params: Record<string, string> = {}): unknown => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const addressed = new Set(Object.values(params));
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (typeof value !== 'string' || !/[a-z]Id$/.test(key)) return [key, value];
      const shortName = key.replace(/^[a-z]+(?=[A-Z])/, '');
      const names = [key, shortName.charAt(0).toLowerCase() + shortName.slice(1)];
      const found = names.flatMap((name) => answersOfA.flatMap((a) => valuesUnder(a.body, name))).find((id) => !addressed.has(id));
      return [key, found ?? value];
    }),
  );
};

const isWrite = (route: AnyRoute) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
const photographerRoutes = routeTable.filter((r) => r.auth === 'photographer');

describe('tenant isolation over every photographer route', () => {
  let a: TestUser;
  let b: TestUser;
  const answersOfA: ApiAnswer[] = [];
  const readsOfABefore = new Map<string, unknown>();

  beforeAll(async () => {
    [a, b] = await Promise.all([createPhotographer('tenant-a'), createPhotographer('tenant-b')]);
    // A creates or changes everything the table lets it, leaving marked data behind.
    for (const route of photographerRoutes.filter(isWrite)) {
      const params = route.path.includes('{') ? paramsOfA(route, answersOfA) : undefined;
      const marked = await callRoute(route, a.accessToken, { params, body: withIdsOfA(markedBody(route), answersOfA, params) });
      // Some rules live in the use case (allowed file types...): then the plain example.
      const answer =
        marked.status < 300 ? marked : await callRoute(route, a.accessToken, { params, body: withIdsOfA(route.example.body, answersOfA, params) });
      expect(answer.status, `${route.id} as A: ${answer.text}`).toBeLessThan(300);
      answersOfA.push(answer);
    }
    for (const route of photographerRoutes.filter((r) => r.method === 'GET')) {
      const answer = await callRoute(route, a.accessToken, { params: route.path.includes('{') ? paramsOfA(route, answersOfA) : undefined });
      answersOfA.push(answer);
      readsOfABefore.set(route.id, answer.body);
    }
  });

  it.each(photographerRoutes.map((r) => [r.id, r] as const))('%s never gives B the data of A', async (_id, route) => {
    const usesIdsOfA = route.path.includes('{');
    const answer = await callRoute(route, b.accessToken, {
      params: usesIdsOfA ? paramsOfA(route, answersOfA) : undefined,
    });
    expect(answer.status).toBeLessThan(500);
    if (usesIdsOfA) expect([403, 404]).toContain(answer.status);
    expect(answer.text).not.toContain(MARKER);
    expect(answer.text).not.toContain(a.sub);
    expect(answer.text).not.toContain(a.email);
  });

  it("leaves A's data as it was after B called every route", async () => {
    for (const route of photographerRoutes.filter((r) => r.method === 'GET')) {
      const answer = await callRoute(route, a.accessToken, { params: route.path.includes('{') ? paramsOfA(route, answersOfA) : undefined });
      expect(answer.body, route.id).toEqual(readsOfABefore.get(route.id));
    }
  });

  it.each(photographerRoutes.map((r) => [r.id, r] as const))('%s refuses a caller without a token', async (_id, route) => {
    const answer = await callRoute(route, undefined, { params: route.path.includes('{') ? paramsOfA(route, answersOfA) : undefined });
    expect(answer.status).toBe(401);
  });
});
