import type { Notification } from '@fotostudio/shared/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { aeatErrorMessage } from '@fotostudio/shared/verifactu/correction';
import { useFormatAge, useFormatMoney, useFormatRelativeDay, useFormatStorageSize } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';

/** One notification as a button: what happened, how long ago, and whether it is unread. */
export const NotificationItem = ({ notification, now, onOpen }: { notification: Notification; now: Date; onOpen: (n: Notification) => void }) => {
  const { t } = useTranslation();
  const formatAge = useFormatAge();
  const formatDay = useFormatRelativeDay();
  const formatMoney = useFormatMoney();
  const formatSize = useFormatStorageSize();
  const errorMessage = useErrorMessage();
  const unread = notification.readAt === null;
  const { title, detail } = ((): { title: string; detail: string } => {
    switch (notification.kind) {
      case 'selectionConfirmed':
        return {
          title: t('notifications.selection.title', { client: notification.clientName, title: notification.sessionTitle }),
          detail: `${t('notifications.selection.version', { version: notification.version })} · ${
            notification.fullGallery ? t('notifications.selection.fullGallery') : t('notifications.selection.images', { count: notification.imageCount })
          }`,
        };
      case 'linkExpiring':
        return {
          title: t('notifications.linkExpiring.title', { title: notification.sessionTitle }),
          detail: t('notifications.linkExpiring.detail', { client: notification.clientName, date: formatDay(new Date(notification.validUntil), now) }),
        };
      case 'sessionDeletionTomorrow':
        return {
          title: t('notifications.sessionDeletion.title', { title: notification.sessionTitle }),
          detail: t('notifications.sessionDeletion.detail', { client: notification.clientName, date: formatDay(new Date(notification.deletesAt), now) }),
        };
      case 'sessionArchived':
        return {
          title: t('notifications.sessionArchived.title', { title: notification.sessionTitle }),
          detail: t('notifications.sessionArchived.detail', { client: notification.clientName, date: formatDay(new Date(notification.deletesAt), now) }),
        };
      case 'invoiceOverdue':
        return {
          title: t('notifications.invoiceOverdue.title', { number: notification.number }),
          // Invoices are in euros whatever the display currency (issue 23 point 7).
          detail: t('notifications.invoiceOverdue.detail', { client: notification.clientName, total: formatMoney(notification.totalCents, 'EUR'), date: formatDay(notification.dueDate, now) }),
        };
      case 'storageAlert':
        return {
          title: t('notifications.storageAlert.title', { percent: notification.percent }),
          detail: t('notifications.storageAlert.detail', { used: formatSize(notification.usedBytes), quota: formatSize(notification.quotaBytes) }),
        };
      case 'verifactuRefused':
        return {
          title: t(`notifications.verifactuRefused.title${notification.state}`, { number: notification.number }),
          // The catalogue's message for the AEAT's error, with its code and the AEAT's text.
          detail: t('notifications.verifactuRefused.detail', {
            message: errorMessage(aeatErrorMessage(notification.errorCode), { code: notification.errorCode ?? '—', text: notification.errorText ?? '' }),
          }),
        };
      case 'certificateExpiring':
        return {
          title: t('notifications.certificateExpiring.title', { date: formatDay(new Date(notification.notAfter), now) }),
          detail: t('notifications.certificateExpiring.detail', { holder: notification.holder }),
        };
      case 'certificateExpired':
        return { title: t('notifications.certificateExpired.title'), detail: t('notifications.certificateExpired.detail', { holder: notification.holder }) };
      case 'agreementExpired':
        return {
          title: t('notifications.agreementExpired.title', { title: notification.title }),
          detail: t('notifications.agreementExpired.detail', { client: notification.clientName, date: formatDay(new Date(notification.expiresAt), now) }),
        };
      case 'agreementDeclined':
        return {
          title: t('notifications.agreementDeclined.title', { signer: notification.signerName, title: notification.title }),
          detail: notification.reason ? t('notifications.agreementDeclined.reason', { reason: notification.reason }) : t('notifications.agreementDeclined.detail', { client: notification.clientName }),
        };
      case 'invoicePaymentReceived': {
        const paid = t('notifications.invoicePaymentReceived.detail', { client: notification.clientName, amount: formatMoney(notification.amountCents, 'EUR'), date: formatDay(notification.paidOn, now) });
        return {
          title: t('notifications.invoicePaymentReceived.title', { number: notification.number }),
          detail: notification.overpaidCents > 0 ? `${paid} · ${t('notifications.invoicePaymentReceived.overpaid', { amount: formatMoney(notification.overpaidCents, 'EUR') })}` : paid,
        };
      }
      case 'agreementSigned':
        return { title: t('notifications.agreementSigned.title', { client: notification.clientName, title: notification.title }), detail: t('notifications.agreementSigned.detail') };
      case 'selectionDeadlinePassed':
        return {
          title: t(`notifications.selectionDeadlinePassed.${notification.outcome}`, { title: notification.sessionTitle }),
          detail: t('notifications.selectionDeadlinePassed.detail', { client: notification.clientName, count: notification.imageCount }),
        };
      case 'deliveryExpired':
        return {
          title: t('notifications.deliveryExpired.title', { title: notification.sessionTitle }),
          detail: t('notifications.deliveryExpired.detail', { client: notification.clientName, date: formatDay(new Date(notification.expiresAt), now) }),
        };
      case 'invoicePaymentRefunded':
        return {
          title: t('notifications.invoicePaymentRefunded.title', { number: notification.number }),
          detail: t('notifications.invoicePaymentRefunded.detail', {
            client: notification.clientName,
            refunded: formatMoney(notification.refundedCents, 'EUR'),
            amount: formatMoney(notification.amountCents, 'EUR'),
          }),
        };
      case 'agreementAwaitingCountersignature':
        return {
          title: t('notifications.agreementAwaitingCountersignature.title', { client: notification.clientName, title: notification.title }),
          detail: t('notifications.agreementAwaitingCountersignature.detail'),
        };
    }
  })();
  return (
    <li>
      <button type="button" className={unread ? 'notification-item notification-unread' : 'notification-item'} onClick={() => onOpen(notification)}>
        {unread ? <span className="notification-dot" aria-hidden="true" /> : null}
        <span className="notification-text">
          {unread ? <span className="visually-hidden">{t('notifications.unread')}: </span> : null}
          <span className="notification-title">{title}</span>
          <span className="notification-detail">{detail}</span>
          <time className="notification-age" dateTime={notification.createdAt}>
            {formatAge(notification.createdAt, now)}
          </time>
        </span>
      </button>
    </li>
  );
};
