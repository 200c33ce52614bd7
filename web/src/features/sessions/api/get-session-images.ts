import { listSessionImages } from '@fotostudio/shared/contracts/sessions';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';
import { useRoute } from '../../../lib/use-route';

export type SessionImages = RouteResponse<typeof listSessionImages>;

/** While any image is being processed the list is read again this often. */
export const IMAGE_POLL_MS = 1500;

export const hasPendingImages = (data: SessionImages | undefined): boolean => data?.images.some((image) => image.status === 'pending') ?? false;

/**
 * The session's images with their processing state. While one is pending the list is
 * polled (cheap: one query) until none is; unmounting (closing the modal) stops it.
 */
export const useSessionImages = (sessionId: string | null) =>
  useRoute(
    listSessionImages,
    sessionId ? { params: { sessionId } } : null,
    // The app keeps answers fresh for minutes (no refetch within them): polling must not be deduplicated away.
    { refreshInterval: (data) => (hasPendingImages(data) ? IMAGE_POLL_MS : 0), dedupingInterval: IMAGE_POLL_MS / 2 },
  );
