import { getCalendarFeed, regenerateCalendarFeed } from '@fotostudio/shared/contracts/calendar-feed';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/use-route';

const APPS = ['google', 'apple', 'outlook'] as const;

/** The same feed for apps that open `webcal:` links and subscribe at once. */
export const webcalUrl = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');

/**
 * The private iCalendar subscription: its URL to copy or open, how to add it to Google,
 * Apple or Outlook, and a new URL when the old one has leaked.
 */
export const CalendarFeedDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const errorMessage = useErrorMessage();
  const feed = useRoute(getCalendarFeed);
  // Replaces the URL: the cached one is swapped for the answer, the old one no longer works.
  const regenerate = useRouteMutation(regenerateCalendarFeed, { writes: (answer) => [cacheWrite(getCalendarFeed, {}, answer)] });
  const [confirming, setConfirming] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('sessions.feed.copied'));
    } catch {
      catalogueToast.showCode('sessions.copy_failed');
    }
  };

  const renew = async () => {
    try {
      await regenerate.trigger({});
      toast.success(t('sessions.feed.regenerated'));
    } catch (error) {
      catalogueToast.showError(error);
    } finally {
      setConfirming(false);
    }
  };

  const body = () => {
    if (feed.error && !feed.data) {
      return <LoadError message={errorMessage(feed.error.code)} retryLabel={t('common.retry')} onRetry={() => void feed.mutate()} />;
    }
    if (!feed.data) return <Spinner label={t('sessions.feed.loading')} />;
    const { url } = feed.data.feed;
    return (
      <div className="calendar-feed">
        <p>{t('sessions.feed.intro')}</p>
        <div className="calendar-feed-url">
          <TextField label={t('sessions.feed.urlLabel')} readOnly value={url} onFocus={(event) => event.target.select()} />
          <Button variant="secondary" icon={<Icon name="copy" size={18} />} onClick={() => void copy(url)}>
            {t('sessions.feed.copy')}
          </Button>
        </div>
        <p className="sessions-muted">{t('sessions.feed.private')}</p>
        <p>
          <a className="text-link" href={webcalUrl(url)}>
            {t('sessions.feed.openWebcal')}
          </a>
        </p>
        <h3 className="calendar-feed-heading">{t('sessions.feed.howTo')}</h3>
        <dl className="calendar-feed-apps">
          {APPS.map((app) => (
            <div key={app}>
              <dt>{t(`sessions.feed.apps.${app}.name`)}</dt>
              <dd>{t(`sessions.feed.apps.${app}.steps`)}</dd>
            </div>
          ))}
        </dl>
        <p className="sessions-muted">{t('sessions.feed.refreshNote')}</p>
      </div>
    );
  };

  return (
    <>
      <Modal
        open
        onClose={onClose}
        title={t('sessions.feed.title')}
        size="2xl"
        height="auto"
        footer={
          <>
            <Button variant="secondary" disabled={!feed.data} onClick={() => setConfirming(true)}>
              {t('sessions.feed.regenerate')}
            </Button>
            <Button onClick={onClose}>{t('sessions.feed.done')}</Button>
          </>
        }
      >
        {body()}
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t('sessions.feed.regenerateTitle')}
        confirmLabel={t('sessions.feed.regenerateConfirm')}
        danger
        pending={regenerate.isMutating}
        onConfirm={() => void renew()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('sessions.feed.regenerateMessage')}</p>
      </ConfirmDialog>
    </>
  );
};
