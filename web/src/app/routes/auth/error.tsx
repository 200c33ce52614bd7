import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { AuthErrorCard } from '../../../features/auth/components/auth-error-card';
import { useDocumentTitle } from '../../../lib/use-document-title';

export const AuthErrorRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.error.title'));
  return (
    <AuthLayout>
      <AuthErrorCard />
    </AuthLayout>
  );
};
