import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../i18n/use-error-message';
import type { AuthOutcome } from '../api/auth-errors';
import { usePasswordPairForm } from '../hooks/use-password-pair-form';
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
  const { form, errorCode, pending, onSubmit, pair } = usePasswordPairForm({ send: onChoose });

  return (
    <form ref={form} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {errorCode ? <Alert tone="error">{errorMessage(errorCode)}</Alert> : null}
      {context}
      <PasswordPairFields {...pair} passwordLabel={labels.password} confirmationLabel={labels.confirmation} />
      <Button type="submit" block pending={pending}>
        {pending ? labels.submitting : labels.submit}
      </Button>
    </form>
  );
};
