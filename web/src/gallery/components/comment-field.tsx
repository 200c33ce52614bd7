import { useState } from 'react';
import { cleanComment } from '../choices';

interface CommentFieldProps {
  id: string;
  label: string;
  labelClassName: string;
  placeholder: string;
  maxLength: number;
  initial: string | null;
  /** Every keystroke: the draft saver waits for a pause itself. */
  onChange: (comment: string | null) => void;
}

/** A comment for the photographer: what is typed stays as typed, the choices get it cleaned. */
export const CommentField = ({ id, label, labelClassName, placeholder, maxLength, initial, onChange }: CommentFieldProps) => {
  const [text, setText] = useState(initial ?? '');
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          onChange(cleanComment(event.target.value));
        }}
      />
    </>
  );
};
