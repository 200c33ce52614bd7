import {
  getNotificationStatus,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@fotostudio/shared/contracts/notifications';
import * as inbox from '../../notifications/inbox.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const notificationHandlers = [
  photographerRoute(listNotifications, ({ caller, query }) => inbox.listNotifications(caller.photographerId, query)),
  photographerRoute(getNotificationStatus, ({ caller }) => inbox.notificationStatus(caller.photographerId)),
  photographerRoute(markNotificationRead, ({ caller, params }) => inbox.markNotificationRead(caller.photographerId, params.notificationId)),
  photographerRoute(markAllNotificationsRead, ({ caller }) => inbox.markAllNotificationsRead(caller.photographerId)),
];
