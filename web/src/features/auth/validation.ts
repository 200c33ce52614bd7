// The auth forms' rules (spec section 5): checked on submit only. Cognito's own policy
// says the same on AWS, but the local stand-in does not enforce it, so the app must.

/** Signup, invite and reset; the settings password change asks for 8 (section 9). */
export const PASSWORD_MIN_LENGTH = 6;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export type EmailError = 'emailRequired' | 'emailInvalid';
export type PasswordError = 'passwordRequired' | 'passwordTooShort';
export type ConfirmationError = 'confirmationRequired' | 'passwordsDontMatch';

export const validateEmail = (email: string): EmailError | undefined => {
  if (email.trim() === '') return 'emailRequired';
  return isEmailAddress(email) ? undefined : 'emailInvalid';
};

export interface PasswordPairErrors {
  password?: PasswordError;
  confirmation?: ConfirmationError;
}

export const validatePasswordPair = (password: string, confirmation: string): PasswordPairErrors => {
  const errors: PasswordPairErrors = {};
  if (password === '') errors.password = 'passwordRequired';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  if (confirmation === '') errors.confirmation = 'confirmationRequired';
  else if (confirmation !== password) errors.confirmation = 'passwordsDontMatch';
  return errors;
};

export const hasErrors = (errors: object): boolean => Object.values(errors).some((value) => value !== undefined);
