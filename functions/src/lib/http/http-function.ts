// The one factory for HTTP functions: one middy stack per domain, routing its use cases.
// Each route's params, query and body are parsed with the route's zod contract before the
// use case runs, and the answer is parsed with the response schema on the way out, so a
// use case can neither receive unchecked input nor leak attributes the contract lacks.
import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import {
  matchRouteIn,
  type AnyRoute,
  type DomainRoutes,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@fotostudio/shared/contracts/route';
import type { Context } from 'aws-lambda';
import { linkStatus, resolveLinkKey } from '../../gallery/link-store.js';
import type { ShareLinkItem } from '../../data/entities/share-link.js';
import { findSession } from '../../sessions/session-store.js';
import { DomainError } from '../errors.js';
import { powertoolsMiddlewares } from '../powertools-middlewares.js';
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

const parseInput = async <R extends AnyRoute>(route: R, event: HttpEvent, context: Context): Promise<RouteInput<R>> => ({
  params: (await route.params.parseAsync(event.pathParameters ?? {})) as RouteParams<R>,
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
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
};

/** A route that needs a signed-in photographer. */
export const photographerRoute = <R extends AnyRoute>(
  route: R,
  useCase: UseCase<R, RouteInput<R> & { caller: Caller }>,
): RouteHandler => {
  if (route.auth !== 'photographer') throw new Error(`${route.id} is not a photographer route`);
  return {
    route,
    handle: async (event, context) => {
      const caller = callerOf(event);
      const input = await parseInput(route, event, context);
      return respond(route, await useCase({ ...input, caller }));
    },
  };
};

/** A route anyone may call. */
export const publicRoute = <R extends AnyRoute>(route: R, useCase: UseCase<R, RouteInput<R>>): RouteHandler => {
  if (route.auth !== 'public') throw new Error(`${route.id} is not a public route`);
  return {
    route,
    handle: async (event, context) => respond(route, await useCase(await parseInput(route, event, context))),
  };
};

/** The session a share link opens, resolved from the path's `{linkKey}` alone. */
export interface GalleryHolder {
  photographerId: string;
  sessionId: string;
  link: ShareLinkItem;
}

const LINK_REFUSALS = {
  inactive: 'gallery.link_disabled',
  expired: 'gallery.link_expired',
  closed: 'gallery.link_closed',
} as const;

// Minimal holder resolution for the download routes' branch; the holder helper's version
// (with the password pass) replaces it.
const holderOf = async (params: unknown): Promise<GalleryHolder> => {
  const linkKey = (params as { linkKey?: unknown }).linkKey;
  const resolved = typeof linkKey === 'string' ? await resolveLinkKey(linkKey) : undefined;
  if (!resolved) throw new DomainError('gallery.link_invalid');
  const { link } = resolved;
  const status = linkStatus(link);
  if (status !== 'active') throw new DomainError(LINK_REFUSALS[status]);
  const session = await findSession(link.photographerId, link.sessionId);
  if (!session) throw new DomainError('gallery.link_invalid');
  if (session.archivedAt) throw new DomainError('gallery.link_disabled');
  if (link.passwordHash) throw new DomainError('gallery.password_required');
  return { photographerId: link.photographerId, sessionId: link.sessionId, link };
};

/** A route called by the holder of a share link: the use case gets the session the link opens. */
export const shareLinkRoute = <R extends AnyRoute>(
  route: R,
  useCase: UseCase<R, RouteInput<R> & { holder: GalleryHolder }>,
): RouteHandler => {
  if (route.auth !== 'shareLink') throw new Error(`${route.id} is not a share-link route`);
  return {
    route,
    handle: async (event, context) => {
      const input = await parseInput(route, event, context);
      const holder = await holderOf(input.params);
      return respond(route, await useCase({ ...input, holder }));
    },
  };
};

const unmatched =
  (routes: readonly AnyRoute[]) =>
  ({ method, path }: { method: string; path: string }): never => {
    const match = matchRouteIn(routes, method, path);
    throw new DomainError(match.kind === 'method-not-allowed' ? 'general.method_not_allowed' : 'general.route_not_found');
  };

export interface HttpFunctionOptions {
  /**
   * The routes a request that matched none of the domain's is told apart against (405 for a
   * known path with another method, else 404). Default: the domain's own routes. The
   * fallback function, which receives `ANY /api/{proxy+}`, passes the whole route table.
   */
  unmatchedAgainst?: readonly AnyRoute[];
}

/**
 * Builds a domain's Lambda handler from the domain's part of the route table (its
 * `<domain>-routes.ts`, so the bundle carries no other domain's contracts). Fails at cold
 * start if a route of the domain has no handler, so a contract can never be deployed
 * without its code.
 */
export const httpFunction = ({ domain, routes }: DomainRoutes, handlers: RouteHandler[], options: HttpFunctionOptions = {}): HttpHandler => {
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
    .use([...powertoolsMiddlewares<HttpEvent, HttpResult>(), errorHandler(), requestOutcome(), normaliseEvent(), jsonBody(routes)])
    .handler(router as unknown as HttpHandler) as unknown as HttpHandler;
};
