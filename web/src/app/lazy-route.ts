import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { loadNamespaces } from '../i18n/i18n';
import type { Namespace } from '../i18n/namespaces';

/**
 * A screen's code or texts could not be fetched (offline, or a deploy replaced the
 * chunks): a connection problem, cured by reloading. `status` 0 is how the error kinds
 * (components/ui/error-boundary) recognise one.
 */
export class RouteLoadError extends Error {
  override readonly name = 'RouteLoadError';
  readonly status = 0;

  constructor(cause: unknown) {
    super('A screen could not be loaded', { cause });
  }
}

/**
 * A route's screen and its area's translations, fetched together the first time the route
 * is visited: the router keeps the previous page until both are in, so no raw key shows.
 */
export const lazyRoute =
  (namespaces: readonly Namespace[], loadScreen: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> =>
  async () => {
    try {
      const [Component] = await Promise.all([loadScreen(), loadNamespaces(namespaces)]);
      return { Component };
    } catch (error) {
      throw new RouteLoadError(error);
    }
  };
