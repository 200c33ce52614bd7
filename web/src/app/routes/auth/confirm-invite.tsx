import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { ConfirmInviteCard } from '../../../features/auth/components/confirm-invite-card';
import { rawQueryParam } from '../../../features/auth/link-params';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /auth/confirm-invite?type=invite&token=...&email=...: the invitation mail's link. `email`
 * is the address or Cognito's user name; a link may also name the user as `user`.
 */
export const ConfirmInviteRoute = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const token = rawQueryParam(search, 'token');
  useDocumentTitle(t('auth.confirmInvite.title'));
  if (!token) return <Navigate to={paths.login} replace />;
  return (
    <AuthLayout>
      <ConfirmInviteCard
        token={token}
        type={params.get('type') ?? 'invite'}
        user={params.get('email') ?? params.get('user')}
      />
    </AuthLayout>
  );
};
