// Steps several journeys share, phrased as the user sees them (labels from es.json).
import type { Page } from 'playwright-core';
import es from '../src/i18n/es.json';

export const signIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel(es.auth.login.email).fill(email);
  await page.getByLabel(es.auth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: es.auth.login.submit }).click();
};
