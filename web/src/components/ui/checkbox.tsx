import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldReadOnly } from './form-mode';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** Visible label; omit it only when `aria-label` names the box (e.g. in a matrix). */
  label?: ReactNode;
  readOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label; disabled (checkboxes have no read-only state) outside edit mode. */
export const Checkbox = ({ label, className, readOnly, disabled, ...input }: CheckboxProps) => {
  const isReadOnly = useFieldReadOnly(readOnly);
  const box = <input {...input} type="checkbox" className="checkbox-input" disabled={disabled === true || isReadOnly} />;
  if (label === undefined) return <span className={['checkbox', className ?? ''].filter(Boolean).join(' ')}>{box}</span>;
  return (
    <label className={['checkbox', className ?? ''].filter(Boolean).join(' ')}>
      {box}
      <span className="checkbox-label">{label}</span>
    </label>
  );
};
