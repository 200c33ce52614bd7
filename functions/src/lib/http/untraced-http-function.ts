// The HTTP function factory without the X-Ray SDK: Lambda's active tracing still records
// each invocation, but no handler or SDK-call subsegments (why the gallery uses it:
// docs/architecture.md, "Observability").
import { lambdaMiddlewares } from '../lambda-middlewares.js';
import type { DomainRoutes } from '@fotostudio/shared/contracts/route';
import type { ErrorStatuses } from '@fotostudio/shared/errors/catalogue';
import { domainHandler, type HttpFunctionOptions, type RouteHandler } from './route-handlers.js';
import type { HttpEvent, HttpHandler, HttpResult } from './types.js';

/** `statuses`: the whole catalogue's, or the parts of it a lean function can answer with (the gallery's). */
export const untracedHttpFunction = (domainRoutes: DomainRoutes, handlers: RouteHandler[], statuses: ErrorStatuses, options?: HttpFunctionOptions): HttpHandler =>
  domainHandler(lambdaMiddlewares<HttpEvent, HttpResult>(), domainRoutes, handlers, statuses, options);
