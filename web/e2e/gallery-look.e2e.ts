// The gallery's look (issue 28 point 1), against the local stack: the photographer, in the
// session's Gallery tab, chooses the third photo as cover, the square grid, the dark theme and
// Playfair Display; the client, on a 390 px phone with touch, sees the cover (from the processed
// renditions), the title, the studio's logo, the dark theme and the typeface, the square tiles,
// swipes to the next photo in the full-screen viewer and pinches it; then the photographer
// disables the link and the client's closed page carries the studio's brand and contact. Axe on
// each page in Spanish and English.
import { listSessionImages } from '@fotostudio/shared/contracts/sessions';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import gEn from '../src/gallery/locales/en/gallery.json';
import gEs from '../src/gallery/locales/es/gallery.json';
import { uploadLogo, type DemoApi } from '../../infra/local/demo-studio';
import './context';
import { callApiAs } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, DESKTOP, openPage, PHONE, screenshot } from './browser';
import { es, fill } from './i18n';
import { signIn } from './journeys';
import { sessionWithShareLink } from './gallery-session';

const { baseUrl } = inject('e2e');
const browser = browserForFile();
const BUSINESS = 'Estudio Fotográfico del Parque del Retiro';

/** A finger (or two) on the touch screen, as Chrome gets them from a phone: they become pointer events. */
const touch = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchPoints: { x: number; y: number; id: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
  return {
    /** Fingers from their `from` points to their `to` points in a few moves. */
    drag: async (fingers: { from: { x: number; y: number }; to: { x: number; y: number } }[]) => {
      const at = (step: number) => fingers.map(({ from, to }, id) => ({ id, x: from.x + ((to.x - from.x) * step) / 5, y: from.y + ((to.y - from.y) * step) / 5 }));
      await send('touchStart', at(0));
      for (let step = 1; step <= 5; step += 1) await send('touchMove', at(step));
      await send('touchEnd', []);
    },
  };
};

const switchLanguage = async (page: Page, to: 'es' | 'en') => {
  const texts = to === 'en' ? gEs : gEn;
  await page.getByRole('group', { name: texts['language.label'] }).getByRole('button', { name: `${texts[`language.${to}`]}, ${to.toUpperCase()}` }).click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(to);
};

