import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { InvitePasswordForm } from '../../../features/auth/components/invite-password-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /auth/invite?email=...&confirmed=true: reached from /auth/confirm-invite only. */
export const InviteRoute = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  useDocumentTitle(t('auth.invite.title'));
  if (params.get('confirmed') !== 'true') return <Navigate to={paths.login} replace />;
  return (
    <AuthLayout>
      <AuthCard
        title={t('auth.invite.title')}
        subtitle={t('auth.invite.subtitle')}
        footer={
          <p>
            {t('auth.invite.haveAccount')}{' '}
            <Link to={paths.login} className="text-link">
              {t('auth.invite.loginLink')}
            </Link>
          </p>
        }
      >
        {email ? (
          <p className="form-context">
            {t('auth.invite.invitedAs')} <strong data-testid="invited-email">{email}</strong>
          </p>
        ) : null}
        <InvitePasswordForm />
      </AuthCard>
    </AuthLayout>
  );
};
