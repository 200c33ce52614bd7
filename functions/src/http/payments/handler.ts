import { paymentsRoutes } from '@fotostudio/shared/contracts/payments-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import '../../payments/purposes.js';
import { connectHandlers } from './connect.js';
import { galleryExtrasHandlers } from './gallery-extras.js';
import { webhookHandlers } from './webhooks.js';

export const handler = httpFunction(paymentsRoutes, [...connectHandlers, ...webhookHandlers, ...galleryExtrasHandlers]);
