import { refreshShareLinkPreview } from '@fotostudio/shared/contracts/share-links';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/sessions/{id}/share-link/preview: the link's preview (title, image) is read again by chat apps. */
export const refreshLinkPreview = (sessionId: string): Promise<{ refreshedAt: string; paths: string[] }> =>
  apiRequest(refreshShareLinkPreview, { params: { sessionId } });
