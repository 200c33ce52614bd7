import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { chooseNewPassword } from '../api/reset-password';
import type { LoginState } from '../login-state';
import { NewPasswordForm } from './new-password-form';

/** The new password from the reset mail's link; then straight in with it. */
export const ResetPasswordForm = ({ email, code }: { email: string; code: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, signIn, signOut } = useAuth();

  return (
    <NewPasswordForm
      labels={{
        password: t('auth.resetPassword.newPassword'),
        confirmation: t('auth.resetPassword.confirmPassword'),
        submit: t('auth.resetPassword.submit'),
        submitting: t('auth.resetPassword.submitting'),
      }}
      context={
        <p className="form-context">
          {t('auth.resetPassword.forAccount')} <strong data-testid="reset-email">{email}</strong>
        </p>
      }
      onChoose={async (password) => {
        const reset = await chooseNewPassword({ email, code, password });
        if (!reset.ok) return reset;
        // Whoever is signed in on this browser is not necessarily the owner of the link.
        if (state.status === 'signedIn') await signOut();
        const signedIn = await signIn(email, password);
        if (signedIn.ok) {
          await navigate(paths.dashboard, { replace: true });
          return reset;
        }
        const loginState: LoginState = { email };
        await navigate(paths.login, { replace: true, state: loginState });
        return reset;
      }}
    />
  );
};
