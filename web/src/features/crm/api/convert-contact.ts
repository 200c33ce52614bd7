import { convertContact, type Contact } from '@fotostudio/shared/contracts/crm';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { contactKey } from './get-contact';
import { useRevalidateContactLists } from './get-contacts';

export const postConversion = async (contactId: string): Promise<Contact> =>
  (await apiRequest(convertContact, { params: { contactId } })).contact;

/**
 * POST /api/contacts/{id}/convert: the lead becomes a client, for good. The answer
 * replaces the cached contact; both lists reload, as it moves from one to the other.
 */
export const useConvertContact = () => {
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateContactLists();
  return useSWRMutation<Contact, ApiError, string, string>(
    convertContact.id,
    (_key: string, { arg }: { arg: string }) => postConversion(arg),
    {
      throwOnError: true,
      onSuccess: (contact) => {
        void mutate(contactKey(contact.contactId), contact, { revalidate: false });
        void revalidateLists();
      },
    },
  );
};
