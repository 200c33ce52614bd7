import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { normaliseEmail } from '../../../lib/auth';
import { failure, type AuthOutcome } from './auth-errors';

/** Confirms the email with the code from the mailed link; PostConfirmation creates the account. */
export const confirmEmail = async (email: string, code: string): Promise<AuthOutcome> => {
  try {
    await confirmSignUp({ username: normaliseEmail(email), confirmationCode: code.trim() });
    return { ok: true };
  } catch (error) {
    return failure('confirmSignUp', error);
  }
};

/** Sends a new confirmation email (a new code, through the same CustomMessage trigger as the sign-up). */
export const resendConfirmation = async (email: string): Promise<AuthOutcome> => {
  try {
    await resendSignUpCode({ username: normaliseEmail(email) });
    return { ok: true };
  } catch (error) {
    return failure('resendSignUpCode', error);
  }
};
