// Calls the local gateway over real HTTP, as the browser does.
import { buildPath, type AnyRoute } from '@fotostudio/shared/contracts/route';
import { inject } from 'vitest';
// Brings in the typing of inject('localStack').
import type {} from '../../../infra/local/test-stack.js';

export interface ApiAnswer {
  status: number;
  body: unknown;
  text: string;
}

export interface ApiCall {
  method: string;
  path: string;
  token?: string;
  /** Sent as is when a string (to test malformed JSON), else JSON-encoded. */
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export const baseUrl = (): string => inject('localStack').url;

export const callApi = async ({ method, path, token, body, query, headers }: ApiCall): Promise<ApiAnswer> => {
  const url = new URL(path, baseUrl());
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.append(name, value);
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text };
};

/** Calls a route of the table with its own example input, or with the given one. */
export const callRoute = (
  route: AnyRoute,
  token: string | undefined,
  input: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
): Promise<ApiAnswer> =>
  callApi({
    method: route.method,
    path: buildPath(route.path, (input.params ?? route.example.params ?? {}) as Record<string, string>),
    query: (input.query ?? route.example.query ?? {}) as Record<string, string>,
    body: route.method === 'GET' || route.method === 'DELETE' ? undefined : (input.body ?? route.example.body),
    token,
  });

export const errorCodeOf = (answer: ApiAnswer): string | undefined => {
  const body = answer.body as { error?: { code?: unknown } } | undefined;
  return typeof body?.error?.code === 'string' ? body.error.code : undefined;
};
