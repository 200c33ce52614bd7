// A photographer for a bench: signed up and confirmed in the local pool, signed in as the app does.
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

const PASSWORD = 'Bench-Password-1';

export const signUpPhotographer = async (email: string): Promise<{ sub: string; token: string }> => {
  const cognito = new CognitoIdentityProviderClient({});
  await cognito.send(
    new SignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID, Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: process.env.USER_POOL_ID, Username: email }));
  return signInPhotographer(email);
};

/** Signs in a photographer an earlier bench run signed up (a kept local stack). */
export const signInPhotographer = async (email: string): Promise<{ sub: string; token: string }> => {
  const cognito = new CognitoIdentityProviderClient({});
  const auth = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: process.env.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: PASSWORD } }),
  );
  const token = auth.AuthenticationResult?.AccessToken ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return { sub: payload.sub, token };
};
