import { httpFunction } from '../../lib/http/http-function.js';
import { getHealthHandler } from './get-health.js';

/** Also receives `ANY /api/{proxy+}`: unknown routes get the catalogue 404 or 405. */
export const handler = httpFunction('platform', [getHealthHandler]);
