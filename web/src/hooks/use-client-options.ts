import { listContacts, type ContactPage, type ListContactsQuery } from '@fotostudio/shared/contracts/crm';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../lib/api-client';

/** The same key as the CRM's own list pages, so both share what is cached (and reload together). */
const clientsKey = (query: ListContactsQuery) => [listContacts.id, query] as const;

/** Clients of the CRM only (never leads), matching `search`; null asks for nothing. */
export const useClientOptions = (search: string | null, pageSize: number): SWRResponse<ContactPage, ApiError> =>
  useSWR<ContactPage, ApiError, ReturnType<typeof clientsKey> | null>(
    search === null ? null : clientsKey({ type: 'client', page: 1, pageSize, ...(search ? { search } : {}) }),
    ([, query]) => apiRequest(listContacts, { query }),
    { keepPreviousData: true },
  );
