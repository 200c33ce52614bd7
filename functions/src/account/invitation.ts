// Inviting a photographer into the user pool, as an administrator does: AdminCreateUser with
// a temporary password; Cognito's CustomMessage trigger writes the invitation (a link into the
// app carrying that password) and Cognito (locally, the stack) sends it. Used by
// `npm run invite` and by accepting a beta application.
import { randomBytes } from 'node:crypto';
import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Language } from '@fotostudio/shared/constants';

export const invitationCommand = (userPoolId: string, email: string, language: Language): AdminCreateUserCommand =>
  new AdminCreateUserCommand({
    UserPoolId: userPoolId,
    Username: email,
    DesiredDeliveryMediums: ['EMAIL'],
    // The temporary password travels inside the invitation link: keep it URL-safe
    // (base64url), with an upper-case letter and a digit for Cognito's password policy.
    TemporaryPassword: `Inv1-${randomBytes(12).toString('base64url')}`,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'locale', Value: language },
    ],
  });

/** True when the pool refused the invitation because the address already has an account. */
export const isExistingUser = (error: unknown): boolean => error instanceof Error && error.name === 'UsernameExistsException';
