// The platform domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts.
import { getHealth } from './platform.js';
import { defineDomainRoutes } from './route.js';

export const platformRoutes = defineDomainRoutes('platform', [getHealth]);
