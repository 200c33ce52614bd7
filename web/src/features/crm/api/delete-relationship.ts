import { deleteRelationship } from '@fotostudio/shared/contracts/crm';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { relationshipsKey } from './get-relationships';

export const removeRelationship = async (contactId: string, relationshipId: string): Promise<void> => {
  await apiRequest(deleteRelationship, { params: { contactId, relationshipId } });
};

/** DELETE /api/contacts/{id}/relationships/{relationshipId}; the list reloads either way. */
export const useDeleteRelationship = (contactId: string) =>
  useSWRMutation<void, ApiError, ReturnType<typeof relationshipsKey>, string>(
    relationshipsKey(contactId),
    ([, id], { arg }) => removeRelationship(id, arg),
    { throwOnError: true },
  );
