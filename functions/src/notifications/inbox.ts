// The photographer's side of notifications: the page newest first, the unread count, marking
// read. Every answer carries `since`, the change counter read with the count; a list asked
// `since` the current counter answers `unchanged` after one GetItem (docs/notifications.md).
import type { Notification, NotificationPage, NotificationStatus } from '@fotostudio/shared/contracts/notifications';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedNotificationContent } from '@fotostudio/shared/stored/notification';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { transact } from '../data/database.js';
import type { NotificationItem } from '../data/entities/notification.js';
import {
  markReadItems,
  readNotification,
  readNotificationState,
  readNotificationsNewestFirst,
  readUnreadNotificationIds,
} from '../data/stores/notifications.js';
import { DomainError } from '../lib/errors.js';

/** How long a read notification stays before TTL removes it. */
export const READ_NOTIFICATION_DAYS = 30;
/** Notifications marked read in one transaction (plus the state item: under DynamoDB's 100). */
const MARK_BATCH = 99;

export const toNotification = (item: NotificationItem): Notification => ({
  notificationId: item.notificationId,
  createdAt: item.createdAt,
  readAt: item.readAt ?? null,
  ...decodeStored(storedNotificationContent, item.content, 'notification content'),
});

const status = ({ unread, changes }: { unread: number; changes: number }): NotificationStatus => ({ since: String(changes), unread });

export const notificationStatus = async (photographerId: string): Promise<NotificationStatus> =>
  status(await readNotificationState(photographerId));

export const listNotifications = async (
  photographerId: string,
  { since, before, limit }: { since?: string | undefined; before?: string | undefined; limit: number },
): Promise<NotificationPage> => {
  const state = await readNotificationState(photographerId);
  if (since !== undefined && before === undefined && since === String(state.changes)) return { unchanged: true, since };
  const items = await readNotificationsNewestFirst(photographerId, limit + 1, before);
  const page = items.slice(0, limit);
  return {
    unchanged: false,
    ...status(state),
    notifications: page.map(toNotification),
    nextBefore: items.length > limit ? (page.at(-1)?.notificationId ?? null) : null,
  };
};

const readMarks = (now: Date) => ({
  readAt: now.toISOString(),
  expiresAt: Math.floor(now.getTime() / 1000) + READ_NOTIFICATION_DAYS * 86_400,
});

/** Marks one read; one already read changes nothing; another photographer's is not found. */
export const markNotificationRead = (photographerId: string, notificationId: string, now = new Date()): Promise<NotificationStatus> =>
  retryLostRaces(async () => {
    const item = await readNotification(photographerId, notificationId);
    if (!item) throw new DomainError('notifications.not_found');
    if (item.readAt) return notificationStatus(photographerId);
    const { readAt, expiresAt } = readMarks(now);
    const outcome = await transact(markReadItems(photographerId, [notificationId], readAt, expiresAt));
    return outcome.committed ? notificationStatus(photographerId) : TRY_AGAIN;
  }, 'general.changed_meanwhile');

/** Marks every unread one read, 99 to a transaction; one marked meanwhile reads the rest again. */
export const markAllNotificationsRead = (photographerId: string, now = new Date()): Promise<NotificationStatus> =>
  retryLostRaces(async () => {
    const unread = await readUnreadNotificationIds(photographerId);
    const { readAt, expiresAt } = readMarks(now);
    for (let from = 0; from < unread.length; from += MARK_BATCH) {
      const outcome = await transact(markReadItems(photographerId, unread.slice(from, from + MARK_BATCH), readAt, expiresAt));
      if (!outcome.committed) return TRY_AGAIN;
    }
    return notificationStatus(photographerId);
  }, 'general.changed_meanwhile');
