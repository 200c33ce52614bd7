// /auth/error's reading of its `error` parameter: which catalogue message to show, which
// suggestions fit (spec section 2) and where "try again" goes. The parameter is either a
// provider-style code (`token_expired`, `access_denied`) or one of our catalogue codes.
import { isErrorCode, type ErrorCode } from '@fotostudio/shared/errors/catalogue';

export type SuggestionKind = 'expired' | 'email' | 'password' | 'general';

export const authErrorMessageCode = (error: string): ErrorCode => {
  if (isErrorCode(error)) return error;
  const scoped = `auth.${error}`;
  return isErrorCode(scoped) ? scoped : 'callback.auth_error';
};

export const suggestionKind = (error: string): SuggestionKind => {
  const value = error.toLowerCase();
  if (value.includes('expired')) return 'expired';
  if (value.includes('email') || value.includes('confirm')) return 'email';
  if (value.includes('password')) return 'password';
  return 'general';
};

/** A new link comes from signing up again; anything else may pass on a second try. */
export const retryGoesToSignup = (error: string): boolean => /token|email/i.test(error);

const SUCCESS_CODES: Record<string, ErrorCode> = {
  signup: 'callback.success_signup',
  email: 'callback.success_signup',
  recovery: 'callback.success_recovery',
  invite: 'callback.success_invite',
  email_change: 'callback.success_email_change',
  magiclink: 'callback.success_magiclink',
};

export const callbackSuccessCode = (type: string): ErrorCode => SUCCESS_CODES[type] ?? 'callback.success_generic';
