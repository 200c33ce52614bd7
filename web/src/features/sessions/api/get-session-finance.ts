import { getSessionFinance, type SessionFinance } from '@fotostudio/shared/contracts/sessions';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export const sessionFinanceKey = (sessionId: string) => [getSessionFinance.id, sessionId] as const;

export const fetchSessionFinance = async (sessionId: string): Promise<SessionFinance> =>
  (await apiRequest(getSessionFinance, { params: { sessionId } })).finance;

/**
 * The session's finance for its tab. Reads are limited (10 a minute per session, then an
 * empty placeholder), so it is read when the tab opens and not again on focus.
 */
export const useSessionFinance = (sessionId: string | null): SWRResponse<SessionFinance, ApiError> =>
  useSWR<SessionFinance, ApiError, ReturnType<typeof sessionFinanceKey> | null>(
    sessionId ? sessionFinanceKey(sessionId) : null,
    ([, id]) => fetchSessionFinance(id),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
