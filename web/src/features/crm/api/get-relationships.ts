import { listRelationships, type Relationship } from '@fotostudio/shared/contracts/crm';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export const relationshipsKey = (contactId: string) => [listRelationships.id, contactId] as const;

export const fetchRelationships = async (contactId: string): Promise<Relationship[]> =>
  (await apiRequest(listRelationships, { params: { contactId } })).relationships;

/** A client's family or relationship links, oldest first. */
export const useRelationships = (contactId: string): SWRResponse<Relationship[], ApiError> =>
  useSWR<Relationship[], ApiError, ReturnType<typeof relationshipsKey>>(relationshipsKey(contactId), ([, id]) => fetchRelationships(id));
