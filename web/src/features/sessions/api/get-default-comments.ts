import { listComments, type DefaultComment } from '@fotostudio/shared/contracts/catalog';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** The photographer's default comments, to fill a share link's message from (the catalog's list route and cache key). */
export const useDefaultComments = (): SWRResponse<DefaultComment[], ApiError> =>
  useSWR<DefaultComment[], ApiError>(listComments.id, async () => (await apiRequest(listComments)).comments);
