import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { field } from './fields';
import { es, interpolate } from './i18n';
import { linkIn, uniqueEmail, waitForMail } from './mail';

const { baseUrl, demoEmail, mailViewerUrl } = inject('e2e');
const PASSWORD = 'secreto-e2e';
const browser = browserForFile();

const signupForm = (page: Page) => ({
  email: field(page, es.auth.signup.email),
  password: field(page, es.auth.signup.password),
  confirmation: field(page, es.auth.signup.confirmPassword),
  terms: page.getByRole('checkbox'),
  submit: page.getByRole('button', { name: es.auth.signup.submit }),
});

const openSignup = async (page: Page): Promise<ReturnType<typeof signupForm>> => {
  await page.goto('/signup');
  await page.getByRole('heading', { level: 1, name: es.auth.signup.title }).waitFor();
  await page.getByText(es.auth.connectivity.connected).waitFor();
  return signupForm(page);
};

const signUp = async (page: Page, email: string): Promise<void> => {
  const form = await openSignup(page);
  await form.email.fill(email);
  await form.password.fill(PASSWORD);
  await form.confirmation.fill(PASSWORD);
  await form.terms.check();
  await form.submit.click();
  await page.getByRole('heading', { level: 1, name: es.auth.checkEmail.title }).waitFor();
};

const fieldError = (page: Page, label: string) =>
  field(page, label).evaluate((input) => {
    const id = input.getAttribute('aria-describedby') ?? '';
    return id
      .split(' ')
      .map((part) => document.getElementById(part)?.textContent ?? '')
      .join(' ')
      .trim();
  });

describe('signup form', () => {
  it('checks the backend on load, hints while typing and validates only on submit (email, length, match, terms)', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const form = await openSignup(page);
    await screenshot(page, 'signup');

    await form.password.fill('abc');
    await page.getByText(interpolate(es.auth.password.tooShortHint, { min: 6 })).waitFor();
    await form.confirmation.fill('abd');
    await page.getByText(es.auth.password.mismatchHint).waitFor();
    // Hints only: nothing is marked invalid before the first submit.
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await form.submit.isEnabled()).toBe(true);

    await form.submit.click();
    expect(await fieldError(page, es.auth.signup.email)).toBe(es.auth.validation.emailRequired);
    expect(await fieldError(page, es.auth.signup.password)).toBe(interpolate(es.auth.validation.passwordTooShort, { min: 6 }));
    expect(await fieldError(page, es.auth.signup.confirmPassword)).toBe(es.auth.validation.passwordsDontMatch);
    await page.getByText(es.auth.validation.termsRequired).waitFor();
    expect(await form.terms.getAttribute('aria-invalid')).toBe('true');
    // The first invalid field takes the focus, so a screen reader reads its message out.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await screenshot(page, 'signup-validation');

    await form.email.fill('not-an-email');
    await form.password.fill(PASSWORD);
    await form.confirmation.fill(PASSWORD);
    await form.terms.check();
    await form.submit.click();
    expect(await fieldError(page, es.auth.signup.email)).toBe(es.auth.validation.emailInvalid);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    expect(await page.getByText(es.auth.validation.termsRequired).count()).toBe(0);
    expect(await page.getByRole('link', { name: new RegExp(es.auth.signup.loginLink) }).last().getAttribute('href')).toBe('/login');
    await context.close();
  });

  it('says an already registered address should sign in (UsernameExistsException)', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const form = await openSignup(page);
    await form.email.fill(demoEmail.toUpperCase());
    await form.password.fill(PASSWORD);
    await form.confirmation.fill(PASSWORD);
    await form.terms.check();
    await form.submit.click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(resolveError('signup.already_registered', 'es').message);
    expect(resolveError('signup.already_registered', 'es').message).toBe('Este correo ya está registrado. Por favor, inicia sesión.');
    await context.close();
  });

  it('shows the connection problem box with its reasons and blocks the sign-up while /api/health fails', async () => {
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await page.route('**/api/health', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/signup');
    const problem = page.getByRole('alert').filter({ hasText: es.auth.connectivity.errorTitle });
    await problem.waitFor();
    for (const reason of Object.values(es.auth.connectivity.reasons)) await problem.getByText(reason).waitFor();
    expect(await problem.getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    await screenshot(page, 'signup-connection-problem-phone');

    const form = signupForm(page);
    await form.email.fill(uniqueEmail('offline'));
    await form.password.fill(PASSWORD);
    await form.confirmation.fill(PASSWORD);
    await form.terms.check();
    await form.submit.click();
    await page.getByText(resolveError('signup.connection_problem', 'es').message).waitFor();

    await page.unroute('**/api/health');
    await problem.getByRole('button', { name: es.auth.connectivity.retry }).click();
    await page.getByText(es.auth.connectivity.connected).waitFor();
    await context.close();
  });
});

