import {
  DEFAULT_PHONE_PREFIX,
  joinPhone,
  PHONE_PLACEHOLDER,
  PHONE_PREFIXES,
  splitPhone,
  type PhonePrefix,
} from '@fotostudio/shared/phone/phone-prefixes';
import { PHONE_TYPED_CHARACTERS } from '@fotostudio/shared/phone/phone-number';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from './field-frame';
import { useFieldReadOnly } from './form-mode';
import { Icon } from './icon';

export interface PhoneFieldProps {
  label: string;
  /** The stored value: the prefix joined to the number ("+34 600 000 000"), or ''. */
  value: string;
  /** The new stored value; '' when the number is empty. */
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  name?: string;
}

/** Country names in the UI's language, from the browser's own data. */
const useCountryNames = (): ((country: string) => string) => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (country: string) => names.of(country) ?? country;
  }, [language]);
};

/**
 * A country prefix (the spec's 26, Spain +34 first) and the number. An initial value is
 * split by its longest matching prefix; unknown prefixes keep Spain and the whole text.
 */
export const PhoneField = ({ label, value, onChange, error, hint, required, readOnly, name }: PhoneFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const isReadOnly = useFieldReadOnly(readOnly);
  const countryName = useCountryNames();
  const [prefix, setPrefix] = useState<PhonePrefix>(() => splitPhone(value).prefix);
  const [number, setNumber] = useState(() => splitPhone(value).number);
  // Only a value from outside re-splits: the echo of what we reported must not reset a
  // prefix chosen before any digit was typed (an empty number reports '').
  const reported = useRef(value);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    const split = splitPhone(value);
    setPrefix(split.prefix);
    setNumber(split.number);
  }, [value]);

  const report = (nextPrefix: PhonePrefix, nextNumber: string) => {
    const joined = joinPhone(nextPrefix, nextNumber);
    reported.current = joined;
    onChange(joined);
  };

  const selectedCountry = prefix.country;
  return (
    <FieldFrame id={id} label={label} required={required && !isReadOnly} hint={hint} error={error}>
      <div className="phone-field" role="group" aria-labelledby={`${id}-label`}>
        <div className="field-control select-control phone-prefix">
          <select
            className="field-input select-input"
            aria-label={t('ui.phoneField.prefix')}
            value={selectedCountry}
            disabled={isReadOnly}
            onChange={(event) => {
              const chosen = PHONE_PREFIXES.find((p) => p.country === event.target.value) ?? DEFAULT_PHONE_PREFIX;
              setPrefix(chosen);
              report(chosen, number);
            }}
          >
            {PHONE_PREFIXES.map((option) => (
              <option key={option.country} value={option.country}>
                {`${option.dial} · ${countryName(option.country)}`}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={18} className="select-chevron" />
        </div>
        <div className="field-control phone-number">
          <input
            id={id}
            name={name}
            className="field-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={isReadOnly ? t('common.notSet') : PHONE_PLACEHOLDER}
            value={number}
            readOnly={isReadOnly}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            onChange={(event) => {
              // Letters and other symbols never make part of a number: they are not taken.
              const typed = event.target.value.replace(PHONE_TYPED_CHARACTERS, '');
              setNumber(typed);
              report(prefix, typed);
            }}
          />
        </div>
      </div>
    </FieldFrame>
  );
};
