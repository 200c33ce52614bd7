import { billingRoutes } from '@fotostudio/shared/contracts/billing-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { documentFileHandlers } from './document-files.js';
import { documentHandlers } from './documents.js';
import { settingsHandlers } from './settings.js';

export const handler = httpFunction(billingRoutes, [...settingsHandlers, ...documentHandlers, ...documentFileHandlers]);
