import { getSession, listSessions, updateSession } from '@fotostudio/shared/contracts/sessions';
import { cacheWrite, useRouteMutation } from '../../../lib/use-route';

/**
 * PATCH /api/sessions/{id} with the changed fields only; the answer replaces the cached
 * session, and the lists reload (a change can move it in or out of any of them).
 */
export const useUpdateSession = () =>
  useRouteMutation(updateSession, {
    writes: (detail) => [cacheWrite(getSession, { params: { sessionId: detail.session.sessionId } }, detail)],
    invalidates: [listSessions],
  });
