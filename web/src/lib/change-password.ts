// Password change for the signed-in user (settings, Security), through Amplify against
// Cognito. Failures come back as catalogue codes.
import { updatePassword } from 'aws-amplify/auth';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';

export type ChangePasswordResult = { ok: true } | { ok: false; code: ErrorCode };

const nameOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';

export const changePasswordCode = (error: unknown): ErrorCode => {
  switch (nameOf(error)) {
    // Cognito answers a wrong current password with NotAuthorizedException; cognito-local
    // with InvalidPasswordException. Real Cognito also uses the latter for a new password
    // that breaks the pool's policy, which the form rules out first (the pool asks for 6
    // characters, the form for 8).
    case 'NotAuthorizedException':
    case 'InvalidPasswordException':
      return 'password.incorrect_current';
    case 'UserUnAuthenticatedException':
    case 'UserNotFoundException':
      return 'password.not_authenticated';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'rate_limit.too_many_requests';
    case 'NetworkError':
      return 'general.network';
    case 'InvalidParameterException':
      return 'password.update_failed';
    default:
      return 'password.unexpected';
  }
};

export const changePassword = async (oldPassword: string, newPassword: string): Promise<ChangePasswordResult> => {
  try {
    await updatePassword({ oldPassword, newPassword });
    return { ok: true };
  } catch (error) {
    return { ok: false, code: changePasswordCode(error) };
  }
};
