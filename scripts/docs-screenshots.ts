// `npm run docs:screenshots`: the /docs page's screenshots, taken from the running demo
// (`npm start`, or LOCAL_STACK_URL) with Debian's Chromium, as the demo photographer sees the
// CRM, the packages and the sessions, and as the couple sees their gallery on a phone.
// Written as WebP into web/public/docs/ (committed; each must stay under 150 KB).
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, launchBrowser, PHONE } from '../web/e2e/chromium.js';
import { DEMO_PHOTOGRAPHER } from '../infra/local/seed.js';

const baseUrl = (process.env.LOCAL_STACK_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const OUT_DIR = join(import.meta.dirname, '..', 'web', 'public', 'docs');
const MAX_BYTES = 150 * 1024;
const WIDTH = 1200;

const save = async (page: Page, name: string, width = WIDTH): Promise<void> => {
  // Spinners and fades settle before the picture is taken.
  await page.waitForLoadState('networkidle');
  // Strings: they run in the page, which this file's Node types do not describe.
  await page.waitForFunction("document.getAnimations().every((animation) => animation.playState !== 'running')");
  const png = await page.screenshot({ type: 'png' });
  const file = join(OUT_DIR, `${name}.webp`);
  await sharp(png).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toFile(file);
  const bytes = statSync(file).size;
  if (bytes > MAX_BYTES) throw new Error(`${file} is ${Math.round(bytes / 1024)} KB, over 150 KB`);
  console.log(`${file} (${Math.round(bytes / 1024)} KB)`);
};

/** The photographer's API as the signed-in page calls it (the access token Amplify stored). */
const api = async <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(`(async () => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.accessToken'));
    const response = await fetch(${JSON.stringify(path)}, { headers: { authorization: 'Bearer ' + (key ? localStorage.getItem(key) : '') } });
    if (!response.ok) throw new Error(${JSON.stringify(path)} + ' answered ' + response.status);
    return response.json();
  })()`) as Promise<T>;

const main = async () => {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { ...DESKTOP, height: 760 }, locale: 'es-ES' });
    // The welcome modal and the cookie banner are not what the documentation shows.
    await context.addInitScript(`
      localStorage.setItem('fotostudio.language', 'es');
      const original = Storage.prototype.getItem;
      Storage.prototype.getItem = function getItem(key) {
        if (key.startsWith('fotostudio.welcome')) return String(Date.now());
        return original.call(this, key);
      };
    `);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel(/^Correo electrónico/).fill(DEMO_PHOTOGRAPHER.email);
    await page.getByLabel(/^Contraseña/, { exact: false }).first().fill(DEMO_PHOTOGRAPHER.password);
    await page.getByRole('button', { name: /^Iniciar sesión$/ }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/dashboard/crm');
    await page.getByRole('table').waitFor();
    await save(page, 'crm');
    await page.goto('/dashboard/settings/packages');
    await page.getByRole('table').waitFor();
    await save(page, 'catalog');
    await page.goto('/dashboard/sessions');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Boda de Lucía y Javier').first().waitFor();
    await save(page, 'sessions');

    const { sessions } = await api<{ sessions: Array<{ sessionId: string; title: string }> }>(page, '/api/sessions?view=current');
    const wedding = sessions.find((session) => session.title.startsWith('Boda'));
    if (!wedding) throw new Error('the demo wedding session is missing: start the stack with its demo (npm start)');
    const { link } = await api<{ link: { url: string } | null }>(page, `/api/sessions/${wedding.sessionId}/share-link`);
    if (!link) throw new Error('the demo wedding has no share link');
    const phone = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, locale: 'es-ES', isMobile: true });
    const gallery = await phone.newPage();
    await gallery.goto(new URL(new URL(link.url).pathname, baseUrl).href);
    await gallery.locator('img').first().waitFor();
    await save(gallery, 'gallery', PHONE.width);
  } finally {
    await browser.close();
  }
};

await main();
