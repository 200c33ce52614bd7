import { getSession, type SessionDetail } from '@fotostudio/shared/contracts/sessions';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export const sessionKey = (sessionId: string) => [getSession.id, sessionId] as const;

export const fetchSession = (sessionId: string): Promise<SessionDetail> => apiRequest(getSession, { params: { sessionId } });

/** One session with its finance and package terms, for the detail and the edit wizard. */
export const useSession = (sessionId: string): SWRResponse<SessionDetail, ApiError> =>
  useSWR<SessionDetail, ApiError, ReturnType<typeof sessionKey>>(sessionKey(sessionId), ([, id]) => fetchSession(id));
