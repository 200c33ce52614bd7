import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { linkCode } from '../../../features/auth/link-params';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /auth/reset-password?code=...&email=...: the link of the reset mail. */
export const ResetPasswordRoute = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = linkCode(params);
  const email = params.get('email');
  useDocumentTitle(t('auth.resetPassword.title'));
  if (!code || !email) return <Navigate to={paths.login} replace />;
  return (
    <AuthLayout>
      <AuthCard
        title={t('auth.resetPassword.title')}
        subtitle={t('auth.resetPassword.subtitle')}
        footer={
          <Link to={paths.login} className="text-link">
            {t('auth.resetPassword.backToLogin')}
          </Link>
        }
      >
        <ResetPasswordForm email={email.trim().toLowerCase()} code={code} />
      </AuthCard>
    </AuthLayout>
  );
};
