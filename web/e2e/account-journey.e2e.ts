// A new photographer's first day, end to end and in one browser: sign up, confirm from the
// mail, the welcome modal, the profile, English in the settings, a new password, and the
// next sign-in, which brings the language back from the account and no longer welcomes
// them because the profile completed onboarding.
import { me as meSchema } from '@fotostudio/shared/contracts/account';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { navigation } from '../src/config/navigation';
import { WELCOME_INTERVAL_MS, welcomeStorageKey } from '../src/features/account/utils/welcome-schedule';
import './context';
import { browserForFile, openPage, screenshot } from './browser';
import { field } from './fields';
import { en, es, interpolate } from './i18n';
import { linkIn, uniqueEmail, waitForMail } from './mail';

const { baseUrl, mailViewerUrl } = inject('e2e');
const PASSWORD = 'Foto-alta-2025';
const NEW_PASSWORD = 'Nueva-clave-2025';
const NAME = 'Lucía Martín';
const BUSINESS_NAME = 'Estudio Lucía';
const browser = browserForFile();

const isApiCall = (response: Response, method: string, path: string): boolean =>
  response.request().method() === method && new URL(response.url()).pathname === path;

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

/** The sidebar's labels, in order, as they should read in a language. */
const navLabels = (texts: typeof es) => navigation.map((item) => texts.nav.items[item.id]);

