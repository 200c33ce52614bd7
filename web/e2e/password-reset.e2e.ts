import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { createConfirmedUser } from './cognito';
import { field } from './fields';
import { es, interpolate } from './i18n';
import { linkIn, uniqueEmail, waitForMail } from './mail';

const { baseUrl, mailViewerUrl } = inject('e2e');
const OLD_PASSWORD = 'antigua-e2e';
const NEW_PASSWORD = 'nueva-e2e-2025';
const browser = browserForFile();

describe('forgotten password', () => {
  it('asks for the email first, mails the reset link, and the new password then signs in (the old one no longer does)', async () => {
    const email = uniqueEmail('reset');
    await createConfirmedUser(baseUrl, email, OLD_PASSWORD);

    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/login');
    const forgot = page.getByRole('button', { name: es.auth.login.forgotPassword });
    await forgot.click();
    await page.getByText(resolveError('login.reset_email_required', 'es').message).waitFor();

    await field(page, es.auth.login.email).fill(email.toUpperCase());
    await forgot.click();
    await page.getByText(resolveError('login.reset_email_sent', 'es').message).waitFor();
    await screenshot(page, 'login-reset-sent');

    const link = linkIn(await waitForMail(mailViewerUrl, email, '/auth/reset-password'));
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('code')).toMatch(/^\d+$/);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: es.auth.resetPassword.title }).waitFor();
    expect(await page.getByTestId('reset-email').textContent()).toBe(email);
    await screenshot(page, 'reset-password');

    const password = field(page, es.auth.resetPassword.newPassword);
    const confirmation = field(page, es.auth.resetPassword.confirmPassword);
    await password.fill('corta');
    await confirmation.fill('otra-cosa');
    await page.getByRole('button', { name: es.auth.resetPassword.submit }).click();
    await page.getByText(interpolate(es.auth.validation.passwordTooShort, { min: 6 })).waitFor();
    await page.getByText(es.auth.validation.passwordsDontMatch).waitFor();
    // The first invalid field takes the focus, so a screen reader reads its message out.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'new-password');
    await screenshot(page, 'reset-password-validation');

    await password.fill(NEW_PASSWORD);
    await confirmation.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: es.auth.resetPassword.submit }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('signed-in-email').getByText(email, { exact: true }).waitFor();
    await context.close();

    // A fresh browser: the old password is refused, the new one works.
    const check = await openPage(browser(), baseUrl);
    await check.page.goto('/login');
    await field(check.page, es.auth.login.email).fill(email);
    await field(check.page, es.auth.login.password).fill(OLD_PASSWORD);
    await check.page.getByRole('button', { name: es.auth.login.submit }).click();
    await check.page.getByText(resolveError('auth.invalid_credentials', 'es').message).waitFor();
    await field(check.page, es.auth.login.password).fill(NEW_PASSWORD);
    await check.page.getByRole('button', { name: es.auth.login.submit }).click();
    await check.page.waitForURL('**/dashboard');
    await check.context.close();
  });

  it('refuses a used or wrong reset code, and sends a link without code or email to /login', async () => {
    const email = uniqueEmail('reset-bad');
    await createConfirmedUser(baseUrl, email, OLD_PASSWORD);
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await page.goto(`/auth/reset-password?code=000000&email=${encodeURIComponent(email)}`);
    await field(page, es.auth.resetPassword.newPassword).fill(NEW_PASSWORD);
    await field(page, es.auth.resetPassword.confirmPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: es.auth.resetPassword.submit }).click();
    await page.getByText(resolveError('auth.invalid_token', 'es').message).waitFor();
    await screenshot(page, 'reset-password-phone');

    await page.goto('/auth/reset-password?code=123456');
    await page.waitForURL('**/login');
    await page.goto(`/auth/reset-password?email=${encodeURIComponent(email)}`);
    await page.waitForURL('**/login');
    await context.close();
  });
});
