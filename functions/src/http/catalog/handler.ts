import { httpFunction } from '../../lib/http/http-function.js';
import { commentHandlers } from './comments.js';
import { packageHandlers } from './packages.js';
import { productHandlers } from './products.js';

export const handler = httpFunction('catalog', [...productHandlers, ...packageHandlers, ...commentHandlers]);
