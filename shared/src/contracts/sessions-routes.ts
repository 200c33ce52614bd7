// The sessions domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts.
import { getCalendarFeed, readCalendarFeed, regenerateCalendarFeed } from './calendar-feed.js';
import { defineDomainRoutes } from './route.js';
import { getDeliverySettings, publishDelivery, updateDeliverySettings, withdrawDelivery } from './session-delivery.js';
import { completeFinalUpload, createFinalUploads, listSessionFinals, recordFinalPart, removeSessionFinals } from './session-finals.js';
import {
  archiveSession,
  completeImageUpload,
  createImageUploads,
  createSession,
  deleteSession,
  getSession,
  getSessionFinance,
  listSessionImages,
  listSessions,
  recordImagePart,
  removeSessionImages,
  restoreSession,
  sendSessionEmail,
  updateSession,
  updateSessionFinance,
} from './sessions.js';
import {
  createShareLink,
  extendShareLink,
  getShareLink,
  listSessionSelections,
  refreshShareLinkPreview,
  reopenSessionSelection,
  setShareLinkStatus,
  updateShareLink,
} from './share-links.js';

// Archive before restore: the generated suites call the writes in this order.
export const sessionsRoutes = defineDomainRoutes('sessions', [
  listSessions,
  createSession,
  getSession,
  updateSession,
  getSessionFinance,
  updateSessionFinance,
  listSessionImages,
  createImageUploads,
  recordImagePart,
  completeImageUpload,
  archiveSession,
  restoreSession,
  deleteSession,
  removeSessionImages,
  sendSessionEmail,
  getCalendarFeed,
  regenerateCalendarFeed,
  readCalendarFeed,
  getShareLink,
  createShareLink,
  updateShareLink,
  setShareLinkStatus,
  extendShareLink,
  refreshShareLinkPreview,
  listSessionSelections,
  reopenSessionSelection,
  getDeliverySettings,
  updateDeliverySettings,
  listSessionFinals,
  createFinalUploads,
  recordFinalPart,
  completeFinalUpload,
  removeSessionFinals,
  publishDelivery,
  withdrawDelivery,
]);
