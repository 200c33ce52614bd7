import { useId, type ReactNode } from 'react';
import { useSite } from '../site-context';

interface Common {
  label: string;
  name: string;
  required?: boolean;
  invalid?: boolean;
}

const Label = ({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) => {
  const { chrome } = useSite();
  return (
    <label className="site-label" htmlFor={htmlFor}>
      {label}
      {!required && <span className="site-optional"> ({chrome.forms.optional})</span>}
    </label>
  );
};

export const TextInput = ({
  label,
  name,
  required,
  invalid,
  value,
  onChange,
  type = 'text',
  autoComplete,
  multiline,
}: Common & { value: string; onChange: (value: string) => void; type?: 'text' | 'email' | 'tel'; autoComplete?: string; multiline?: boolean }) => {
  const id = useId();
  const props = {
    id,
    name,
    value,
    required,
    'aria-invalid': invalid || undefined,
    className: 'site-input',
  };
  return (
    <div className="site-field">
      <Label htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea {...props} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
};

export const SelectInput = ({
  label,
  name,
  required,
  invalid,
  value,
  onChange,
  placeholder,
  options,
}: Common & { value: string; onChange: (value: string) => void; placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) => {
  const id = useId();
  return (
    <div className="site-field">
      <Label htmlFor={id} label={label} required={required} />
      <select id={id} name={name} className="site-input" value={value} required={required} aria-invalid={invalid || undefined} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

export const ChoiceGroup = ({
  legend,
  invalid,
  required,
  children,
}: {
  legend: string;
  invalid?: boolean;
  required?: boolean;
  children: ReactNode;
}) => {
  const { chrome } = useSite();
  return (
    <fieldset className="site-field site-choices" aria-invalid={invalid || undefined}>
      <legend className="site-label">
        {legend}
        {!required && <span className="site-optional"> ({chrome.forms.optional})</span>}
      </legend>
      <div className="site-choice-list">{children}</div>
    </fieldset>
  );
};

export const Check = ({
  label,
  name,
  checked,
  onChange,
  type = 'checkbox',
  value,
  required,
  invalid,
}: {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  type?: 'checkbox' | 'radio';
  value?: string;
  required?: boolean;
  invalid?: boolean;
}) => (
  <label className="site-check">
    <input
      type={type}
      name={name}
      value={value}
      checked={checked}
      required={required}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.checked)}
    />
    <span>{label}</span>
  </label>
);

/** Out of sight and out of the tab order: a person leaves it empty, a form-filling bot does not. */
export const Honeypot = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const { chrome } = useSite();
  const id = useId();
  return (
    <div className="site-honeypot" aria-hidden="true">
      <label htmlFor={id}>{chrome.forms.honeypot}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
};
