// The client gallery's paging (issue 27 point 1) on a phone, against the local stack: a
// session of 250 processed photos shared by a link. The client scrolls from the top to the
// bottom: every photo's tile appears, in the gallery's order, the next pages load only as the
// end nears, and the virtualised grid never holds more than 80 <img>. The viewer goes from
// the last photo of the first page to the first of the second, which loads as it goes. Photos
// chosen on the first and the fourth page are exactly those of the "Selected" filter and of
// the review. The grid passes axe in Spanish and English.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../src/gallery/locales/en/gallery.json';
import g from '../src/gallery/locales/es/gallery.json';
import { PAGE_SIZE } from '../src/gallery/limits';
import './context';
import { expectAccessible } from './axe';
import { browserForFile, openPage, PHONE } from './browser';
import { galleryOrder, heartOf, sessionWithShareLink } from './gallery-session';
import { fill } from './i18n';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

const PHOTOS = 250;
/** The most <img> the grid may hold at once (issue 27: a few dozen, whatever the gallery's size). */
const MAX_GRID_IMAGES = 80;

const tileOf = (page: Page, fileName: string) => page.getByRole('button', { name: fill(g['tile.open'], { name: fileName }), exact: true });

/** The grid's tiles now in the DOM: the file name each opens and where it sits in the page. */
const tilesInGrid = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.g-grid .g-tile-open')].map((button) => {
      const box = button.getBoundingClientRect();
      return { label: button.getAttribute('aria-label') ?? '', top: Math.round(box.top + window.scrollY), left: Math.round(box.left) };
    }),
  );

/** Two animation frames: the virtualiser has rendered the rows of the new scroll position. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

const scrollStep = (page: Page) => page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));

/** Scrolls down until the photo's tile is in the DOM (its page loading on the way), then brings it on screen. */
const scrollToTile = async (page: Page, fileName: string): Promise<void> => {
  const tile = tileOf(page, fileName);
  await expect
    .poll(
      async () => {
        if ((await tile.count()) > 0) return true;
        await scrollStep(page);
        await frames(page);
        return false;
      },
      { timeout: 30_000, interval: 0 },
    )
    .toBe(true);
  await tile.scrollIntoViewIfNeeded();
};

