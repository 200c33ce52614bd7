import { describe, expect, inject, it } from 'vitest';
import './context';
import { newPhotographer } from './accounts';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { signIn } from './journeys';
import { en, es } from './i18n';

const { baseUrl, demoEmail, demoPassword } = inject('e2e');
const browser = browserForFile();

const NAV_ORDER = ['dashboard', 'sessions', 'crm', 'settings', 'profile', 'invoices', 'packages', 'agreements'] as const;

describe('not-found page', () => {
  it('shows title, message, powered-by logo, a link to / and a working go-back button for an unknown path', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/login');
    await page.getByRole('heading', { name: es.auth.login.title }).waitFor();
    await page.goto('/no-such-page/at-all');

    await page.getByRole('heading', { level: 1, name: es.notFound.title }).waitFor();
    await page.getByText(es.notFound.message).waitFor();
    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).toContain(es.notFound.poweredBy);
    expect(await footer.locator('svg.logo-mark').count()).toBe(1);
    expect(await page.getByRole('link', { name: es.notFound.home }).getAttribute('href')).toBe('/');
    await screenshot(page, 'not-found');

    // The prerendered page shows the button before its script runs: click once it is hydrated.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', { name: es.notFound.back }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: es.auth.login.title }).waitFor();
    await context.close();
  });
});

describe('language', () => {
  it('switches the navigation to English, updates <html lang> and remembers the choice', async () => {
    // The switch also saves the language to the account: not the demo's, which others share.
    const user = await newPhotographer(baseUrl, 'nav-language');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation', { name: es.nav.label });
    await nav.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    const spanish = await nav.locator('.nav-item-label').allTextContents();
    expect(spanish).toEqual(NAV_ORDER.map((id) => es.nav.items[id]));

    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/me/settings' && r.ok() && r.request().postData() === '{"preferences":{"language":"en"}}',
    );
    await page.getByRole('group', { name: es.language.label }).getByRole('button', { name: en.language.en.name }).click();
    // Also kept in the account, so the next sign-in brings it back.
    await saved;
    const englishNav = page.getByRole('navigation', { name: en.nav.label });
    await englishNav.getByRole('link', { name: en.nav.items.profile }).waitFor();
    expect(await englishNav.locator('.nav-item-label').allTextContents()).toEqual(NAV_ORDER.map((id) => en.nav.items[id]));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(
      await page.getByRole('button', { name: en.language.en.name }).getAttribute('aria-pressed'),
    ).toBe('true');

    await page.reload();
    await page.getByRole('navigation', { name: en.nav.label }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await screenshot(page, 'dashboard-en');
    await context.close();
  });
});

describe('dashboard navigation', () => {
  it('links every screen of the spec, invoices included', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, demoEmail, demoPassword);
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation', { name: es.nav.label });
    await nav.waitFor();
    expect(await nav.locator('[aria-disabled="true"]').count()).toBe(0);
    expect(await nav.getByRole('link', { name: es.nav.items.invoices, exact: true }).getAttribute('href')).toBe('/dashboard/invoices');
    expect(await nav.getByRole('link', { name: es.nav.items.sessions, exact: true }).getAttribute('href')).toBe('/dashboard/sessions');
    expect(await nav.getByRole('link', { name: es.nav.items.profile, exact: true }).getAttribute('href')).toBe(
      '/dashboard/profile',
    );
    await context.close();
  });

  it('opens and closes the mobile menu with a toggle that reports aria-expanded', async () => {
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await signIn(page, demoEmail, demoPassword);
    await page.waitForURL('**/dashboard');
    const toggle = page.getByRole('button', { name: es.nav.openMenu });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: es.nav.label }).isVisible()).toBe(false);
    await screenshot(page, 'dashboard-phone');

    await toggle.click();
    const close = page.getByRole('button', { name: es.nav.closeMenu });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: es.nav.label });
    await nav.waitFor();
    await screenshot(page, 'dashboard-phone-menu');

    await nav.getByRole('link', { name: es.nav.items.profile, exact: true }).click();
    await page.waitForURL('**/dashboard/profile');
    expect(await page.getByRole('button', { name: es.nav.openMenu }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
