import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A validation message; marks the input invalid and is read with it. */
  error?: string | null;
  /** Rendered inside the input's frame, after it (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

export const TextField = ({ label, error, trailing, className, ...input }: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        <input
          {...input}
          id={id}
          className="field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {trailing}
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
