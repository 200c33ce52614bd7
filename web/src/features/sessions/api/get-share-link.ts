import { getShareLink, type ShareLink } from '@fotostudio/shared/contracts/share-links';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export const shareLinkKey = (sessionId: string) => [getShareLink.id, sessionId] as const;

export const fetchShareLink = async (sessionId: string): Promise<ShareLink | null> =>
  (await apiRequest(getShareLink, { params: { sessionId } })).link;

/** Shown again after this, a link or selection is read again. */
export const CLIENT_CHANGES_FRESH_MS = 2000;

/**
 * The session's share link, or null before one is generated. The client changes it from
 * outside (confirming closes it), so it is read again whenever it is shown, not kept fresh
 * for the app's usual minutes.
 */
export const useShareLink = (sessionId: string): SWRResponse<ShareLink | null, ApiError> =>
  useSWR<ShareLink | null, ApiError, ReturnType<typeof shareLinkKey>>(shareLinkKey(sessionId), ([, id]) => fetchShareLink(id), {
    dedupingInterval: CLIENT_CHANGES_FRESH_MS,
  });

/**
 * A change to the session's link (generate, edit, status, extend, reopen): every one answers
 * with the link as it now is, which replaces the cached one without another read.
 */
export const useShareLinkChange = <Arg>(routeId: string, sessionId: string, send: (arg: Arg) => Promise<ShareLink>) => {
  const { mutate } = useSWRConfig();
  return useSWRMutation<ShareLink, ApiError, readonly [string, string], Arg>(
    [routeId, sessionId] as const,
    async (_key: readonly [string, string], { arg }: { arg: Arg }) => {
      const link = await send(arg);
      void mutate(shareLinkKey(sessionId), link, { revalidate: false });
      return link;
    },
    { throwOnError: true },
  );
};
