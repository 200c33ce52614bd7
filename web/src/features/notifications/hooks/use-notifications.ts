import {
  getNotificationStatus,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationStatus,
} from '@fotostudio/shared/contracts/notifications';
import { useEffect, useState } from 'react';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/use-route';
import { NOTIFICATION_POLL_MS } from '../utils/notification-polling';

/**
 * The unread count and cursor, polled every 15 s while the tab is visible (SWR stops the
 * interval on a hidden tab). Deduplication is short here: the app's 5-minute one would
 * swallow the polls.
 */
export const useNotificationStatus = () =>
  useRoute(getNotificationStatus, {}, { refreshInterval: NOTIFICATION_POLL_MS, refreshWhenHidden: false, dedupingInterval: 1_000 });

/** A page of the list, newest first: the first (`before` absent) or the one after `before`. */
export const useNotificationPage = (before?: string) => useRoute(listNotifications, { query: before ? { before } : {} });

const statusWrite = (answer: NotificationStatus) => [cacheWrite(getNotificationStatus, {}, answer)];

export const useMarkNotificationRead = () => useRouteMutation(markNotificationRead, { invalidates: [listNotifications], writes: statusWrite });

export const useMarkAllNotificationsRead = () => useRouteMutation(markAllNotificationsRead, { invalidates: [listNotifications], writes: statusWrite });

/** The time now, moved on every minute, so ages on screen grow while the panel is open. */
export const useMinuteClock = (): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};
