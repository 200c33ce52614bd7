import { getMe, type Me } from '@fotostudio/shared/contracts/account';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useRoute } from '../../../lib/use-route';

/** The signed-in user's id, or null. */
export const useSignedInUserId = (): string | null => {
  const { state } = useAuth();
  return state.status === 'signedIn' ? state.user.userId : null;
};

/**
 * The photographer query of spec section 7: fresh for 300 s (the app's rule), three retries,
 * asked only with a signed-in user. `enabled: false` reads nothing and sends nothing. One
 * cached answer for whoever is signed in: the app clears the cache on sign-out.
 */
export const useMe = ({ enabled = true }: { enabled?: boolean } = {}): SWRResponse<Me, ApiError> => {
  const userId = useSignedInUserId();
  return useRoute(getMe, enabled && userId ? {} : null, { errorRetryCount: 3 });
};
