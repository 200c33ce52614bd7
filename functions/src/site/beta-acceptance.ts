// The operator accepting a beta application: the place is taken (beta-programme.ts), then the
// applicant is invited into the app as `npm run invite` does, in their page's language. An
// accepted application not yet invited (the invitation failed) is invited by accepting again.
import { invitationCommand, isExistingUser } from '../account/invitation.js';
import { cognitoClient } from '../lib/aws-clients.js';
import { authConfig } from '../lib/config.js';
import { acceptBetaApplication, markInvited, type AcceptOutcome } from './beta-programme.js';

export interface AcceptanceReport {
  outcome: AcceptOutcome;
  email: string;
  /** What happened to the invitation on this run. */
  invitation: 'sent' | 'already_sent' | 'already_has_account' | 'not_sent';
}

export const acceptAndInvite = async (applicationId: string): Promise<AcceptanceReport> => {
  const { outcome, application } = await acceptBetaApplication(applicationId);
  const report = (invitation: AcceptanceReport['invitation']): AcceptanceReport => ({ outcome, email: application.email, invitation });
  if (outcome === 'no_places_left') return report('not_sent');
  if (application.invitedAt) return report('already_sent');
  try {
    await cognitoClient().send(invitationCommand(authConfig().USER_POOL_ID, application.email, application.language));
  } catch (error) {
    if (!isExistingUser(error)) throw error;
    await markInvited(applicationId);
    return report('already_has_account');
  }
  await markInvited(applicationId);
  return report('sent');
};