describe('signing up and confirming the email', () => {
  it('confirms from the mailed link in another browser, which then signs in with the email filled in', async () => {
    const email = uniqueEmail('other-browser');
    const signup = await openPage(browser(), baseUrl);
    await signUp(signup.page, email);
    await signup.page.getByText(interpolate(es.auth.checkEmail.sentTo, { email })).waitFor();
    await signup.page.getByText(resolveError('signup.confirmation_sent', 'es').message).waitFor();
    await screenshot(signup.page, 'signup-check-email');
    // That tab would sign itself in once confirmed; this journey is about the other browser.
    await signup.context.close();

    const link = linkIn(await waitForMail(mailViewerUrl, email, '/auth/confirm'));
    expect(link.searchParams.get('email')).toBe(email);
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: es.auth.confirm.successTitle }).waitFor();
    await page.getByText(es.auth.confirm.redirecting).waitFor();
    await screenshot(page, 'confirm-success');

    await page.waitForURL('**/login');
    await page.getByText(es.auth.login.notices.emailConfirmed).waitFor();
    expect(await field(page, es.auth.login.email).inputValue()).toBe(email);
    await field(page, es.auth.login.password).fill(PASSWORD);
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('signed-in-email').getByText(email, { exact: true }).waitFor();
    await context.close();

    // The same link opened again: the email is confirmed already, so sign in (not sign up).
    const again = await openPage(browser(), baseUrl);
    await again.page.goto(`${link.pathname}${link.search}`);
    await again.page.getByRole('heading', { level: 1, name: es.auth.confirm.alreadyTitle }).waitFor();
    await again.page.getByText(resolveError('confirm.already_confirmed', 'es').message).waitFor();
    expect(await again.page.getByRole('link', { name: es.auth.confirm.signupLink }).count()).toBe(0);
    expect(await again.page.getByText(resolveError('auth.token_expired', 'es').message).count()).toBe(0);
    await again.page.getByRole('link', { name: es.auth.confirm.loginLink }).click();
    await again.page.waitForURL('**/login');
    expect(await field(again.page, es.auth.login.email).inputValue()).toBe(email);
    await again.context.close();
  });

  it('sends a new confirmation email from a link that no longer works, whose link then confirms', async () => {
    const email = uniqueEmail('resend');
    const signup = await openPage(browser(), baseUrl);
    await signUp(signup.page, email);
    await signup.context.close();
    const first = await waitForMail(mailViewerUrl, email, '/auth/confirm');

    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto(`/auth/confirm?code=000000&email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { level: 1, name: es.auth.confirm.errorTitle }).waitFor();
    await page.getByRole('button', { name: es.auth.confirm.resend }).click();
    await page.getByRole('heading', { level: 1, name: es.auth.confirm.resentTitle }).waitFor();
    await page.getByText(resolveError('signup.confirmation_sent', 'es').message).waitFor();

    const resent = await waitForMail(mailViewerUrl, email, '/auth/confirm', 15_000, first);
    const link = linkIn(resent);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: es.auth.confirm.successTitle }).waitFor();
    await context.close();
  });

  it('signs the sign-up tab and the link tab of the same browser in without asking for the password again', async () => {
    const email = uniqueEmail('same-browser');
    const { context, page: signupTab } = await openPage(browser(), baseUrl);
    await signUp(signupTab, email);

    const link = linkIn(await waitForMail(mailViewerUrl, email, '/auth/confirm'));
    const linkTab = await context.newPage();
    await linkTab.goto(`${link.pathname}${link.search}`);
    await linkTab.getByRole('heading', { level: 1, name: es.auth.confirm.successTitle }).waitFor();

    // Amplify's autoSignIn in the sign-up tab polls every 5 s; the link tab follows the
    // shared tokens, from the dashboard or from /login, wherever it is by then.
    await signupTab.waitForURL('**/dashboard', { timeout: 15_000 });
    await linkTab.waitForURL('**/dashboard', { timeout: 15_000 });
    for (const tab of [signupTab, linkTab]) {
      await tab.getByTestId('signed-in-email').getByText(email, { exact: true }).waitFor();
    }
    await context.close();
  });

  it('shows the check-your-email notice on /auth/confirm without a code, and the error with ways out for a bad one', async () => {
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/auth/confirm');
    await page.getByRole('heading', { level: 1, name: es.auth.checkEmail.title }).waitFor();
    expect(await page.getByRole('link', { name: es.auth.checkEmail.backToLogin }).getAttribute('href')).toBe('/login');
    await screenshot(page, 'confirm-check-email-phone');

    await page.goto(`/auth/confirm?code=000000&email=${encodeURIComponent(uniqueEmail('nobody'))}`);
    await page.getByRole('heading', { level: 1, name: es.auth.confirm.errorTitle }).waitFor();
    expect((await page.getByRole('alert').textContent())?.trim()).toBe(resolveError('auth.invalid_token', 'es').message);
    await page.getByRole('button', { name: es.auth.confirm.resend }).waitFor();
    expect(await page.getByRole('link', { name: es.auth.confirm.loginLink }).getAttribute('href')).toBe('/login');
    await screenshot(page, 'confirm-error-phone');
    await context.close();
  });
});
