// The one way the app reads and changes API data: a route of the route table plus its input.
// Every cached answer is keyed `[route.id, input]`, so a change names the routes whose
// answers it may have made wrong, never a list of hand-built keys.
import type { AnyRoute, RouteResponse } from '@fotostudio/shared/contracts/route';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { apiRequest, type ApiError, type ApiRequestInput, type HasNoRequiredKeys } from './api-client';

export type RouteInput<R extends AnyRoute> = ApiRequestInput<R>;
export type RouteKey<R extends AnyRoute> = readonly [R['id'], RouteInput<R>];

/** The cache key of one route's answer to one input. */
export const routeKey = <R extends AnyRoute>(route: R, input: RouteInput<R>): RouteKey<R> => [route.id, input] as const;

/** Whether a cache key holds an answer of `route` (to any input). */
export const isRouteKey = (route: AnyRoute, key: unknown): boolean => Array.isArray(key) && key[0] === route.id;

// apiRequest's input is optional exactly when the route needs none; a key always carries one.
const request = <R extends AnyRoute>(route: R, input: RouteInput<R>): Promise<RouteResponse<R>> =>
  (apiRequest as (route: R, input: RouteInput<R>) => Promise<RouteResponse<R>>)(route, input);

export type RouteConfig<R extends AnyRoute> = SWRConfiguration<RouteResponse<R>, ApiError>;

/** `null` asks for nothing; a route that needs no input may leave it out. */
type ReadArgs<R extends AnyRoute> =
  HasNoRequiredKeys<RouteInput<R>> extends true
    ? [input?: RouteInput<R> | null, config?: RouteConfig<R>]
    : [input: RouteInput<R> | null, config?: RouteConfig<R>];

/**
 * The route's answer to `input`, cached under `[route.id, input]` by the app's cache rules
 * (lib/swr-config); `config` adds a screen's own (polling, freshness, keeping the previous page).
 */
export const useRoute = <R extends AnyRoute>(route: R, ...[input = {} as RouteInput<R>, config]: ReadArgs<R>): SWRResponse<RouteResponse<R>, ApiError> =>
  useSWR<RouteResponse<R>, ApiError, RouteKey<R> | null>(input === null ? null : routeKey(route, input), ([, given]) => request(route, given), config);

/** An answer a change makes known, written into the cache without another read. */
export interface CacheWrite {
  key: readonly [string, unknown];
  data: unknown;
}

/** `data`: the new answer, or how to make it from the cached one (undefined when none is cached). */
export const cacheWrite = <R extends AnyRoute>(
  route: R,
  input: RouteInput<R>,
  data: RouteResponse<R> | ((cached: RouteResponse<R> | undefined) => RouteResponse<R> | undefined),
): CacheWrite => ({ key: routeKey(route, input), data });

export interface RouteMutationOptions<R extends AnyRoute> {
  /**
   * Routes whose cached answers (to every input) this change may make wrong. Once the request
   * has been answered, either way (a refusal can mean the cache was out of date), the ones on
   * screen are read again and the others when next shown.
   */
  invalidates?: readonly AnyRoute[] | ((input: RouteInput<R>) => readonly AnyRoute[]);
  /** Answers the change's own answer makes known: written into the cache, not read again. */
  writes?: (answer: RouteResponse<R>, input: RouteInput<R>) => readonly CacheWrite[];
  /**
   * For a route whose server merges a partial change into what it stores (read, merge, write):
   * two changes in flight at once could each miss the other's, so this browser sends them in turn.
   */
  inTurn?: boolean;
}

/** Per route, the last change sent in turn. */
const lastInTurn = new Map<string, Promise<unknown>>();

const sendInTurn = <T>(routeId: string, send: () => Promise<T>): Promise<T> => {
  const sent = (lastInTurn.get(routeId) ?? Promise.resolve()).catch(() => undefined).then(send);
  lastInTurn.set(routeId, sent);
  return sent;
};

/** The part of SWR's cache mutator a change uses (a test passes its own). */
export type CacheMutator = (key: unknown, data?: unknown, options?: { revalidate: boolean }) => Promise<unknown>;

/** Marks every cached answer of the routes as out of date; the ones on screen are read again at once. */
export const invalidateRoutes = (mutate: CacheMutator, routes: readonly AnyRoute[]): Promise<unknown> =>
  mutate((key: unknown) => routes.some((route) => isRouteKey(route, key)));

export const useInvalidateRoutes = (): ((routes: readonly AnyRoute[]) => Promise<unknown>) => {
  const { mutate } = useSWRConfig();
  return useCallback((routes) => invalidateRoutes(mutate as CacheMutator, routes), [mutate]);
};

/**
 * Sends one change and tells the cache what it changed: its `writes` on success, then its
 * `invalidates` once answered, either way. `send` is the API client but in tests.
 */
export const sendChange = async <R extends AnyRoute>(
  route: R,
  { invalidates, writes, inTurn = false }: RouteMutationOptions<R>,
  arg: RouteInput<R>,
  mutate: CacheMutator,
  send: (route: R, input: RouteInput<R>) => Promise<RouteResponse<R>> = request,
): Promise<RouteResponse<R>> => {
  try {
    const answer = await (inTurn ? sendInTurn(route.id, () => send(route, arg)) : send(route, arg));
    for (const write of writes?.(answer, arg) ?? []) void mutate(write.key, write.data, { revalidate: false });
    return answer;
  } finally {
    const stale = typeof invalidates === 'function' ? invalidates(arg) : invalidates;
    if (stale && stale.length > 0) void invalidateRoutes(mutate, stale);
  }
};

/**
 * A change through `route`: `trigger(input)` sends it once (changes are never retried) and
 * resolves with the answer or throws the ApiError. Then the cache learns what it changed.
 */
export const useRouteMutation = <R extends AnyRoute>(
  route: R,
  options: RouteMutationOptions<R> = {},
): SWRMutationResponse<RouteResponse<R>, ApiError, string, RouteInput<R>> => {
  const { mutate } = useSWRConfig();
  // The key of the change itself holds nothing: no read shares it.
  return useSWRMutation<RouteResponse<R>, ApiError, string, RouteInput<R>>(
    route.id,
    (_key: string, { arg }: { arg: RouteInput<R> }) => sendChange(route, options, arg, mutate as CacheMutator),
    { throwOnError: true },
  );
};
