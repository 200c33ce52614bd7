// The route table: the single list of every API route, joined from each domain's part
// (`<domain>-routes.ts`). CDK, the local gateway and the generated test suites read this;
// a domain's Lambda function imports only its own part.
import { accountRoutes } from './account-routes.js';
import { agreementsRoutes } from './agreements-routes.js';
import { billingRoutes } from './billing-routes.js';
import { catalogRoutes } from './catalog-routes.js';
import { crmRoutes } from './crm-routes.js';
import { galleryRoutes } from './gallery-routes.js';
import { mediaRoutes } from './media-routes.js';
import { paymentsRoutes } from './payments-routes.js';
import { platformRoutes } from './platform-routes.js';
import { sessionsRoutes } from './sessions-routes.js';
import { siteRoutes } from './site-routes.js';
import { matchRouteIn, type AnyRoute, type Domain, type DomainRoutes, type RouteMatch } from './route.js';

/** Every domain must have its part: a domain added to DOMAINS without routes fails to compile. */
export const routesByDomain = {
  platform: platformRoutes,
  account: accountRoutes,
  media: mediaRoutes,
  catalog: catalogRoutes,
  crm: crmRoutes,
  sessions: sessionsRoutes,
  gallery: galleryRoutes,
  site: siteRoutes,
  billing: billingRoutes,
  payments: paymentsRoutes,
  agreements: agreementsRoutes,
} as const satisfies { [D in Domain]: DomainRoutes<D> };

export const routeTable: readonly AnyRoute[] = Object.values(routesByDomain).flatMap(
  (part): readonly AnyRoute[] => part.routes,
);

export const routesOfDomain = (domain: Domain): readonly AnyRoute[] => routesByDomain[domain].routes;

export type { RouteMatch };

export const matchRoute = (method: string, path: string): RouteMatch => matchRouteIn(routeTable, method, path);
