import { updateSessionFinance, type FinanceUpdate, type SessionDetail, type SessionFinance } from '@fotostudio/shared/contracts/sessions';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { sessionFinanceKey } from './get-session-finance';
import { sessionKey } from './get-session';

export interface FinanceChange {
  sessionId: string;
  body: FinanceUpdate;
}

export const patchSessionFinance = async ({ sessionId, body }: FinanceChange): Promise<SessionFinance> =>
  (await apiRequest(updateSessionFinance, { params: { sessionId }, body })).finance;

/**
 * PATCH /api/sessions/{id}/finance with the allowed fields; the answer replaces the cached
 * finance, in its own key and in the session's detail, without another (limited) read.
 */
export const useUpdateSessionFinance = () => {
  const { mutate } = useSWRConfig();
  return useSWRMutation<SessionFinance, ApiError, string, FinanceChange>(
    updateSessionFinance.id,
    async (_key: string, { arg }: { arg: FinanceChange }) => {
      const finance = await patchSessionFinance(arg);
      void mutate(sessionFinanceKey(arg.sessionId), finance, { revalidate: false });
      void mutate<SessionDetail>(sessionKey(arg.sessionId), (detail) => (detail ? { ...detail, finance } : detail), { revalidate: false });
      return finance;
    },
    { throwOnError: true },
  );
};
