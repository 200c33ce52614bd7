import { AdminCreateUserCommand, AdminDeleteUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { ensureAccount, readAccount } from '../src/account/photographer-account.js';
import { callApi, errorCodeOf } from './support/api.js';
import { createPhotographer, signIn, uniqueEmail } from './support/cognito-users.js';
import { randomUUID } from 'node:crypto';

describe('photographer account creation', () => {
  it('creates the photographer and settings once, however many callers race for it', async () => {
    const photographerId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ensureAccount(photographerId, 'Race@Example.com')),
    );
    expect(new Set(results.map((r) => r.photographer.createdAt)).size).toBe(1);
    expect(results[0]?.photographer.email).toBe('race@example.com');
    const stored = await readAccount(photographerId);
    expect(stored.photographer).toBeDefined();
    expect(stored.settings?.preferences.language).toBe('es');
  });

  it('creates the account on the first GET /api/me for a user who never passed PostConfirmation', async () => {
    // Invited users are created by an operator and never confirm a sign-up.
    const email = uniqueEmail('invited');
    const cognito = new CognitoIdentityProviderClient({});
    const temporary = `Tmp-${randomUUID()}`;
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: process.env.USER_POOL_ID,
        Username: email,
        TemporaryPassword: temporary,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const { RespondToAuthChallengeCommand, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const challenge = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: process.env.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: temporary },
      }),
    );
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const password = `Pw-${randomUUID()}`;
    await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: process.env.USER_POOL_CLIENT_ID,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
      }),
    );
    const user = await signIn(email, password);
    expect((await readAccount(user.sub)).photographer).toBeUndefined();

    const answer = await callApi({ method: 'GET', path: '/api/me', token: user.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ photographer: { id: user.sub, email } });
    expect((await readAccount(user.sub)).settings).toBeDefined();
  });

  it('answers GET /api/me with photographer.not_found once the user is deleted from the pool, though the token is still valid', async () => {
    const user = await createPhotographer('deleted');
    expect((await callApi({ method: 'GET', path: '/api/me', token: user.accessToken })).status).toBe(200);
    await new CognitoIdentityProviderClient({}).send(new AdminDeleteUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: user.email }));

    const answer = await callApi({ method: 'GET', path: '/api/me', token: user.accessToken });
    expect(answer.status).toBe(404);
    expect(errorCodeOf(answer)).toBe('photographer.not_found');
  });
});
