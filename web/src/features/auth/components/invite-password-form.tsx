import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { completeInvitation } from '../api/accept-invite';
import { INVITE_DONE_REDIRECT_MS } from '../timers';
import { hasErrors, validatePasswordPair, type PasswordPairErrors } from '../validation';
import { AuthStatus } from './auth-status';
import { PasswordPairFields } from './password-pair-fields';

/**
 * The invited user's own password, answering the challenge /auth/confirm-invite started.
 * Then a full page load of /dashboard (spec section 4): the app starts afresh as this
 * user, and the first /api/me creates their photographer record.
 */
export const InvitePasswordForm = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const [errorCode, setErrorCode] = useState<ErrorCode | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => window.location.assign(paths.dashboard), INVITE_DONE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

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
    const result = await completeInvitation(password);
    setPending(false);
    if (result.ok) setDone(true);
    else setErrorCode(result.code);
  };

  if (done) {
    return (
      <AuthStatus tone="success">
        <p className="auth-status-lead">{errorMessage('callback.success_invite')}</p>
        <p>{t('auth.invite.redirecting')}</p>
      </AuthStatus>
    );
  }

  return (
    <form ref={form} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {errorCode ? <Alert tone="error">{errorMessage(errorCode)}</Alert> : null}
      <PasswordPairFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        errors={errors}
        passwordLabel={t('auth.invite.password')}
        confirmationLabel={t('auth.invite.confirmPassword')}
      />
      <Button type="submit" block pending={pending}>
        {pending ? t('auth.invite.submitting') : t('auth.invite.submit')}
      </Button>
    </form>
  );
};
