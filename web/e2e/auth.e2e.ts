import { me as meSchema } from '@fotostudio/shared/contracts/account';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { browserForFile, openPage, screenshot } from './browser';
import { signIn } from './journeys';
import { es } from './i18n';

const { baseUrl, demoEmail, demoPassword } = inject('e2e');
const browser = browserForFile();

describe('dashboard profile card', () => {
  it('shows the catalogue message and a retry button when /api/me fails, and the profile after retrying', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    // A non-transient error, so SWR does not retry on its own and the error state shows.
    // (Not photographer.not_found: that one means a deleted account and signs out.)
    await page.route('**/api/me', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'auth.forbidden', message: 'forbidden' } }),
      }),
    );
    await signIn(page, demoEmail, demoPassword);
    await page.waitForURL('**/dashboard');
    const summary = page.getByRole('region', { name: es.profile.summaryTitle });
    const alert = summary.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(resolveError('auth.forbidden', 'es').message);

    await page.unroute('**/api/me');
    await summary.getByRole('button', { name: es.common.retry }).click();
    await summary.getByText(demoEmail.toLowerCase(), { exact: true }).waitFor();
    expect(await summary.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});

describe('signing in', () => {
  it('shows the demo photographer their email on the dashboard and their /api/me profile in the profile tabs', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const meResponse = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me' && r.ok());
    await page.goto('/login');
    await page.getByRole('heading', { name: es.auth.login.title }).waitFor();
    await screenshot(page, 'login');

    await signIn(page, demoEmail, demoPassword);
    await page.waitForURL('**/dashboard');
    const me = meSchema.parse(await (await meResponse).json());

    expect(me.photographer.email).toBe(demoEmail.toLowerCase());
    await page.getByTestId('signed-in-email').getByText(me.photographer.email, { exact: true }).waitFor();
    const summary = page.getByRole('region', { name: es.profile.summaryTitle });
    await summary.getByText(me.photographer.email, { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Hola, / }).waitFor();
    await screenshot(page, 'dashboard');

    await page.getByRole('navigation', { name: es.nav.label }).getByRole('link', { name: es.nav.items.profile }).click();
    await page.waitForURL('**/dashboard/profile');
    const personalTab = page.getByRole('tab', { name: es.profile.tabs.personal });
    const businessTab = page.getByRole('tab', { name: es.profile.tabs.business });
    expect(await personalTab.getAttribute('aria-selected')).toBe('true');
    const personal = page.getByRole('tabpanel', { name: es.profile.tabs.personal });
    const email = personal.getByLabel(es.profile.fields.email);
    await email.waitFor();
    expect(await email.inputValue()).toBe(me.photographer.email);
    expect(await personal.getByLabel(es.profile.fields.name).inputValue()).toBe(me.photographer.name ?? '');

    // Keyboard: arrow right moves to, and shows, the Business tab.
    await personalTab.focus();
    await page.keyboard.press('ArrowRight');
    expect(await businessTab.getAttribute('aria-selected')).toBe('true');
    const business = page.getByRole('tabpanel', { name: es.profile.tabs.business });
    await business.waitFor();
    expect(await business.getByLabel(es.profile.fields.businessName).inputValue()).toBe(me.photographer.businessName ?? '');
    expect(await personal.isHidden()).toBe(true);
    await screenshot(page, 'profile-business');
    await context.close();
  });

  it('keeps the user on /login with the invalid-credentials message when the password is wrong', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, demoEmail, 'definitely-not-the-password');
    const expected = resolveError('auth.invalid_credentials', 'es').message;
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(expected);
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-wrong-password');
    await context.close();
  });

  it('tells the user Google and Apple sign-in are not available yet, and shows the password on request', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/login');
    await page.getByRole('button', { name: es.auth.login.continueWithApple }).click();
    const expected = resolveError('auth.social_unavailable', 'es').message;
    const notice = page.getByRole('status');
    await notice.waitFor();
    expect((await notice.textContent())?.trim()).toBe(expected);

    const password = page.getByLabel(es.auth.login.password, { exact: true });
    const toggle = page.getByRole('button', { name: es.auth.login.showPassword });
    await password.fill('secret');
    expect(await password.getAttribute('type')).toBe('password');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('sends a signed-out visitor of /dashboard/profile to /login and back there after signing in', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/dashboard/profile');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: es.auth.login.title }).waitFor();

    await page.getByLabel(es.auth.login.email).fill(demoEmail);
    await page.getByLabel(es.auth.login.password, { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await page.waitForURL('**/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: es.profile.title }).waitFor();
    await context.close();
  });

  it('redirects a signed-out visitor of /dashboard to /login', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: es.auth.login.title }).waitFor();
    await context.close();
  });

  it('signs the user out and sends them to /login when the API answers 401 to a forged token', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, demoEmail, demoPassword);
    await page.waitForURL('**/dashboard');
    await page.getByRole('region', { name: es.profile.summaryTitle }).getByText(demoEmail, { exact: true }).waitFor();

    // Same claims, broken signature: only the API's authorizer can tell.
    const forged = await page.evaluate(() => {
      const key = Object.keys(window.localStorage).find((name) => name.endsWith('.accessToken'));
      const token = key ? window.localStorage.getItem(key) : null;
      if (!key || !token) return false;
      const [header, payload] = token.split('.');
      window.localStorage.setItem(key, `${header}.${payload}.AAAA`);
      return true;
    });
    expect(forged).toBe(true);

    const unauthorized = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me' && r.status() === 401);
    await page.reload();
    await unauthorized;
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: es.auth.login.title }).waitFor();
    const stillSignedIn = await page.evaluate(() =>
      Object.keys(window.localStorage).some((name) => name.endsWith('.accessToken')),
    );
    expect(stillSignedIn).toBe(false);
    await context.close();
  });

  it('signs out from the dashboard, after which /dashboard redirects to /login again', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, demoEmail, demoPassword);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: es.nav.signOut }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: es.auth.login.title }).waitFor();
    await context.close();
  });
});
