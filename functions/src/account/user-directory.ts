// Reads a user's email from the user pool: access tokens carry no email, and invited
// users (AdminCreateUser) never pass through PostConfirmation.
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../lib/aws-clients.js';
import { authConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';

/** A user deleted from the pool is a photographer that no longer exists. */
const getUser = async (username: string) => {
  try {
    return await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: authConfig().USER_POOL_ID, Username: username }));
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') throw new DomainError('photographer.not_found', { cause: error });
    throw error;
  }
};

export const emailOfUser = async (username: string): Promise<string> => {
  const user = await getUser(username);
  const email = user.UserAttributes?.find((a) => a.Name === 'email')?.Value;
  if (!email) throw new DomainError('photographer.not_found');
  return email.toLowerCase();
};
