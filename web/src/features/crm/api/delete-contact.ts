import { deleteContact, listRelationships } from '@fotostudio/shared/contracts/crm';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { useRevalidateContactLists } from './get-contacts';

export const removeContact = async (contactId: string): Promise<void> => {
  await apiRequest(deleteContact, { params: { contactId } });
};

const isRelationshipsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === listRelationships.id;

/**
 * DELETE /api/contacts/{id} (a soft delete). The lists reload, and so do the family links
 * of other clients, which leave a deleted contact out.
 */
export const useDeleteContact = () => {
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateContactLists();
  return useSWRMutation<void, ApiError, string, string>(
    deleteContact.id,
    (_key: string, { arg }: { arg: string }) => removeContact(arg),
    {
      throwOnError: true,
      onSuccess: () => {
        void revalidateLists();
        void mutate(isRelationshipsKey);
      },
    },
  );
};
