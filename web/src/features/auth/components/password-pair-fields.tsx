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
      <div className="field-group">
        <PasswordField
          label={passwordLabel}
          name="new-password"
          autoComplete="new-password"
          toggleLabel={t('auth.password.show')}
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
          error={errors.password ? t(`auth.validation.${errors.password}`, { min: PASSWORD_MIN_LENGTH }) : null}
          required
        />
        <p className="field-hint" aria-live="polite" data-testid="password-hint">
          {tooShort ? t('auth.password.tooShortHint', { min: PASSWORD_MIN_LENGTH }) : null}
        </p>
      </div>
      <div className="field-group">
        <PasswordField
          label={confirmationLabel}
          name="confirm-password"
          autoComplete="new-password"
          toggleLabel={t('auth.password.showConfirmation')}
          value={confirmation}
          onChange={(event) => onConfirmationChange(event.target.value)}
          error={errors.confirmation ? t(`auth.validation.${errors.confirmation}`) : null}
          required
        />
        <p className="field-hint" aria-live="polite" data-testid="confirmation-hint">
          {mismatch ? t('auth.password.mismatchHint') : null}
        </p>
      </div>
    </>
  );
};
