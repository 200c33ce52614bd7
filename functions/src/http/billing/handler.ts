import { billingRoutes } from '@fotostudio/shared/contracts/billing-routes';
import { httpFunction } from '../../lib/http/http-function.js';

export const handler = httpFunction(billingRoutes, []);
