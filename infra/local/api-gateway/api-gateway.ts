// The local HTTP API: the route table -> an API Gateway v2 (payload 2.0) event -> the
// domain's function, and its result back to HTTP, as API Gateway does in AWS.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { type AnyRoute, type Domain, matchPathTemplate } from '@fotostudio/shared/contracts/route';
import { errorStatus, type ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { errorAnswer } from '@fotostudio/shared/errors/error-answer';
import type { FunctionRuntime } from '../lambda/function-runtime.js';
import { BodyTooLargeError, headerValue, readBody, sendJson } from '../http-util.js';
import type { Authorize } from './jwt-authorizer.js';
import type { Logger } from '../logger.js';

export const API_PATH_PREFIX = '/api';

/** Lambda's synchronous invocation payload limit (API Gateway itself allows 10 MB). */
export const MAX_REQUEST_BYTES = 6 * 1024 * 1024;

/** API Gateway gives up on an integration after 30 s. */
const INTEGRATION_TIMEOUT_MS = 30_000;

export const FALLBACK_ROUTE_KEY = `ANY ${API_PATH_PREFIX}/{proxy+}`;

export interface RouteMatch {
  route: AnyRoute | undefined;
  pathParameters: Record<string, string> | undefined;
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const literalSegments = (route: AnyRoute) => route.path.split('/').filter((s) => s && !s.startsWith('{')).length;

/**
 * Path matching is the route table's own (`matchPathTemplate`); among matches API Gateway
 * prefers the route with the most literal segments. No match -> `ANY /api/{proxy+}`.
 */
export const createRouteMatcher = (routes: readonly AnyRoute[]) => {
  const bySpecificity = [...routes].sort((a, b) => literalSegments(b) - literalSegments(a));
  return (method: string, path: string): RouteMatch => {
    for (const route of bySpecificity) {
      if (route.method !== method) continue;
      const parameters = matchPathTemplate(route.path, path);
      if (!parameters) continue;
      return { route, pathParameters: Object.keys(parameters).length > 0 ? parameters : undefined };
    }
    return { route: undefined, pathParameters: { proxy: decode(path.slice(API_PATH_PREFIX.length + 1)) } };
  };
};

export const catalogueError = (code: ErrorCode, requestId?: string) => errorAnswer(code, errorStatus[code], requestId ? { requestId } : {});

const TEXT_TYPES = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)|application\/[\w.+-]+\+(json|xml))/i;

/** HTTP APIs pass text bodies as they are and base64-encode anything else. */
const encodeBody = (body: Buffer, contentType: string | undefined): { body?: string; isBase64Encoded: boolean } => {
  if (body.length === 0) return { isBase64Encoded: false };
  const text = body.toString('utf8');
  const looksText = contentType ? TEXT_TYPES.test(contentType) : Buffer.from(text, 'utf8').equals(body);
  return looksText ? { body: text, isBase64Encoded: false } : { body: body.toString('base64'), isBase64Encoded: true };
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
/** `21/Nov/2026:13:59:00 +0000`, the requestContext.time format. */
const gatewayTime = (date: Date) =>
  `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} +0000`;

const queryParameters = (rawQuery: string): Record<string, string> | undefined => {
  if (!rawQuery) return undefined;
  const grouped = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(rawQuery)) grouped.set(name, [...(grouped.get(name) ?? []), value]);
  return Object.fromEntries([...grouped].map(([name, values]) => [name, values.join(',')]));
};

type GatewayEvent = APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer;

