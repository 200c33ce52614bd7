import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useCallback, useState, type FormEvent } from 'react';
import { useErrorMessage } from '../i18n/use-error-message';
import { shownErrorCodeOf } from '../lib/api-client';

/** A form's check: the request body, or the problems by field. */
type Checked = { body: object; errors: null } | { body: null; errors: object };

/**
 * The submit of a FormModal: the values are checked first; problems are shown by field and
 * the first invalid field focused (`focusErrorSignal` for the modal); otherwise `send` runs,
 * and a failure shows the catalogue's message above the form (`fallback` when the error has
 * no code of its own). `modal` goes to the FormModal as it is.
 */
export const useCheckedSubmit = <Result extends Checked>({
  check,
  send,
  fallback,
}: {
  check: () => Result;
  send: (body: NonNullable<Result['body']>) => Promise<void>;
  fallback: ErrorCode;
}) => {
  type Errors = Partial<NonNullable<Result['errors']>>;
  const errorMessage = useErrorMessage();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusErrorSignal, setFocusErrorSignal] = useState(0);
  const [saving, setSaving] = useState(false);

  const clearError = useCallback((field: keyof Errors) => setErrors((current) => ({ ...current, [field]: undefined })), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = check();
    const { body } = checked;
    if (checked.errors || !body) {
      setErrors(checked.errors ?? {});
      setFocusErrorSignal((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      await send(body);
    } catch (error) {
      const code = shownErrorCodeOf(error, fallback);
      if (code) setFormError(errorMessage(code));
    } finally {
      setSaving(false);
    }
  };

  /** What the FormModal takes from the submit. */
  const modal = { saving, formError, focusErrorSignal, onSubmit: submit };
  return { errors, clearError, modal };
};
