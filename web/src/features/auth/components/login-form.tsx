import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useAuth } from '../../../lib/auth';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldErrors = { email?: 'emailRequired' | 'emailInvalid'; password?: 'passwordRequired' };

const validate = (email: string, password: string): FieldErrors => {
  const errors: FieldErrors = {};
  if (email.trim() === '') errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'emailInvalid';
  if (password === '') errors.password = 'passwordRequired';
  return errors;
};

/**
 * Email and password sign-in. On success the auth state changes and the login route
 * moves on; this form only reports problems. Errors are kept as codes so they follow a
 * language switch.
 */
export const LoginForm = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(email, password);
    setFieldErrors(errors);
    setErrorCode(null);
    if (errors.email || errors.password) {
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPending(true);
    const result = await signIn(email, password);
    setPending(false);
    if (!result.ok) setErrorCode(result.code);
  };

  return (
    <form ref={form} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {errorCode ? <Alert tone="error">{errorMessage(errorCode)}</Alert> : null}
      <TextField
        label={t('auth.login.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth.login.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email ? t(`auth.validation.${fieldErrors.email}`) : null}
        required
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
      <Button type="submit" block pending={pending}>
        {pending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
};
