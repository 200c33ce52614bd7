import { platformRoutes } from '@fotostudio/shared/contracts/platform-routes';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { getHealthHandler } from './get-health.js';

/**
 * Also receives `ANY /api/{proxy+}`: unknown routes get the catalogue 404, known paths with
 * another method 405. That needs every route's method and path, so this small function is
 * the one that bundles the whole route table.
 */
export const handler = httpFunction(platformRoutes, [getHealthHandler], { unmatchedAgainst: routeTable });
