// The user pool and app client, created once and remembered in the data folder.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  type CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

const readIds = (file: string): UserPoolIds | undefined => {
  if (!existsSync(file)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'userPoolId' in parsed &&
    'userPoolClientId' in parsed &&
    typeof parsed.userPoolId === 'string' &&
    typeof parsed.userPoolClientId === 'string'
  ) {
    return { userPoolId: parsed.userPoolId, userPoolClientId: parsed.userPoolClientId };
  }
  return undefined;
};

export const ensureUserPool = async (client: CognitoIdentityProviderClient, idsFile: string): Promise<UserPoolIds> => {
  const known = readIds(idsFile);
  if (known) {
    const exists = await client
      .send(new DescribeUserPoolClientCommand({ UserPoolId: known.userPoolId, ClientId: known.userPoolClientId }))
      .then(
        () => true,
        () => false,
      );
    if (exists) return known;
  }
  // The same settings as the CDK user pool: email is the user name and is verified by code.
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'fotostudio-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: false,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local created a user pool without id');
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'fotostudio-web',
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const userPoolClientId = app.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('cognito-local created an app client without id');
  const ids = { userPoolId, userPoolClientId };
  writeFileSync(idsFile, `${JSON.stringify(ids, null, 2)}\n`);
  return ids;
};
