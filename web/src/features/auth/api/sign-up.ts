import type { Language } from '@fotostudio/shared/constants';
import { autoSignIn, signUp } from 'aws-amplify/auth';
import { normaliseEmail } from '../../../lib/auth';
import { failure, type AuthOutcome } from './auth-errors';

/**
 * Creates the Cognito user; the CustomMessage trigger mails the confirmation link in the
 * user's language. With the 'link' verification method Amplify's autoSignIn then polls
 * until the link has been opened (in any tab) and signs this tab in; the auth state
 * change moves the UI on. If it gives up, the user signs in by hand.
 */
export const signUpWithEmail = async (input: { email: string; password: string; language: Language }): Promise<AuthOutcome> => {
  const email = normaliseEmail(input.email);
  try {
    const { nextStep } = await signUp({
      username: email,
      password: input.password,
      options: {
        userAttributes: { email, locale: input.language },
        autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' },
      },
    });
    if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
      autoSignIn().catch(() => {
        // Not confirmed within Amplify's 3 minutes, or signed in some other way meanwhile.
      });
    }
    return { ok: true };
  } catch (error) {
    return failure('signUp', error);
  }
};
