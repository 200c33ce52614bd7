import { getShareLink, type ShareLink } from '@fotostudio/shared/contracts/share-links';
import { cacheWrite, useRoute, type CacheWrite } from '../../../lib/use-route';

/** Shown again after this, a link or selection is read again. */
export const CLIENT_CHANGES_FRESH_MS = 2000;

/**
 * The session's share link (`link` null before one is generated). The client changes it from
 * outside (confirming closes it), so it is read again whenever it is shown, not kept fresh
 * for the app's usual minutes.
 */
export const useShareLink = (sessionId: string) => useRoute(getShareLink, { params: { sessionId } }, { dedupingInterval: CLIENT_CHANGES_FRESH_MS });

/**
 * For every change to the session's link (generate, edit, status, extend, reopen): each one
 * answers with the link as it now is, which replaces the cached one without another read.
 */
export const shareLinkWrite = (answer: { link: ShareLink }, input: { params: { sessionId: string } }): CacheWrite[] => [
  cacheWrite(getShareLink, { params: { sessionId: input.params.sessionId } }, { link: answer.link }),
];
