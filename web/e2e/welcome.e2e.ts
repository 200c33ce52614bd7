import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { WELCOME_INTERVAL_MS, welcomeStorageKey } from '../src/features/account/utils/welcome-schedule';
import './context';
import { userIdOf, type TestPhotographer } from './accounts';
import { createConfirmedUser } from './cognito';
import { browserForFile, DESKTOP, openPage, PHONE } from './browser';
import { es, interpolate } from './i18n';
import { expectWithinViewportWidth } from './layout';
import { signIn } from './journeys';
import { screenshotDesktopAndPhone } from './screens';

const { baseUrl } = inject('e2e');
const browser = browserForFile();
const PASSWORD = 'Foto-e2e-2025';

const focusIsInside = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector(css)?.contains(document.activeElement) ?? false, selector);

/** Pretends the modal was last shown just over 24 h ago, then reloads the dashboard. */
const dayLater = async (page: Page, user: TestPhotographer) => {
  await page.evaluate(
    ({ key, at }) => window.localStorage.setItem(key, at),
    { key: welcomeStorageKey(user.userId), at: String(Date.now() - WELCOME_INTERVAL_MS - 60_000) },
  );
  await page.reload();
};

describe('welcome modal', () => {
  it('greets a new photographer at most once a day; Escape, the overlay and "not now" close it; get started opens the profile', async () => {
    // An email whose local part is one long word: the title greets it by that name.
    const email = `estudiofotograficohernandezvillanueva${Date.now().toString(36)}@example.com`;
    await createConfirmedUser(baseUrl, email, PASSWORD);
    const user: TestPhotographer = { email, password: PASSWORD, userId: await userIdOf(baseUrl, email) };
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password, { welcome: 'due' });
    await page.waitForURL('**/dashboard');

    // A new photographer has no name yet: the display name is the email's local part.
    const dialog = page.getByRole('dialog', { name: interpolate(es.welcome.title, { name: user.email.split('@')[0] ?? '' }) });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getAttribute('aria-describedby')).not.toBeNull();

    // It points to the profile, billing data, packages and the public docs, all real links.
    const expectedLinks: [string, string][] = [
      [es.welcome.steps.profile.title, '/dashboard/profile'],
      [es.welcome.steps.billing.title, '/dashboard/settings?tab=billing'],
      [es.welcome.steps.packages.title, '/dashboard/settings/packages'],
      [es.welcome.steps.docs.title, '/docs'],
    ];
    const links = dialog.getByRole('link');
    expect(await links.count()).toBe(expectedLinks.length);
    for (const [index, [text, href]] of expectedLinks.entries()) {
      expect((await links.nth(index).textContent())?.trim()).toBe(text);
      expect(await links.nth(index).getAttribute('href')).toBe(href);
    }
    await screenshotDesktopAndPhone(page, 'welcome-modal');

    // Focus starts on "get started" and Tab / Shift+Tab never leave the dialog.
    const getStarted = dialog.getByRole('button', { name: es.welcome.getStarted });
    expect(await getStarted.evaluate((button) => button === document.activeElement)).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
    }

    // On a 390 px phone the dialog and its close button fit the screen.
    await page.setViewportSize(PHONE);
    await expectWithinViewportWidth(page, dialog);
    await expectWithinViewportWidth(page, dialog.getByRole('button', { name: es.ui.modal.close }));
    await page.setViewportSize(DESKTOP);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Within 24 h it stays closed, even after a reload with the photographer loaded.
    await page.reload();
    await page.getByRole('region', { name: es.profile.summaryTitle }).getByText(user.email, { exact: true }).waitFor();
    // The modal decides in an effect of the render that showed the photographer; two
    // frames later that render's effects, and any render they caused, have happened.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    expect(await dialog.count()).toBe(0);

    await dayLater(page, user);
    await dialog.waitFor();
    await page.getByTestId('modal-overlay').click({ position: { x: 4, y: 4 } });
    await dialog.waitFor({ state: 'detached' });

    await dayLater(page, user);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: es.welcome.later }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await dayLater(page, user);
    await getStarted.click();
    await page.waitForURL('**/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: es.profile.title }).waitFor();
    expect(await dialog.count()).toBe(0);
    await context.close();
  });
});