describe('the gallery look', () => {
  it('the photographer chooses cover, square grid, dark theme and a typeface; the client sees them on a phone, swipes, and a closed link carries the brand', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'gallery-look');
    const call = ((method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => callApiAs(baseUrl, fixture.user, method, path, body)) as DemoApi;
    const logoKey = await uploadLogo(call);
    // The logo attaches once the image function has checked it.
    await expect
      .poll(async () => callApiAs(baseUrl, fixture.user, 'PUT', '/api/me', { logoKey }).then(() => 'attached', (error: unknown) => String(error)), { timeout: 60_000 })
      .toBe('attached');
    const { images } = listSessionImages.response.parse(await callApiAs(baseUrl, fixture.user, 'GET', `/api/sessions/${fixture.sessionId}/images`));
    const coverName = fixture.fileNames[2] ?? '';
    const coverId = images.find((image) => image.fileName === coverName)?.imageId ?? '';

    // ---- The photographer, in the session's Gallery tab, with the keyboard where it is a choice.
    const studio = await openPage(browser(), baseUrl, DESKTOP);
    await signIn(studio.page, fixture.user.email, fixture.user.password);
    // Signed in: the dashboard's bell is there (a page opened before would be left by the sign-in's own redirect).
    await studio.page.getByRole('button', { name: es.notifications.bell, exact: true }).waitFor();
    await studio.page.goto(`/dashboard/sessions/${fixture.sessionId}`);
    const detail = studio.page.getByRole('dialog', { name: 'Retrato en el parque', exact: true });
    await detail.getByRole('tab', { name: es.sessions.detail.tabs.gallery }).click();
    const look = detail.getByRole('form', { name: es.sessions.galleryLook.label });
    await look.getByRole('radio', { name: coverName }).waitFor();
    await expectAccessible(studio.page, 'session detail, gallery look');
    // Native radios: the arrow keys move the choice within a group.
    await look.getByRole('radio', { name: es.sessions.galleryLook.layouts.masonry }).focus();
    await studio.page.keyboard.press('ArrowDown');
    expect(await look.getByRole('radio', { name: es.sessions.galleryLook.layouts.grid }).isChecked()).toBe(true);
    await look.getByRole('radio', { name: es.sessions.galleryLook.themes.dark }).check();
    await look.getByRole('radio', { name: es.sessions.galleryLook.fonts.playfair }).check();
    await look.getByRole('radio', { name: coverName }).check();
    await look.getByRole('button', { name: es.sessions.galleryLook.save }).click();
    await expect
      .poll(async () => {
        const answer = (await callApiAs(baseUrl, fixture.user, 'GET', `/api/sessions/${fixture.sessionId}`)) as { session: { coverImageId: string; galleryLook: unknown } };
        return answer.session;
      })
      .toMatchObject({ coverImageId: coverId, galleryLook: { layout: 'grid', theme: 'dark', font: 'playfair' } });
    await screenshot(studio.page, 'gallery-look-settings');

    // ---- The client on a phone with touch.
    const context = await browser().newContext({ baseURL: baseUrl, viewport: PHONE, locale: 'es-ES', hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(fixture.galleryPath);
    const title = page.getByRole('heading', { level: 1, name: 'Tus fotos del parque' });
    await title.waitFor();
    const cover = page.locator('.g-cover-image');
    // The chosen photo, from the grid and preview renditions (never the original), loaded: once the
    // app has taken over from the server's first screen (whose cover is the grid rendition alone).
    await expect.poll(() => cover.getAttribute('srcset'), { timeout: 20_000 }).toMatch(new RegExp(`/g/${coverId}\\.jpg\\?.* \\d+w, .*/p/${coverId}\\.jpg\\?.* \\d+w$`));
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const coverBox = await cover.boundingBox();
    expect(coverBox?.width).toBe(PHONE.width);
    await page.getByRole('region', { name: 'Tus fotos del parque' }).getByRole('img', { name: BUSINESS }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Tus fotos del parque' }).getByRole('img', { name: BUSINESS }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // One welcome text: the link's message.
    expect(await page.getByText('Elige tus favoritas', { exact: true }).count()).toBe(1);
    // The dark theme and the typeface, its font file fetched from the app itself.
    expect(await page.locator('html').getAttribute('class')).toContain('g-theme-dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Playfair Display');
    await expect.poll(() => page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replace(/"/g, '')))).toContain('Playfair Display');
    // Square tiles.
    const tile = page.getByRole('button', { name: fill(gEs['tile.open'], { name: fixture.fileNames[0] ?? '' }) });
    const box = await tile.boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'gallery with its look (es, 390 px)');
    await screenshot(page, 'gallery-look-phone');
    await switchLanguage(page, 'en');
    await expectAccessible(page, 'gallery with its look (en, 390 px)');
    await switchLanguage(page, 'es');

    // ---- The full-screen viewer: a swipe to the left shows the next photo, a pinch zooms, Escape closes.
    await tile.click();
    const viewerOf = (position: number) =>
      page.getByRole('dialog', { name: fill(gEs['preview.title'], { position, total: 3, name: fixture.fileNames[position - 1] ?? '' }) });
    await viewerOf(1).waitFor();
    const fingers = await touch(context, page);
    await fingers.drag([{ from: { x: 320, y: 400 }, to: { x: 60, y: 410 } }]);
    await viewerOf(2).waitFor();
    await expectAccessible(page, 'viewer (es, 390 px)');
    await fingers.drag([
      { from: { x: 170, y: 400 }, to: { x: 90, y: 400 } },
      { from: { x: 220, y: 400 }, to: { x: 300, y: 400 } },
    ]);
    await expect.poll(() => viewerOf(2).locator('.g-viewer-image').evaluate((image) => getComputedStyle(image).transform)).not.toBe('none');
    // Zoomed, a finger moves the photo rather than leaving it.
    await fingers.drag([{ from: { x: 300, y: 400 }, to: { x: 100, y: 400 } }]);
    await viewerOf(2).waitFor();
    await page.keyboard.press('Escape');
    await viewerOf(2).waitFor({ state: 'detached' });

    // ---- The photographer disables the link: the client's page says so under the studio's brand.
    await callApiAs(baseUrl, fixture.user, 'POST', `/api/sessions/${fixture.sessionId}/share-link/status`, { active: false });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: gEs['closed.disabled'] }).waitFor();
    await page.getByRole('img', { name: BUSINESS }).waitFor();
    await page.getByRole('link', { name: '+34 600 000 000' }).waitFor();
    await page.getByRole('link', { name: 'www.estudiofotograficodelparquedelretiro.example' }).waitFor();
    await expectAccessible(page, 'closed page (es, 390 px)');
    await screenshot(page, 'gallery-closed-branded');
    await switchLanguage(page, 'en');
    await page.getByRole('heading', { level: 1, name: gEn['closed.disabled'] }).waitFor();
    await page.getByRole('img', { name: BUSINESS }).waitFor();
    await expectAccessible(page, 'closed page (en, 390 px)');
    await context.close();
    await studio.context.close();
  });
});
