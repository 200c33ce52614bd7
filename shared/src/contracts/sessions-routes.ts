// The sessions domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts.
import { defineDomainRoutes } from './route.js';
import {
  archiveSession,
  deleteSession,
  getCalendarFeed,
  readCalendarFeed,
  regenerateCalendarFeed,
  removeSessionImages,
  restoreSession,
  sendSessionEmail,
} from './sessions.js';

// Archive before restore: the generated suites call the writes in this order.
export const sessionsRoutes = defineDomainRoutes('sessions', [
  archiveSession,
  restoreSession,
  deleteSession,
  removeSessionImages,
  sendSessionEmail,
  getCalendarFeed,
  regenerateCalendarFeed,
  readCalendarFeed,
]);
