import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

interface AccountEmailFieldProps {
  label: string;
  /** `username` where an existing account signs in (password managers fill it), `email` for a new one. */
  autoComplete: 'username' | 'email';
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The email an account signs in with: typed as an address (no capitals, no spelling fixes), on signup as on login. */
export const AccountEmailField = ({ label, autoComplete, value, onChange, error }: AccountEmailFieldProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
      name="email"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t('auth.login.emailPlaceholder')}
    />
  );
};
