import { createContact, type Contact, type CreateContactInput } from '@fotostudio/shared/contracts/crm';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { useRevalidateContactLists } from './get-contacts';

export const postContact = async (body: CreateContactInput): Promise<Contact> => (await apiRequest(createContact, { body })).contact;

/** POST /api/contacts, then the lists reload. Mutations never retry (spec section 7). */
export const useCreateContact = () => {
  const revalidateLists = useRevalidateContactLists();
  return useSWRMutation<Contact, ApiError, string, CreateContactInput>(
    createContact.id,
    (_key: string, { arg }: { arg: CreateContactInput }) => postContact(arg),
    { throwOnError: true, onSuccess: () => void revalidateLists() },
  );
};