/** Lets React run the effects of what is on screen (the welcome modal opens from one). */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('a new photographer', () => {
  it('signs up, confirms, is welcomed, completes the profile, switches to English, changes the password and signs in again', async () => {
    const email = uniqueEmail('journey');
    const { context, page } = await openPage(browser(), baseUrl);

    // Sign up, in Spanish.
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: es.auth.signup.title }).waitFor();
    await page.getByText(es.auth.connectivity.connected).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await field(page, es.auth.signup.email).fill(email);
    await field(page, es.auth.signup.password).fill(PASSWORD);
    await field(page, es.auth.signup.confirmPassword).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: es.auth.signup.submit }).click();
    await page.getByRole('heading', { level: 1, name: es.auth.checkEmail.title }).waitFor();
    await page.getByText(interpolate(es.auth.checkEmail.sentTo, { email })).waitFor();

    // The confirmation mail, and its link.
    const link = linkIn(await waitForMail(mailViewerUrl, email, '/auth/confirm'));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: es.auth.confirm.successTitle }).waitFor();
    // The link moves on by itself: to the dashboard when this tab is already signed in,
    // to /login with the address filled in otherwise.
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/login');
    if (new URL(page.url()).pathname === '/login') {
      await page.getByText(es.auth.login.notices.emailConfirmed).waitFor();
      expect(await field(page, es.auth.login.email).inputValue()).toBe(email);
      await field(page, es.auth.login.password).fill(PASSWORD);
      await page.getByRole('button', { name: es.auth.login.submit }).click();
      await page.waitForURL('**/dashboard');
    }
    await page.getByTestId('signed-in-email').getByText(email, { exact: true }).waitFor();

    // Welcomed by name (the email's local part until there is one); get started opens the profile.
    const welcome = page.getByRole('dialog', { name: interpolate(es.welcome.title, { name: email.split('@')[0] ?? '' }) });
    await welcome.waitFor();
    await screenshot(page, 'journey-welcome');
    await welcome.getByRole('button', { name: es.welcome.getStarted }).click();
    await page.waitForURL('**/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: es.profile.title }).waitFor();
    expect(await welcome.count()).toBe(0);

    // The photographer's and the business's name; the server then counts onboarding as done.
    const personal = page.getByRole('tabpanel', { name: es.profile.tabs.personal });
    const business = page.getByRole('tabpanel', { name: es.profile.tabs.business });
    await page.getByRole('button', { name: es.profile.edit }).click();
    await personal.getByLabel(es.profile.fields.name, { exact: true }).fill(NAME);
    await page.getByRole('tab', { name: es.profile.tabs.business }).click();
    await business.getByLabel(es.profile.fields.businessName, { exact: true }).fill(BUSINESS_NAME);
    const profileSaved = page.waitForResponse((r) => isApiCall(r, 'PUT', '/api/me'));
    await page.getByRole('button', { name: es.ui.save }).click();
    const saved = meSchema.parse(await (await profileSaved).json());
    expect(saved.photographer).toMatchObject({ name: NAME, businessName: BUSINESS_NAME, onboardingCompleted: true });
    await page.getByRole('status').filter({ hasText: es.profile.saved }).waitFor();
    await page.getByRole('button', { name: es.profile.edit }).waitFor();
    expect(await business.getByLabel(es.profile.fields.businessName, { exact: true }).inputValue()).toBe(BUSINESS_NAME);
    await page.getByRole('tab', { name: es.profile.tabs.personal }).click();
    expect(await personal.getByLabel(es.profile.fields.name, { exact: true }).inputValue()).toBe(NAME);

    // Settings, Preferences: English, for the whole app at once.
    await page.getByRole('navigation', { name: es.nav.label }).getByRole('link', { name: es.nav.items.settings, exact: true }).click();
    await page.waitForURL('**/dashboard/settings');
    await page.getByRole('heading', { level: 1, name: es.settings.title }).waitFor();
    expect(await page.getByRole('tab', { name: es.settings.tabs.preferences }).getAttribute('aria-selected')).toBe('true');
    const languageSaved = page.waitForResponse(
      (r) => isApiCall(r, 'PUT', '/api/me/settings') && r.ok() && r.request().postData()?.includes('"language":"en"') === true,
    );
    await page.getByRole('combobox', { name: es.settings.preferences.language }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: en.settings.title }).waitFor();
    const nav = page.getByRole('navigation', { name: en.nav.label });
    expect(await nav.locator('.nav-item-label').allTextContents()).toEqual(navLabels(en));
    expect(await htmlLang(page)).toBe('en');
    await languageSaved;
    await screenshot(page, 'journey-settings-en');

    // Security: a new password.
    await page.getByRole('tab', { name: en.settings.tabs.security }).click();
    const security = page.getByRole('tabpanel', { name: en.settings.tabs.security });
    await field(page, en.settings.security.currentPassword).fill(PASSWORD);
    await field(page, en.settings.security.newPassword).fill(NEW_PASSWORD);
    await field(page, en.settings.security.confirmPassword).fill(NEW_PASSWORD);
    await security.getByRole('button', { name: en.settings.security.change }).click();
    await security.getByRole('status').filter({ hasText: resolveError('password.updated', 'en').message }).waitFor();

    await page.getByRole('button', { name: en.nav.signOut }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: en.auth.login.title }).waitFor();

    // The next visit, a day later: this browser no longer remembers the language or the
    // welcome, so what follows comes from the account.
    await page.evaluate(
      ({ key, at }) => {
        window.localStorage.setItem('fotostudio.language', 'es');
        window.localStorage.setItem(key, at);
      },
      { key: welcomeStorageKey(saved.photographer.id), at: String(Date.now() - WELCOME_INTERVAL_MS - 60_000) },
    );
    // Opened at the dashboard (a bookmark, say), which asks for a sign-in first.
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: es.auth.login.title }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await field(page, es.auth.login.email).fill(email);
    await field(page, es.auth.login.password).fill(NEW_PASSWORD);
    const meLoaded = page.waitForResponse((r) => isApiCall(r, 'GET', '/api/me') && r.ok());
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await page.waitForURL('**/dashboard');
    const me = meSchema.parse(await (await meLoaded).json());
    expect(me.photographer.onboardingCompleted).toBe(true);
    expect(me.settings.preferences.language).toBe('en');

    // In English, greeted by name on the page, and no welcome modal.
    await page.getByRole('heading', { level: 1, name: interpolate(en.dashboard.welcome, { name: NAME }) }).waitFor();
    await page.getByRole('navigation', { name: en.nav.label }).waitFor();
    expect(await page.getByRole('navigation', { name: en.nav.label }).locator('.nav-item-label').allTextContents()).toEqual(
      navLabels(en),
    );
    expect(await htmlLang(page)).toBe('en');
    await settle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'journey-dashboard-again');
    await context.close();
  });
});
