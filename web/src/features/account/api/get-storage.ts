import { getStorage, type StorageOverview } from '@fotostudio/shared/contracts/storage';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../../lib/api-client';
import { useRoute } from '../../../lib/use-route';

/** The photographer's storage: usage against the quota, per session (Settings → Storage). */
export const useStorage = (): SWRResponse<StorageOverview, ApiError> => useRoute(getStorage, {});
