// Calls the local gateway over real HTTP, as the browser does. Every answer of an API route is
// read with its contract (the route's response schema, or the error body for a refusal), so a
// test fails when the server answers outside it, whatever the test then looks at.
import { buildPath, errorResponse, type AnyRoute, type ErrorResponse, type RouteResponse } from '@fotostudio/shared/contracts/route';
import { matchRoute } from '@fotostudio/shared/contracts/routes';
import { request } from 'node:http';
import { inject } from 'vitest';
// Brings in the typing of inject('localStack').
import type {} from '../../../infra/local/test-stack.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

export interface ApiAnswer {
  status: number;
  body: unknown;
  text: string;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
}

export interface ApiCall {
  method: string;
  path: string;
  token?: string;
  /** Sent as is when a string (to test malformed JSON), else JSON-encoded. */
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /**
   * The local address to call from, as a client on another IP would (Linux routes all of
   * 127.0.0.0/8 to the loopback); the local server tells the API that address as the viewer's.
   */
  from?: string;
}

export const baseUrl = (): string => inject('localStack').url;

interface Exchange {
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** fetch cannot choose the local address: node:http can. */
const sendFrom = (localAddress: string, url: URL, { method, headers, body }: Exchange): Promise<Omit<ApiAnswer, 'body'>> =>
  new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const received: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) received[name] = String(value);
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: received });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });

const send = async (url: URL, exchange: Exchange, from: string | undefined): Promise<Omit<ApiAnswer, 'body'>> => {
  if (from) return sendFrom(from, url, exchange);
  const response = await fetch(url, exchange);
  return { status: response.status, text: await response.text(), headers: Object.fromEntries(response.headers) };
};

const isJson = (headers: Record<string, string>): boolean => (headers['content-type'] ?? '').startsWith('application/json');

/**
 * Throws unless the answer keeps the contract of the route it comes from: a success answers the
 * route's status with a body its response schema accepts (the text itself for a route answering
 * another content type), a refusal the error body. Paths outside the API are not checked.
 */
export const checkAnswerContract = (method: string, pathname: string, answer: ApiAnswer): void => {
  if (!pathname.startsWith('/api/')) return;
  const match = matchRoute(method, pathname);
  const broken = (what: string) => new Error(`${method} ${pathname} answered ${answer.status} outside its contract: ${what}\n${answer.text.slice(0, 2000)}`);
  if (answer.status >= 400) {
    if (!isJson(answer.headers)) return;
    const parsed = errorResponse.safeParse(answer.body);
    if (!parsed.success) throw broken(parsed.error.message);
    return;
  }
  if (match.kind !== 'matched' || answer.status < 200 || answer.status >= 300) return;
  const { route } = match;
  if (answer.status !== route.successStatus) throw broken(`the route answers ${route.successStatus}`);
  const parsed = route.response.safeParse(route.responseContentType ? answer.text : answer.body);
  if (!parsed.success) throw broken(parsed.error.message);
};

export const callApi = async ({ method, path, token, body, query, headers, from }: ApiCall): Promise<ApiAnswer> => {
  const url = new URL(path, baseUrl());
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.append(name, value);
  const exchange: Exchange = {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
  const { status, text, headers: received } = await send(url, exchange, from);
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const answer = { status, body: parsed, text, headers: received };
  checkAnswerContract(method.toUpperCase(), url.pathname, answer);
  return answer;
};

/**
 * The body of a success answer of `route`, read with its response schema (as the web client
 * reads it): typed by the contract, and a failure when the answer is a refusal or breaks it.
 */
export const responseOf = <R extends AnyRoute>(route: R, answer: ApiAnswer): RouteResponse<R> => {
  if (answer.status !== route.successStatus) throw new Error(`${route.id} answered ${answer.status}, not ${route.successStatus}: ${answer.text.slice(0, 2000)}`);
  return route.response.parse(route.responseContentType ? answer.text : answer.body) as RouteResponse<R>;
};

/** Calls a route of the table with its own example input, or with the given one. */
export const callRoute = (
  route: AnyRoute,
  token: string | undefined,
  input: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
): Promise<ApiAnswer> =>
  callApi({
    method: route.method,
    path: buildPath(route.path, (input.params ?? exampleOf(route).params ?? {}) as Record<string, string>),
    query: (input.query ?? exampleOf(route).query ?? {}) as Record<string, string>,
    body: route.method === 'GET' || route.method === 'DELETE' ? undefined : (input.body ?? exampleOf(route).body),
    token,
  });

/** The error body of a refusal, read with its schema: a failure when the answer is no refusal. */
export const refusalOf = (answer: ApiAnswer): ErrorResponse => {
  if (answer.status < 400) throw new Error(`answered ${answer.status}, not a refusal: ${answer.text.slice(0, 2000)}`);
  return errorResponse.parse(answer.body);
};

export const errorCodeOf = (answer: ApiAnswer): string | undefined => {
  const parsed = errorResponse.safeParse(answer.body);
  return parsed.success ? parsed.data.error.code : undefined;
};
