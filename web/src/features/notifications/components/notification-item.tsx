import type { Notification } from '@fotostudio/shared/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { useFormatAge } from '../../../hooks/use-formatters';

/** One notification as a button: what happened, how long ago, and whether it is unread. */
export const NotificationItem = ({ notification, now, onOpen }: { notification: Notification; now: Date; onOpen: (n: Notification) => void }) => {
  const { t } = useTranslation();
  const formatAge = useFormatAge();
  const unread = notification.readAt === null;
  const detail = notification.fullGallery
    ? t('notifications.selection.fullGallery')
    : t('notifications.selection.images', { count: notification.imageCount });
  return (
    <li>
      <button type="button" className={unread ? 'notification-item notification-unread' : 'notification-item'} onClick={() => onOpen(notification)}>
        {unread ? <span className="notification-dot" aria-hidden="true" /> : null}
        <span className="notification-text">
          {unread ? <span className="visually-hidden">{t('notifications.unread')}: </span> : null}
          <span className="notification-title">
            {t('notifications.selection.title', { client: notification.clientName, title: notification.sessionTitle })}
          </span>
          <span className="notification-detail">
            {t('notifications.selection.version', { version: notification.version })} · {detail}
          </span>
          <time className="notification-age" dateTime={notification.createdAt}>
            {formatAge(notification.createdAt, now)}
          </time>
        </span>
      </button>
    </li>
  );
};
