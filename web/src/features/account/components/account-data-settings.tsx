import { getAccountExport, startAccountExport } from '@fotostudio/shared/contracts/account-data';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/use-route';
import { exportRefreshInterval, exportView } from '../utils/account-export';

/**
 * "Tus datos": the photographer downloads all of their data at any time. The ZIP is built in the
 * background (the page polls its progress; a mail says when it is ready) and downloaded from a
 * short-lived link signed on each read.
 */
export const AccountDataSettings = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const catalogueToast = useCatalogueToast();
  const { data, error, mutate } = useRoute(getAccountExport, {}, { refreshInterval: exportRefreshInterval });
  const start = useRouteMutation(startAccountExport, { writes: (answer) => [cacheWrite(getAccountExport, {}, answer)] });

  if (!data) {
    if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    return <Spinner label={t('settings.data.loading')} />;
  }
  const job = data.export;
  const view = exportView(job);
  const onStart = () => void start.trigger({}).catch((failure: unknown) => catalogueToast.showError(failure));

  return (
    <section className="card settings-section" aria-labelledby="account-data-title">
      <header className="settings-section-header">
        <h2 id="account-data-title" className="card-title">
          {t('settings.data.title')}
        </h2>
        <p className="card-intro">{t('settings.data.intro')}</p>
      </header>
      {view.phase === 'preparing' && (
        <div className="account-export-progress">
          <p id="account-export-progress-label">{t('settings.data.preparing')}</p>
          <progress aria-labelledby="account-export-progress-label" max={100} value={view.percent}>
            {view.percent}%
          </progress>
          <p className="field-hint">{t('settings.data.preparingHint', { percent: view.percent })}</p>
        </div>
      )}
      {view.phase === 'ready' && job?.downloadUrl && (
        <Alert tone="success">
          {t('settings.data.ready', { megabytes: view.megabytes ?? 1, date: formatDate(job.expiresAt) })}{' '}
          <a href={job.downloadUrl} download>
            {t('settings.data.download')}
          </a>
        </Alert>
      )}
      {view.phase === 'failed' && <Alert tone="error">{t('settings.data.failed', { percent: view.percent })}</Alert>}
      {view.action && (
        <Button variant={view.action === 'again' ? 'secondary' : 'primary'} pending={start.isMutating} onClick={onStart}>
          {t(`settings.data.actions.${view.action}`)}
        </Button>
      )}
    </section>
  );
};
