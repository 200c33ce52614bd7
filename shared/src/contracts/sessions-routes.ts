// The sessions domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts.
import { defineDomainRoutes } from './route.js';
import {
  createImageUploads,
  createSession,
  getSession,
  getSessionFinance,
  listSessionImages,
  listSessions,
  updateSession,
  updateSessionFinance,
} from './sessions.js';

export const sessionsRoutes = defineDomainRoutes('sessions', [
  listSessions,
  createSession,
  getSession,
  updateSession,
  getSessionFinance,
  updateSessionFinance,
  listSessionImages,
  createImageUploads,
]);
