// Spec section 5, password change in settings: the current password is required, the new
// one has at least 8 characters and differs from the current one, the confirmation matches.
// Validated on submit only.

export const NEW_PASSWORD_MIN_LENGTH = 8;

export interface PasswordChangeInput {
  current: string;
  next: string;
  confirmation: string;
}

export type PasswordChangeProblem = 'currentRequired' | 'nextTooShort' | 'nextSameAsCurrent' | 'confirmationMismatch';

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeInput, PasswordChangeProblem>>;

export const validatePasswordChange = ({ current, next, confirmation }: PasswordChangeInput): PasswordChangeErrors => {
  const errors: PasswordChangeErrors = {};
  if (current === '') errors.current = 'currentRequired';
  if (next.length < NEW_PASSWORD_MIN_LENGTH) errors.next = 'nextTooShort';
  else if (current !== '' && next === current) errors.next = 'nextSameAsCurrent';
  if (confirmation !== next) errors.confirmation = 'confirmationMismatch';
  return errors;
};
