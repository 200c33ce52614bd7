// What a client needs to call a route, without the route's zod schemas: the method, the path
// template and the auth kind. The client gallery and the public site load no zod, so they call
// their routes through descriptors generated from the contracts
// (generated/route-descriptors.ts, `npm run generate:route-descriptors`); the contract rides
// along as a type only, for the answer's and the parameters' types. This module imports no zod.
import type { AnyRoute, AuthKind, HttpMethod } from './route.js';

export interface RouteDescriptor<R extends AnyRoute = AnyRoute> {
  readonly method: HttpMethod;
  /** API Gateway syntax: `/api/gallery/{linkKey}`. */
  readonly path: string;
  readonly auth: AuthKind;
  /** Never set: carries the contract's type, so a client reads its answer type from it. */
  readonly contract?: R;
}

/** The contract a descriptor describes (a type). */
export type DescribedRoute<D extends RouteDescriptor> = D extends RouteDescriptor<infer R> ? R : never;

/** Fills `{name}` placeholders of a route path. */
export const buildPath = (path: string, params: Record<string, string | number>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });

/** The address of a described route: its path filled with `params`, then `query` if any. */
export const routeUrl = (route: RouteDescriptor, params: Record<string, string | number> = {}, query: Record<string, string> = {}): string => {
  const search = new URLSearchParams(query).toString();
  return buildPath(route.path, params) + (search ? `?${search}` : '');
};
