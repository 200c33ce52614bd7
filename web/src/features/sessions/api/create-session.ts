import { createSession, type SessionDetail, type SessionInput } from '@fotostudio/shared/contracts/sessions';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { sessionKey } from './get-session';
import { useRevalidateSessionLists } from './get-sessions';

export const postSession = (body: SessionInput): Promise<SessionDetail> => apiRequest(createSession, { body });

/** POST /api/sessions; the new session is cached and the lists reload. Never retried. */
export const useCreateSession = () => {
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateSessionLists();
  return useSWRMutation<SessionDetail, ApiError, string, SessionInput>(
    createSession.id,
    (_key: string, { arg }: { arg: SessionInput }) => postSession(arg),
    {
      throwOnError: true,
      onSuccess: (detail) => {
        void mutate(sessionKey(detail.session.sessionId), detail, { revalidate: false });
        void revalidateLists();
      },
    },
  );
};
