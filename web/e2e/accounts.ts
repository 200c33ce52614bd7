// Photographers for the account journeys: each journey that changes an account (profile,
// preferences, password) gets its own, so journeys never see each other's changes and the
// demo photographer stays as seeded.
import type { ProfileUpdate } from '@fotostudio/shared/contracts/account';
import type { BrowserContext } from 'playwright-core';
import { welcomeStorageKey } from '../src/features/account/utils/welcome-schedule';
import { adminDeleteUser, adminGetUser, createConfirmedUser, poolIds, publicCognitoCall } from './cognito';
import { uniqueEmail } from './mail';

export interface TestPhotographer {
  email: string;
  password: string;
  /** The Cognito sub, which is also the photographer id. */
  userId: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The user's sub, or null when there is no such user; any other failure is thrown. */
export const findUserId = async (baseUrl: string, email: string): Promise<string | null> => {
  try {
    return await userIdOf(baseUrl, email);
  } catch (error) {
    // The SDK's exception for AdminGetUser of an unknown user.
    if (error instanceof Error && error.name === 'UserNotFoundException') return null;
    throw error;
  }
};

/** The user's sub, read with AdminGetUser. */
export const userIdOf = async (baseUrl: string, email: string): Promise<string> => {
  const user = await adminGetUser(baseUrl, email.toLowerCase());
  const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`${email} has no sub`);
  return sub;
};

/** Deletes the user from the pool with the admin API, as an operator would; their tokens stay in the browser. */
export const deleteUserFromPool = (baseUrl: string, email: string): Promise<void> => adminDeleteUser(baseUrl, email.toLowerCase());

/** A confirmed photographer (sign-up, confirmation and the account the trigger creates). */
export const newPhotographer = async (baseUrl: string, label: string): Promise<TestPhotographer> => {
  const email = uniqueEmail(label);
  const password = 'Foto-e2e-2025';
  await createConfirmedUser(baseUrl, email, password);
  return { email, password, userId: await userIdOf(baseUrl, email) };
};

/**
 * Marks the welcome modal as just shown for this user in this browser context, as after a
 * first visit: journeys about other screens are not interrupted by it.
 */
export const rememberWelcomeShown = async (context: BrowserContext, userId: string): Promise<void> => {
  await context.addInitScript(
    ({ key, at }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, at);
    },
    { key: welcomeStorageKey(userId), at: String(Date.now()) },
  );
};

/** An access token of the user, from the same sign-in call the browser makes. */
export const accessTokenOf = async (baseUrl: string, user: Pick<TestPhotographer, 'email' | 'password'>): Promise<string> => {
  const { userPoolClientId } = await poolIds(baseUrl);
  const auth = await publicCognitoCall(baseUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: userPoolClientId,
    AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
  });
  const token = isObject(auth.AuthenticationResult) ? auth.AuthenticationResult.AccessToken : undefined;
  if (typeof token !== 'string') throw new Error(`${user.email} could not sign in`);
  return token;
};

/** Calls the API as the user, outside the browser; resolves with the JSON answer. */
export const callApiAs = async (
  baseUrl: string,
  user: Pick<TestPhotographer, 'email' | 'password'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await accessTokenOf(baseUrl, user)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  const answer: unknown = text ? JSON.parse(text) : {};
  if (!isObject(answer)) throw new Error(`${method} ${path} answered ${text}`);
  return answer;
};

/** Calls PUT /api/me as the user, outside the browser (e.g. to give another account a slug). */
export const updateProfileAs = async (baseUrl: string, user: TestPhotographer, body: ProfileUpdate): Promise<void> => {
  await callApiAs(baseUrl, user, 'PUT', '/api/me', body);
};

/** The id `key` of the `entity` in an API answer, e.g. idOf(answer, 'session', 'sessionId'). */
export const idOf = (answer: Record<string, unknown>, entity: string, key: string): string => {
  const item = answer[entity];
  const value = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string') throw new Error(`no ${entity}.${key} in ${JSON.stringify(answer)}`);
  return value;
};
