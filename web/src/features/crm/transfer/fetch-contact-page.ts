import { listContacts } from '@fotostudio/shared/contracts/crm';
import { apiRequest } from '../../../lib/api-client';
import type { FetchContactPage } from './collect-contacts';

export const fetchContactPage: FetchContactPage = (query) => apiRequest(listContacts, { query });