describe('client gallery paging', () => {
  it('a 250-photo gallery scrolls page by page with a bounded grid, the viewer crosses pages, and the selection spans them', { timeout: 600_000 }, async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'gallery-paging', PHOTOS);
    const linkKey = fixture.galleryPath.split('/').pop() ?? '';
    const order = await galleryOrder(baseUrl, linkKey);
    expect([...order].sort()).toEqual([...fixture.fileNames].sort());
    const nameOfLabel = new Map(order.map((fileName) => [fill(g['tile.open'], { name: fileName }), fileName]));

    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    // The places of the pages the page asks for after the first (which comes with the gallery).
    const pagesAsked: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === `/api/gallery/${linkKey}/images`) pagesAsked.push(Number(url.searchParams.get('offset')));
    });
    await page.goto(fixture.galleryPath);
    await page.getByRole('button', { name: fill(g['filter.all'], { count: PHOTOS }) }).waitFor();
    await tileOf(page, order[0] ?? '').waitFor();
    await expectAccessible(page, 'gallery grid of 250 photos');

    // ---- Top to bottom: every tile appears, in order; the grid's <img> stay few. A
    // MutationObserver keeps the most <img> the grid ever held between the samples too.
    await page.evaluate(() => {
      const state = window as unknown as { mostGridImages: number };
      state.mostGridImages = 0;
      const count = () => {
        state.mostGridImages = Math.max(state.mostGridImages, document.querySelectorAll('.g-grid img').length);
      };
      count();
      new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
    });
    expect(pagesAsked.length).toBeLessThanOrEqual(1);
    const seen = new Map<string, { top: number; left: number }>();
    const sampled: number[] = [];
    for (let step = 0; ; step += 1) {
      expect(step).toBeLessThan(1000);
      for (const tile of await tilesInGrid(page)) {
        const fileName = nameOfLabel.get(tile.label);
        expect(fileName, `a tile the gallery does not have: ${tile.label}`).toBeDefined();
        if (fileName) seen.set(fileName, { top: tile.top, left: tile.left });
      }
      sampled.push(await page.locator('.g-grid img').count());
      const { atEnd, height } = await page.evaluate(() => ({
        atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        height: document.documentElement.scrollHeight,
      }));
      if (atEnd && seen.size === PHOTOS) break;
      // At the bottom before the last photo: the next page is on its way and lengthens the grid.
      if (atEnd) {
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollHeight), { timeout: 15_000, message: `at the bottom after ${seen.size} of ${PHOTOS} tiles, and no more came` })
          .toBeGreaterThan(height);
      }
      await scrollStep(page);
      await frames(page);
    }
    const shown = [...seen.entries()].sort(([, a], [, b]) => a.top - b.top || a.left - b.left).map(([fileName]) => fileName);
    expect(shown).toEqual(order);
    expect(Math.max(...sampled)).toBeLessThanOrEqual(MAX_GRID_IMAGES);
    expect(await page.evaluate(() => (window as unknown as { mostGridImages: number }).mostGridImages)).toBeLessThanOrEqual(MAX_GRID_IMAGES);
    // Each later page was asked for once, in order, as the end came near.
    expect(pagesAsked).toEqual([PAGE_SIZE, 2 * PAGE_SIZE, 3 * PAGE_SIZE, 4 * PAGE_SIZE]);

    // ---- The viewer, on a fresh page: from the last photo of page 1 across to page 2.
    await page.reload();
    await tileOf(page, order[0] ?? '').waitFor();
    const lastOfFirst = order[PAGE_SIZE - 1] ?? '';
    const firstOfSecond = order[PAGE_SIZE] ?? '';
    await scrollToTile(page, lastOfFirst);
    await tileOf(page, lastOfFirst).click();
    await page.getByRole('dialog', { name: fill(g['preview.title'], { position: PAGE_SIZE, total: PHOTOS, name: lastOfFirst }) }).waitFor();
    await page.getByRole('button', { name: g['preview.next'], exact: true }).click();
    const viewer = page.getByRole('dialog', { name: fill(g['preview.title'], { position: PAGE_SIZE + 1, total: PHOTOS, name: firstOfSecond }) });
    await viewer.getByRole('img', { name: firstOfSecond }).waitFor();
    expect(await viewer.getByText(`Foto ${PAGE_SIZE + 1} de ${PHOTOS}`).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // ---- Photos chosen on page 1 and page 4, in the gallery's order.
    const chosen = [order[2], order[PAGE_SIZE - 1], order[3 * PAGE_SIZE + 1], order[4 * PAGE_SIZE - 2]].map((name) => name ?? '');
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const fileName of chosen) {
      await scrollToTile(page, fileName);
      await heartOf(page, fileName).click();
      expect(await heartOf(page, fileName).getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByRole('button', { name: fill(g['filter.selected'], { count: chosen.length }) }).click();
    await expect
      .poll(async () => (await tilesInGrid(page)).sort((a, b) => a.top - b.top || a.left - b.left).map((tile) => nameOfLabel.get(tile.label)))
      .toEqual(chosen);

    // ---- The review shows exactly those photos.
    await page.getByRole('button', { name: g['bar.review'] }).click();
    const review = page.getByRole('dialog', { name: g['review.title'] });
    await review.getByRole('heading', { name: fill(g['review.photos'], { count: chosen.length }) }).waitFor();
    await expect.poll(() => review.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(chosen);
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'detached' });

    // ---- The whole grid again, in English: axe.
    await page.getByRole('button', { name: 'English, EN' }).click();
    await page.getByRole('button', { name: fill(en['filter.all'], { count: PHOTOS }) }).click();
    await page.getByRole('button', { name: fill(en['tile.open'], { name: order[0] ?? '' }), exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expectAccessible(page, 'gallery grid of 250 photos in English');
    await context.close();
  });
});
