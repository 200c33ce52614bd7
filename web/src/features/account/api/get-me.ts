import { getMe, type Me } from '@fotostudio/shared/contracts/account';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** Null (no request) until there is a signed-in user; per user, so accounts never mix. */
export const getMeKey = (userId: string | null) => (userId ? ([getMe.id, userId] as const) : null);

export const fetchMe = (): Promise<Me> => apiRequest(getMe);

/** The photographer query of spec section 7: fresh for 300 s, three retries. */
export const useMe = (): SWRResponse<Me, ApiError> => {
  const { state } = useAuth();
  const userId = state.status === 'signedIn' ? state.user.userId : null;
  return useSWR<Me, ApiError>(getMeKey(userId), fetchMe, { dedupingInterval: 300_000, errorRetryCount: 3 });
};
