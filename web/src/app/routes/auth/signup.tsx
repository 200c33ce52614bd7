import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { CheckEmailNotice } from '../../../features/auth/components/check-email-notice';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { SocialSignIn } from '../../../features/auth/components/social-sign-in';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApiCacheConfig } from '../../api-cache-config';

export const SignupRoute = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { state } = useAuth();
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  useDocumentTitle(signedUpEmail ? t('auth.checkEmail.title') : t('auth.signup.title'));

  // Also how the check-your-email notice ends: Amplify signs this tab in once the
  // confirmation link has been opened.
  if (state.status === 'signedIn') return <Navigate to={paths.dashboard} replace />;

  let content;
  if (state.status === 'loading') {
    content = <PageSpinner label={t('auth.loadingSession')} />;
  } else if (signedUpEmail) {
    content = (
      <AuthCard title={t('auth.checkEmail.title')}>
        <CheckEmailNotice lead={errorMessage('signup.confirmation_sent')} email={signedUpEmail} />
        <p className="auth-card-note">{t('auth.checkEmail.autoSignIn')}</p>
      </AuthCard>
    );
  } else {
    content = (
      <AuthCard
        title={t('auth.signup.title')}
        subtitle={t('auth.signup.subtitle')}
        footer={
          <p>
            {t('auth.signup.haveAccount')}{' '}
            <Link to={paths.login} className="text-link">
              {t('auth.signup.loginLink')}
            </Link>
          </p>
        }
      >
        <ApiCacheConfig>
          <SignupForm onSignedUp={setSignedUpEmail} />
        </ApiCacheConfig>
        <SocialSignIn />
      </AuthCard>
    );
  }
  return <AuthLayout>{content}</AuthLayout>;
};
