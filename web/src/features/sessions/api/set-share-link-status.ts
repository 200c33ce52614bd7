import { setShareLinkStatus, type ShareLink } from '@fotostudio/shared/contracts/share-links';
import { apiRequest } from '../../../lib/api-client';
import { useShareLinkChange } from './get-share-link';

export interface ShareLinkStatusChange {
  active: boolean;
  /** Activating an expired link extends it by these days from now. */
  extendDays?: number;
}

export const postShareLinkStatus = async (sessionId: string, body: ShareLinkStatusChange): Promise<ShareLink> =>
  (await apiRequest(setShareLinkStatus, { params: { sessionId }, body })).link;

/** POST /api/sessions/{id}/share-link/status: deactivates or activates the link. */
export const useSetShareLinkStatus = (sessionId: string) =>
  useShareLinkChange(setShareLinkStatus.id, sessionId, (body: ShareLinkStatusChange) => postShareLinkStatus(sessionId, body));
