import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useAuth } from '../../../lib/auth';
import { requestPasswordReset } from '../api/reset-password';
import { isEmailAddress, validateEmail, type EmailError } from '../validation';
import { AccountEmailField } from './account-email-field';

type FieldErrors = { email?: EmailError; password?: 'passwordRequired' };

const validate = (email: string, password: string): FieldErrors => {
  const errors: FieldErrors = {};
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  if (password === '') errors.password = 'passwordRequired';
  return errors;
};

/** A message above the form: a problem, or that the reset mail went out. */
type Notice = { tone: 'error' | 'success'; code: string };

/**
 * Email and password sign-in. On success the auth state changes and the login route
 * moves on; this form only reports problems. Errors are kept as codes so they follow a
 * language switch.
 */
export const LoginForm = ({ initialEmail = '' }: { initialEmail?: string }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { signIn } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState(false);
  const [sendingReset, setSendingReset] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(email, password);
    setFieldErrors(errors);
    setNotice(null);
    if (errors.email || errors.password) {
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPending(true);
    const result = await signIn(email, password);
    setPending(false);
    if (!result.ok) setNotice({ tone: 'error', code: result.code });
  };

  // The reset link goes to the address typed above, so it has to be there (spec section 5).
  const onForgotPassword = async () => {
    setFieldErrors({});
    if (email.trim() === '') {
      setNotice({ tone: 'error', code: 'login.reset_email_required' });
      form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    if (!isEmailAddress(email)) {
      setNotice(null);
      setFieldErrors({ email: 'emailInvalid' });
      form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    setNotice(null);
    setSendingReset(true);
    const result = await requestPasswordReset(email);
    setSendingReset(false);
    setNotice(result.ok ? { tone: 'success', code: 'login.reset_email_sent' } : { tone: 'error', code: result.code });
  };

  return (
    <form ref={form} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {notice ? <Alert tone={notice.tone}>{errorMessage(notice.code)}</Alert> : null}
      <AccountEmailField
        label={t('auth.login.email')}
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={fieldErrors.email ? t(`auth.validation.${fieldErrors.email}`) : null}
      />
      <PasswordField
        label={t('auth.login.password')}
        name="password"
        autoComplete="current-password"
        toggleLabel={t('auth.login.showPassword')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password ? t(`auth.validation.${fieldErrors.password}`) : null}
        required
      />
      <div className="form-aside">
        <button
          type="button"
          className="text-button"
          aria-busy={sendingReset || undefined}
          disabled={sendingReset}
          onClick={() => void onForgotPassword()}
        >
          {sendingReset ? t('auth.login.sendingReset') : t('auth.login.forgotPassword')}
        </button>
      </div>
      <Button type="submit" block pending={pending}>
        {pending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
};
