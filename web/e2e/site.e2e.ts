// The public site: every page's HTML carries its content and meta tags without JavaScript,
// each page passes axe and fits a 390 px phone in both languages, the chrome works, and the
// beta journey reaches a person: apply, thank-you page, both mails, the operator accepts with
// `npm run beta -- accept`, the invitation leads into the app.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { formTicket, type SiteFormKind } from '@fotostudio/shared/contracts/site';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import enBeta from '../src/site/locales/en/beta.json';
import enBlog from '../src/site/locales/en/blog.json';
import enBrand from '../src/site/locales/en/brand.json';
import enChrome from '../src/site/locales/en/chrome.json';
import enDocs from '../src/site/locales/en/docs.json';
import enHome from '../src/site/locales/en/home.json';
import enLegal from '../src/site/locales/en/legal.json';
import enPricing from '../src/site/locales/en/pricing.json';
import enVerifactu from '../src/site/locales/en/verifactu.json';
import esBeta from '../src/site/locales/es/beta.json';
import esBlog from '../src/site/locales/es/blog.json';
import esBrand from '../src/site/locales/es/brand.json';
import esChrome from '../src/site/locales/es/chrome.json';
import esDocs from '../src/site/locales/es/docs.json';
import esHome from '../src/site/locales/es/home.json';
import esLegal from '../src/site/locales/es/legal.json';
import esPricing from '../src/site/locales/es/pricing.json';
import esVerifactu from '../src/site/locales/es/verifactu.json';
import { expectAccessible } from './axe';
import { browserForFile, DESKTOP, openPage, PHONE, screenshot } from './browser';
import { field } from './fields';
import { es as appEs } from './i18n';
import { linkIn, uniqueEmail, waitForMail, waitForMailWithSubject } from './mail';

