import { updateSession, type SessionDetail, type SessionUpdate } from '@fotostudio/shared/contracts/sessions';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { sessionKey } from './get-session';
import { useRevalidateSessionLists } from './get-sessions';

export interface SessionChange {
  sessionId: string;
  body: SessionUpdate;
}

export const patchSession = ({ sessionId, body }: SessionChange): Promise<SessionDetail> =>
  apiRequest(updateSession, { params: { sessionId }, body });

/** PATCH /api/sessions/{id} with the changed fields only; the answer replaces the cached session. */
export const useUpdateSession = () => {
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateSessionLists();
  return useSWRMutation<SessionDetail, ApiError, string, SessionChange>(
    updateSession.id,
    (_key: string, { arg }: { arg: SessionChange }) => patchSession(arg),
    {
      throwOnError: true,
      onSuccess: (detail) => {
        void mutate(sessionKey(detail.session.sessionId), detail, { revalidate: false });
        void revalidateLists();
      },
    },
  );
};
