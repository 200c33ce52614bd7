import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { browserForFile, DESKTOP, openPage, PHONE, screenshot } from './browser';
import { field } from './fields';
import { es, interpolate } from './i18n';
import { linkIn, uniqueEmail, waitForMail } from './mail';

const { baseUrl, mailViewerUrl, dataDir } = inject('e2e');
const INVITE_COMMAND = fileURLToPath(new URL('../../infra/local/invite.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'invitada-e2e';
const browser = browserForFile();

/** `npm run invite -- <email>` as an operator runs it, pointed at the test stack. */
const runInvite = async (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', INVITE_COMMAND, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOCAL_STACK_URL: baseUrl, LOCAL_DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
};

describe.skipIf(!dataDir || !mailViewerUrl)('invitations', () => {
  it('invites by operator command; the mailed link verifies, the invitee sets a password and lands on the dashboard', async () => {
    const email = uniqueEmail('invite');
    const invited = await runInvite([email]);
    expect(invited.code).toBe(0);
    expect(invited.stdout.trim()).toBe(`Invited ${email}: the invitation mail is in the local mail viewer.`);

    const link = linkIn(await waitForMail(mailViewerUrl, email, '/auth/confirm-invite'));
    expect(link.searchParams.get('type')).toBe('invite');
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const { context, page } = await openPage(browser(), baseUrl);
    // A tampered link: the temporary password is the secret, and it is checked.
    const tampered = new URLSearchParams(link.search);
    tampered.set('token', `${token}x`);
    await page.goto(`${link.pathname}?${tampered.toString()}`);
    await page.getByRole('button', { name: es.auth.confirmInvite.verify }).click();
    await page.getByText(resolveError('invite.link_invalid', 'es').message).waitFor();

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: es.auth.confirmInvite.title }).waitFor();
    await screenshot(page, 'confirm-invite');
    await page.getByRole('button', { name: es.auth.confirmInvite.verify }).click();
    await page.getByText(es.auth.confirmInvite.success).waitFor();
    await page.waitForURL((url) => url.pathname === '/auth/invite' && url.searchParams.get('confirmed') === 'true');
    await page.getByRole('heading', { level: 1, name: es.auth.invite.title }).waitFor();
    // Cognito puts the user name in the link, which is an opaque id when users sign in
    // by email: the page shows the address only when the link carries one.
    const linkUser = link.searchParams.get('email') ?? '';
    if (linkUser.includes('@')) expect(await page.getByTestId('invited-email').textContent()).toBe(linkUser);
    else expect(await page.getByTestId('invited-email').count()).toBe(0);
    expect(await page.getByRole('link', { name: es.auth.invite.loginLink }).getAttribute('href')).toBe('/login');
    await screenshot(page, 'invite');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'invite-phone');
    await page.setViewportSize(DESKTOP);

    const password = field(page, es.auth.invite.password);
    const confirmation = field(page, es.auth.invite.confirmPassword);
    await password.fill('corta');
    await confirmation.fill('corta');
    await page.getByRole('button', { name: es.auth.invite.submit }).click();
    await page.getByText(interpolate(es.auth.validation.passwordTooShort, { min: 6 })).waitFor();

    await password.fill(PASSWORD);
    await confirmation.fill(PASSWORD);
    const firstMe = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me' && r.ok());
    await page.getByRole('button', { name: es.auth.invite.submit }).click();
    await page.getByText(resolveError('callback.success_invite', 'es').message).waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('signed-in-email').getByText(email, { exact: true }).waitFor();
    // The first /api/me of an invited user creates their photographer record.
    expect(await (await firstMe).json()).toMatchObject({ photographer: { email } });
    await context.close();

    // The invitation is spent: the same link no longer verifies.
    const again = await openPage(browser(), baseUrl, PHONE);
    await again.page.goto(`${link.pathname}${link.search}`);
    await screenshot(again.page, 'confirm-invite-phone');
    await again.page.getByRole('button', { name: es.auth.confirmInvite.verify }).click();
    await again.page.getByText(resolveError('invite.link_invalid', 'es').message).waitFor();
    await again.context.close();
  });

  it('prints one clear line when the address already has an account or the stack is not running', async () => {
    const email = uniqueEmail('invite-twice');
    expect((await runInvite([email])).code).toBe(0);
    const twice = await runInvite([email]);
    expect(twice.code).toBe(1);
    expect(twice.stderr.trim()).toBe(`${email} already has an account.`);

    const down = await runInvite([email, '--url', 'http://127.0.0.1:9']);
    expect(down.code).toBe(1);
    expect(down.stderr.trim()).toBe(
      'The local stack is not running at http://127.0.0.1:9: start it with `npm start` (or pass --url).',
    );
  });

  it('sends /auth/confirm-invite without a token and /auth/invite without confirmed=true to /login', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/auth/confirm-invite?type=invite');
    await page.waitForURL('**/login');
    await page.goto('/auth/invite?email=someone%40example.com');
    await page.waitForURL('**/login');
    await context.close();
  });
});
