import { createSession, getSession, listSessions } from '@fotostudio/shared/contracts/sessions';
import { cacheWrite, useRouteMutation } from '../../../lib/use-route';

/** POST /api/sessions; the new session is cached and the lists reload. Never retried. */
export const useCreateSession = () =>
  useRouteMutation(createSession, {
    writes: (detail) => [cacheWrite(getSession, { params: { sessionId: detail.session.sessionId } }, detail)],
    invalidates: [listSessions],
  });
