import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from './field-frame';
import { useFieldReadOnly } from './form-mode';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A validation message; marks the input invalid and is read with it. */
  error?: string | null;
  /** Help below the input, read with it. */
  hint?: ReactNode;
  /** Rendered inside the input's frame, before it (e.g. a fixed URL prefix). */
  leading?: ReactNode;
  /** Rendered inside the input's frame, after it (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

/** A labelled input. Read-only when `readOnly` says so or a surrounding <FormMode> is not editing. */
export const TextField = ({ label, error, hint, leading, trailing, className, readOnly, required, placeholder, ...input }: TextFieldProps) => {
  const id = useId();
  const isReadOnly = useFieldReadOnly(readOnly);
  const { t } = useTranslation();
  return (
    <FieldFrame id={id} label={label} required={required && !isReadOnly} hint={hint} error={error} className={className}>
      <div className="field-control">
        {leading}
        <input
          {...input}
          id={id}
          className="field-input"
          readOnly={isReadOnly}
          placeholder={isReadOnly ? t('common.notSet') : placeholder}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        {trailing}
      </div>
    </FieldFrame>
  );
};
