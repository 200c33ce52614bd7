import { extendShareLink, type ShareLink } from '@fotostudio/shared/contracts/share-links';
import { apiRequest } from '../../../lib/api-client';
import { useShareLinkChange } from './get-share-link';

export const postShareLinkExtension = async (sessionId: string, days: number): Promise<ShareLink> =>
  (await apiRequest(extendShareLink, { params: { sessionId }, body: { days } })).link;

/** POST /api/sessions/{id}/share-link/extend by 1 to 365 days. */
export const useExtendShareLink = (sessionId: string) =>
  useShareLinkChange(extendShareLink.id, sessionId, (days: number) => postShareLinkExtension(sessionId, days));
