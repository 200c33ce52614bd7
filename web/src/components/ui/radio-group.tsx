import { useId, type ReactNode } from 'react';
import { useFieldReadOnly } from './form-mode';

export interface RadioOption<Value extends string> {
  value: Value;
  label: string;
  /** A line under the option's label, read with it. */
  hint?: string;
}

export interface RadioGroupProps<Value extends string> {
  /** The group's legend. */
  label: string;
  value: Value;
  options: readonly RadioOption<Value>[];
  onValueChange: (value: Value) => void;
  hint?: ReactNode;
  /** Radios have no read-only state: outside edit mode they are disabled instead. */
  readOnly?: boolean;
}

/** Native radio buttons in a fieldset: arrow keys move the choice, the legend names the group. */
export const RadioGroup = <Value extends string>({ label, value, options, onValueChange, hint, readOnly }: RadioGroupProps<Value>) => {
  const name = useId();
  const isReadOnly = useFieldReadOnly(readOnly);
  return (
    <fieldset className="radio-group" aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend className="field-label">{label}</legend>
      <div className="radio-options">
        {options.map((option) => (
          <label key={option.value} className="radio">
            <input
              type="radio"
              className="radio-input"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={isReadOnly}
              aria-describedby={option.hint ? `${name}-${option.value}-hint` : undefined}
              onChange={() => onValueChange(option.value)}
            />
            <span className="radio-text">
              <span className="radio-label">{option.label}</span>
              {option.hint ? (
                <span className="radio-hint" id={`${name}-${option.value}-hint`}>
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {hint ? (
        <p className="field-hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
};
