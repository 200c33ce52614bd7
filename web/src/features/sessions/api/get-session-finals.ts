import { listSessionFinals } from '@fotostudio/shared/contracts/session-finals';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';
import { useRoute } from '../../../lib/use-route';
import { IMAGE_POLL_MS } from './get-session-images';

export type SessionFinals = RouteResponse<typeof listSessionFinals>;

/** The session's finals and their match report, polled while one is being processed (as the images are). */
export const useSessionFinals = (sessionId: string) =>
  useRoute(
    listSessionFinals,
    { params: { sessionId } },
    { refreshInterval: (data) => (data?.finals.some((final) => final.status === 'pending') ? IMAGE_POLL_MS : 0), dedupingInterval: IMAGE_POLL_MS / 2 },
  );
