import {
  completeImageUpload,
  createImageUploads,
  createSession,
  getSession,
  getSessionFinance,
  listSessionImages,
  listSessions,
  recordImagePart,
  updateSession,
  updateSessionFinance,
} from '@fotostudio/shared/contracts/sessions';
import { getDeliverySettings, publishDelivery, updateDeliverySettings, withdrawDelivery } from '@fotostudio/shared/contracts/session-delivery';
import { completeFinalUpload, createFinalUploads, listSessionFinals, recordFinalPart, removeSessionFinals } from '@fotostudio/shared/contracts/session-finals';
import { photographerRoute } from '../../lib/http/http-function.js';
import { publishSessionDelivery, withdrawSessionDelivery } from '../../sessions/delivery-publishing.js';
import { readDeliverySettings, updateDeliverySettings as setDeliverySettings } from '../../sessions/delivery-settings.js';
import { readFinance, updateFinance } from '../../sessions/finance.js';
import { completeImageUpload as completeUpload, createFinalUploadTickets, createUploadTickets, listSessionImageViews, recordImagePart as recordPart } from '../../sessions/image-uploads.js';
import { listSessionFinals as listFinals, removeSessionFinals as removeFinals } from '../../sessions/finals.js';
import { sessionDetailOf } from '../../sessions/session-detail.js';
import { createSessionItem, listSessionPage, updateSessionItem } from '../../sessions/sessions.js';

export const sessionHandlers = [
  photographerRoute(listSessions, ({ caller, query }) => listSessionPage(caller.photographerId, query)),
  photographerRoute(createSession, async ({ caller, body }) =>
    sessionDetailOf(caller.photographerId, await createSessionItem(caller.photographerId, body)),
  ),
  photographerRoute(getSession, ({ caller, params }) => sessionDetailOf(caller.photographerId, params.sessionId)),
  photographerRoute(updateSession, async ({ caller, params, body }) =>
    sessionDetailOf(caller.photographerId, await updateSessionItem(caller.photographerId, params.sessionId, body)),
  ),
  photographerRoute(getSessionFinance, async ({ caller, params }) => ({
    finance: await readFinance(caller.photographerId, params.sessionId),
  })),
  photographerRoute(updateSessionFinance, async ({ caller, params, body }) => ({
    finance: await updateFinance(caller.photographerId, params.sessionId, body),
  })),
  photographerRoute(listSessionImages, ({ caller, params }) => listSessionImageViews(caller.photographerId, params.sessionId)),
  photographerRoute(createImageUploads, ({ caller, params, body }) => createUploadTickets(caller.photographerId, params.sessionId, body.files)),
  photographerRoute(recordImagePart, ({ caller, params, body }) => recordPart(caller.photographerId, params.sessionId, params.imageId, body)),
  photographerRoute(completeImageUpload, ({ caller, params }) => completeUpload(caller.photographerId, params.sessionId, params.imageId)),
  photographerRoute(getDeliverySettings, ({ caller, params }) => readDeliverySettings(caller.photographerId, params.sessionId)),
  photographerRoute(updateDeliverySettings, ({ caller, params, body }) => setDeliverySettings(caller.photographerId, params.sessionId, body)),
  photographerRoute(listSessionFinals, ({ caller, params }) => listFinals(caller.photographerId, params.sessionId)),
  photographerRoute(createFinalUploads, ({ caller, params, body }) => createFinalUploadTickets(caller.photographerId, params.sessionId, body.files)),
  photographerRoute(recordFinalPart, ({ caller, params, body }) => recordPart(caller.photographerId, params.sessionId, params.finalId, body, 'finals')),
  photographerRoute(completeFinalUpload, ({ caller, params }) => completeUpload(caller.photographerId, params.sessionId, params.finalId, new Date(), 'finals')),
  photographerRoute(removeSessionFinals, ({ caller, params, body }) => removeFinals(caller.photographerId, params.sessionId, body.imageIds)),
  photographerRoute(publishDelivery, ({ caller, params }) => publishSessionDelivery(caller.photographerId, params.sessionId)),
  photographerRoute(withdrawDelivery, ({ caller, params }) => withdrawSessionDelivery(caller.photographerId, params.sessionId)),
];
