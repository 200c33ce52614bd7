// A route's docs: what it does in a sentence and a valid request. Kept out of the route
// contracts, which the functions import, so no function bundle carries them (issue 21,
// docs/decisions/0006-bundle-trims.md); the docs and the generated test suites read them
// through ../route-docs.ts.
import type * as z from 'zod';
import type { AnyRoute } from '../route.js';

/** A valid request of `R`, as a client sends it (before the contract's transforms). */
export interface RouteExample<R extends AnyRoute = AnyRoute> {
  params: z.input<R['params']>;
  query: z.input<R['query']>;
  body: z.input<R['body']>;
}

export interface RouteDocs<R extends AnyRoute = AnyRoute> {
  route: R;
  summary: string;
  example: RouteExample<R>;
}

/** The docs of `route`, its example checked against the route's own schemas' input types. */
export const routeDocs = <R extends AnyRoute>(route: R, docs: { summary: string; example: RouteExample<R> }): RouteDocs<R> => ({
  route,
  summary: docs.summary,
  example: docs.example,
});
