import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import type { AuthOutcome } from '../api/auth-errors';
import { hasErrors, validatePasswordPair, type PasswordPairErrors } from '../validation';

interface PasswordPairFormOptions<OtherErrors extends object> {
  /** The problems of the form's other fields (signup's email and terms), checked with the pair on submit. */
  checkOthers?: () => OtherErrors;
  /** A reason not to send although every field holds (signup with no connection): shown above the form. */
  refusal?: () => ErrorCode | null;
  /** Sends the password; on success the caller leaves the form, so the button stays pending until then. */
  send: (password: string) => Promise<AuthOutcome>;
}

/**
 * The state and submit of a form that chooses a password typed twice (signup, the invitation's
 * first, a reset's): the pair, the problems kept as codes so that they follow a language switch,
 * the check on submit with the first invalid field focused, and the refusal above the form.
 * `pair` goes to PasswordPairFields as it is.
 */
export const usePasswordPairForm = <OtherErrors extends object = Record<never, never>>({
  checkOthers,
  refusal,
  send,
}: PasswordPairFormOptions<OtherErrors>) => {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordPairErrors & Partial<OtherErrors>>({});
  const [errorCode, setErrorCode] = useState<ErrorCode | null>(null);
  const [pending, setPending] = useState(false);
  const [focusErrorSignal, setFocusErrorSignal] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, focusErrorSignal);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const others: Partial<OtherErrors> = checkOthers ? checkOthers() : {};
    const found = { ...others, ...validatePasswordPair(password, confirmation) };
    setErrors(found);
    setErrorCode(null);
    if (hasErrors(found)) {
      setFocusErrorSignal((count) => count + 1);
      return;
    }
    const refused = refusal?.() ?? null;
    if (refused) {
      setErrorCode(refused);
      return;
    }
    setPending(true);
    const outcome = await send(password);
    if (outcome.ok) return;
    setPending(false);
    setErrorCode(outcome.code);
  };

  return {
    form,
    errors,
    errorCode,
    pending,
    onSubmit,
    pair: { password, confirmation, onPasswordChange: setPassword, onConfirmationChange: setConfirmation, errors },
  };
};
