import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '@fotostudio/shared/constants';
import { formatMoney } from '@fotostudio/shared/format/money';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { expectAccessible } from './axe';
import { newPhotographer } from './accounts';
import { browserForFile, openPage } from './browser';
import { en, es, interpolate } from './i18n';
import { signIn } from './journeys';
import { linkIn, waitForMail } from './mail';
import { screenshotDesktopAndPhone } from './screens';

const { baseUrl, mailViewerUrl } = inject('e2e');
const browser = browserForFile();

const message = (code: string) => resolveError(code, 'es').message;

const openSettings = async (page: Page, tab?: string) => {
  await page.getByRole('navigation', { name: es.nav.label }).getByRole('link', { name: es.nav.items.settings, exact: true }).click();
  await page.waitForURL('**/dashboard/settings');
  await page.getByRole('heading', { level: 1, name: es.settings.title }).waitFor();
  if (tab) await page.getByRole('tab', { name: tab }).click();
};

const savedToast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const signOut = async (page: Page, label: string) => {
  await page.getByRole('button', { name: label }).click();
  await page.waitForURL('**/login');
};

describe('settings: preferences', () => {
  it('applies currency (JPY without decimals), dark theme and English at once, keeps them after a reload and brings them back at the next sign-in', async () => {
    const user = await newPhotographer(baseUrl, 'preferences');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await openSettings(page);
    expect(await page.getByRole('tab', { name: es.settings.tabs.preferences }).getAttribute('aria-selected')).toBe('true');
    // Only the tabs that are built: no dead Integrations tab.
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      es.settings.tabs.preferences,
      es.settings.tabs.security,
      es.settings.tabs.notifications,
      es.settings.tabs.storage,
      es.settings.tabs.billing,
      es.settings.tabs.data,
    ]);

    const currency = page.getByRole('combobox', { name: es.settings.preferences.currency });
    const example = page.getByTestId('currency-example');
    expect(await example.textContent()).toBe(
      interpolate(es.settings.preferences.currencyExample, { amount: formatMoney(1_234_567, 'EUR', 'es') }),
    );
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me/settings' && r.ok());
    await currency.selectOption('JPY');
    const yen = formatMoney(12_346, 'JPY', 'es');
    expect(yen).not.toMatch(/,\d/);
    expect(await example.textContent()).toBe(interpolate(es.settings.preferences.currencyExample, { amount: yen }));
    await saved;
    await savedToast(page, es.settings.preferences.saved).first().waitFor();

    await page.getByRole('combobox', { name: es.settings.preferences.timezone }).selectOption('Asia/Tokyo');
    await page.getByRole('combobox', { name: es.settings.preferences.dateFormat }).selectOption('YYYY-MM-DD');
    // The example follows the choice once the page has rendered it (an observable change, not a pause).
    await page.getByTestId('date-format-example').filter({ hasText: /\d{4}-\d{2}-\d{2}/ }).waitFor();

    // Dark theme: the attribute, and real colours from the dark variables.
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByLabel(es.settings.preferences.themes.dark).check();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBackground).toBe('rgb(20, 20, 18)');
    expect(darkBackground).not.toBe(lightBackground);

    // English: the whole UI changes at once (navigation, headings, tabs, labels).
    const languageSaved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/me/settings' && r.request().postData()?.includes('"language":"en"') === true,
    );
    await page.getByRole('combobox', { name: es.settings.preferences.language }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: en.settings.title }).waitFor();
    const nav = page.getByRole('navigation', { name: en.nav.label });
    expect(await nav.locator('.nav-item-label').first().textContent()).toBe(en.nav.items.dashboard);
    await nav.getByRole('link', { name: en.nav.items.profile, exact: true }).waitFor();
    await page.getByRole('tab', { name: en.settings.tabs.security }).waitFor();
    await page.getByRole('combobox', { name: en.settings.preferences.currency }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await languageSaved;
    await screenshotDesktopAndPhone(page, 'settings-preferences-dark-en');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.settings.title }).waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.getByRole('combobox', { name: en.settings.preferences.currency }).inputValue()).toBe('JPY');
    expect(await page.getByRole('combobox', { name: en.settings.preferences.timezone }).inputValue()).toBe('Asia/Tokyo');
    expect(await page.getByRole('combobox', { name: en.settings.preferences.dateFormat }).inputValue()).toBe('YYYY-MM-DD');

    // Signed out, this browser goes back to Spanish and light; signing in again applies
    // what the account stored.
    await signOut(page, en.nav.signOut);
    await page.evaluate(() => {
      window.localStorage.setItem('fotostudio.language', 'es');
      window.localStorage.setItem('fotostudio.theme', 'light');
    });
    await page.reload();
    await page.getByRole('heading', { name: es.auth.login.title }).waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.getByLabel(es.auth.login.email).fill(user.email);
    await page.getByLabel(es.auth.login.password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await page.waitForURL('**/dashboard/settings');
    await page.getByRole('navigation', { name: en.nav.label }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await context.close();
  });
});

