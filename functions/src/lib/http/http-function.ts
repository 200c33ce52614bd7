// The one factory for HTTP functions: one middy stack per domain, routing its use cases,
// traced with the X-Ray SDK. The gallery leaves the SDK out (untraced-http-function.ts).
import { powertoolsMiddlewares } from '../powertools-middlewares.js';
import type { DomainRoutes } from '@fotostudio/shared/contracts/route';
import { errorStatus } from '@fotostudio/shared/errors/catalogue';
import { domainHandler, type HttpFunctionOptions, type RouteHandler } from './route-handlers.js';
import type { HttpEvent, HttpHandler, HttpResult } from './types.js';

export {
  photographerRoute,
  publicRoute,
  type Caller,
  type HttpFunctionOptions,
  type RouteHandler,
  type RouteInput,
} from './route-handlers.js';

/** See `domainHandler`. */
export const httpFunction = (domainRoutes: DomainRoutes, handlers: RouteHandler[], options?: HttpFunctionOptions): HttpHandler =>
  domainHandler(powertoolsMiddlewares<HttpEvent, HttpResult>(), domainRoutes, handlers, errorStatus, options);
