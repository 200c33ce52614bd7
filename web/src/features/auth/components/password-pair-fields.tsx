import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { PASSWORD_MIN_LENGTH, type PasswordPairErrors } from '../validation';

interface PasswordPairFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: PasswordPairErrors;
  /** The first field's label: "Password" on signup, "New password" elsewhere. */
  passwordLabel: string;
  confirmationLabel: string;
}

interface HintedPasswordFieldProps {
  label: string;
  name: string;
  toggleLabel: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The live hint while typing; the live region is there, empty, before it has one. */
  hint: string | null;
  hintTestId: string;
}

const HintedPasswordField = ({ label, name, toggleLabel, value, onChange, error, hint, hintTestId }: HintedPasswordFieldProps) => (
  <div className="field-group">
    <PasswordField
      label={label}
      name={name}
      autoComplete="new-password"
      toggleLabel={toggleLabel}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
    <p className="field-hint" aria-live="polite" data-testid={hintTestId}>
      {hint}
    </p>
  </div>
);

/**
 * A new password and its confirmation, with the spec's live hints (too short, do not
 * match) under each field while typing. The hints are polite live regions, rendered
 * empty first so that screen readers announce them when they appear; errors come
 * from validation on submit.
 */
export const PasswordPairFields = ({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
  passwordLabel,
  confirmationLabel,
}: PasswordPairFieldsProps) => {
  const { t } = useTranslation();
  const tooShort = password.length > 0 && password.length < PASSWORD_MIN_LENGTH && !errors.password;
  const mismatch = confirmation.length > 0 && confirmation !== password && !errors.confirmation;
  return (
    <>
      <HintedPasswordField label={passwordLabel} name="new-password" toggleLabel={t('auth.password.show')} value={password} onChange={onPasswordChange}
        error={errors.password ? t(`auth.validation.${errors.password}`, { min: PASSWORD_MIN_LENGTH }) : null}
        hint={tooShort ? t('auth.password.tooShortHint', { min: PASSWORD_MIN_LENGTH }) : null} hintTestId="password-hint" />
      <HintedPasswordField label={confirmationLabel} name="confirm-password" toggleLabel={t('auth.password.showConfirmation')} value={confirmation}
        onChange={onConfirmationChange} error={errors.confirmation ? t(`auth.validation.${errors.confirmation}`) : null}
        hint={mismatch ? t('auth.password.mismatchHint') : null} hintTestId="confirmation-hint" />
    </>
  );
};
