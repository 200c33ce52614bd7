import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { CheckEmailNotice } from '../../../features/auth/components/check-email-notice';
import { ConfirmEmailCard } from '../../../features/auth/components/confirm-email-card';
import { linkCode } from '../../../features/auth/link-params';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /auth/confirm: with a code, confirms the sign-up; without one, says to check the inbox. */
export const ConfirmRoute = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = linkCode(params);
  useDocumentTitle(t('auth.confirm.documentTitle'));
  return (
    <AuthLayout>
      {code ? (
        <ConfirmEmailCard code={code} email={params.get('email')} />
      ) : (
        <AuthCard title={t('auth.checkEmail.title')}>
          <CheckEmailNotice />
        </AuthCard>
      )}
    </AuthLayout>
  );
};
