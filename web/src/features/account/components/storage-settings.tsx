import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatMoney, useFormatStorageSize } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useStorage } from '../api/get-storage';
import { storageView } from '../utils/storage-view';

/** Settings → Storage: used against the plan's quota, each session's share, the price of more. */
export const StorageSettings = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatSize = useFormatStorageSize();
  const formatMoney = useFormatMoney();
  const { data, error, mutate } = useStorage();

  if (!data) {
    if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    return <Spinner label={t('settings.storage.loading')} />;
  }

  const view = storageView(data);
  const used = formatSize(data.usedBytes);
  const quota = formatSize(data.quotaBytes);
  return (
    <div className="settings-panel">
      <section className="card settings-section" aria-labelledby="storage-title">
        <header className="settings-section-header">
          <h2 id="storage-title" className="card-title">
            {t('settings.storage.title')}
          </h2>
          <p className="card-intro">{t('settings.storage.intro')}</p>
        </header>
        <p className="storage-usage">{t('settings.storage.used', { used, quota, percent: view.percent })}</p>
        <meter
          className={`storage-meter storage-${view.state}`}
          min={0}
          max={data.quotaBytes}
          low={data.quotaBytes * 0.8}
          high={data.quotaBytes * 0.95}
          optimum={0}
          value={view.barValue}
          aria-label={t('settings.storage.meterLabel')}
          aria-valuetext={t('settings.storage.used', { used, quota, percent: view.percent })}
        />
        <p className={view.state === 'ok' ? 'storage-state' : 'storage-state storage-state-alert'} role={view.state === 'ok' ? undefined : 'status'}>
          {t(`settings.storage.state.${view.state}`, { free: formatSize(view.freeBytes) })}
        </p>
        {data.otherBytes > 0 ? <p className="storage-other">{t('settings.storage.other', { size: formatSize(data.otherBytes) })}</p> : null}
      </section>

      <section className="card settings-section" aria-labelledby="storage-sessions-title">
        <header className="settings-section-header">
          <h2 id="storage-sessions-title" className="card-title">
            {t('settings.storage.sessionsTitle')}
          </h2>
          <p className="card-intro">{t('settings.storage.sessionsIntro')}</p>
        </header>
        {data.sessions.length === 0 ? (
          <p>{t('settings.storage.noSessions')}</p>
        ) : (
          <div className="notification-matrix-scroll">
            <table className="storage-sessions">
              <caption className="visually-hidden">{t('settings.storage.sessionsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('settings.storage.columns.session')}</th>
                  <th scope="col">{t('settings.storage.columns.images')}</th>
                  <th scope="col">{t('settings.storage.columns.size')}</th>
                </tr>
              </thead>
              <tbody>
                {data.sessions.map((session) => (
                  <tr key={session.sessionId}>
                    <th scope="row">
                      <Link to={`${paths.sessions}/${session.sessionId}`}>{session.title}</Link>
                      <span className="storage-session-client">
                        {' · '}
                        {session.clientName}
                        {session.archived ? ` · ${t('settings.storage.archived')}` : ''}
                      </span>
                    </th>
                    <td>{session.imageCount}</td>
                    <td>{formatSize(session.usedBytes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="card settings-section" aria-labelledby="storage-extra-title">
        <header className="settings-section-header">
          <h2 id="storage-extra-title" className="card-title">
            {t('settings.storage.extraTitle')}
          </h2>
        </header>
        <p>
          {t('settings.storage.extraPrice', {
            size: formatSize(data.extraStorage.blockBytes),
            price: formatMoney(data.extraStorage.monthlyPriceCents, data.extraStorage.currency),
          })}
        </p>
        {view.blocksOver > 0 ? <p>{t('settings.storage.extraNeeded', { count: view.blocksOver })}</p> : null}
        <p>{t('settings.storage.extraNotForSale')}</p>
      </section>
    </div>
  );
};
