import { updateShareLink, type ShareLink, type ShareLinkUpdate } from '@fotostudio/shared/contracts/share-links';
import { apiRequest } from '../../../lib/api-client';
import { useShareLinkChange } from './get-share-link';

export const patchShareLink = async (sessionId: string, body: ShareLinkUpdate): Promise<ShareLink> =>
  (await apiRequest(updateShareLink, { params: { sessionId }, body })).link;

/** PATCH /api/sessions/{id}/share-link with the fields that changed (null clears one). */
export const useUpdateShareLink = (sessionId: string) =>
  useShareLinkChange(updateShareLink.id, sessionId, (body: ShareLinkUpdate) => patchShareLink(sessionId, body));
