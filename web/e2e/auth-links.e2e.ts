import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { deleteUserFromPool, newPhotographer, rememberWelcomeShown } from './accounts';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { signUpUser } from './cognito';
import { field } from './fields';
import { linkIn, uniqueEmail, waitForMail } from './mail';
import { en, es } from './i18n';

const { baseUrl, mailViewerUrl } = inject('e2e');
const PASSWORD = 'enlaces-e2e';
const browser = browserForFile();

describe('/auth/callback', () => {
  it('shows a provider error, then /auth/error with the mapped message, the description, suggestions and three ways out', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/auth/callback?error=access_denied&error_description=El%20usuario%20cancel%C3%B3');
    await page.getByRole('main').getByText(resolveError('callback.auth_error', 'es').message).waitFor();
    // The same message as a toast, which stays while the page moves on.
    await page.getByRole('region', { name: es.ui.toast.region }).getByText(resolveError('callback.auth_error', 'es').message).waitFor();
    await page.waitForURL((url) => url.pathname === '/auth/error');
    const url = new URL(page.url());
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('description')).toBe('El usuario canceló');

    await page.getByRole('heading', { level: 1, name: es.auth.error.title }).waitFor();
    expect(await page.getByRole('main').getByRole('alert').textContent()).toContain(resolveError('auth.access_denied', 'es').message);
    expect(await page.getByTestId('auth-error-description').textContent()).toBe('El usuario canceló');
    for (const suggestion of Object.values(es.auth.error.suggestions.general)) await page.getByText(suggestion).waitFor();
    // Not a token or email problem: trying again reloads this page.
    await page.getByRole('button', { name: es.auth.error.tryAgain }).waitFor();
    expect(await page.getByRole('link', { name: es.auth.error.backToLogin }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: es.auth.error.contactSupport }).getAttribute('href')).toMatch(/^mailto:.+\?subject=/);
    await screenshot(page, 'auth-error');
    await context.close();
  });

  it('refuses unsupported types and links without parameters, and passes a recovery code on to /auth/reset-password', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/auth/callback?type=magiclink&token_hash=abc&email=someone%40example.com');
    await page.waitForURL((url) => url.pathname === '/auth/error');
    expect(await page.getByRole('main').getByRole('alert').textContent()).toContain(resolveError('callback.unsupported_type', 'es').message);

    await page.goto('/auth/callback');
    await page.waitForURL((url) => url.pathname === '/auth/error');
    expect(await page.getByRole('main').getByRole('alert').textContent()).toContain(resolveError('callback.missing_parameters', 'es').message);

    await page.goto('/auth/callback?type=recovery&token_hash=123456&email=someone%40example.com');
    await page.waitForURL((url) => url.pathname === '/auth/reset-password');
    const url = new URL(page.url());
    expect(url.searchParams.get('code')).toBe('123456');
    expect(url.searchParams.get('email')).toBe('someone@example.com');
    await page.getByRole('heading', { level: 1, name: es.auth.resetPassword.title }).waitFor();
    await context.close();
  });

  it('confirms a sign-up (type=signup) but, without a session in this browser, reports the session was not established', async () => {
    const email = uniqueEmail('callback');
    await signUpUser(baseUrl, email, PASSWORD);
    const code = linkIn(await waitForMail(mailViewerUrl, email, '/auth/confirm')).searchParams.get('code') ?? '';

    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto(`/auth/callback?type=signup&token_hash=${code}&email=${encodeURIComponent(email)}`);
    await page.waitForURL((url) => url.pathname === '/auth/error');
    expect(await page.getByRole('main').getByRole('alert').textContent()).toContain(
      resolveError('callback.session_not_established', 'es').message,
    );
    // The confirmation itself went through: the account can sign in now.
    await page.getByRole('link', { name: es.auth.error.backToLogin }).click();
    await field(page, es.auth.login.email).fill(email);
    await field(page, es.auth.login.password).fill(PASSWORD);
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});

