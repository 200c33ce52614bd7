// Spec section 5, password change in settings: the current password is required, the new
// one has at least 8 characters and differs from the current one, the confirmation matches.
// Validated on submit only.

import type { FieldProblem } from '../../../lib/field-problem';

export const NEW_PASSWORD_MIN_LENGTH = 8;

export interface PasswordChangeInput {
  current: string;
  next: string;
  confirmation: string;
}

export type PasswordChangeProblem = 'currentRequired' | 'nextTooShort' | 'nextSameAsCurrent' | 'confirmationMismatch';

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeInput, FieldProblem<PasswordChangeProblem>>>;

export const validatePasswordChange = ({ current, next, confirmation }: PasswordChangeInput): PasswordChangeErrors => {
  const errors: PasswordChangeErrors = {};
  if (current === '') errors.current = { message: 'currentRequired' };
  if (next.length < NEW_PASSWORD_MIN_LENGTH) errors.next = { message: 'nextTooShort', min: NEW_PASSWORD_MIN_LENGTH };
  else if (current !== '' && next === current) errors.next = { message: 'nextSameAsCurrent' };
  if (confirmation !== next) errors.confirmation = { message: 'confirmationMismatch' };
  return errors;
};
