import { describe, expect, it } from 'vitest';
import { getHealth } from '../src/contracts/platform.js';
import { buildPath, DOMAINS, defineDomainRoutes, matchPathTemplate } from '../src/contracts/route.js';
import { matchRoute, routesByDomain, routeTable } from '../src/contracts/routes.js';

describe('route table', () => {
  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => `${r.method} ${r.path}`)).size).toBe(routeTable.length);
  });

  it("names each route after its domain and accepts each route's own example", () => {
    for (const route of routeTable) {
      expect(route.id.startsWith(`${route.domain}.`), route.id).toBe(true);
      expect(route.path.startsWith('/api/'), route.id).toBe(true);
      expect(route.params.safeParse(route.example.params).success, `${route.id} params`).toBe(true);
      expect(route.query.safeParse(route.example.query).success, `${route.id} query`).toBe(true);
      expect(route.body.safeParse(route.example.body).success, `${route.id} body`).toBe(true);
    }
  });

  it('matches paths with parameters and decodes them', () => {
    expect(matchPathTemplate('/api/sessions/{sessionId}', '/api/sessions/a%20b')).toEqual({ sessionId: 'a b' });
    expect(matchPathTemplate('/api/sessions/{sessionId}', '/api/sessions/a/b')).toBeUndefined();
    expect(matchPathTemplate('/api/me', '/api/me/')).toEqual({});
    expect(buildPath('/api/sessions/{sessionId}', { sessionId: 'a/b' })).toBe('/api/sessions/a%2Fb');
  });

  it('tells an unknown path from a known path with the wrong method', () => {
    expect(matchRoute('GET', '/api/me')).toMatchObject({ kind: 'matched' });
    expect(matchRoute('DELETE', '/api/me')).toEqual({ kind: 'method-not-allowed' });
    expect(matchRoute('GET', '/api/nothing-here')).toEqual({ kind: 'not-found' });
  });

  it("is joined from every domain's part, each listing only its own domain's routes", () => {
    expect(Object.keys(routesByDomain).sort()).toEqual([...DOMAINS].sort());
    for (const part of Object.values(routesByDomain)) {
      for (const route of part.routes) expect(route.domain, route.id).toBe(part.domain);
    }
    expect(routeTable).toEqual(Object.values(routesByDomain).flatMap((part) => part.routes));
  });

  it("refuses a domain part that lists another domain's route", () => {
    expect(() => defineDomainRoutes('crm', [getHealth])).toThrow(/platform\.getHealth/);
  });
});
