import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { completeInvitation } from '../api/accept-invite';
import { INVITE_DONE_REDIRECT_MS } from '../timers';
import { AuthStatus } from './auth-status';
import { NewPasswordForm } from './new-password-form';

/**
 * The invited user's own password, answering the challenge /auth/confirm-invite started.
 * Then a full page load of /dashboard (spec section 4): the app starts afresh as this
 * user, and the first /api/me creates their photographer record.
 */
export const InvitePasswordForm = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => window.location.assign(paths.dashboard), INVITE_DONE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  if (done) {
    return (
      <AuthStatus tone="success">
        <p className="auth-status-lead">{errorMessage('callback.success_invite')}</p>
        <p>{t('auth.invite.redirecting')}</p>
      </AuthStatus>
    );
  }

  return (
    <NewPasswordForm
      labels={{
        password: t('auth.invite.password'),
        confirmation: t('auth.invite.confirmPassword'),
        submit: t('auth.invite.submit'),
        submitting: t('auth.invite.submitting'),
      }}
      onChoose={async (password) => {
        const outcome = await completeInvitation(password);
        if (outcome.ok) setDone(true);
        return outcome;
      }}
    />
  );
};
