import { listContacts, type ContactPage, type ListContactsQuery } from '@fotostudio/shared/contracts/crm';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** One page of one list (type, search, filters, page); every such key starts with the route id. */
export const contactsKey = (query: ListContactsQuery) => [listContacts.id, query] as const;

const isContactsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === listContacts.id;

export const fetchContacts = (query: ListContactsQuery): Promise<ContactPage> => apiRequest(listContacts, { query });

/**
 * A page of contacts or clients; null asks for nothing. While the next page, search or
 * filter loads, the rows shown stay those of the previous one instead of a spinner.
 */
export const useContacts = (query: ListContactsQuery | null): SWRResponse<ContactPage, ApiError> =>
  useSWR<ContactPage, ApiError, ReturnType<typeof contactsKey> | null>(query ? contactsKey(query) : null, ([, q]) => fetchContacts(q), {
    keepPreviousData: true,
  });

/**
 * Reloads every list page in the cache (both tabs, any filter): a contact that was added,
 * changed, converted or deleted can move in or out of any of them. Pages not on screen
 * reload when they are shown again.
 */
export const useRevalidateContactLists = (): (() => Promise<unknown>) => {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isContactsKey), [mutate]);
};
