// Real users in the local Cognito stand-in, signed in with the same flow the web app uses.
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { decodeJwtPayload } from './jwt.js';

export interface TestUser {
  email: string;
  password: string;
  sub: string;
  accessToken: string;
  idToken: string;
}

const cognito = () => new CognitoIdentityProviderClient({});

export const uniqueEmail = (label: string): string => `${label}-${randomUUID().slice(0, 8)}@test.fotostudio.local`;

export const signIn = async (email: string, password: string): Promise<TestUser> => {
  const result = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: process.env.USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const accessToken = result.AuthenticationResult?.AccessToken;
  const idToken = result.AuthenticationResult?.IdToken;
  if (!accessToken || !idToken) throw new Error(`sign-in of ${email} returned no tokens`);
  const sub = decodeJwtPayload(accessToken).sub;
  if (typeof sub !== 'string') throw new Error('access token without sub');
  return { email, password, sub, accessToken, idToken };
};

/** Signs a new photographer up, confirms them (PostConfirmation runs) and signs them in. */
export const createPhotographer = async (label: string): Promise<TestUser> => {
  const email = uniqueEmail(label);
  const password = `Pw-${randomUUID()}`;
  await cognito().send(
    new SignUpCommand({
      ClientId: process.env.USER_POOL_CLIENT_ID,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: process.env.USER_POOL_ID, Username: email }));
  return signIn(email, password);
};
