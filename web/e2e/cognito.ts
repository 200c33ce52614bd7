// Setting up users the way an operator or another test would, straight against the
// stack's Cognito (the same-origin /cognito route), so journeys start where they matter.
// The browser's own operations go unsigned, as Amplify sends them; the admin API only
// answers calls signed with the stack's credentials, as on AWS.
import {
  AdminConfirmSignUpCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  type AdminGetUserCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An operation the browser makes itself (SignUp, InitiateAuth, ...), unsigned. */
export const publicCognitoCall = async (baseUrl: string, target: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
  const response = await fetch(`${baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok || !isObject(answer)) throw new Error(`${target} failed: ${JSON.stringify(answer)}`);
  return answer;
};

const adminClient = (baseUrl: string): CognitoIdentityProviderClient => {
  const credentials = inject('e2e').adminCredentials;
  if (!credentials) throw new Error('the stack credentials are unknown: set E2E_DATA_DIR to the stack\'s data folder');
  return new CognitoIdentityProviderClient({ endpoint: `${baseUrl}/cognito`, region: 'eu-west-1', credentials, maxAttempts: 1 });
};

export const poolIds = async (baseUrl: string): Promise<{ userPoolId: string; userPoolClientId: string }> => {
  const config: unknown = await (await fetch(`${baseUrl}/config.json`)).json();
  if (!isObject(config) || typeof config.userPoolId !== 'string' || typeof config.userPoolClientId !== 'string') {
    throw new Error('config.json has no user pool');
  }
  return { userPoolId: config.userPoolId, userPoolClientId: config.userPoolClientId };
};

/** AdminGetUser, signed with the stack's credentials. */
export const adminGetUser = async (baseUrl: string, username: string): Promise<AdminGetUserCommandOutput> => {
  const { userPoolId } = await poolIds(baseUrl);
  const client = adminClient(baseUrl);
  try {
    return await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  } finally {
    client.destroy();
  }
};

/** AdminDeleteUser, signed with the stack's credentials: the user's tokens stay in the browser. */
export const adminDeleteUser = async (baseUrl: string, username: string): Promise<void> => {
  const { userPoolId } = await poolIds(baseUrl);
  const client = adminClient(baseUrl);
  try {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
  } finally {
    client.destroy();
  }
};

/** Signs up (the confirmation mail goes out) without confirming. */
export const signUpUser = async (baseUrl: string, email: string, password: string): Promise<void> => {
  const { userPoolClientId } = await poolIds(baseUrl);
  await publicCognitoCall(baseUrl, 'SignUp', {
    ClientId: userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'locale', Value: 'es' },
    ],
  });
};

/** A confirmed user with a photographer account (PostConfirmation ran). */
export const createConfirmedUser = async (baseUrl: string, email: string, password: string): Promise<void> => {
  await signUpUser(baseUrl, email, password);
  const { userPoolId } = await poolIds(baseUrl);
  const client = adminClient(baseUrl);
  try {
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
  } finally {
    client.destroy();
  }
};
