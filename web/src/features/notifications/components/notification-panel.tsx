import type { Notification, NotificationStatus } from '@fotostudio/shared/contracts/notifications';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useMinuteClock, useNotificationPage } from '../hooks/use-notifications';
import { listIsBehind } from '../utils/notification-polling';
import { NotificationItem } from './notification-item';

/** One page of the list; the last shown page offers the next. */
const NotificationPageItems = ({
  before,
  isLast,
  now,
  status,
  onOpen,
  onMore,
}: {
  before?: string;
  isLast: boolean;
  now: Date;
  status: NotificationStatus | undefined;
  onOpen: (n: Notification) => void;
  onMore: (before: string) => void;
}) => {
  const { t } = useTranslation();
  const { data, error, mutate } = useNotificationPage(before);
  // The polled status moved past this list: read it again (only the first page shows new ones).
  const behind = before === undefined && listIsBehind(status, data);
  useEffect(() => {
    if (behind) void mutate();
  }, [behind, mutate]);
  if (error) return <LoadError message={t('notifications.loadFailed')} retryLabel={t('notifications.retry')} onRetry={() => void mutate()} />;
  if (!data) return <Spinner label={t('notifications.loading')} />;
  if (data.unchanged) return null;
  if (before === undefined && data.notifications.length === 0) {
    return <EmptyState icon="bell" title={t('notifications.empty')} message={t('notifications.emptyMessage')} />;
  }
  return (
    <>
      <ul className="notification-list">
        {data.notifications.map((notification) => (
          <NotificationItem key={notification.notificationId} notification={notification} now={now} onOpen={onOpen} />
        ))}
      </ul>
      {isLast && data.nextBefore ? (
        <Button variant="ghost" block onClick={() => onMore(data.nextBefore ?? '')}>
          {t('notifications.older')}
        </Button>
      ) : null}
    </>
  );
};

/**
 * The notification panel (a non-modal dialog under the bell): focus moves into it when it
 * opens, Escape closes it and gives focus back to the bell; every notification is a button.
 */
export const NotificationPanel = ({ id, status, onClose }: { id: string; status: NotificationStatus | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const now = useMinuteClock();
  const [pages, setPages] = useState<string[]>([]);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  useEffect(() => {
    panel.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const open = (notification: Notification) => {
    if (notification.readAt === null) void markRead.trigger({ params: { notificationId: notification.notificationId } }).catch(() => undefined);
    onClose();
    // The screen the notice is about: the invoice opened in its list, the Storage or Billing tab, else the session.
    navigate(
      notification.kind === 'invoiceOverdue' || notification.kind === 'verifactuRefused' || notification.kind === 'invoicePaymentReceived' || notification.kind === 'invoicePaymentRefunded'
        ? `${paths.invoices}?${new URLSearchParams({ kind: 'invoice', open: notification.documentId }).toString()}`
        : notification.kind === 'storageAlert'
          ? `${paths.settings}?tab=storage`
          : notification.kind === 'certificateExpiring' || notification.kind === 'certificateExpired'
            ? `${paths.settings}?tab=billing`
            : notification.kind === 'agreementExpired' || notification.kind === 'agreementDeclined' || notification.kind === 'agreementSigned' || notification.kind === 'agreementAwaitingCountersignature'
              ? `${paths.agreements}?${new URLSearchParams({ agreement: notification.agreementId }).toString()}`
              : `${paths.sessions}/${notification.sessionId}`,
    );
  };

  const unread = status?.unread ?? 0;
  const starts = [undefined, ...pages];
  return (
    <div id={id} ref={panel} className="notification-panel" role="dialog" aria-labelledby={headingId} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="notification-panel-header">
        <h2 id={headingId} className="notification-panel-title">
          {t('notifications.title')}
        </h2>
        <Button variant="ghost" disabled={unread === 0} pending={markAll.isMutating} onClick={() => void markAll.trigger({}).catch(() => undefined)}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <div className="notification-panel-body">
        {starts.map((before, index) => (
          <NotificationPageItems
            key={before ?? 'first'}
            before={before}
            isLast={index === starts.length - 1}
            now={now}
            status={status}
            onOpen={open}
            onMore={(next) => setPages((shown) => [...shown, next])}
          />
        ))}
      </div>
    </div>
  );
};
