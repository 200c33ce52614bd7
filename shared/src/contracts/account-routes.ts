// The account domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts.
import { getMe, putMe, putSettings } from './account.js';
import { getDashboard } from './dashboard.js';
import { getAccountExport, startAccountExport } from './account-data.js';
import { cancelAccountClosure, confirmAccountClosure, getAccountClosure, requestAccountClosure } from './account-closure.js';
import { getNotificationStatus, listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.js';
import { defineDomainRoutes } from './route.js';
import { getStorage } from './storage.js';
import { askAssistant, sendFeedback } from './support.js';

export const accountRoutes = defineDomainRoutes('account', [
  getMe,
  putMe,
  putSettings,
  listNotifications,
  getNotificationStatus,
  markNotificationRead,
  markAllNotificationsRead,
  getStorage,
  getDashboard,
  sendFeedback,
  askAssistant,
  getAccountExport,
  startAccountExport,
  getAccountClosure,
  requestAccountClosure,
  confirmAccountClosure,
  cancelAccountClosure,
]);
