// How the bell learns of new notifications: it polls the status route (one item read on the
// server) while the tab is visible, and reads the list again only when the status's cursor
// moved past the list's (docs/notifications.md says why polling and not a push channel).
import type { NotificationPage, NotificationStatus } from '@fotostudio/shared/contracts/notifications';

/** Under the spec's 30 s for a new notification to show, with room for one slow answer. */
export const NOTIFICATION_POLL_MS = 15_000;

/** True when the list on screen is older than the status just polled. */
export const listIsBehind = (status: NotificationStatus | undefined, page: NotificationPage | undefined): boolean =>
  status !== undefined && page !== undefined && !page.unchanged && page.since !== status.since;

/** The bell's count: 99 at most, then "99+". */
export const unreadBadge = (unread: number): string => (unread > 99 ? '99+' : String(unread));
