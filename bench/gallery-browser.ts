// The client gallery as a phone sees it, in headless Chromium with an empty cache:
// - first thumbnails: from navigation start to the paint of the first thumbnail, and to the
//   paint of the last thumbnail of the first screen (every tile in the viewport after load).
//   Paint times come from the Element Timing API: the grid's <img> carry
//   `elementtiming="gallery-tile"`, and Chromium reports each one's renderTime, the frame in
//   which it was first painted with its pixels (not its load, not the ThumbHash placeholder).
// - the most <img> elements in the DOM at any moment while scrolling to the end (a
//   MutationObserver counts after every DOM change, so no moment between steps is missed).
// - the JavaScript the page loaded: every script response, gzipped at level 9 (as
//   bench/web-routes.ts measures the app's routes), whatever the server's own encoding.
import { gzipSync } from 'node:zlib';
import { launchBrowser, PHONE } from '../web/e2e/chromium.js';

export interface GalleryBrowserFigures {
  imageCount: number;
  firstThumbnailMs: number;
  firstScreenThumbnailsMs: number;
  firstScreenTiles: number;
  maxImgElements: number;
  scrollSteps: number;
  scripts: number;
  jsGzipBytes: number;
}

const TILE = 'img[elementtiming="gallery-tile"]';
const WAIT_MS = 60_000;

// Page-side code goes in as text: tsx (esbuild with keepNames) would wrap functions in a
// `__name` helper that the page does not have.
/** Runs in the page before any of its scripts: records paints and the <img> count. */
const INSTRUMENT = `(() => {
  const state = { maxImgs: 0, paints: new Map() };
  window.__galleryBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.element) state.paints.set(entry.element, entry.renderTime || entry.loadTime);
    }
  }).observe({ type: 'element', buffered: true });
  new MutationObserver(() => {
    state.maxImgs = Math.max(state.maxImgs, document.getElementsByTagName('img').length);
  }).observe(document, { childList: true, subtree: true });
})()`;

/** Scrolls a screen at a time to the end, letting the virtualiser render each position. */
const SCROLL_TO_END = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  let steps = 0;
  let stable = 0;
  while (stable < 3 && steps < 10000) {
    const before = window.scrollY;
    window.scrollBy(0, Math.round(window.innerHeight * 0.9));
    await frame();
    steps += 1;
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    stable = atEnd || window.scrollY === before ? stable + 1 : 0;
  }
  return steps;
})()`;

/**
 * Waits until every tile in the viewport has been painted; returns the paint times. A tile
 * with no Element Timing entry (Chromium skips an <img> that replaced an already painted one
 * with the same cached picture) counts from the first animation frame in which it is
 * loaded (the browser paints a loaded image in the frame that follows).
 */
const FIRST_SCREEN_PAINTS = `(() => {
  const state = window.__galleryBench;
  if (!state) return null;
  const seen = (state.seen = state.seen || new Map());
  const onScreen = [...document.querySelectorAll('${TILE}')].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  });
  if (onScreen.length === 0) return null;
  const times = onScreen.map((img) => {
    if (!state.paints.has(img) && !seen.has(img) && img.complete && img.naturalWidth > 0) seen.set(img, performance.now());
    return state.paints.get(img) ?? seen.get(img);
  });
  if (times.some((time) => time === undefined)) return null;
  const all = [...state.paints.values(), ...seen.values()];
  return { first: Math.min(...all), lastOnScreen: Math.max(...times), tiles: onScreen.length };
})()`;

export const measureGalleryBrowser = async ({ baseUrl, galleryPath }: { baseUrl: string; galleryPath: string }): Promise<GalleryBrowserFigures> => {
  const browser = await launchBrowser();
  try {
    // A new context has an empty cache; a phone's viewport, pixel ratio and touch. The page's
    // CSP forbids eval, which Playwright's string predicates need: the measuring code is
    // exempted (the page's own scripts run as they would anyway).
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: PHONE,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'es-ES',
      bypassCSP: true,
    });
    const page = await context.newPage();
    page.on('crash', () => console.error('gallery bench: the page crashed'));
    await page.addInitScript({ content: INSTRUMENT });
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
      }
    });
    await page.goto(galleryPath, { waitUntil: 'commit' });
    const paints = (await (await page.waitForFunction(FIRST_SCREEN_PAINTS, undefined, { timeout: WAIT_MS, polling: 'raf' })).jsonValue()) as {
      first: number;
      lastOnScreen: number;
      tiles: number;
    } | null;
    if (!paints) throw new Error('the gallery painted no thumbnails');
    // The "All (n)" filter button names how many photos the gallery has.
    const imageCount = Number(/\d+/.exec((await page.locator('.g-filter button').first().textContent()) ?? '')?.[0] ?? 0);
    const scrollSteps = await page.evaluate<number>(SCROLL_TO_END);
    const maxImgElements = await page.evaluate<number>('window.__galleryBench ? window.__galleryBench.maxImgs : 0');
    const sizes = await Promise.all(scripts);
    await context.close();
    return {
      imageCount,
      firstThumbnailMs: Math.round(paints.first),
      firstScreenThumbnailsMs: Math.round(paints.lastOnScreen),
      firstScreenTiles: paints.tiles,
      maxImgElements,
      scrollSteps,
      scripts: sizes.length,
      jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    };
  } finally {
    await browser.close();
  }
};

export const printGalleryBrowser = (figures: GalleryBrowserFigures): void => {
  console.log('\nClient gallery in headless Chromium (phone 390x844 @3x, empty cache)');
  console.log('| images | first thumbnail painted | first screen painted (tiles) | most <img> while scrolling to the end | JS loaded (gzip -9) |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| ${figures.imageCount} | ${figures.firstThumbnailMs} ms | ${figures.firstScreenThumbnailsMs} ms (${figures.firstScreenTiles}) | ${figures.maxImgElements} (${figures.scrollSteps} steps) | ${(figures.jsGzipBytes / 1024).toFixed(1)} KiB in ${figures.scripts} files |`,
  );
};
