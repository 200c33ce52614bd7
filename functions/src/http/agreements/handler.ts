import { agreementsRoutes } from '@fotostudio/shared/contracts/agreements-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { agreementHandlers } from './agreements.js';
import { templateHandlers } from './templates.js';

export const handler = httpFunction(agreementsRoutes, [...templateHandlers, ...agreementHandlers]);
