import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AuthStatus } from './auth-status';

/** "Check your email": after signing up, and on /auth/confirm opened without a code. */
export const CheckEmailNotice = ({ lead, email }: { lead?: ReactNode; email?: string }) => {
  const { t } = useTranslation();
  return (
    <AuthStatus
      tone="mail"
      actions={
        <Link to={paths.login} className="button button-secondary button-block">
          {t('auth.checkEmail.backToLogin')}
        </Link>
      }
    >
      {lead ? <p className="auth-status-lead">{lead}</p> : null}
      <p>{email ? t('auth.checkEmail.sentTo', { email }) : t('auth.checkEmail.message')}</p>
      <p className="auth-status-note">{t('auth.checkEmail.spamHint')}</p>
    </AuthStatus>
  );
};
