import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { cognitoErrorName, normaliseEmail } from '../../../lib/auth';
import { failure, type AuthOutcome } from './auth-errors';

/** Mails the reset link (CustomMessage_ForgotPassword) to the address, if it has an account. */
export const requestPasswordReset = async (email: string): Promise<AuthOutcome> => {
  try {
    await resetPassword({ username: normaliseEmail(email) });
    return { ok: true };
  } catch (error) {
    // Saying "no such account" would tell anyone which addresses are registered.
    if (cognitoErrorName(error) === 'UserNotFoundException') return { ok: true };
    return failure('requestPasswordReset', error);
  }
};

export const chooseNewPassword = async (input: { email: string; code: string; password: string }): Promise<AuthOutcome> => {
  try {
    await confirmResetPassword({
      username: normaliseEmail(input.email),
      confirmationCode: input.code.trim(),
      newPassword: input.password,
    });
    return { ok: true };
  } catch (error) {
    return failure('confirmPasswordReset', error);
  }
};
