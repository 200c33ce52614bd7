import { paymentsRoutes } from '@fotostudio/shared/contracts/payments-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { connectHandlers } from './connect.js';
import { webhookHandlers } from './webhooks.js';
import { depositHandlers } from './deposits.js';

export const handler = httpFunction(paymentsRoutes, [...connectHandlers, ...webhookHandlers, ...depositHandlers]);
