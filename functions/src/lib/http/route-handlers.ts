// The route handlers of HTTP functions and the middy stack that routes a domain's requests
// to them (http-function.ts, untraced-http-function.ts). Each route's params, query and body
// are parsed with the route's zod contract before the use case runs, and the answer is parsed with the response schema on the way out, so a
// use case can neither receive unchecked input nor leak attributes the contract lacks.
import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import {
  matchRouteIn,
  type AnyRoute,
  type DomainRoutes,
  type RouteAddress,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@fotostudio/shared/contracts/route';
import type { AuthKind } from '@fotostudio/shared/contracts/route';
import type { ErrorStatuses } from '@fotostudio/shared/errors/catalogue';
import type { Context } from 'aws-lambda';
import { DomainError } from '../errors.js';
import { errorHandler, jsonBody, jsonBodyOf, normaliseEvent, requestOutcome } from './middlewares.js';
import type { HttpEvent, HttpHandler, HttpResult } from './types.js';

/** The signed-in photographer, from the JWT claims the authorizer verified. Never from the body. */
export interface Caller {
  photographerId: string;
  username: string;
}

export interface RouteInput<R extends AnyRoute> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  event: HttpEvent;
  context: Context;
}

type UseCase<R extends AnyRoute, I> = (input: I) => Promise<RouteResponse<R>>;

export interface RouteHandler {
  route: AnyRoute;
  handle: (event: HttpEvent, context: Context) => Promise<HttpResult>;
}