describe('/auth/error and other /auth paths', () => {
  it('suggests a new link for an expired one, with "try again" leading to signup; unknown /auth paths show login', async () => {
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/auth/error?error=token_expired');
    expect(await page.getByRole('main').getByRole('alert').textContent()).toContain(resolveError('auth.token_expired', 'es').message);
    for (const suggestion of Object.values(es.auth.error.suggestions.expired)) await page.getByText(suggestion).waitFor();
    expect(await page.getByRole('link', { name: es.auth.error.tryAgain }).getAttribute('href')).toBe('/signup');
    await screenshot(page, 'auth-error-expired-phone');

    await page.goto('/auth/error?error=weak_password');
    for (const suggestion of Object.values(es.auth.error.suggestions.password)) await page.getByText(suggestion).waitFor();

    await page.goto('/auth/no-such-screen');
    await page.getByRole('heading', { level: 1, name: es.auth.login.title }).waitFor();
    await context.close();
  });

  it('shows the auth screens in English when English is chosen', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await context.addInitScript(() => window.localStorage.setItem('fotostudio.language', 'en'));
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: en.auth.signup.title }).waitFor();
    await page.getByText(en.auth.connectivity.connected).waitFor();
    await screenshot(page, 'signup-en');
    await page.goto('/auth/error?error=email_not_confirmed');
    await page.getByRole('heading', { level: 1, name: en.auth.error.title }).waitFor();
    expect(await page.getByRole('main').getByRole('alert').textContent()).toContain(resolveError('auth.email_not_confirmed', 'en').message);
    for (const suggestion of Object.values(en.auth.error.suggestions.email)) await page.getByText(suggestion).waitFor();
    await context.close();
  });
});

describe('a signed-in user whose account is deleted from the user pool', () => {
  /** Signs a new photographer in on /dashboard/crm, marks the session storage, then deletes the user from the pool. */
  const signedInThenDeleted = async (context: BrowserContext) => {
    const user = await newPhotographer(baseUrl, 'gone');
    await rememberWelcomeShown(context, user.userId);
    const page = await context.newPage();
    await page.goto('/login');
    await field(page, es.auth.login.email).fill(user.email);
    await field(page, es.auth.login.password).fill(user.password);
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('signed-in-email').getByText(user.email, { exact: true }).waitFor();
    await page.evaluate(() => window.sessionStorage.setItem('left-over', 'yes'));
    await deleteUserFromPool(baseUrl, user.email);
    return page;
  };

  const expectSignedOutWithReason = async (page: Page) => {
    await page.waitForURL('**/login');
    await page.getByText(resolveError('auth.account_deleted', 'es').message).waitFor();
    const leftovers = await page.evaluate(() => ({
      tokens: Object.keys(window.localStorage).some((name) => name.endsWith('.accessToken')),
      session: window.sessionStorage.length,
    }));
    expect(leftovers).toEqual({ tokens: false, session: 0 });
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  };

  it('is signed out on the next request, loses the stored session and lands on /login with the reason, with no alert', async () => {
    const context = await browser().newContext({ baseURL: baseUrl, locale: 'es-ES' });
    const page = await signedInThenDeleted(context);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    // Requests the signed-in page started before the deletion (the dashboard's own reads) settle
    // first, so the /api/me answer awaited below is the reload's.
    await page.waitForLoadState('networkidle');
    // The next request: the app's start loads /api/me, which finds the user gone.
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');
    await page.reload();
    expect((await answered).status()).toBe(404);
    await expectSignedOutWithReason(page);
    expect(alerts).toEqual([]);
    await context.close();
  });

  it('on Opera first explains in an alert, and cancels the requests still in flight', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl,
      locale: 'es-ES',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
    });
    const page = await signedInThenDeleted(context);
    await page.getByRole('navigation', { name: es.nav.label }).getByRole('link', { name: es.nav.items.crm }).click();
    await page.waitForURL('**/dashboard/crm');
    // The contact list of the next start stays unanswered: it is in flight when /api/me says the account is gone.
    const held: Route[] = [];
    await page.route('**/api/contacts?*', (route) => {
      held.push(route);
    });
    const alert = page.waitForEvent('dialog');
    const cancelled = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === '/api/contacts');
    await page.reload();
    const dialog = await alert;
    expect(dialog.type()).toBe('alert');
    expect(dialog.message()).toBe(es.auth.accountDeleted.operaAlert);
    await dialog.accept();
    expect(held.length).toBeGreaterThan(0);
    await cancelled;
    await expectSignedOutWithReason(page);
    await context.close();
  });
});