interface StructuredResult {
  statusCode: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

const isStructured = (value: unknown): value is StructuredResult =>
  typeof value === 'object' && value !== null && 'statusCode' in value && typeof value.statusCode === 'number';

export const createApiGateway = (options: {
  routes: readonly AnyRoute[];
  functionEntries: Record<Domain, string>;
  fallbackDomain: Domain;
  runtime: FunctionRuntime;
  authorize: Authorize;
  logger: Logger;
}) => {
  const match = createRouteMatcher(options.routes);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = randomBytes(10).toString('base64').replace(/=+$/, '=');
    const now = new Date();
    const method = (req.method ?? 'GET').toUpperCase();
    const rawUrl = req.url ?? '/';
    const queryIndex = rawUrl.indexOf('?');
    const rawPath = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
    const rawQueryString = queryIndex === -1 ? '' : rawUrl.slice(queryIndex + 1);
    const gatewayHeaders = { 'apigw-requestid': requestId };

    let body: Buffer;
    try {
      body = await readBody(req, MAX_REQUEST_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendJson(res, 413, catalogueError('general.payload_too_large', requestId), { ...gatewayHeaders, connection: 'close' });
      return;
    }

    const { route, pathParameters } = match(method, rawPath);
    const domain = route?.domain ?? options.fallbackDomain;
    const routeKey = route ? `${route.method} ${route.path}` : FALLBACK_ROUTE_KEY;

    let authorizer: APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer'] | undefined;
    if (route?.auth === 'photographer') {
      const result = await options.authorize(headerValue(req.headers.authorization));
      if ('error' in result) {
        options.logger.info(`401 ${method} ${rawPath}: ${result.error}`);
        sendJson(res, 401, catalogueError('auth.unauthorized', requestId), {
          ...gatewayHeaders,
          'www-authenticate': 'Bearer error="invalid_token"',
        });
        return;
      }
      authorizer = { principalId: '', integrationLatency: 0, jwt: result };
    }

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      const joined = headerValue(value);
      if (name !== 'cookie' && joined !== undefined) headers[name] = joined;
    }
    const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
    // Appended to what the client sent, as CloudFront and API Gateway do: its first entries are the client's to write.
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${sourceIp}` : sourceIp;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-port'] = String(req.socket.localPort ?? '');
    const cookies = req.headers.cookie?.split(/;\s*/).filter(Boolean);
    const host = headers.host ?? '127.0.0.1';

    const event: GatewayEvent = {
      version: '2.0',
      routeKey,
      rawPath,
      rawQueryString,
      ...(cookies && cookies.length > 0 ? { cookies } : {}),
      headers,
      ...(rawQueryString ? { queryStringParameters: queryParameters(rawQueryString) } : {}),
      ...(pathParameters ? { pathParameters } : {}),
      ...encodeBody(body, headers['content-type']),
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        ...(authorizer ? { authorizer } : {}),
        domainName: host,
        domainPrefix: host.split('.')[0] ?? host,
        http: {
          method,
          path: rawPath,
          protocol: `HTTP/${req.httpVersion}`,
          sourceIp,
          userAgent: headers['user-agent'] ?? '',
        },
        requestId,
        routeKey,
        stage: '$default',
        time: gatewayTime(now),
        timeEpoch: now.getTime(),
      },
    };

    let result: unknown;
    try {
      result = await options.runtime.invoke(
        { entry: options.functionEntries[domain], functionName: `fotostudio-local-${domain}`, timeoutMs: INTEGRATION_TIMEOUT_MS },
        event,
      );
    } catch (error) {
      options.logger.error(`${method} ${rawPath} -> ${domain} function failed`, error);
      sendJson(res, 500, { message: 'Internal Server Error' }, gatewayHeaders);
      return;
    }

    if (!isStructured(result)) {
      // A result without statusCode is taken as a JSON body with 200.
      sendJson(res, 200, result ?? null, gatewayHeaders);
      return;
    }
    const responseHeaders: Record<string, string | string[]> = { ...gatewayHeaders };
    for (const [name, value] of Object.entries(result.headers ?? {})) responseHeaders[name.toLowerCase()] = String(value);
    if (result.cookies && result.cookies.length > 0) responseHeaders['set-cookie'] = result.cookies;
    const payload =
      result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
    responseHeaders['content-length'] = String(payload.length);
    res.writeHead(result.statusCode, responseHeaders);
    res.end(method === 'HEAD' ? undefined : payload);
  };
};
