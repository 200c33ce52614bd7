import type { ReactNode } from 'react';

export interface FieldFrameProps {
  /** The control's id, which the label points to. */
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactNode;
}

/** Ids of the hint and error paragraphs, for the control's aria-describedby. */
export const describedBy = (id: string, hint: ReactNode, error: string | null | undefined): string | undefined =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** Label (with the required asterisk), control, hint and error: the frame of every field. */
export const FieldFrame = ({ id, label, required, hint, error, className, children }: FieldFrameProps) => (
  <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
    {/* The asterisk stays outside the label, so the field's name is just the label; the
        control's `required` tells assistive technology. */}
    <span className="field-label-row">
      <label id={`${id}-label`} className="field-label" htmlFor={id}>
        {label}
      </label>
      {required ? (
        <span className="field-required" aria-hidden="true">
          *
        </span>
      ) : null}
    </span>
    {children}
    {hint ? (
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
    ) : null}
    {error ? (
      <p className="field-error" id={`${id}-error`}>
        {error}
      </p>
    ) : null}
  </div>
);
