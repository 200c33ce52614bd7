import { putMe, type Me, type ProfileUpdate } from '@fotostudio/shared/contracts/account';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { getMeKey, useSignedInUserId } from './get-me';

export const updateProfile = (body: ProfileUpdate): Promise<Me> => apiRequest(putMe, { body });

/**
 * PUT /api/me. The answer is the whole account, so it replaces the cached /api/me
 * without another request. Mutations never retry (spec section 7).
 */
export const useUpdateProfile = () => {
  const userId = useSignedInUserId();
  return useSWRMutation<Me, ApiError, ReturnType<typeof getMeKey>, ProfileUpdate>(
    getMeKey(userId),
    (_key: unknown, { arg }: { arg: ProfileUpdate }) => updateProfile(arg),
    { populateCache: true, revalidate: false, throwOnError: true },
  );
};