const { baseUrl, mailViewerUrl, dataDir } = inject('e2e');
const BETA_COMMAND = fileURLToPath(new URL('../../infra/operator/beta.ts', import.meta.url));
const ANALYTICS_COMMAND = fileURLToPath(new URL('../../infra/operator/analytics.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OPERATOR = 'operator@fotostudio.local';
const browser = browserForFile();

interface PageCase {
  path: string;
  title: string;
  description: string;
  /** A text of the page's content, found in the HTML as served. */
  content: string;
  /** The address of the same page in the other language. */
  other: string;
}

const pagesOf = (language: 'es' | 'en'): PageCase[] => {
  const t =
    language === 'es'
      ? { home: esHome, beta: esBeta, pricing: esPricing, docs: esDocs, blog: esBlog, legal: esLegal, brand: esBrand, verifactu: esVerifactu, chrome: esChrome }
      : { home: enHome, beta: enBeta, pricing: enPricing, docs: enDocs, blog: enBlog, legal: enLegal, brand: enBrand, verifactu: enVerifactu, chrome: enChrome };
  const at = (path: string) => (language === 'es' ? path : `/en${path === '/' ? '' : path}`);
  const other = (path: string) => (language === 'en' ? path : `/en${path === '/' ? '' : path}`);
  const page = (path: string, meta: { title: string; description: string }, content: string): PageCase => ({ path: at(path), ...meta, content, other: other(path) });
  return [
    page('/', t.home.meta, t.home.faq.items[8]?.q ?? ''),
    page('/beta', t.beta.meta, t.beta.faq.items[5]?.q ?? ''),
    page('/pricing', t.pricing.meta, t.pricing.comparison.title),
    page('/docs', t.docs.meta, t.docs.sections[1]?.title ?? ''),
    page('/blog', t.blog.meta, t.blog.lead),
    page('/terms', t.legal.terms.meta, t.legal.terms.sections[7]?.paragraphs[0] ?? ''),
    page('/privacy', t.legal.privacy.meta, t.legal.privacy.sections[3]?.paragraphs[0] ?? ''),
    page('/cookies', t.legal.cookies.meta, t.legal.cookies.rows[4]?.duration ?? ''),
    page('/brand', t.brand.meta, t.brand.colours[2]?.hex ?? ''),
    // The producer's declaration (issue 24 point 7): its statements prerendered, the producer's data read after hydration.
    page('/verifactu', t.verifactu.meta, t.verifactu.title),
    { ...page('/thankyou', { title: t.chrome.thankyou.metaTitle, description: t.chrome.thankyou.metaDescription }, t.chrome.thankyou.title) },
  ];
};
const PAGES = { es: pagesOf('es'), en: pagesOf('en') };
const POSTS = [
  { path: '/blog/abrimos-la-beta', title: 'Abrimos la beta privada de FotoStudio', content: 'Qué te pedimos' },
  { path: '/en/blog/galerias-que-venden', title: 'Five keys to help your client pick their photos without stress', content: '5. A single confirmation' },
];

/** The text as it reads in the browser, entities undone. */
const decode = (html: string) =>
  html.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attribute = (html: string, pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '');

const fetchPage = async (path: string) => {
  const response = await fetch(new URL(path, baseUrl), { headers: { accept: 'text/html' } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', html: await response.text() };
};

describe('public pages without JavaScript', () => {
  it.each([...PAGES.es, ...PAGES.en])('$path carries its content, title, description, canonical, alternates and Open Graph tags', async (page) => {
    const { status, type, html } = await fetchPage(page.path);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(decode(html)).toContain(page.content);
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(page.title);
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(page.description);
    expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe(page.title);
    expect(attribute(html, /<meta property="og:description" content="([^"]*)"/)).toBe(page.description);
    if (page.path.endsWith('/thankyou')) {
      expect(html).toContain('<meta name="robots" content="noindex">');
      return;
    }
    expect(new URL(attribute(html, /<link rel="canonical" href="([^"]*)"/)).pathname).toBe(page.path);
    const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2] ?? '').pathname]));
    expect(alternates).toEqual({
      es: page.path.startsWith('/en') ? page.other : page.path,
      en: page.path.startsWith('/en') ? page.path : page.other,
      'x-default': page.path.startsWith('/en') ? page.other : page.path,
    });
    // The public pages load no Amplify and none of the app's code.
    for (const script of html.matchAll(/<script[^>]*src="([^"]+)"/g)) expect(script[1]).toMatch(/^\/assets\/site-/);
  });

  it.each(POSTS)('the post $path is prerendered from its Markdown', async (post) => {
    const { status, html } = await fetchPage(post.path);
    expect(status).toBe(200);
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(`${post.title} · FotoStudio`);
    expect(decode(html)).toContain(`<h2>${post.content}</h2>`);
    expect(html).toContain('<meta property="og:type" content="article">');
  });

  it.each([
    ['/no-such-page/really', esChrome.notFound.title],
    ['/blog/no-such-post', esChrome.notFound.title],
    ['/beta/extra', esChrome.notFound.title],
    ['/en/no-such-page/really', enChrome.notFound.title],
    // Shaped like a custom gallery URL: the gallery page route finds no link and answers it.
    ['/contacto', esChrome.notFound.title],
    ['/gallery/abcdefghijklmnopqrstuvwxyz', esChrome.notFound.title],
  ])('%s is the not-found page with status 404', async (path, title) => {
    const { status, html } = await fetchPage(path);
    expect(status).toBe(404);
    expect(decode(html)).toContain(title);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('the app keeps its paths; the sitemap and robots.txt list the pages', async () => {
    for (const path of ['/login', '/signup', '/dashboard', '/auth/confirm']) {
      const { status, html } = await fetchPage(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    }
    const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl))).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    for (const page of [...PAGES.es, ...PAGES.en].filter((p) => !p.path.endsWith('/thankyou'))) expect(listed).toContain(page.path);
    for (const post of POSTS) expect(listed).toContain(post.path);
    expect(listed).not.toContain('/thankyou');
    expect(await (await fetch(new URL('/robots.txt', baseUrl))).text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

/** The cookie banner answered, so it does not sit over what is being checked. */
const withConsent = async (page: Page) => {
  await page.addInitScript(() => localStorage.setItem('fotostudio.cookie-consent', JSON.stringify({ analytics: false, usage: false, ads: false, at: Date.now() })));
};

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** Nothing sticks out sideways: the page does not scroll horizontally. */
const expectNoHorizontalOverflow = async (page: Page, where: string) => {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `${where} is wider than the phone`).toBeLessThanOrEqual(widths.client);
};

describe('every public page: accessible, and fitting a 390 px phone, in both languages', () => {
  it.each(['es', 'en'] as const)('%s', async (language) => {
    const { context, page } = await openPage(browser(), baseUrl);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    for (const { path } of [...PAGES[language], { path: language === 'es' ? POSTS[0]?.path ?? '' : POSTS[1]?.path ?? '' }, { path: language === 'es' ? '/missing/page' : '/en/missing/page' }]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await hydrated(page);
      // The cookie banner is part of the page until answered: checked with it.
      await expectAccessible(page, `${path} (desktop, ${language})`);
      await page.setViewportSize(PHONE);
      await expectNoHorizontalOverflow(page, path);
      await screenshot(page, `site${path.replaceAll('/', '-') || '-home'}-phone`);
    }
    expect(requests.filter((path) => /amplify|dashboard/i.test(path))).toEqual([]);
    await context.close();
  });
});

describe('the chrome', () => {
  it('language and theme switchers, mobile menu, cookie banner, development notice, pricing toggle, the dashboard for a signed-in visitor', async () => {
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/');
    await hydrated(page);

    // Cookies: asked before any non-essential cookie; the choice is remembered.
    const banner = page.getByRole('region', { name: esChrome.cookies.title });
    await banner.waitFor();
    await banner.getByRole('button', { name: esChrome.cookies.customise }).click();
    await banner.getByRole('checkbox', { name: esChrome.cookies.analytics }).check();
    await banner.getByRole('button', { name: esChrome.cookies.save }).click();
    await banner.waitFor({ state: 'detached' });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('fotostudio.cookie-consent'))) ?? '{}')).toMatchObject({ analytics: true, usage: false, ads: false });
    await page.reload();
    await hydrated(page);
    expect(await banner.count()).toBe(0);

    // The mobile menu opens with the header's links.
    const menu = page.getByRole('button', { name: esChrome.nav.openMenu });
    await menu.click();
    const nav = page.getByRole('navigation', { name: esChrome.nav.label });
    await nav.getByRole('link', { name: esChrome.nav.pricing }).waitFor();
    expect(await nav.getByRole('link', { name: esChrome.nav.signup }).getAttribute('href')).toBe('/signup');
    await page.getByRole('button', { name: esChrome.nav.closeMenu }).click();

    // The development notice: a dialog that takes the focus and gives it back.
    const inDevelopment = esHome.features.also.find((item) => item.inDevelopment)?.name ?? '';
    const badge = page.getByRole('button', { name: esChrome.devNotice.open.replace('{feature}', inDevelopment) });
    await badge.click();
    const dialog = page.getByRole('dialog', { name: esChrome.devNotice.title });
    await dialog.waitFor();
    await expectAccessible(page, 'development notice');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await badge.evaluate((element) => element === document.activeElement)).toBe(true);

    // Theme and language in the user menu, shared with the app through the same keys.
    await page.getByRole('button', { name: esChrome.userMenu.button }).click();
    await page.getByRole('button', { name: esChrome.userMenu.dark }).click();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('fotostudio.theme')])).toEqual(['dark', 'dark']);
    await page.getByRole('link', { name: esChrome.userMenu.english }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await page.getByRole('heading', { level: 1, name: enHome.hero.title }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('fotostudio.language'), document.documentElement.lang, document.documentElement.dataset.theme])).toEqual(['en', 'en', 'dark']);

    // Pricing: the yearly toggle shows the spec's figures.
    await page.goto('/en/pricing');
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(`^${enPricing.yearly}`) }).click();
    await page.getByTestId('plan-price').getByText('€23.25').waitFor();
    expect(await page.getByTestId('plan-note').textContent()).toContain('€55.98');
    await page.getByRole('button', { name: enPricing.monthly }).click();
    await page.getByTestId('plan-price').getByText('€27.99').waitFor();

    // A visitor with a session (Amplify's token keys) is offered the dashboard.
    await page.evaluate(() => localStorage.setItem('CognitoIdentityServiceProvider.client.someone.refreshToken', 'x'));
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: esChrome.nav.openMenu }).click();
    expect(await page.getByRole('link', { name: esChrome.nav.dashboard }).getAttribute('href')).toBe('/dashboard');
    await context.close();
  });

  it("signup's terms link opens the terms page", async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/signup');
    const terms = page.getByRole('link', { name: /^términos y condiciones/ });
    const [popup] = await Promise.all([context.waitForEvent('page'), terms.click()]);
    await popup.waitForLoadState();
    await popup.getByRole('heading', { level: 1, name: esLegal.terms.title }).waitFor();
    await context.close();
  });
});

