import { catalogRoutes } from '@fotostudio/shared/contracts/catalog-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { commentHandlers } from './comments.js';
import { packageHandlers } from './packages.js';
import { productHandlers } from './products.js';

export const handler = httpFunction(catalogRoutes, [...productHandlers, ...packageHandlers, ...commentHandlers]);
