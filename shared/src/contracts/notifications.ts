// The photographer's in-app notifications (spec sections 2 "Shared UI" and 8 "Real-time
// notifications"): a list newest first, the unread count, marking read. The web app polls
// (docs/notifications.md): every answer carries `since`, the photographer's change counter, and
// a list asked `since` the counter the client holds answers `unchanged` from one read.
// Served by the account function (its part of the route table: account-routes.ts).
import * as z from 'zod';
import { NOTIFICATION_KINDS } from '../constants.js';
import { notificationContent } from '../stored/notification.js';
import { entityId as id } from './ids.js';
import { defineRoute } from './route.js';

export { NOTIFICATION_KINDS };

/** The photographer's change counter as the client holds it (a decimal count). */
const changeCursor = z.string().regex(/^\d{1,15}$/, 'expected a change cursor');

/**
 * A notification as the app is answered it: its own fields and its content, one shape per kind,
 * declared once where it is stored (stored/notification.ts): what is stored is what is shown.
 */
export const notification = z
  .object({
    notificationId: id,
    createdAt: z.string(),
    /** When it was marked read; null while unread. */
    readAt: z.string().nullable(),
  })
  .and(notificationContent);
export type Notification = z.infer<typeof notification>;

/** The unread count and the change counter it was read at. */
export const notificationStatus = z.object({ since: changeCursor, unread: z.number().int().nonnegative() });
export type NotificationStatus = z.infer<typeof notificationStatus>;

export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationListQuery = z
  .object({
    /** The cursor of the client's last answer: nothing changed since then answers `unchanged` (first page only). */
    since: changeCursor.optional(),
    /** The next page: notifications older than this one. */
    before: id.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
  })
  .strict();

export const notificationPage = z.discriminatedUnion('unchanged', [
  z.object({ unchanged: z.literal(true), since: changeCursor }),
  notificationStatus.extend({
    unchanged: z.literal(false),
    notifications: z.array(notification),
    /** `before` of the next page; null on the last. */
    nextBefore: id.nullable(),
  }),
]);
export type NotificationPage = z.infer<typeof notificationPage>;

export const listNotifications = defineRoute({
  id: 'account.listNotifications',
  domain: 'account',
  method: 'GET',
  path: '/api/me/notifications',
  auth: 'photographer',
  query: notificationListQuery,
  response: notificationPage,
});

export const getNotificationStatus = defineRoute({
  id: 'account.getNotificationStatus',
  domain: 'account',
  method: 'GET',
  path: '/api/me/notifications/status',
  auth: 'photographer',
  response: notificationStatus,
});

export const markNotificationRead = defineRoute({
  id: 'account.markNotificationRead',
  domain: 'account',
  method: 'POST',
  path: '/api/me/notifications/{notificationId}/read',
  auth: 'photographer',
  params: z.object({ notificationId: id }).strict(),
  response: notificationStatus,
});

export const markAllNotificationsRead = defineRoute({
  id: 'account.markAllNotificationsRead',
  domain: 'account',
  method: 'POST',
  path: '/api/me/notifications/read-all',
  auth: 'photographer',
  response: notificationStatus,
});
