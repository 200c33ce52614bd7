import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SUPPORT_EMAIL, supportMailto } from '../../../config/support';
import type { Connectivity } from '../api/get-health';

const REASONS = ['servers', 'configuration', 'database'] as const;

/** The signup page's backend check: a quiet line while fine, a box with causes when not. */
export const ConnectivityStatus = ({ connectivity, onRetry }: { connectivity: Connectivity; onRetry: () => void }) => {
  const { t } = useTranslation();
  if (connectivity !== 'error') {
    return (
      <p className={`connectivity connectivity-${connectivity}`} role="status" data-state={connectivity}>
        <span className="connectivity-dot" aria-hidden="true" />
        {connectivity === 'checking' ? t('auth.connectivity.checking') : t('auth.connectivity.connected')}
      </p>
    );
  }
  return (
    <section className="connectivity-problem" role="alert" aria-labelledby="connectivity-problem-title" data-state="error">
      <h2 id="connectivity-problem-title" className="connectivity-problem-title">
        {t('auth.connectivity.errorTitle')}
      </h2>
      <p>{t('auth.connectivity.errorIntro')}</p>
      <ul className="connectivity-reasons">
        {REASONS.map((reason) => (
          <li key={reason}>{t(`auth.connectivity.reasons.${reason}`)}</li>
        ))}
      </ul>
      <p>
        <Trans
          i18nKey="auth.connectivity.contact"
          values={{ email: SUPPORT_EMAIL }}
          components={{ mail: <a className="text-link" href={supportMailto(t('auth.connectivity.supportSubject'))} /> }}
        />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('auth.connectivity.retry')}
      </Button>
    </section>
  );
};
