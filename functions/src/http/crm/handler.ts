import { httpFunction } from '../../lib/http/http-function.js';
import { contactImportHandlers } from './contact-import.js';
import { contactHandlers } from './contacts.js';
import { relationshipHandlers } from './relationships.js';

export const handler = httpFunction('crm', [...contactHandlers, ...contactImportHandlers, ...relationshipHandlers]);