const claimOf = (event: HttpEvent, name: string): string | undefined => {
  const value = event.requestContext.authorizer?.jwt?.claims?.[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

const callerOf = (event: HttpEvent): Caller => {
  const photographerId = claimOf(event, 'sub');
  if (!photographerId) throw new DomainError('auth.unauthorized');
  return { photographerId, username: claimOf(event, 'username') ?? claimOf(event, 'cognito:username') ?? photographerId };
};

const hasBody = (route: AnyRoute) => route.method !== 'GET' && route.method !== 'DELETE';

/** A write without a body is validated as `{}`; a JSON `null` body is validated as sent. */
const bodyToValidate = (event: HttpEvent): unknown => {
  const parsed = jsonBodyOf(event);
  return parsed ? parsed.value : {};
};

const parseInput = async <R extends AnyRoute>(
  route: R,
  event: HttpEvent,
  context: Context,
  parsedParams?: RouteParams<R>,
): Promise<RouteInput<R>> => ({
  params: parsedParams ?? ((await route.params.parseAsync(event.pathParameters ?? {})) as RouteParams<R>),
  query: (await route.query.parseAsync(event.queryStringParameters ?? {})) as RouteQuery<R>,
  body: (hasBody(route) ? await route.body.parseAsync(bodyToValidate(event)) : {}) as RouteBody<R>,
  event,
  context,
});

const respond = async (route: AnyRoute, result: unknown): Promise<HttpResult> => {
  const parsed = await route.response.safeParseAsync(result);
  // Our answer breaking our contract is our fault (a 500), never the caller's 400.
  if (!parsed.success) throw new Error(`${route.id} answered outside its response contract`, { cause: parsed.error });
  const body = parsed.data;
  if (route.responseContentType) {
    if (typeof body !== 'string') throw new Error(`${route.id} answers ${route.responseContentType} but its contract is not a string`);
    return {
      statusCode: route.successStatus,
      headers: { 'content-type': route.responseContentType, 'cache-control': 'no-store' },
      body,
    };
  }
  return {
    statusCode: route.successStatus,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...(route.noindex ? { 'x-robots-tag': 'noindex, nofollow' } : {}) },
    body: JSON.stringify(body),
  };
};

/**
 * Who a request speaks for, resolved before its query and body are parsed: the auth kind it
 * serves and how the caller is found. Each kind is a preset of `routeFor` living with its
 * domain (the gallery's link holder: http/gallery/share-link-route.ts); a new caller kind (an
 * API key, a signed webhook) is one more resolver, not another factory.
 */
export interface CallerResolver<Who> {
  auth: AuthKind;
  /** Checks the route fits this kind at cold start (e.g. it names the path parameter it needs). */
  check?: (route: AnyRoute) => void;
  /** `params` parses the path parameters (once), for a resolver that needs them. */
  resolve: (route: AnyRoute, event: HttpEvent, params: () => Promise<Record<string, unknown>>) => Promise<Who>;
}

/** The one route factory: the caller resolved (with the path parameters, if it needs them), then the rest of the input. */
export const routeFor =
  <Who extends object>(resolver: CallerResolver<Who>) =>
  <R extends AnyRoute>(route: R, useCase: UseCase<R, RouteInput<R> & Who>): RouteHandler => {
    if (route.auth !== resolver.auth) throw new Error(`${route.id} is not a ${resolver.auth} route`);
    resolver.check?.(route);
    return {
      route,
      handle: async (event, context) => {
        let parsed: Promise<RouteParams<R>> | undefined;
        const params = () => (parsed ??= route.params.parseAsync(event.pathParameters ?? {}) as Promise<RouteParams<R>>);
        const who = await resolver.resolve(route, event, params as () => Promise<Record<string, unknown>>);
        const input = await parseInput(route, event, context, await params());
        return respond(route, await useCase({ ...input, ...who }));
      },
    };
  };

/** A route that needs a signed-in photographer. */
export const photographerRoute = routeFor<{ caller: Caller }>({ auth: 'photographer', resolve: async (_route, event) => ({ caller: callerOf(event) }) });

/** A route anyone may call. */
export const publicRoute = routeFor<object>({ auth: 'public', resolve: async () => ({}) });

const unmatched =
  (routes: readonly RouteAddress[]) =>
  ({ method, path }: { method: string; path: string }): never => {
    const match = matchRouteIn(routes, method, path);
    throw new DomainError(match.kind === 'method-not-allowed' ? 'general.method_not_allowed' : 'general.route_not_found');
  };

export interface HttpFunctionOptions {
  /**
   * The routes a request that matched none of the domain's is told apart against (405 for a
   * known path with another method, else 404). Default: the domain's own routes. The
   * fallback function, which receives `ANY /api/{proxy+}`, passes every route's address
   * (generated/route-addresses.ts: the whole table without its schemas).
   */
  unmatchedAgainst?: readonly RouteAddress[];
}

/**
 * Builds a domain's Lambda handler from the domain's part of the route table (its
 * `<domain>-routes.ts`, so the bundle carries no other domain's contracts), after the given
 * Lambda middlewares (lib/lambda-middlewares.ts). Fails at cold start if a route of the
 * domain has no handler, so a contract can never be deployed without its code.
 */
export const domainHandler = (
  lambdaStack: middy.MiddlewareObj<HttpEvent, HttpResult, Error, Context>[],
  { domain, routes }: DomainRoutes,
  handlers: RouteHandler[],
  statuses: ErrorStatuses,
  options: HttpFunctionOptions = {},
): HttpHandler => {
  const expected = routes.map((r) => r.id).sort();
  const given = handlers.map((h) => h.route.id).sort();
  if (expected.join() !== given.join()) {
    throw new Error(`Domain ${domain} handles [${given.join(', ')}] but the route table has [${expected.join(', ')}]`);
  }
  const router = httpRouterHandler({
    routes: handlers.map(({ route, handle }) => ({ method: route.method, path: route.path, handler: handle })),
    notFoundResponse: unmatched(options.unmatchedAgainst ?? routes),
  });
  return middy<HttpEvent, HttpResult, Error, Context>()
    .use([...lambdaStack, errorHandler(statuses), requestOutcome(statuses), normaliseEvent(), jsonBody(routes)])
    .handler(router as unknown as HttpHandler) as unknown as HttpHandler;
};
