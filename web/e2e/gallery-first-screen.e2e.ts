// The gallery's first screen (issue 27 point 1) on a phone, against the local stack: a session
// of 70 processed photos shared by a link. The page's HTML already holds the cover, the title
// and the first photos; with the page's scripts held back, the browser paints them; once the
// scripts run, the app takes over (its filter, its grid) without asking gallery.get again.
// Then "Ir a la foto", from the keyboard: photo 65 by its number (beyond the first page) and
// photo 68 by its file name (no extension, other case) open in the viewer at their place; a
// name the gallery does not have is said so. Then, unhindered: the app's modules are not asked
// for before the cover has arrived (the page's entry waits for the first screen's pictures), and
// of the first screen's photos only a phone's first row is; the others come after the cover.
// Last, without JavaScript: every photo of the first screen, in rows.
import { describe, expect, inject, it } from 'vitest';
import g from '../src/gallery/locales/es/gallery.json';
import './context';
import { browserForFile, openPage, PHONE } from './browser';
import { galleryOrder, sessionWithShareLink } from './gallery-session';
import { fill } from './i18n';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

const PHOTOS = 70;
/** As functions/src/gallery/holder/first-screen.ts draws them. */
const FIRST_SCREEN_PHOTOS = 8;

describe('the gallery’s first screen and the jump to a photo', () => {
  it('paints the first screen before the scripts, takes over without a second data call, and jumps by number and by name', { timeout: 600_000 }, async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'gallery-first-screen', PHOTOS);
    const linkKey = fixture.galleryPath.split('/').pop() ?? '';
    const order = await galleryOrder(baseUrl, linkKey);
    expect(order).toHaveLength(PHOTOS);

    // The HTML as any client gets it: the first screen and its data, compressed as CloudFront does.
    const raw = await fetch(new URL(fixture.galleryPath, baseUrl), { headers: { 'accept-encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect(raw.headers.get('cache-control')).toBe('private, no-store');
    const html = await raw.text();
    expect(html.match(/class="g-first-photo"/g)).toHaveLength(FIRST_SCREEN_PHOTOS);
    expect(html).toContain('<script type="application/json" id="gallery-data">');
    // The cover first; the thumbnails below it after; the HTML names only the page's small entry
    // (the app's modules are fetched once the first screen is painted, below).
    expect(html).toMatch(/<img class="g-cover-image"[^>]* fetchpriority="high"/);
    expect(html.match(/<img class="g-first-photo"[^>]* fetchpriority="low"/g)).toHaveLength(FIRST_SCREEN_PHOTOS);
    // The cover asked for from the head; with the page, only a phone's first row of photos: the
    // others wait in a <noscript> until the cover has loaded.
    expect(html).toMatch(/<head>[\s\S]*<link rel="preload" as="image" href="[^"]+" fetchpriority="high">[\s\S]*<\/head>/);
    const laterHtml = /<noscript data-first-screen-later>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    const srcsOf = (markup: string) => [...markup.matchAll(/<img class="g-first-photo" src="([^"]+)"/g)].map((match) => new URL((match[1] ?? '').replace(/&amp;/g, '&'), baseUrl).pathname);
    const laterPaths = srcsOf(laterHtml);
    const firstRow = FIRST_SCREEN_PHOTOS - laterPaths.length;
    expect(firstRow).toBeGreaterThan(0);
    expect(laterPaths.length).toBeGreaterThan(0);
    const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(named.length).toBeGreaterThan(0);
    for (const script of named) expect((await (await fetch(new URL(script, baseUrl))).arrayBuffer()).byteLength).toBeLessThan(4_000);

    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/gallery/${linkKey}`) dataCalls.push(request.url());
    });
    // The page's scripts wait until the first screen has been seen without them.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto(fixture.galleryPath, { waitUntil: 'commit' });
    const serverTitle = page.locator('.g-first-screen h1');
    await serverTitle.waitFor();
    const firstPhoto = page.locator('.g-first-screen img.g-first-photo').first();
    await expect.poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.locator('.g-first-screen .g-cover-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    const title = await serverTitle.textContent();

    // The app takes over: its filter and grid, the same title, and no call for the gallery's data.
    release();
    await page.getByRole('button', { name: fill(g['filter.all'], { count: PHOTOS }) }).waitFor();
    await page.getByRole('button', { name: fill(g['tile.open'], { name: order[0] ?? '' }), exact: true }).waitFor();
    await expect.poll(() => page.locator('.g-first-screen').count()).toBe(0);
    expect(await page.locator('#g-gallery-title').textContent()).toBe(title);
    expect(dataCalls).toEqual([]);

    // ---- Jump by number, from the keyboard: photo 65 lies beyond the first page.
    const field = page.getByRole('searchbox', { name: g['jump.label'], exact: true });
    await field.focus();
    await page.keyboard.type('65');
    await page.keyboard.press('Enter');
    const viewerOf = (position: number) =>
      page.getByRole('dialog', { name: fill(g['preview.title'], { position, total: PHOTOS, name: order[position - 1] ?? '' }) });
    await viewerOf(65).waitFor();
    // The viewer moves on from there.
    await page.keyboard.press('ArrowRight');
    await viewerOf(66).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // ---- By file name: no extension, lower case.
    await field.fill((order[67] ?? '').replace(/\.jpg$/i, '').toLowerCase());
    await field.press('Enter');
    await viewerOf(68).waitFor();
    await page.keyboard.press('Escape');

    // ---- A name the gallery does not have, and a number beyond it.
    await field.fill('NO_EXISTE');
    await field.press('Enter');
    await page.getByRole('alert').filter({ hasText: fill(g['jump.notFound'], { query: 'NO_EXISTE' }) }).waitFor();
    await field.fill(String(PHOTOS + 1));
    await field.press('Enter');
    await page.getByRole('alert').filter({ hasText: fill(g['jump.outOfRange'], { count: PHOTOS }) }).waitFor();
    expect(dataCalls).toEqual([]);
    await context.close();

    // ---- Unhindered, the app's modules are asked for only once the cover has arrived: the
    // cover held back, the page's entry runs (DOMContentLoaded) and asks for nothing more.
    const coverSrc = /<img class="g-cover-image" src="([^"]+)"/.exec(html)?.[1] ?? '';
    const coverPath = new URL(coverSrc.replace(/&amp;/g, '&'), baseUrl).pathname;
    const second = await openPage(browser(), baseUrl, PHONE);
    const arrivals: string[] = [];
    let releaseCover: () => void = () => undefined;
    const coverHeld = new Promise<void>((resolve) => (releaseCover = resolve));
    await second.page.route(
      (url) => url.pathname === coverPath,
      async (route) => {
        await coverHeld;
        await route.continue();
      },
    );
    second.page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js') && !named.includes(path)) arrivals.push('app');
      if (laterPaths.includes(path)) arrivals.push('later photo');
    });
    second.page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === coverPath) arrivals.push('cover');
    });
    await second.page.goto(fixture.galleryPath, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => second.page.locator('.g-first-screen img.g-first-photo').first().evaluate((img: HTMLImageElement) => img.complete), { timeout: 30_000 }).toBe(true);
    // The first row only, whatever else the page has done meanwhile.
    await expect.poll(() => second.page.evaluate(() => document.readyState), { timeout: 30_000 }).toBe('interactive');
    expect(await second.page.locator('.g-first-screen img.g-first-photo').count()).toBe(firstRow);
    releaseCover();
    await second.page.getByRole('button', { name: fill(g['filter.all'], { count: PHOTOS }) }).waitFor();
    expect(arrivals[0]).toBe('cover');
    expect(arrivals).toContain('app');
    expect(arrivals).toContain('later photo');
    await second.context.close();

    // ---- Without JavaScript, every photo of the first screen shows at once, in full rows.
    const still = await browser().newContext({ baseURL: baseUrl, viewport: PHONE, locale: 'es-ES', javaScriptEnabled: false });
    const plain = await still.newPage();
    await plain.goto(fixture.galleryPath, { waitUntil: 'load' });
    const photos = plain.locator('.g-first-screen img.g-first-photo');
    expect(await photos.count()).toBe(FIRST_SCREEN_PHOTOS);
    const boxes = await photos.evaluateAll((images: HTMLImageElement[]) =>
      images.map((img) => ({ loaded: img.complete && img.naturalWidth > 0, ...img.getBoundingClientRect().toJSON() })),
    ) as { loaded: boolean; top: number; right: number; height: number }[];
    const rowEnd = await plain.locator('.g-first-photos').evaluate((rows) => rows.getBoundingClientRect().right);
    expect(boxes.every((box) => box.loaded)).toBe(true);
    // Each row but the last ends at the container's edge: the <noscript>'s photos are rows of the
    // same flex container, not one item of it.
    const tops = [...new Set(boxes.map((box) => Math.round(box.top)))];
    expect(tops.length).toBeGreaterThan(1);
    for (const top of tops.slice(0, -1)) expect(Math.max(...boxes.filter((box) => Math.round(box.top) === top).map((box) => box.right))).toBeCloseTo(rowEnd, 0);
    await still.close();
  });
});
