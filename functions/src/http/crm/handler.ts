import { crmRoutes } from '@fotostudio/shared/contracts/crm-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { contactImportHandlers } from './contact-import.js';
import { contactHandlers } from './contacts.js';
import { relationshipHandlers } from './relationships.js';

export const handler = httpFunction(crmRoutes, [...contactHandlers, ...contactImportHandlers, ...relationshipHandlers]);
