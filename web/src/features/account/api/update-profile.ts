import { getMe, putMe } from '@fotostudio/shared/contracts/account';
import { cacheWrite, useRouteMutation } from '../../../lib/use-route';

/**
 * PUT /api/me. The answer is the whole account, so it replaces the cached /api/me
 * without another request. Mutations never retry (spec section 7).
 */
export const useUpdateProfile = () => useRouteMutation(putMe, { writes: (me) => [cacheWrite(getMe, {}, me)] });
