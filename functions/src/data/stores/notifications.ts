// The notifications' named store operations (functions/src/notifications/). Every write moves
// the photographer's state item (unread count, change counter) in the same transaction as the
// notifications it writes, so the count never drifts and a poll reads one item. Writes are
// items of a transaction (data/transaction.ts); the reads here are the ones with a key range or
// a filter, which use cases do not build.
import { db, writeItems } from '../database.js';
import type { NotificationItem, NotificationStateItem } from '../entities/notification.js';
import type { TransactItem } from '../transaction.js';

/** Creates the notification (refused when its id exists: a repeated event) and counts it unread. */
export const addNotificationItems = (photographerId: string, notificationId: string, content: string): TransactItem[] =>
  writeItems(({ notification, notificationState }) => [
    notification.create({ photographerId, notificationId, content }).commit(),
    notificationState.update({ photographerId }).add({ unread: 1, changes: 1 }).commit(),
  ]);

/**
 * Marks the notifications read, each only while it exists and is unread (a refused one cancels
 * all: the caller reads again), and takes them off the unread count. At most 99 at once.
 */
export const markReadItems = (photographerId: string, notificationIds: readonly string[], readAt: string, expiresAt: number): TransactItem[] =>
  writeItems(({ notification, notificationState }) => [
    ...notificationIds.map((notificationId) =>
      notification
        .patch({ photographerId, notificationId })
        .set({ readAt, expiresAt })
        .where((attr, op) => op.notExists(attr.readAt))
        .commit(),
    ),
    notificationState.update({ photographerId }).add({ unread: -notificationIds.length, changes: 1 }).commit(),
  ]);

/** The unread count and change counter (zero for a photographer never notified). */
export const readNotificationState = async (photographerId: string): Promise<Pick<NotificationStateItem, 'unread' | 'changes'>> => {
  const { data } = await db().entities.notificationState.get({ photographerId }).go({ consistent: true });
  return { unread: data?.unread ?? 0, changes: data?.changes ?? 0 };
};

/** Up to `count` notifications newest first, older than `before` when given. */
export const readNotificationsNewestFirst = async (photographerId: string, count: number, before?: string): Promise<NotificationItem[]> => {
  const query = db().entities.notification.query.byPhotographer({ photographerId });
  // BETWEEN the id prefix's lowest value and `before` (inclusive, dropped below): a bare `<`
  // would run on into the other item kinds of the photographer's partition.
  const ranged = before ? query.between({ notificationId: '0' }, { notificationId: before }) : query;
  const { data } = await ranged.go({ order: 'desc', count: before ? count + 1 : count, consistent: true });
  return data.filter((item) => item.notificationId !== before).slice(0, count);
};

/** The ids of every unread notification. */
export const readUnreadNotificationIds = async (photographerId: string): Promise<string[]> => {
  const { data } = await db()
    .entities.notification.query.byPhotographer({ photographerId })
    .where((attr, op) => op.notExists(attr.readAt))
    .go({ pages: 'all', consistent: true, attributes: ['notificationId'] });
  return data.map((item) => item.notificationId);
};

/** One notification, or undefined. */
export const readNotification = async (photographerId: string, notificationId: string): Promise<NotificationItem | undefined> => {
  const { data } = await db().entities.notification.get({ photographerId, notificationId }).go({ consistent: true });
  return data ?? undefined;
};
