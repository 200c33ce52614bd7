import { getMe, type Me } from '@fotostudio/shared/contracts/account';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** Null (no request) until there is a signed-in user; per user, so accounts never mix. */
export const getMeKey = (userId: string | null) => (userId ? ([getMe.id, userId] as const) : null);

export const fetchMe = (): Promise<Me> => apiRequest(getMe);

/** The signed-in user's id, or null: the part of the auth state the account's keys need. */
export const useSignedInUserId = (): string | null => {
  const { state } = useAuth();
  return state.status === 'signedIn' ? state.user.userId : null;
};

/**
 * The photographer query of spec section 7: fresh for 300 s, three retries, enabled only
 * with a user id. `enabled: false` reads nothing and sends nothing.
 */
export const useMe = ({ enabled = true }: { enabled?: boolean } = {}): SWRResponse<Me, ApiError> => {
  const userId = useSignedInUserId();
  return useSWR<Me, ApiError>(enabled ? getMeKey(userId) : null, fetchMe, { dedupingInterval: 300_000, errorRetryCount: 3 });
};
