import { getSession, getSessionFinance, updateSessionFinance } from '@fotostudio/shared/contracts/sessions';
import { cacheWrite, useRouteMutation } from '../../../lib/use-route';

/**
 * PATCH /api/sessions/{id}/finance with the allowed fields; the answer replaces the cached
 * finance, in its own read and in the session's detail, without another (limited) read.
 */
export const useUpdateSessionFinance = () =>
  useRouteMutation(updateSessionFinance, {
    writes: ({ finance }, { params }) => [
      cacheWrite(getSessionFinance, { params }, { finance }),
      cacheWrite(getSession, { params }, (detail) => (detail ? { ...detail, finance } : detail)),
    ],
  });
