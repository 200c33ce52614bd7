import { paymentsRoutes } from '@fotostudio/shared/contracts/payments-routes';
import { httpFunction } from '../../lib/http/http-function.js';
// No purpose is registered here: the gallery's return confirms or releases the draft itself
// (payments/gallery-extras-return.ts); every purpose is told by the payment-events function.
import { connectHandlers } from './connect.js';
import { galleryExtrasHandlers } from './gallery-extras.js';
import { webhookHandlers } from './webhooks.js';
import { depositHandlers } from './deposits.js';

export const handler = httpFunction(paymentsRoutes, [...connectHandlers, ...webhookHandlers, ...galleryExtrasHandlers, ...depositHandlers]);
