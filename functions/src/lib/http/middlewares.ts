// The middlewares of every HTTP function, in the order `httpFunction` applies them (after
// the Powertools ones every function shares, see lib/function-middlewares.ts).
import type middy from '@middy/core';
import { type AnyRoute, matchRouteIn } from '@fotostudio/shared/contracts/route';
import type { ErrorStatuses } from '@fotostudio/shared/errors/catalogue';
import type { Context } from 'aws-lambda';
import { DomainError } from '../errors.js';
import { logger } from '../logger.js';
import { countOutcome, metrics } from '../metrics.js';
import { errorResult, mapError } from './error-response.js';
import type { HttpEvent, HttpResult } from './types.js';

type Middleware = middy.MiddlewareObj<HttpEvent, HttpResult, Error, Context>;

/** Registered first so its onError runs last, after every other middleware had its say. */
export const errorHandler = (statuses: ErrorStatuses): Middleware => ({
  onError: (request) => {
    const mapped = mapError(request.error, statuses);
    const requestId = request.event.requestContext?.requestId;
    if (mapped.unexpected) {
      logger.error('request failed', { requestId, routeKey: request.event.routeKey, error: request.error });
    }
    request.response = errorResult(mapped, requestId);
  },
});

/** Metric names of a request's outcome, with the route key as dimension. */
const outcomeMetric = (status: number): string =>
  status >= 500 ? 'RequestFailed' : status >= 400 ? 'RequestRejected' : 'RequestSucceeded';

/**
 * One log line and one outcome metric per request: route, status, duration. No headers,
 * bodies or tokens.
 */
export const requestOutcome = (statuses: ErrorStatuses): Middleware => {
  let startedAt = 0;
  const record = (request: middy.Request<HttpEvent, HttpResult, Error, Context>, status: number | undefined, code?: string) => {
    if (status !== undefined) {
      metrics.addDimension('route', request.event.routeKey);
      countOutcome(outcomeMetric(status));
    }
    logger.info('request', {
      requestId: request.event.requestContext?.requestId,
      method: request.event.requestContext?.http?.method,
      path: request.event.rawPath,
      status,
      ...(code ? { code } : {}),
      durationMs: Date.now() - startedAt,
    });
  };
  return {
    before: () => {
      startedAt = Date.now();
    },
    after: (request) => record(request, request.response?.statusCode),
    onError: (request) => {
      // The error handler has not run yet (it is last); record what it will answer.
      const mapped = mapError(request.error, statuses);
      record(request, mapped.status, mapped.code);
    },
  };
};

/** Lower-cases header names and fills the optional collections so handlers need no guards. */
export const normaliseEvent = (): Middleware => ({
  before: (request) => {
    const event = request.event;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(event.headers ?? {})) {
      if (value !== undefined) headers[name.toLowerCase()] = value;
    }
    event.headers = headers;
    event.queryStringParameters ??= {};
    event.pathParameters ??= {};
  },
});

const parsedBodies = new WeakMap<HttpEvent, unknown>();

/** The parsed JSON body of a request (which may be `null`), or undefined when it had none. */
export const jsonBodyOf = (event: HttpEvent): { value: unknown } | undefined =>
  parsedBodies.has(event) ? { value: parsedBodies.get(event) } : undefined;

const isJsonContentType = (value: string | undefined): boolean =>
  value === undefined || /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i.test(value.trim());

/** Raw bytes of the body as the client sent it. */
const bodyBytes = (event: HttpEvent, body: string): number =>
  event.isBase64Encoded ? Buffer.from(body, 'base64').length : Buffer.byteLength(body, 'utf8');

/** The route's own body cap (`bodyLimit` in its contract), checked before the body is parsed. */
const checkBodyLimit = (routes: readonly AnyRoute[], event: HttpEvent, body: string): void => {
  const match = matchRouteIn(routes, event.requestContext.http.method, event.rawPath);
  const limit = match.kind === 'matched' ? match.route.bodyLimit : undefined;
  if (limit && bodyBytes(event, body) > limit.bytes) throw new DomainError(limit.code);
};

/** Parses a JSON body; malformed JSON and non-JSON bodies are the caller's error, never a 5xx. */
export const jsonBody = (routes: readonly AnyRoute[]): Middleware => ({
  before: (request) => {
    const event = request.event;
    if (event.body === undefined || event.body === null || event.body === '') return;
    checkBodyLimit(routes, event, event.body);
    if (!isJsonContentType(event.headers['content-type'])) {
      throw new DomainError('general.unsupported_media_type');
    }
    const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    try {
      parsedBodies.set(event, JSON.parse(text));
    } catch (cause) {
      throw new DomainError('general.malformed_json', { cause });
    }
  },
});
