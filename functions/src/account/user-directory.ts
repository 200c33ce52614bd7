// Reads a user's email from the user pool: access tokens carry no email, and invited
// users (AdminCreateUser) never pass through PostConfirmation.
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../lib/aws-clients.js';
import { config } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';

export const emailOfUser = async (username: string): Promise<string> => {
  const user = await cognitoClient().send(
    new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: username }),
  );
  const email = user.UserAttributes?.find((a) => a.Name === 'email')?.Value;
  if (!email) throw new DomainError('photographer.not_found');
  return email.toLowerCase();
};
