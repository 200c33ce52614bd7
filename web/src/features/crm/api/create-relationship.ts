import { createRelationship, type Relationship, type RelationshipInput } from '@fotostudio/shared/contracts/crm';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { relationshipsKey } from './get-relationships';

export const postRelationship = async (contactId: string, body: RelationshipInput): Promise<Relationship> =>
  (await apiRequest(createRelationship, { params: { contactId }, body })).relationship;

/**
 * POST /api/contacts/{id}/relationships; the same pair twice (either way) is refused with
 * crm.relationship_exists. The link shows on both clients, so both lists reload.
 */
export const useCreateRelationship = (contactId: string) => {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Relationship, ApiError, ReturnType<typeof relationshipsKey>, RelationshipInput>(
    relationshipsKey(contactId),
    ([, id], { arg }) => postRelationship(id, arg),
    { throwOnError: true, onSuccess: (link) => void mutate(relationshipsKey(link.relatedContactId)) },
  );
};
