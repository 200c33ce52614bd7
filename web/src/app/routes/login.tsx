import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { Alert } from '../../components/ui/alert';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { SocialSignIn } from '../../features/auth/components/social-sign-in';
import { readLoginState } from '../../features/auth/login-state';
import { useErrorMessage } from '../../i18n/use-error-message';
import { useAuth } from '../../lib/auth';
import { redirectTarget } from '../../lib/redirect';
import { useDocumentTitle } from '../../lib/use-document-title';

export const LoginRoute = () => {
  const { t } = useTranslation();
  const { state } = useAuth();
  const errorMessage = useErrorMessage();
  const location = useLocation();
  const { email, notice } = readLoginState(location.state);
  useDocumentTitle(t('auth.login.title'));

  // Signing in changes the auth state; this is the one place that then moves on.
  if (state.status === 'signedIn') return <Navigate to={redirectTarget(location.state, paths.dashboard)} replace />;

  return (
    <AuthLayout>
      {state.status === 'loading' ? (
        <PageSpinner label={t('auth.loadingSession')} />
      ) : (
        <AuthCard
          title={t('auth.login.title')}
          subtitle={t('auth.login.subtitle')}
          footer={
            <p>
              {t('auth.login.noAccount')}{' '}
              <Link to={paths.signup} className="text-link">
                {t('auth.login.signupLink')}
              </Link>
            </p>
          }
        >
          {notice === 'emailConfirmed' ? <Alert tone="success">{t('auth.login.notices.emailConfirmed')}</Alert> : null}
          {notice === 'accountDeleted' ? <Alert tone="error">{errorMessage('auth.account_deleted')}</Alert> : null}
          <LoginForm initialEmail={email} />
          <SocialSignIn />
        </AuthCard>
      )}
    </AuthLayout>
  );
};
