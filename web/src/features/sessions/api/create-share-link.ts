import { createShareLink, type ShareLink, type ShareLinkInput } from '@fotostudio/shared/contracts/share-links';
import { apiRequest } from '../../../lib/api-client';
import { useShareLinkChange } from './get-share-link';

export const postShareLink = async (sessionId: string, body: ShareLinkInput): Promise<ShareLink> =>
  (await apiRequest(createShareLink, { params: { sessionId }, body })).link;

/** POST /api/sessions/{id}/share-link: generates the link, or a new token that retires the old address. */
export const useCreateShareLink = (sessionId: string) =>
  useShareLinkChange(createShareLink.id, sessionId, (body: ShareLinkInput) => postShareLink(sessionId, body));
