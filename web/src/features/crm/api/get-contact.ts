import { getContact, type Contact } from '@fotostudio/shared/contracts/crm';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export const contactKey = (contactId: string) => [getContact.id, contactId] as const;

export const fetchContact = async (contactId: string): Promise<Contact> => (await apiRequest(getContact, { params: { contactId } })).contact;

/** One contact or client, for its detail. */
export const useContact = (contactId: string): SWRResponse<Contact, ApiError> =>
  useSWR<Contact, ApiError, ReturnType<typeof contactKey>>(contactKey(contactId), ([, id]) => fetchContact(id));
