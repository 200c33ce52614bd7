import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getHealth } from '../src/contracts/platform.js';
import { buildPath, DOMAINS, defineDomainRoutes, HTTP_METHODS, matchPathTemplate, type AnyRoute } from '../src/contracts/route.js';
import { matchRoute, routesByDomain, routeTable } from '../src/contracts/routes.js';
import { exampleOf, routeDocsList, summaryOf } from '../src/contracts/route-docs.js';
import { routeAddresses } from '../src/contracts/generated/route-addresses.js';

const CONTRACTS = fileURLToPath(new URL('../src/contracts/', import.meta.url));

/** A value made by defineRoute: an id, a method, an API path and a response schema. */
const isRoute = (value: unknown): value is AnyRoute => {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Partial<AnyRoute>;
  return typeof route.id === 'string' && HTTP_METHODS.includes(route.method as never) && typeof route.path === 'string' && route.path.startsWith('/api/') && 'response' in route;
};

describe('route table', () => {
  it("gives the fallback function every route's address and no other", () => {
    expect(routeAddresses).toEqual(routeTable.map(({ method, path }) => ({ method, path })));
  });

  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => `${r.method} ${r.path}`)).size).toBe(routeTable.length);
  });

  it("names each route after its domain and accepts each route's own example", () => {
    for (const route of routeTable) {
      expect(route.id.startsWith(`${route.domain}.`), route.id).toBe(true);
      expect(route.path.startsWith('/api/'), route.id).toBe(true);
      const example = exampleOf(route);
      expect(route.params.safeParse(example.params).success, `${route.id} params`).toBe(true);
      expect(route.query.safeParse(example.query).success, `${route.id} query`).toBe(true);
      expect(route.body.safeParse(example.body).success, `${route.id} body`).toBe(true);
    }
  });

  it('has exactly one docs entry per route, each with a summary, and none for a route the table does not serve', () => {
    const entriesOf = (route: AnyRoute) => routeDocsList.filter((docs) => docs.route.id === route.id);
    expect(routeTable.filter((route) => entriesOf(route).length !== 1).map((route) => `${route.id}: ${entriesOf(route).length}`)).toEqual([]);
    const served = new Set(routeTable);
    expect(routeDocsList.filter((docs) => !served.has(docs.route)).map((docs) => docs.route.id)).toEqual([]);
    expect(routeDocsList).toHaveLength(routeTable.length);
    for (const route of routeTable) expect(summaryOf(route).trim(), route.id).not.toBe('');
  });

  it('keeps the docs out of the contracts the functions import', () => {
    for (const route of routeTable) {
      expect(route, route.id).not.toHaveProperty('summary');
      expect(route, route.id).not.toHaveProperty('example');
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
  });

  it('lists every route a contract file defines, each once: a route left out of its domain part is served by nothing', async () => {
    const defined = new Set<AnyRoute>();
    for (const file of readdirSync(CONTRACTS, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
      const exported = (await import(pathToFileURL(join(CONTRACTS, file)).href)) as Record<string, unknown>;
      for (const value of Object.values(exported)) if (isRoute(value)) defined.add(value);
    }
    const listed = new Set(routeTable);
    expect(listed.size, 'a route listed twice').toBe(routeTable.length);
    expect([...defined].filter((route) => !listed.has(route)).map((route) => route.id)).toEqual([]);
    expect(routeTable.filter((route) => !defined.has(route)).map((route) => route.id)).toEqual([]);
    // The files were read: a glob that finds nothing would make both checks above pass.
    expect(defined.size).toBe(routeTable.length);
  });

  it("refuses a domain part that lists another domain's route", () => {
    expect(() => defineDomainRoutes('crm', [getHealth])).toThrow(/platform\.getHealth/);
  });
});
