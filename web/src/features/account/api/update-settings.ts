import { putSettings, type Me, type SettingsUpdate } from '@fotostudio/shared/contracts/account';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { getMeKey, useSignedInUserId } from './get-me';

// The server merges a partial change into the stored settings (read, merge, write): two
// changes in flight at once could each miss the other's. This browser sends them in turn.
let previous: Promise<unknown> = Promise.resolve();

export const updateSettings = (body: SettingsUpdate): Promise<Me> => {
  const request = previous.catch(() => undefined).then(() => apiRequest(putSettings, { body }));
  previous = request;
  return request;
};

/** PUT /api/me/settings (partial: absent fields stay); the answer replaces the cached /api/me. */
export const useUpdateSettings = () => {
  const userId = useSignedInUserId();
  return useSWRMutation<Me, ApiError, ReturnType<typeof getMeKey>, SettingsUpdate>(
    getMeKey(userId),
    (_key: unknown, { arg }: { arg: SettingsUpdate }) => updateSettings(arg),
    { populateCache: true, revalidate: false, throwOnError: true },
  );
};