/** `npm run beta -- <args>` (or another operator command) as the operator runs it, pointed at the test stack. */
const runBeta = async (args: string[], command = BETA_COMMAND) => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', command, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOCAL_DATA_DIR: dataDir },
  });
  return stdout.trim();
};

/**
 * Runs `action`, which makes `form` fetch a new ticket, and answers when that ticket can be
 * sent: the minimum fill time its answer states, counted from the answer's arrival (the server
 * issued it no later), so a submit at that moment meets the bot check and one sooner would not.
 * Only that form's ticket counts: the home page holds two forms (feedback and contact), each
 * fetching its own, in either order; timed from the other one's, a submit could come too soon
 * and be refused as a bot's.
 */
const waitForTicket = async (page: Page, form: SiteFormKind, action: () => Promise<unknown>): Promise<{ sendableAt: number }> => {
  let arrivedAt = 0;
  const ticket = page.waitForResponse((response) => {
    const url = new URL(response.url());
    const isTicket = url.pathname === '/api/site/form-ticket' && url.searchParams.get('form') === form && response.ok();
    if (isTicket) arrivedAt = Date.now();
    return isTicket;
  });
  await action();
  const { minFillSeconds } = formTicket.parse(await (await ticket).json());
  return { sendableAt: arrivedAt + minFillSeconds * 1000 };
};

