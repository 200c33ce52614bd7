import { listComments, type DefaultComment } from '@fotostudio/shared/contracts/catalog';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** The default comments, by title. One key for every account: the app clears the cache on sign-out. */
export const commentsKey = listComments.id;

export const fetchComments = async (): Promise<DefaultComment[]> => (await apiRequest(listComments)).comments;

export const useComments = (): SWRResponse<DefaultComment[], ApiError> => useSWR<DefaultComment[], ApiError>(commentsKey, fetchComments);
