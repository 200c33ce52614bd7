// The demo photographer of `npm start`, created through the same Cognito calls a real
// sign-up makes, so the PostConfirmation trigger creates the account. Safe to repeat.
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
  SignUpCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Logger } from './logger.js';

export const DEMO_PHOTOGRAPHER = {
  email: 'demo@fotostudio.local',
  password: 'FotoDemo-2025',
} as const;

const userStatus = async (client: CognitoIdentityProviderClient, userPoolId: string, email: string) => {
  try {
    return (await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }))).UserStatus;
  } catch (error) {
    if (error instanceof UserNotFoundException || (error instanceof Error && error.name === 'UserNotFoundException')) {
      return undefined;
    }
    throw error;
  }
};

export const seedDemoPhotographer = async (options: {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  userPoolClientId: string;
  logger: Logger;
}): Promise<void> => {
  const { client, userPoolId } = options;
  const { email, password } = DEMO_PHOTOGRAPHER;
  let status = await userStatus(client, userPoolId, email);
  if (status === undefined) {
    await client.send(
      new SignUpCommand({
        ClientId: options.userPoolClientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'locale', Value: 'es' },
        ],
      }),
    );
    status = 'UNCONFIRMED';
  }
  // AdminConfirmSignUp runs PostConfirmation_ConfirmSignUp, in cognito-local as in Cognito.
  if (status === 'UNCONFIRMED') {
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
    options.logger.info(`demo photographer ${email} created`);
  }
};