describe('settings: security', () => {
  it('refuses a wrong current password, validates the new one, changes it, and the new password signs in', async () => {
    const user = await newPhotographer(baseUrl, 'password');
    const newPassword = 'Nueva-clave-2025';
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await openSettings(page, es.settings.tabs.security);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('security');

    const panel = page.getByRole('tabpanel', { name: es.settings.tabs.security });
    const current = panel.getByLabel(es.settings.security.currentPassword, { exact: true });
    const next = panel.getByLabel(es.settings.security.newPassword, { exact: true });
    const confirmation = panel.getByLabel(es.settings.security.confirmPassword, { exact: true });
    const submit = panel.getByRole('button', { name: es.settings.security.change });

    // Email change is shown as unavailable, with the reason.
    await panel.getByText(message('email.change_unavailable')).waitFor();

    // Checked on submit: required, at least 8, different from the current, confirmed.
    await submit.click();
    await panel.getByText(es.settings.security.validation.currentRequired).waitFor();
    await panel.getByText(interpolate(es.settings.security.validation.nextTooShort, { min: 8 })).waitFor();
    await current.fill(user.password);
    await next.fill(user.password);
    await confirmation.fill('something-else');
    await submit.click();
    await panel.getByText(es.settings.security.validation.nextSameAsCurrent).waitFor();
    await panel.getByText(es.settings.security.validation.confirmationMismatch).waitFor();

    await current.fill('not-my-password');
    await next.fill(newPassword);
    await confirmation.fill(newPassword);
    await submit.click();
    await panel.getByText(message('password.incorrect_current')).waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    await screenshotDesktopAndPhone(page, 'settings-security-wrong-password');

    await current.fill(user.password);
    await submit.click();
    await panel.getByRole('status').filter({ hasText: message('password.updated') }).waitFor();
    expect(await current.inputValue()).toBe('');

    await signOut(page, es.nav.signOut);
    await page.getByLabel(es.auth.login.email).fill(user.email);
    await page.getByLabel(es.auth.login.password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await page.getByRole('alert').filter({ hasText: message('auth.invalid_credentials') }).waitFor();
    await page.getByLabel(es.auth.login.password, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    // Signing in brings the user back to the page they left.
    await page.waitForURL('**/dashboard/settings?tab=security');
    await page.getByTestId('signed-in-email').getByText(user.email, { exact: true }).waitFor();
    await context.close();
  });
});

describe('settings: notifications', () => {
  it('saves the type by channel matrix and shows it again after a reload', async () => {
    const user = await newPhotographer(baseUrl, 'notifications');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await openSettings(page, es.settings.tabs.notifications);

    const box = (type: keyof typeof es.settings.notifications.types, channel: keyof typeof es.settings.notifications.channels) =>
      page.getByRole('checkbox', {
        name: interpolate(es.settings.notifications.cellLabel, {
          type: es.settings.notifications.types[type].label,
          channel: es.settings.notifications.channels[channel],
        }),
      });
    // The server starts with every notification on.
    await box('sessionArchiving', 'email').waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(NOTIFICATION_TYPES.length * NOTIFICATION_CHANNELS.length);
    for (const checkbox of await page.getByRole('checkbox').all()) expect(await checkbox.isChecked()).toBe(true);
    const save = page.getByRole('button', { name: es.ui.save });
    expect(await save.isDisabled()).toBe(true);

    await box('clientSelections', 'email').uncheck();
    await box('storageAlerts', 'app').uncheck();
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/me/settings' && r.method() === 'PUT');
    await save.click();
    expect((await request).postDataJSON()).toEqual({
      notifications: {
        clientSelections: { app: true, email: false },
        storageAlerts: { app: false, email: true },
        sessionArchiving: { app: true, email: true },
        linkExpiry: { app: true, email: true },
        overdueInvoices: { app: true, email: true },
        verifactuAnswers: { app: true, email: true },
        certificateExpiry: { app: true, email: true },
        agreements: { app: true, email: true },
        paymentsReceived: { app: true, email: true },
        agreementsSigned: { app: true, email: true },
        selectionDeadlines: { app: true, email: true },
        deliveries: { app: true, email: true },
        paymentRefunds: { app: true, email: true },
      },
    });
    const toast = savedToast(page, es.settings.notifications.saved);
    await toast.waitFor();
    const shownAt = Date.now();
    await screenshotDesktopAndPhone(page, 'settings-notifications');
    // Toasts hide by themselves after 5 s.
    await toast.waitFor({ state: 'detached', timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);

    await page.reload();
    await box('clientSelections', 'app').waitFor();
    expect(await box('clientSelections', 'email').isChecked()).toBe(false);
    expect(await box('storageAlerts', 'app').isChecked()).toBe(false);
    expect(await box('storageAlerts', 'email').isChecked()).toBe(true);
    expect(await box('sessionArchiving', 'email').isChecked()).toBe(true);
    await context.close();
  });
});

describe('settings: subscription', () => {
  it('shows the plan, its trial and renewal, and says plainly that nothing is charged yet', async () => {
    const user = await newPhotographer(baseUrl, 'subscription');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await openSettings(page, es.settings.tabs.billing);
    const section = page.getByRole('region', { name: es.settings.subscription.title });
    await section.waitFor();
    const fact = async (term: string) => (await section.locator('.subscription-fact').filter({ has: page.getByRole('term').filter({ hasText: term }) }).locator('dd').textContent())?.trim();
    const price = formatMoney(0, 'EUR', 'es');
    expect(await fact(es.settings.subscription.plan)).toBe(interpolate(es.settings.subscription.planValue, { plan: 'Hobby', price }));
    expect(await fact(es.settings.subscription.status)).toBe(es.settings.subscription.statuses.trialing);
    expect(await fact(es.settings.subscription.billingPeriod)).toBe(es.settings.subscription.periods.monthly);
    // A new account's trial ends 14 days from now (DD/MM/YYYY, the default date format).
    const trialEnd = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(Date.now() + 14 * 86_400_000));
    expect([trialEnd, new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(Date.now() + 14 * 86_400_000 - 60_000))]).toContain(
      await fact(es.settings.subscription.trialEnd),
    );
    expect(await fact(es.settings.subscription.cancelAtPeriodEnd)).toBe(es.settings.subscription.no);
    expect(await section.getByRole('note').textContent()).toContain(es.settings.subscription.notCharging);
    // Nothing to pay or cancel while charging is not built.
    expect(await section.getByRole('button').count()).toBe(0);
    await context.close();
  });
});

describe('settings: closing the account', () => {
  it('asks first, confirms from the mailed link, shows the deletion day, and reopens the account', async () => {
    const user = await newPhotographer(baseUrl, 'closure');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await openSettings(page, es.settings.tabs.data);
    const section = page.getByRole('region', { name: es.settings.closure.title });
    await section.getByText(es.settings.closure.intro).waitFor();
    await section.getByRole('button', { name: es.settings.closure.actions.close }).click();
    const dialog = page.getByRole('dialog', { name: es.settings.closure.dialog.title });
    await dialog.waitFor();
    // The safe choice has the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(es.ui.cancel);
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      await page.setViewportSize(viewport);
      await expectAccessible(page, `closure dialog (${viewport.width} px)`);
    }
    await dialog.getByRole('button', { name: es.settings.closure.dialog.confirm }).click();
    await savedToast(page, interpolate(es.settings.closure.mailSent, { email: user.email.toLowerCase() })).waitFor();
    await section.getByRole('button', { name: es.settings.closure.actions.withdraw }).waitFor();

    const mail = await waitForMail(mailViewerUrl, user.email, '/dashboard/settings');
    const link = linkIn(mail);
    expect(link.searchParams.get('closeToken')).toBeTruthy();
    await page.goto(link.toString());
    const deleteOn = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(Date.now() + 60 * 86_400_000));
    const closed = section.getByText(deleteOn);
    await closed.waitFor();
    // The token leaves the address once used.
    expect(new URL(page.url()).searchParams.get('closeToken')).toBeNull();
    await expectAccessible(page, 'closed account');
    await page.reload();
    await section.getByRole('button', { name: es.settings.closure.actions.reopen }).click();
    await savedToast(page, es.settings.closure.reopened).waitFor();
    await section.getByRole('button', { name: es.settings.closure.actions.close }).waitFor();
    // The used link changes nothing any more.
    await page.goto(link.toString());
    await section.getByText(message('settings.closure_not_requested')).waitFor();
    await context.close();
  });
});
