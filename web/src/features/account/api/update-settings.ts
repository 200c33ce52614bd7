import { getMe, putSettings } from '@fotostudio/shared/contracts/account';
import { cacheWrite, useRouteMutation } from '../../../lib/use-route';

/**
 * PUT /api/me/settings (partial: absent fields stay; the server reads, merges and writes, so
 * changes are sent in turn); the answer replaces the cached /api/me.
 */
export const useUpdateSettings = () => useRouteMutation(putSettings, { inTurn: true, writes: (me) => [cacheWrite(getMe, {}, me)] });
