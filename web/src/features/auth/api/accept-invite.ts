// An invited user (AdminCreateUser) signs in with the temporary password from the mail,
// which Cognito answers with the NEW_PASSWORD_REQUIRED challenge; choosing a password
// answers it. Amplify keeps the pending challenge (3 minutes, this tab) between the two.
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { getAccessToken, signOutUser } from '../../../lib/auth';
import { authErrorCode, failure, type AuthOutcome } from './auth-errors';

export type InviteVerification =
  | { ok: true; next: 'choosePassword' | 'signedIn' }
  | { ok: false; code: ErrorCode };

/** The link names the user by email or, as Cognito fills `{username}`, by user name. */
const loginName = (user: string): string => (user.includes('@') ? user.trim().toLowerCase() : user.trim());

export const verifyInvitation = async (user: string, temporaryPassword: string): Promise<InviteVerification> => {
  try {
    // The invitation is for this person; someone else signed in here would block it.
    if ((await getAccessToken()) !== null) await signOutUser();
    const output = await signIn({
      username: loginName(user),
      password: temporaryPassword,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    if (output.isSignedIn) return { ok: true, next: 'signedIn' };
    if (output.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return { ok: true, next: 'choosePassword' };
    return { ok: false, code: 'invite.link_invalid' };
  } catch (error) {
    return { ok: false, code: authErrorCode('verifyInvite', error) };
  }
};

export const completeInvitation = async (newPassword: string): Promise<AuthOutcome> => {
  try {
    const output = await confirmSignIn({ challengeResponse: newPassword });
    return output.isSignedIn ? { ok: true } : { ok: false, code: 'invite.unexpected' };
  } catch (error) {
    return failure('completeInvite', error);
  }
};
