import type { PublishedDeliveryView } from '@fotostudio/shared/contracts/session-delivery';
import { DELIVERY_REMINDER_DAYS } from '@fotostudio/shared/sessions/delivery-schedule';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { errorCodeOf } from '../../../lib/api-client';
import { useDeliverySettings } from '../api/delivery-settings';
import { usePublishDelivery, useWithdrawDelivery } from '../api/publish-delivery';

const DAY_MS = 24 * 60 * 60 * 1000;
type Asking = 'publish' | 'withdraw' | undefined;

/** Where the delivery stands, in words: published on, open until, reminder, withdrawn or expired. */
const DeliveryState = ({ delivery }: { delivery: PublishedDeliveryView | null }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (!delivery) return <p className="field-hint">{t('sessions.finals.publish.none')}</p>;
  const dates = { published: formatDate(new Date(delivery.publishedAt)), expires: formatDate(new Date(delivery.expiresAt)) };
  return (
    <div className="delivery-state" data-testid="delivery-state">
      <Badge tone={delivery.state === 'open' ? 'success' : 'neutral'}>{t(`sessions.finals.publish.state.${delivery.state}`)}</Badge>
      <p>
        {delivery.state === 'withdrawn' && delivery.withdrawnAt
          ? t('sessions.finals.publish.withdrawnOn', { ...dates, withdrawn: formatDate(new Date(delivery.withdrawnAt)) })
          : delivery.state === 'expired'
            ? t('sessions.finals.publish.expiredOn', dates)
            : t('sessions.finals.publish.openUntil', dates)}
      </p>
      {delivery.state === 'open' ? (
        <p className="field-hint">
          {delivery.reminderSentAt
            ? t('sessions.finals.publish.reminderSent', { date: formatDate(new Date(delivery.reminderSentAt)) })
            : t('sessions.finals.publish.reminderPending', { count: DELIVERY_REMINDER_DAYS })}
        </p>
      ) : null}
    </div>
  );
};

/**
 * Publishing the delivery (issue 28 point 4): "Publicar entrega" with a dialog that says what the
 * client receives and until when, the delivery's state, "Ampliar" while open (published again from
 * now) and "Retirar entrega". Refusals show in the dialog, which stays open.
 */
export const DeliveryPublishing = ({ sessionId, delivery, readyFinals }: { sessionId: string; delivery: PublishedDeliveryView | null; readyFinals: number }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useCatalogueToast();
  const formatDate = useFormatDate();
  const settings = useDeliverySettings(sessionId);
  const publish = usePublishDelivery();
  const withdraw = useWithdrawDelivery();
  const [asking, setAsking] = useState<Asking>();
  const [failure, setFailure] = useState<string | undefined>();
  const open = delivery?.state === 'open';
  const days = settings.data?.delivery.expiryDays;
  const ask = (what: Asking) => {
    setFailure(undefined);
    setAsking(what);
  };

  const confirmPublish = async () => {
    try {
      const answer = await publish.trigger({ params: { sessionId }, body: {} });
      setAsking(undefined);
      if (answer.clientEmail === null) toast.showCode('sessions.delivery_not_emailed');
      else toast.showCode(answer.outcome === 'extended' ? 'sessions.delivery_extended' : 'sessions.delivery_published', { email: answer.clientEmail });
    } catch (error) {
      setFailure(errorMessage(errorCodeOf(error)));
    }
  };
  const confirmWithdraw = async () => {
    try {
      await withdraw.trigger({ params: { sessionId }, body: {} });
      setAsking(undefined);
      toast.showCode('sessions.delivery_withdrawn');
    } catch (error) {
      setFailure(errorMessage(errorCodeOf(error)));
    }
  };

  return (
    <section className="delivery-publishing" aria-labelledby={`delivery-publishing-${sessionId}`}>
      <h3 className="form-section-title" id={`delivery-publishing-${sessionId}`}>
        {t('sessions.finals.publish.title')}
      </h3>
      <DeliveryState delivery={delivery} />
      {readyFinals === 0 ? <p className="field-hint">{t('sessions.finals.publish.needsFinals')}</p> : null}
      <div className="delivery-publishing-actions">
        <Button variant="primary" disabled={readyFinals === 0 || days === undefined} onClick={() => ask('publish')}>
          {open ? t('sessions.finals.publish.extend') : t('sessions.finals.publish.publish')}
        </Button>
        {open ? (
          <Button variant="danger" onClick={() => ask('withdraw')}>
            {t('sessions.finals.publish.withdraw')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking === 'publish'}
        title={open ? t('sessions.finals.publish.extendTitle') : t('sessions.finals.publish.publishTitle')}
        confirmLabel={open ? t('sessions.finals.publish.extend') : t('sessions.finals.publish.publish')}
        pending={publish.isMutating}
        onConfirm={() => void confirmPublish()}
        onCancel={() => setAsking(undefined)}
      >
        <p>{t('sessions.finals.publish.confirmWhat', { count: readyFinals })}</p>
        {/* The server counts the days from its own now: this is the date to the day. */}
        <p>{t('sessions.finals.publish.confirmUntil', { date: formatDate(new Date(Date.now() + (days ?? 0) * DAY_MS)), days })}</p>
        <p className="field-hint">{t('sessions.finals.publish.confirmLink')}</p>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'withdraw'}
        title={t('sessions.finals.publish.withdrawTitle')}
        confirmLabel={t('sessions.finals.publish.withdraw')}
        danger
        pending={withdraw.isMutating}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setAsking(undefined)}
      >
        <p>{t('sessions.finals.publish.withdrawWhat')}</p>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </ConfirmDialog>
    </section>
  );
};
