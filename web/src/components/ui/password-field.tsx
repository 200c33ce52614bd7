import { useState } from 'react';
import { Icon } from './icon';
import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** e.g. "Show password"; constant, since aria-pressed already says whether it is shown. */
  toggleLabel: string;
}

export const PasswordField = ({ toggleLabel, ...field }: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field-toggle"
          aria-pressed={visible}
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
};
