import {
  archiveSession,
  deleteSession,
  removeSessionImages,
  restoreSession,
  sendSessionEmail,
} from '@fotostudio/shared/contracts/sessions';
import { photographerRoute } from '../../lib/http/http-function.js';
import { removeSessionImages as removeImages } from '../../sessions/remove-images.js';
import { archiveAndNotify, deleteSessionNow, restoreSession as restore } from '../../sessions/session-archive.js';
import { sendSessionEmail as sendEmail } from '../../sessions/session-email.js';
import { toSessionSummaryWithCover } from '../../sessions/sessions.js';

/** Archive, restore, permanent delete, image removal and email to the client. */
export const sessionLifecycleHandlers = [
  photographerRoute(archiveSession, async ({ caller, params }) => ({
    session: await toSessionSummaryWithCover(await archiveAndNotify(caller.photographerId, params.sessionId)),
  })),
  photographerRoute(restoreSession, async ({ caller, params }) => ({
    session: await toSessionSummaryWithCover(await restore(caller.photographerId, params.sessionId)),
  })),
  photographerRoute(deleteSession, async ({ caller, params }) => {
    await deleteSessionNow(caller.photographerId, params.sessionId);
    return { deleted: true as const };
  }),
  photographerRoute(removeSessionImages, ({ caller, params, body }) => removeImages(caller.photographerId, params.sessionId, body.imageIds)),
  photographerRoute(sendSessionEmail, ({ caller, params, body }) => sendEmail(caller.photographerId, params.sessionId, body)),
];
