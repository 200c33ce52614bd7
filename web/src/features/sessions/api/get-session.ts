import { getSession, listSessions, type SessionDetail } from '@fotostudio/shared/contracts/sessions';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export const sessionKey = (sessionId: string) => [getSession.id, sessionId] as const;

export const fetchSession = (sessionId: string): Promise<SessionDetail> => apiRequest(getSession, { params: { sessionId } });

/** One session with its finance and package terms, for the detail and the edit wizard. */
export const useSession = (sessionId: string): SWRResponse<SessionDetail, ApiError> =>
  useSWR<SessionDetail, ApiError, ReturnType<typeof sessionKey>>(sessionKey(sessionId), ([, id]) => fetchSession(id));

/** Any cached page of the sessions list (list, grid or calendar), whatever its query. */
const isSessionListKey = (key: unknown): boolean => key === listSessions.id || (Array.isArray(key) && key[0] === listSessions.id);

/** Reloads the sessions lists: a created or changed session can move in or out of any page. */
export const useRevalidateSessionLists = (): (() => Promise<unknown>) => {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isSessionListKey), [mutate]);
};
