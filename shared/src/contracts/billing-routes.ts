// The billing domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts. A route
// joins this list together with its handler: the generated suites and the function's cold
// start refuse a listed route without one. Every contract is already in billing.ts.
import { defineDomainRoutes } from './route.js';

export const billingRoutes = defineDomainRoutes('billing', []);
