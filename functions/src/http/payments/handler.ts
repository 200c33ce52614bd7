import { paymentsRoutes } from '@fotostudio/shared/contracts/payments-routes';
import { httpFunction } from '../../lib/http/http-function.js';
// Only the purpose its return route applies (the gallery's return from Checkout): the other
// purposes (invoices, deposits) are applied by the payment-events function, which loads them all.
import '../../payments/gallery-extras-purpose.js';
import { connectHandlers } from './connect.js';
import { galleryExtrasHandlers } from './gallery-extras.js';
import { webhookHandlers } from './webhooks.js';
import { depositHandlers } from './deposits.js';

export const handler = httpFunction(paymentsRoutes, [...connectHandlers, ...webhookHandlers, ...galleryExtrasHandlers, ...depositHandlers]);
