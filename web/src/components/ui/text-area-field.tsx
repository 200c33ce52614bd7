import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from './field-frame';
import { useFieldReadOnly } from './form-mode';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled multi-line input; read-only outside edit mode like TextField. */
export const TextAreaField = ({ label, error, hint, className, readOnly, required, placeholder, rows = 4, ...textarea }: TextAreaFieldProps) => {
  const id = useId();
  const isReadOnly = useFieldReadOnly(readOnly);
  const { t } = useTranslation();
  return (
    <FieldFrame id={id} label={label} required={required && !isReadOnly} hint={hint} error={error} className={className}>
      <textarea
        {...textarea}
        id={id}
        rows={rows}
        className="field-input field-textarea"
        readOnly={isReadOnly}
        placeholder={isReadOnly ? t('common.notSet') : placeholder}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
};
