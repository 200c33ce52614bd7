import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useAuth } from '../../../lib/auth';
import { chooseNewPassword } from '../api/reset-password';
import type { LoginState } from '../login-state';
import { hasErrors, validatePasswordPair, type PasswordPairErrors } from '../validation';
import { PasswordPairFields } from './password-pair-fields';

/** The new password from the reset mail's link; then straight in with it. */
export const ResetPasswordForm = ({ email, code }: { email: string; code: string }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { state, signIn, signOut } = useAuth();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const [errorCode, setErrorCode] = useState<ErrorCode | null>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePasswordPair(password, confirmation);
    setErrors(found);
    setErrorCode(null);
    if (hasErrors(found)) {
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPending(true);
    const reset = await chooseNewPassword({ email, code, password });
    if (!reset.ok) {
      setPending(false);
      setErrorCode(reset.code);
      return;
    }
    // Whoever is signed in on this browser is not necessarily the owner of the link.
    if (state.status === 'signedIn') await signOut();
    const signedIn = await signIn(email, password);
    if (signedIn.ok) {
      await navigate(paths.dashboard, { replace: true });
      return;
    }
    const loginState: LoginState = { email };
    await navigate(paths.login, { replace: true, state: loginState });
  };

  return (
    <form ref={form} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {errorCode ? <Alert tone="error">{errorMessage(errorCode)}</Alert> : null}
      <p className="form-context">
        {t('auth.resetPassword.forAccount')} <strong data-testid="reset-email">{email}</strong>
      </p>
      <PasswordPairFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        errors={errors}
        passwordLabel={t('auth.resetPassword.newPassword')}
        confirmationLabel={t('auth.resetPassword.confirmPassword')}
      />
      <Button type="submit" block pending={pending}>
        {pending ? t('auth.resetPassword.submitting') : t('auth.resetPassword.submit')}
      </Button>
    </form>
  );
};
