import { deleteSession } from '@fotostudio/shared/contracts/sessions';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/sessions/{id}: the session, its finance, images and files, at once. */
export const deleteSessionById = async (sessionId: string): Promise<void> => {
  await apiRequest(deleteSession, { params: { sessionId } });
};
