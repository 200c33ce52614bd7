import { deleteRelationship, type Relationship } from '@fotostudio/shared/contracts/crm';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { relationshipsKey } from './get-relationships';

export const removeRelationship = async (contactId: string, relationshipId: string): Promise<void> => {
  await apiRequest(deleteRelationship, { params: { contactId, relationshipId } });
};

/**
 * DELETE /api/contacts/{id}/relationships/{relationshipId}: removes the link from both
 * clients, so both lists reload, either way.
 */
export const useDeleteRelationship = (contactId: string) => {
  const { mutate } = useSWRConfig();
  return useSWRMutation<void, ApiError, ReturnType<typeof relationshipsKey>, Relationship>(
    relationshipsKey(contactId),
    async ([, id], { arg }) => {
      try {
        await removeRelationship(id, arg.relationshipId);
      } finally {
        void mutate(relationshipsKey(arg.relatedContactId));
      }
    },
    { throwOnError: true },
  );
};
