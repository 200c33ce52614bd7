import { archiveSession, restoreSession, type SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/sessions/{id}/archive: the answer carries the day it will be deleted (`deleteAt`). */
export const archiveSessionById = async (sessionId: string): Promise<SessionSummary> =>
  (await apiRequest(archiveSession, { params: { sessionId } })).session;

/** POST /api/sessions/{id}/restore. */
export const restoreSessionById = async (sessionId: string): Promise<SessionSummary> =>
  (await apiRequest(restoreSession, { params: { sessionId } })).session;
