// A route contract: everything both ends of the API agree on. CDK builds the HTTP API
// from these, the local gateway serves them, the web client is typed from them and the
// tenant-isolation and bad-input suites enumerate them. What a route does and a valid request
// of it (its docs) live in route-docs/, which no function imports.

import * as z from 'zod';
import { isErrorCode, type ErrorCode } from '../errors/catalogue.js';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * `photographer`: Cognito JWT; `public`: anyone; `shareLink`: the holder of a share link, whose
 * `{linkKey}` path parameter names exactly one session (and, for a password-protected link, a
 * pass in the `x-gallery-pass` header). An auth kind is declared only once something implements
 * it: photographers' API keys come with the integrations that use them. `signedWebhook`: a
 * provider's event whose signature header verifies with the endpoint's secret (Stripe's
 * `Stripe-Signature`), checked before the body is read. `invoiceLink`: the holder of an issued
 * invoice's public page link (issue 25 point 2), whose `{invoiceToken}` path parameter names
 * exactly one invoice while its link is open (not revoked, not expired). `agreementLink`: the
 * signer holding an agreement's private link (issue 26 point 5), whose `{agreementToken}` path parameter
 * names exactly one signer of one agreement while it is open (sent or viewed, not past its expiry).
 * `quoteLink`: the holder of a quote's public page link (issue 25 point 3), whose `{quoteToken}` path
 * parameter names exactly one pending quote while its link is open (not revoked, not expired).
 */
export type AuthKind = 'public' | 'photographer' | 'shareLink' | 'signedWebhook' | 'invoiceLink' | 'agreementLink' | 'quoteLink';

/** One Lambda function per domain. */
export const DOMAINS = ['platform', 'account', 'catalog', 'media', 'crm', 'sessions', 'gallery', 'site', 'billing', 'payments', 'agreements'] as const;
export type Domain = (typeof DOMAINS)[number];

export const emptyObject = z.object({}).strict();
export type EmptyObject = z.infer<typeof emptyObject>;

export interface RouteContract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable name, `<domain>.<useCase>`. */
  id: string;
  domain: Domain;
  method: HttpMethod;
  /** API Gateway syntax: `/api/sessions/{sessionId}`. */
  path: `/api/${string}`;
  auth: AuthKind;
  params: P;
  query: Q;
  body: B;
  response: R;
  successStatus: number;
  /**
   * A tighter cap than the gateway's on the raw body, checked before it is parsed: a body
   * above `bytes` is answered 413 with `code`. Below Lambda's 6 MB, so the local gateway
   * and API Gateway answer alike.
   */
  bodyLimit?: { bytes: number; code: ErrorCode };
  /**
   * Answer the (string) response as this content type instead of JSON, e.g. `text/calendar`
   * for a calendar feed.
   */
  responseContentType?: string;
  /** Answered with `X-Robots-Tag: noindex, nofollow`: a link holder's page that no search engine may keep (the public invoice page). */
  noindex?: boolean;
}

export type AnyRoute = RouteContract<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

export const defineRoute = <
  P extends z.ZodType = typeof emptyObject,
  Q extends z.ZodType = typeof emptyObject,
  B extends z.ZodType = typeof emptyObject,
  R extends z.ZodType = z.ZodType,
>(
  route: Optional<RouteContract<P, Q, B, R>, 'params' | 'query' | 'body' | 'successStatus'>,
): RouteContract<P, Q, B, R> =>
  ({
    params: emptyObject,
    query: emptyObject,
    body: emptyObject,
    successStatus: 200,
    ...route,
  }) as RouteContract<P, Q, B, R>;

export type RouteParams<R extends AnyRoute> = z.infer<R['params']>;
export type RouteQuery<R extends AnyRoute> = z.infer<R['query']>;
export type RouteBody<R extends AnyRoute> = z.infer<R['body']>;
export type RouteResponse<R extends AnyRoute> = z.infer<R['response']>;

/**
 * A rule of a contract whose failure is answered with its own catalogue code (and status)
 * instead of `general.validation`, e.g. too many records in an import.
 */
export const codedRule = (code: ErrorCode, message: string) => ({ message, params: { catalogueCode: code } });

type IssueLike = { code: string; params?: Record<string, unknown> };

/**
 * The code a failed coded rule names, unchecked: for a caller that checks it against its own
 * statuses (the HTTP error answer of a lean function), without the whole catalogue.
 */
export const codedRuleCodeOf = (issues: readonly IssueLike[]): string | undefined => {
  for (const issue of issues) {
    const code = issue.code === 'custom' ? issue.params?.catalogueCode : undefined;
    if (typeof code === 'string') return code;
  }
  return undefined;
};

/** The catalogue code a failed coded rule asks for, if any issue carries one. */
export const catalogueCodeOfIssues = (issues: readonly IssueLike[]): ErrorCode | undefined => {
  const code = codedRuleCodeOf(issues);
  return isErrorCode(code) ? code : undefined;
};

/** One domain's part of the route table: what its Lambda function imports and must handle. */
export interface DomainRoutes<D extends Domain = Domain, T extends readonly AnyRoute[] = readonly AnyRoute[]> {
  domain: D;
  routes: T;
}

export const defineDomainRoutes = <D extends Domain, const T extends readonly AnyRoute[]>(domain: D, routes: T): DomainRoutes<D, T> => {
  const stray = routes.filter((r) => r.domain !== domain).map((r) => r.id);
  if (stray.length > 0) throw new Error(`Routes of another domain listed under ${domain}: ${stray.join(', ')}`);
  return { domain, routes };
};

/** The body of every error answer. */
export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Fills `{name}` placeholders of a route path (zod-free, for the gallery and site clients too). */
export { buildPath } from './route-descriptor.js';

const templateCache = new Map<string, RegExp>();

/** Matches a request path against a route path template; returns the decoded parameters. */
export const matchPathTemplate = (template: string, path: string): Record<string, string> | undefined => {
  let pattern = templateCache.get(template);
  if (!pattern) {
    const source = template
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        return param ? `(?<${param[1]}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    pattern = new RegExp(`^${source}/?$`);
    templateCache.set(template, pattern);
  }
  const match = pattern.exec(path);
  if (!match) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.groups ?? {})) {
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return params;
};

/** Where a route answers: all the fallback function needs of every route (generated/route-addresses.ts). */
export interface RouteAddress {
  readonly method: HttpMethod;
  /** API Gateway syntax: `/api/sessions/{sessionId}`. */
  readonly path: string;
}

export type RouteMatch<R extends RouteAddress = AnyRoute> =
  | { kind: 'matched'; route: R; params: Record<string, string> }
  /** The path exists but not with this method. */
  | { kind: 'method-not-allowed' }
  | { kind: 'not-found' };

/** Finds the route of `routes` a request addresses, or tells an unknown path from a wrong method. */
export const matchRouteIn = <R extends RouteAddress>(routes: readonly R[], method: string, path: string): RouteMatch<R> => {
  let pathExists = false;
  for (const route of routes) {
    const params = matchPathTemplate(route.path, path);
    if (!params) continue;
    if (route.method === method.toUpperCase()) return { kind: 'matched', route, params };
    pathExists = true;
  }
  return pathExists ? { kind: 'method-not-allowed' } : { kind: 'not-found' };
};
