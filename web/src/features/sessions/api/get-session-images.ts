import { listSessionImages, type SessionImage } from '@fotostudio/shared/contracts/sessions';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export interface SessionImages {
  images: SessionImage[];
  limit: number;
}

export const sessionImagesKey = (sessionId: string) => [listSessionImages.id, sessionId] as const;

export const fetchSessionImages = (sessionId: string): Promise<SessionImages> => apiRequest(listSessionImages, { params: { sessionId } });

/** While any image is being processed the list is read again this often. */
export const IMAGE_POLL_MS = 1500;

export const hasPendingImages = (data: SessionImages | undefined): boolean => data?.images.some((image) => image.status === 'pending') ?? false;

/**
 * The session's images with their processing state. While one is pending the list is
 * polled (cheap: one query) until none is; unmounting (closing the modal) stops it.
 */
export const useSessionImages = (sessionId: string | null): SWRResponse<SessionImages, ApiError> =>
  useSWR<SessionImages, ApiError, ReturnType<typeof sessionImagesKey> | null>(
    sessionId ? sessionImagesKey(sessionId) : null,
    ([, id]) => fetchSessionImages(id),
    // The app keeps answers fresh for minutes (no refetch within them): polling must not be deduplicated away.
    { refreshInterval: (data) => (hasPendingImages(data) ? IMAGE_POLL_MS : 0), dedupingInterval: IMAGE_POLL_MS / 2 },
  );
