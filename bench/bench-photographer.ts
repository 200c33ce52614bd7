// A photographer for a bench: signed up and confirmed in the local pool, signed in as the app does.
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export const signUpPhotographer = async (email: string): Promise<{ sub: string; token: string }> => {
  const cognito = new CognitoIdentityProviderClient({});
  const password = 'Bench-Password-1';
  await cognito.send(
    new SignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: process.env.USER_POOL_ID, Username: email }));
  const auth = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: process.env.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const token = auth.AuthenticationResult?.AccessToken ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return { sub: payload.sub, token };
};
