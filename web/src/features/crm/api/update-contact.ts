import { updateContact, type Contact, type ContactInput } from '@fotostudio/shared/contracts/crm';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { contactKey } from './get-contact';
import { useRevalidateContactLists } from './get-contacts';

export interface ContactUpdate {
  contactId: string;
  body: ContactInput;
}

export const putContact = async ({ contactId, body }: ContactUpdate): Promise<Contact> =>
  (await apiRequest(updateContact, { params: { contactId }, body })).contact;

/**
 * PUT /api/contacts/{id}: replaces every field but the type. The answer replaces the
 * cached contact; the lists reload, as its name, status or tags may have changed.
 */
export const useUpdateContact = () => {
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateContactLists();
  return useSWRMutation<Contact, ApiError, string, ContactUpdate>(
    updateContact.id,
    (_key: string, { arg }: { arg: ContactUpdate }) => putContact(arg),
    {
      throwOnError: true,
      onSuccess: (contact) => {
        void mutate(contactKey(contact.contactId), contact, { revalidate: false });
        void revalidateLists();
      },
    },
  );
};
