// The demo photographer of `npm start`, created through the same Cognito calls a real
// sign-up makes, so the PostConfirmation trigger creates the account, and given a few CRM
// contacts through the API's own JSON import. Safe to repeat.
import { readFile } from 'node:fs/promises';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Logger } from './logger.js';

/** An import file like a photographer's (also a handy example to try the import with). */
const DEMO_CONTACTS_FILE = new URL('./demo-contacts.json', import.meta.url);

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
  /** The local gateway, for the contacts' import. */
  apiUrl: string;
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
    await importDemoContacts(options);
  }
};

const importDemoContacts = async (options: { client: CognitoIdentityProviderClient; userPoolClientId: string; apiUrl: string; logger: Logger }) => {
  const { email, password } = DEMO_PHOTOGRAPHER;
  const auth = await options.client.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: options.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const contacts: unknown = JSON.parse(await readFile(DEMO_CONTACTS_FILE, 'utf8'));
  const response = await fetch(new URL('/api/contacts/import', options.apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.AuthenticationResult?.AccessToken ?? ''}` },
    body: JSON.stringify({ contacts }),
  });
  if (response.status !== 201) throw new Error(`demo contacts not imported: ${response.status} ${await response.text()}`);
  options.logger.info(`demo photographer given ${Array.isArray(contacts) ? contacts.length : 0} CRM contacts`);
};
