import type { DateFormat } from '@fotostudio/shared/constants';
import {
  DATE_INPUT_MAX_LENGTH,
  formatDateValue,
  maskDateInput,
  parseDateInput,
  type DateInputError,
} from '@fotostudio/shared/dates/date-input';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDateKeyAllowed } from './date-input-keys';
import { describedBy, FieldFrame } from './field-frame';
import { useFieldReadOnly } from './form-mode';

export interface DateInputProps {
  label: string;
  /** The stored value, YYYY-MM-DD, or '' for none. */
  value: string;
  /** A complete, valid date as YYYY-MM-DD; null when the field is emptied or holds no valid date. */
  onChange: (value: string | null) => void;
  /** The user's date format: how the text is typed and shown. */
  format: DateFormat;
  /** Partial input is not an error (e.g. a filter being typed). @default false */
  allowPartial?: boolean;
  /** Told whenever the typed text's error changes, so a form can refuse to submit. */
  onErrorChange?: (error: DateInputError | null) => void;
  /** An error from the form (e.g. "required"); the input's own errors take precedence. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  name?: string;
  /** "Today", for the maximum year; tests pin it. */
  today?: Date;
}

/** The spec's message for each parseDateInput error code. */
export const useDateInputMessage = (): ((error: DateInputError) => string) => {
  const { t } = useTranslation();
  return (error) => {
    switch (error.code) {
      case 'too_old':
        return t('ui.dateInput.errors.too_old', { year: error.min });
      case 'too_far':
        return t('ui.dateInput.errors.too_far', { year: error.max });
      default:
        return t(`ui.dateInput.errors.${error.code}`);
    }
  };
};

/**
 * A typed date: digits only (other keys are blocked), separators inserted as the user
 * types, at most 10 characters, validated into YYYY-MM-DD. Incomplete input is reported
 * when the field is left; anything else as soon as all 8 digits are there.
 */
export const DateInput = ({
  label,
  value,
  onChange,
  format,
  allowPartial = false,
  onErrorChange,
  error: formError,
  hint,
  required,
  readOnly,
  disabled,
  name,
  today,
}: DateInputProps) => {
  const { t } = useTranslation();
  const id = useId();
  const isReadOnly = useFieldReadOnly(readOnly);
  const message = useDateInputMessage();
  const [text, setText] = useState(() => (value ? formatDateValue(value, format) : ''));
  const [ownError, setOwnError] = useState<DateInputError | null>(null);
  // The value this input last reported: a different `value` prop comes from outside (a
  // reset, a loaded record) and replaces the text; an echo of our own report does not.
  const reported = useRef<string | null>(value || null);

  useEffect(() => {
    if ((value || null) === reported.current) return;
    reported.current = value || null;
    setText(value ? formatDateValue(value, format) : '');
    setOwnError(null);
  }, [value, format]);

  const setError = (next: DateInputError | null) => {
    setOwnError(next);
    onErrorChange?.(next);
  };

  const report = (next: string | null) => {
    if (next === reported.current) return;
    reported.current = next;
    onChange(next);
  };

  const check = (masked: string, leaving: boolean) => {
    const digits = masked.replace(/\D/g, '').length;
    // While typing, a partial date is not an error yet.
    const result = parseDateInput(masked, format, { allowPartial: allowPartial || (!leaving && digits < 8), today });
    if (result.ok) {
      setError(null);
      report(result.value ?? null);
    } else {
      setError(result.error);
      report(null);
    }
  };

  const placeholder = format
    .replace('YYYY', t('ui.dateInput.yearToken'))
    .replace('MM', t('ui.dateInput.monthToken'))
    .replace('DD', t('ui.dateInput.dayToken'));

  const shownError = ownError ? message(ownError) : (formError ?? null);

  return (
    <FieldFrame id={id} label={label} required={required && !isReadOnly} hint={hint ?? t('ui.dateInput.hint', { format: placeholder })} error={shownError}>
      <div className="field-control">
        <input
          id={id}
          name={name}
          className="field-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={DATE_INPUT_MAX_LENGTH}
          placeholder={placeholder}
          value={text}
          readOnly={isReadOnly}
          disabled={disabled}
          required={required}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(id, hint ?? placeholder, shownError)}
          onKeyDown={(event) => {
            if (!isDateKeyAllowed(event)) event.preventDefault();
          }}
          onChange={(event) => {
            const masked = maskDateInput(event.target.value, format);
            setText(masked);
            check(masked, false);
          }}
          onBlur={() => check(text, true)}
        />
      </div>
    </FieldFrame>
  );
};
