// Steps several journeys share, phrased as the user sees them (labels from es.json).
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { findUserId, rememberWelcomeShown } from './accounts';
import { field } from './fields';
import './context';
import { es } from './i18n';

/**
 * Signs in from /login. The welcome modal (shown to every photographer who has not
 * completed onboarding, once a day) is marked as already seen unless the journey is
 * about it: `{ welcome: 'due' }`.
 */
export const signIn = async (
  page: Page,
  email: string,
  password: string,
  { welcome = 'seen' }: { welcome?: 'seen' | 'due' } = {},
): Promise<void> => {
  if (welcome === 'seen') {
    // An unknown user (a wrong-credentials journey) has nothing to mark.
    const userId = await findUserId(inject('e2e').baseUrl, email);
    if (userId) await rememberWelcomeShown(page.context(), userId);
  }
  await page.goto('/login');
  await field(page, es.auth.login.email).fill(email);
  await field(page, es.auth.login.password).fill(password);
  await page.getByRole('button', { name: es.auth.login.submit }).click();
};
