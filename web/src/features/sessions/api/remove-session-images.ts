import { removeSessionImages } from '@fotostudio/shared/contracts/sessions';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';
import { apiRequest } from '../../../lib/api-client';

export type RemovedImages = RouteResponse<typeof removeSessionImages>;

/** POST /api/sessions/{id}/images/remove: the marked images go; names whose files could not be deleted come back. */
export const postRemoveSessionImages = (sessionId: string, imageIds: string[]): Promise<RemovedImages> =>
  apiRequest(removeSessionImages, { params: { sessionId }, body: { imageIds } });
