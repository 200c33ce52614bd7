import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { supportMailto } from '../../../config/support';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { authErrorMessageCode, retryGoesToSignup, suggestionKind } from '../auth-error-kind';
import { AuthCard } from './auth-card';
import { AuthStatus } from './auth-status';

const SUGGESTIONS = ['first', 'second', 'third'] as const;

/** /auth/error: what went wrong, what usually helps, and three ways out. */
export const AuthErrorCard = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const error = params.get('error') ?? '';
  const description = params.get('description') ?? params.get('error_description');
  const kind = suggestionKind(error);

  return (
    <AuthCard title={t('auth.error.title')}>
      <div className="form">
        <AuthStatus tone="error">
          <p className="auth-status-lead">{errorMessage(authErrorMessageCode(error))}</p>
          {description ? (
            <p className="auth-status-note">
              {t('auth.error.details')} <span data-testid="auth-error-description">{description}</span>
            </p>
          ) : null}
        </AuthStatus>
        <section className="suggestions" aria-labelledby="auth-error-suggestions">
          <h2 id="auth-error-suggestions" className="suggestions-title">
            {t('auth.error.suggestionsTitle')}
          </h2>
          <ul>
            {SUGGESTIONS.map((item) => (
              <li key={item}>{t(`auth.error.suggestions.${kind}.${item}`)}</li>
            ))}
          </ul>
        </section>
        <div className="auth-actions">
          {retryGoesToSignup(error) ? (
            <Link to={paths.signup} className="button button-primary button-block">
              {t('auth.error.tryAgain')}
            </Link>
          ) : (
            <Button block onClick={() => window.location.reload()}>
              {t('auth.error.tryAgain')}
            </Button>
          )}
          <Link to={paths.login} className="button button-secondary button-block">
            {t('auth.error.backToLogin')}
          </Link>
          <a className="button button-ghost button-block" href={supportMailto(t('auth.error.supportSubject'))}>
            <Icon name="mail" size={18} />
            {t('auth.error.contactSupport')}
          </a>
        </div>
      </div>
    </AuthCard>
  );
};
