import { listSessionSelections, type SessionSelection } from '@fotostudio/shared/contracts/share-links';
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { CLIENT_CHANGES_FRESH_MS } from './get-share-link';

export interface SessionSelections {
  /** Every confirmed version, latest first. */
  selections: SessionSelection[];
  /** What the client is choosing now, when they have saved anything. */
  draft: GalleryChoices | null;
  draftSavedAt: string | null;
}

export const sessionSelectionsKey = (sessionId: string) => [listSessionSelections.id, sessionId] as const;

export const fetchSessionSelections = (sessionId: string): Promise<SessionSelections> => apiRequest(listSessionSelections, { params: { sessionId } });

/** The client's confirmed selections and draft, read again whenever the Selections tab is shown (the client changes them). */
export const useSessionSelections = (sessionId: string | null): SWRResponse<SessionSelections, ApiError> =>
  useSWR<SessionSelections, ApiError, ReturnType<typeof sessionSelectionsKey> | null>(
    sessionId ? sessionSelectionsKey(sessionId) : null,
    ([, id]) => fetchSessionSelections(id),
    { dedupingInterval: CLIENT_CHANGES_FRESH_MS },
  );
