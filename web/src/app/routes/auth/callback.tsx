import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { AuthCallbackCard } from '../../../features/auth/components/auth-callback-card';
import { useDocumentTitle } from '../../../lib/use-document-title';

export const AuthCallbackRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.callback.title'));
  return (
    <AuthLayout>
      <AuthCallbackCard />
    </AuthLayout>
  );
};
