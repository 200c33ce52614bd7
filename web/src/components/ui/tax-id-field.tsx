import { validateTaxId } from '@fotostudio/shared/tax/validate-tax-id';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { useFieldReadOnly } from './form-mode';
import { TextField } from './text-field';

export interface TaxIdFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A problem found on submit or by the server; shown until the value changes. */
  error?: string | null;
  required?: boolean;
  placeholder?: string;
}

const TAX_ID_LENGTH = 9;

/**
 * A NIF, CIF or NIE input checked live with the shared validateTaxId (spec section 5 "Tax
 * id"): a valid value shows a green confirmation, a wrong one its message once the user has
 * typed the whole identifier or left the field; an empty value shows nothing.
 */
export const TaxIdField = ({ label, name, value, onChange, error, required, placeholder }: TaxIdFieldProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const readOnly = useFieldReadOnly(undefined);
  const [left, setLeft] = useState(false);
  const check = value.trim() === '' ? null : validateTaxId(value, language);
  const complete = left || (check?.cleanValue.length ?? 0) >= TAX_ID_LENGTH;
  const liveError = check && !check.isValid && complete ? check.error : null;
  const valid = check?.isValid && !readOnly ? <span className="field-valid">{t('ui.taxIdField.valid', { type: check.type })}</span> : undefined;
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      required={required}
      placeholder={placeholder ?? t('ui.taxIdField.placeholder')}
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={16}
      error={error ?? liveError}
      hint={valid}
      onBlur={() => setLeft(true)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