/** Holds a submit until its ticket meets the minimum fill time (at once when filling took longer). */
const untilSendable = async ({ sendableAt }: { sendableAt: number }): Promise<void> => {
  const remaining = sendableAt - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
};

describe.skipIf(!dataDir || !mailViewerUrl)('forms that reach a person', () => {
  it('beta: bot check and required fields refused, then applied; thank-you page, both mails, accepted by the operator, the invitation leads into the app', async () => {
    const email = uniqueEmail('beta');
    const name = `Beta E2E ${email.slice(9, 17)}`;
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await waitForTicket(page, 'beta', () => page.goto('/beta'));
    await page.getByText(/\d+ de \d+ plazas libres/).waitFor();
    await page.locator('[data-unit="seconds"]').filter({ hasText: /^\d\d$/ }).waitFor();
    const form = page.locator('form', { has: page.getByRole('button', { name: esBeta.form.submit }) });

    // A bot fills the honeypot.
    await waitForTicket(page, 'beta', async () => {
      await page.locator('input[name="website"]').fill('https://spam.example.com', { force: true });
      await form.getByRole('button', { name: esBeta.form.submit }).click();
      await page.getByText(resolveError('site.bot_detected', 'es').message).waitFor();
    });
    await page.locator('input[name="website"]').fill('', { force: true });

    // Required fields and the commitment (spec section 5); the refusal leaves a new ticket.
    const ticket = await waitForTicket(page, 'beta', async () => {
      await form.getByRole('button', { name: esBeta.form.submit }).click();
      await page.getByText(resolveError('site.beta_required_fields', 'es').message).waitFor();
    });
    expect(await field(page, esBeta.form.fullName).getAttribute('aria-invalid')).toBe('true');

    await field(page, esBeta.form.fullName).fill(name);
    await field(page, esBeta.form.email).fill(email);
    await field(page, esBeta.form.phone).fill('+34 600 111 222');
    await field(page, esBeta.form.city).fill('Granada');
    await field(page, esBeta.form.specialty).selectOption('weddings');
    await field(page, esBeta.form.currentTool).selectOption('excel');
    await field(page, esBeta.form.sessionsPerMonth).selectOption('5-15');
    await field(page, esBeta.form.frustrations).fill('Cobrar las fotos extra a mano.');
    await page.getByRole('checkbox', { name: esBeta.form.commitment }).check();
    await expectAccessible(page, 'beta form filled');
    // A person takes longer than the bot check's minimum fill time since the ticket was issued.
    await untilSendable(ticket);
    await form.getByRole('button', { name: esBeta.form.submit }).click();
    await page.waitForURL((url) => url.pathname === '/thankyou');
    await page.getByRole('heading', { level: 1, name: esChrome.thankyou.title }).waitFor();

    const confirmation = await waitForMailWithSubject(mailViewerUrl, email, 'Hemos recibido tu solicitud para la beta de Fotostudio');
    expect(confirmation.html).toContain('Granada');
    const operator = await waitForMailWithSubject(mailViewerUrl, OPERATOR, `[Beta] Solicitud de ${name}`);
    expect(operator.html).toContain(email);
    const applicationId = /npm run beta -- accept ([0-9a-f-]{36})/.exec(operator.html)?.[1] ?? '';
    expect(applicationId).not.toBe('');

    expect(await runBeta(['list'])).toContain(applicationId);
    expect(await runBeta(['accept', applicationId])).toBe(`Accepted ${email}: one place taken. The invitation into the app is sent.`);

    const link = linkIn(await waitForMail(mailViewerUrl, email, '/auth/confirm-invite'));
    // The dashboard shows the signed-in address on wide screens.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: appEs.auth.confirmInvite.verify }).click();
    await page.waitForURL((url) => url.pathname === '/auth/invite' && url.searchParams.get('confirmed') === 'true');
    await field(page, appEs.auth.invite.password).fill('beta-e2e-clave');
    await field(page, appEs.auth.invite.confirmPassword).fill('beta-e2e-clave');
    await page.getByRole('button', { name: appEs.auth.invite.submit }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('signed-in-email').getByText(email, { exact: true }).waitFor();

    // Back on the landing, the visitor is offered the dashboard (the header's links show on a wide screen).
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: esChrome.nav.dashboard }).waitFor();
    await context.close();
  });

  it('contact: the message is confirmed on the page, to the sender and to the operator', async () => {
    const email = uniqueEmail('contact');
    const subject = `Pregunta ${email.slice(12, 20)}`;
    const { context, page } = await openPage(browser(), baseUrl);
    await withConsent(page);
    const ticket = await waitForTicket(page, 'contact', () => page.goto('/#contact'));
    const form = page.locator('form', { has: page.getByRole('button', { name: esHome.contact.submit }) });
    await form.getByLabel(esHome.contact.name).fill('Ana Contacto');
    await form.getByLabel(esHome.contact.email).fill(email);
    await form.getByLabel(esHome.contact.subject).fill(subject);
    await form.getByLabel(esHome.contact.message).fill('¿Puedo importar mis clientes desde Excel?');
    await untilSendable(ticket);
    await form.getByRole('button', { name: esHome.contact.submit }).click();
    // The page's answer, success or refusal (a refusal then names itself instead of a timeout).
    const answer = form.getByRole('status').or(form.getByRole('alert')).filter({ hasText: /\S/ });
    await answer.waitFor();
    expect((await answer.textContent())?.trim()).toBe(esHome.contact.success);
    await waitForMailWithSubject(mailViewerUrl, email, 'Hemos recibido tu mensaje');
    expect((await waitForMailWithSubject(mailViewerUrl, OPERATOR, `[Contacto] ${subject}`)).html).toContain('importar mis clientes');
    await context.close();
  });

  it('counts a page view, shown to the operator by npm run analytics', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const counted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/site/pageview' && response.ok());
    await page.goto('/en/brand');
    const view = await counted;
    expect(view.request().postDataJSON()).toMatchObject({ path: '/en/brand', lang: 'en' });
    expect((await runBeta([], ANALYTICS_COMMAND)).split('\n')).toContainEqual(expect.stringMatching(/^\s*\d+ views\s+\d+ visitors {2}\/en\/brand$/));
    await context.close();
  });
});
