import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { loadNamespaces } from '../i18n/i18n';
import type { Namespace } from '../i18n/namespaces';

/**
 * A route's screen and its area's translations, fetched together the first time the route
 * is visited: the router keeps the previous page until both are in, so no raw key shows.
 */
export const lazyRoute =
  (namespaces: readonly Namespace[], loadScreen: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> =>
  async () => {
    const [Component] = await Promise.all([loadScreen(), loadNamespaces(namespaces)]);
    return { Component };
  };
