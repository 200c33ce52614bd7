import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { changePassword } from '../../../lib/change-password';
import {
  NEW_PASSWORD_MIN_LENGTH,
  validatePasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeInput,
} from '../utils/password-change';

const EMPTY: PasswordChangeInput = { current: '', next: '', confirmation: '' };

type Outcome = { tone: 'success'; code: 'password.updated' } | { tone: 'error'; code: ErrorCode } | null;

/** Current, new and confirmation; validated on submit, changed through Cognito. */
const PasswordChangeForm = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const problemText = useFieldProblemText('settings.security.validation');
  const [input, setInput] = useState<PasswordChangeInput>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  // A wrong current password is the current field's error, from the catalogue.
  const [currentRejected, setCurrentRejected] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: keyof PasswordChangeInput) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    if (field === 'current') setCurrentRejected(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problems = validatePasswordChange(input);
    setErrors(problems);
    setCurrentRejected(false);
    setOutcome(null);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setPending(true);
    const result = await changePassword(input.current, input.next);
    setPending(false);
    if (result.ok) {
      setInput(EMPTY);
      setOutcome({ tone: 'success', code: 'password.updated' });
    } else if (result.code === 'password.incorrect_current') {
      setCurrentRejected(true);
      requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('input[name="currentPassword"]')?.focus());
    } else {
      setOutcome({ tone: 'error', code: result.code });
    }
  };

  const message = (field: keyof PasswordChangeInput): string | null =>
    problemText(field === 'current' && currentRejected ? { code: 'password.incorrect_current' } : errors[field]);

  /** What the three password fields share: each its value, its problem and the same show/hide toggle. */
  const fieldOf = (field: keyof PasswordChangeInput, name: string) => ({
    name,
    toggleLabel: t('settings.security.showPassword'),
    value: input[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.target.value),
    error: message(field),
    required: true,
  });

  return (
    <form ref={form} className="form settings-form" noValidate onSubmit={(event) => void submit(event)}>
      {outcome ? <Alert tone={outcome.tone}>{errorMessage(outcome.code)}</Alert> : null}
      <PasswordField label={t('settings.security.currentPassword')} autoComplete="current-password" {...fieldOf('current', 'currentPassword')} />
      <PasswordField
        label={t('settings.security.newPassword')}
        autoComplete="new-password"
        hint={t('settings.security.newPasswordHint', { min: NEW_PASSWORD_MIN_LENGTH })}
        {...fieldOf('next', 'newPassword')}
      />
      <PasswordField label={t('settings.security.confirmPassword')} autoComplete="new-password" {...fieldOf('confirmation', 'confirmPassword')} />
      <div className="form-actions">
        <Button type="submit" pending={pending}>
          {pending ? t('settings.security.changing') : t('settings.security.change')}
        </Button>
      </div>
    </form>
  );
};

/** Password change, and the email change the spec lists as unavailable, with the reason. */
export const SecuritySettings = ({ email }: { email: string }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <div className="settings-panel">
      <section className="card settings-section" aria-labelledby="security-password-title">
        <header className="settings-section-header">
          <h2 id="security-password-title" className="card-title">
            {t('settings.security.passwordTitle')}
          </h2>
          <p className="card-intro">{t('settings.security.passwordIntro')}</p>
        </header>
        <PasswordChangeForm />
      </section>
      <section className="card settings-section" aria-labelledby="security-email-title">
        <header className="settings-section-header">
          <h2 id="security-email-title" className="card-title">
            {t('settings.security.emailTitle')}
          </h2>
        </header>
        <div className="settings-form">
          <TextField label={t('settings.security.currentEmail')} name="email" type="email" value={email} readOnly />
        </div>
        <Alert tone="info">{errorMessage('email.change_unavailable')}</Alert>
      </section>
    </div>
  );
};
