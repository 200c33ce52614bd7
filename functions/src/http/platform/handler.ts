import { platformRoutes } from '@fotostudio/shared/contracts/platform-routes';
import { routeAddresses } from '@fotostudio/shared/contracts/generated/route-addresses';
import { httpFunction } from '../../lib/http/http-function.js';
import { getHealthHandler } from './get-health.js';

/**
 * Also receives `ANY /api/{proxy+}`: unknown routes get the catalogue 404, known paths with
 * another method 405. That needs every route's method and path, and no route's schemas: the
 * generated addresses, not the route table (whose zod schemas tripled this function's cold init).
 */
export const handler = httpFunction(platformRoutes, [getHealthHandler], { unmatchedAgainst: routeAddresses });
