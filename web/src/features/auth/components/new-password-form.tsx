import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../i18n/use-error-message';
import type { AuthOutcome } from '../api/auth-errors';
import { hasErrors, validatePasswordPair, type PasswordPairErrors } from '../validation';
import { PasswordPairFields } from './password-pair-fields';

interface NewPasswordFormProps {
  /** The words of the form, translated by the caller (the invitation's, the reset's). */
  labels: { password: string; confirmation: string; submit: string; submitting: string };
  /** Above the fields: whose account the password is for. */
  context?: ReactNode;
  /**
   * Sets the password. On success the caller leaves the form (to another page, or a status in
   * its place), so the button stays pending until then.
   */
  onChoose: (password: string) => Promise<AuthOutcome>;
}

/** A new password typed twice (the invitation's first, a reset's), checked before it is sent. */
export const NewPasswordForm = ({ labels, context, onChoose }: NewPasswordFormProps) => {
  const errorMessage = useErrorMessage();
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
    const outcome = await onChoose(password);
    if (outcome.ok) return;
    setPending(false);
    setErrorCode(outcome.code);
  };

  return (
    <form ref={form} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {errorCode ? <Alert tone="error">{errorMessage(errorCode)}</Alert> : null}
      {context}
      <PasswordPairFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        errors={errors}
        passwordLabel={labels.password}
        confirmationLabel={labels.confirmation}
      />
      <Button type="submit" block pending={pending}>
        {pending ? labels.submitting : labels.submit}
      </Button>
    </form>
  );
};
