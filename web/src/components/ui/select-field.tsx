import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import { useFieldReadOnly } from './form-mode';
import { Icon } from './icon';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface SelectFieldProps<Value extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onValueChange: (value: Value) => void;
  error?: string | null;
  hint?: ReactNode;
  /** A select has no read-only state: outside edit mode it is disabled instead. */
  readOnly?: boolean;
}

/** A labelled native select, typed by its option values. */
export const SelectField = <Value extends string>({
  label,
  value,
  options,
  onValueChange,
  error,
  hint,
  className,
  readOnly,
  disabled,
  required,
  ...select
}: SelectFieldProps<Value>) => {
  const id = useId();
  const isReadOnly = useFieldReadOnly(readOnly);
  return (
    <FieldFrame id={id} label={label} required={required && !isReadOnly} hint={hint} error={error} className={className}>
      <div className="field-control select-control">
        <select
          {...select}
          id={id}
          className="field-input select-input"
          value={value}
          disabled={disabled === true || isReadOnly}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onValueChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className="select-chevron" />
      </div>
    </FieldFrame>
  );
};
