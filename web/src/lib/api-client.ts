// The one place the app talks to the API. Typed by the route contracts in shared/:
// the path comes from the contract, the answer is checked against its response schema,
// and every failure becomes an ApiError carrying a catalogue code.
import {
  buildPath,
  errorResponse,
  type AnyRoute,
  type RouteResponse,
} from '@fotostudio/shared/contracts/route';
import { isErrorCode, type ErrorCode } from '@fotostudio/shared/errors/catalogue';
import type * as z from 'zod';
import { getAccessToken, signOutUser } from './auth';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** A catalogue code: show it with useErrorMessage(). */
    readonly code: ErrorCode,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly requestId?: string,
  ) {
    super(code);
  }

  /** Worth retrying: the network, the server or throttling, not a 4xx about the request. */
  get isTransient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** The catalogue code of a failed request: an ApiError's own, else `fallback`. */
export const errorCodeOf = (error: unknown, fallback: ErrorCode = 'general.unknown'): ErrorCode =>
  error instanceof ApiError ? error.code : fallback;

/**
 * The code to show for a failed request, or null for a 401: the user is already being
 * sent to sign in again, so nothing more is said.
 */
export const shownErrorCodeOf = (error: unknown, fallback: ErrorCode = 'general.unknown'): ErrorCode | null =>
  error instanceof ApiError && (error.status === 401 || error.code === 'auth.account_deleted') ? null : errorCodeOf(error, fallback);

export type HasNoRequiredKeys<T> = Record<never, never> extends T ? true : false;
type Part<K extends string, T> = HasNoRequiredKeys<T> extends true ? { [P in K]?: T } : { [P in K]: T };

export type ApiRequestInput<R extends AnyRoute> = Part<'params', z.input<R['params']>> &
  Part<'query', z.input<R['query']>> &
  Part<'body', z.input<R['body']>>;

type InputArgs<R extends AnyRoute> =
  HasNoRequiredKeys<ApiRequestInput<R>> extends true ? [input?: ApiRequestInput<R>] : [input: ApiRequestInput<R>];

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'auth.unauthorized';
  if (status === 403) return 'auth.forbidden';
  if (status === 404) return 'general.not_found';
  if (status === 429) return 'rate_limit.too_many_requests';
  return 'general.unknown';
};

const toSearch = (query: unknown): string => {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        search.append(name, String(item));
      }
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

const toParams = (params: unknown): Record<string, string | number> => {
  const out: Record<string, string | number> = {};
  if (typeof params !== 'object' || params === null) return out;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  }
  return out;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Every request in flight listens to this; leaving a deleted account aborts them all at once. */
let inFlight = new AbortController();

/**
 * Abandons every request in flight (spec section 7: a deleted account "cancels requests"):
 * each fails with auth.account_deleted, which screens do not show, since the user is
 * already on the way to /login with that reason.
 */
export const cancelInFlightRequests = (): void => {
  inFlight.abort();
  inFlight = new AbortController();
};

/**
 * A 401 means the session is gone (expired refresh token, deleted user): sign out, and
 * the auth guard sends the user to /login remembering the page. Replaceable for tests
 * and for the app to add a redirect of its own.
 */
let onUnauthorized: () => Promise<void> = async () => {
  await signOutUser();
};

export const setUnauthorizedHandler = (handler: () => Promise<void>): void => {
  onUnauthorized = handler;
};

/**
 * The spec's "406 rule" for this API: a signed-in caller whose photographer record is gone
 * (the first /api/me creates it, so this only happens once the account was deleted)
 * cannot go on. The app signs out, clears the session and shows /login with a message.
 */
let onAccountGone: () => Promise<void> = async () => {
  await signOutUser();
};

export const setAccountGoneHandler = (handler: () => Promise<void>): void => {
  onAccountGone = handler;
};

export const apiRequest = async <R extends AnyRoute>(route: R, ...[input]: InputArgs<R>): Promise<RouteResponse<R>> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (route.auth === 'photographer') {
    const token = await getAccessToken();
    if (!token) {
      await onUnauthorized();
      throw new ApiError('auth.unauthorized', 401);
    }
    headers.authorization = `Bearer ${token}`;
  }

  const hasBody = route.method !== 'GET' && input?.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';

  const { signal } = inFlight;
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(buildPath(route.path, toParams(input?.params)) + toSearch(input?.query), {
      method: route.method,
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
      signal,
    });
    json = await readJson(response);
  } catch {
    throw signal.aborted ? new ApiError('auth.account_deleted', 0) : new ApiError('general.network', 0);
  }

  if (!response.ok) {
    const failure = errorResponse.safeParse(json);
    const code = failure.success ? failure.data.error.code : undefined;
    const requestId = failure.success ? failure.data.error.requestId : undefined;
    if (response.status === 401) await onUnauthorized();
    if (response.status === 404 && route.auth === 'photographer' && code === 'photographer.not_found') {
      await onAccountGone();
      throw new ApiError('auth.account_deleted', response.status, requestId);
    }
    throw new ApiError(isErrorCode(code) ? code : codeForStatus(response.status), response.status, requestId);
  }

  const parsed = route.response.safeParse(json);
  // An answer that breaks its contract is a bug on one side; the user sees the generic error.
  if (!parsed.success) throw new ApiError('general.unknown', response.status);
  // Checked by route.response just above; TypeScript cannot follow a generic schema's output.
  return parsed.data as RouteResponse<R>;
};
