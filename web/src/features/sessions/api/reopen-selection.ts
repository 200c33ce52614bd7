import { reopenSessionSelection, type ShareLink } from '@fotostudio/shared/contracts/share-links';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { sessionKey } from './get-session';
import { sessionSelectionsKey } from './get-session-selections';
import { useShareLinkChange } from './get-share-link';

export const postReopenSelection = async (sessionId: string): Promise<ShareLink> =>
  (await apiRequest(reopenSessionSelection, { params: { sessionId } })).link;

/**
 * POST /api/sessions/{id}/selections/reopen: the link opens again with the last confirmed
 * choices as the client's draft, so the selections and the session are read again too.
 */
export const useReopenSelection = (sessionId: string) => {
  const { mutate } = useSWRConfig();
  return useShareLinkChange(reopenSessionSelection.id, sessionId, async () => {
    const link = await postReopenSelection(sessionId);
    void mutate(sessionSelectionsKey(sessionId));
    void mutate(sessionKey(sessionId));
    return link;
  });
};
