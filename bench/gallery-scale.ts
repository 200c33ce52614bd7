// `npm run bench -- gallery-scale` (issue 27 points 1 and 4): the 10,000-photo gallery
// (gallery-scale-fixture.ts) opened by its link's own address on an emulated phone, as Lumio
// publishes its figure: Chromium through CDP with Playwright's Pixel 5 (393 x 727 at 2.75, touch),
// Slow 4G (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip), the CPU slowed 4x, an empty cache
// (a new context each run), the median of 5 runs. Per run:
// - lcp: the Largest Contentful Paint's time and its element;
// - first row: when every photo of the grid's first row was painted (Element Timing's render
//   time of the `gallery-tile` images, else their load as Resource Timing saw it: a row below
//   the fold is loaded but not painted);
// - bytes before paint: every byte the network delivered (CDP's encoded lengths: headers and
//   compressed bodies, as the local server compresses like CloudFront) until the LCP's time;
// then, once, scrolling from top to bottom: the most <img> in the DOM at any moment and the JS
// heap at the end. The data call: `gallery.get` over HTTP, its first call after the stack
// started (the gallery function's modules loaded, the list read from the session's manifest:
// cold) and the p50 of 20 warm calls.
import { execFileSync } from 'node:child_process';
import { devices, type CDPSession } from 'playwright-core';
import { launchBrowser } from '../web/e2e/chromium.js';
import { prepareScaleGallery, SCALE_PHOTOS, type ScaleGallery } from './gallery-scale-fixture.js';

// The issue's figure is the median of 5 runs with the scroll; a shorter look at the first paint
// alone (a change to the first screen) may ask for fewer runs and no scroll, which takes minutes.
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 5);
const SCROLL = process.env.BENCH_SCALE_SCROLL !== '0';
const WARM_CALLS = 20;
const TARGETS = { lcpMs: 1_200, firstRowMs: 1_500, bytesKB: 150, imgs: 80, heapMB: 150 } as const;
const SLOW_4G = { latency: 150, downloadThroughput: (1.6e6 / 8) * 1, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;
const WAIT_MS = 120_000;

export interface ScaleRun {
  lcpMs: number;
  lcpElement: string;
  firstRowMs: number;
  bytesBeforePaint: number;
  /** When the app replaced the server's first screen. */
  appMs: number;
  /** Layout shift (CLS's sum) from the start until the app has taken over and settled. */
  layoutShift: number;
  /** Where the time before the largest paint went (Resource Timing, from the navigation's start). */
  timeline: { htmlFirstByteMs: number; coverRequestedMs: number; coverFirstByteMs: number; coverEndMs: number } | null;
}

export interface ScaleFigures {
  photos: number;
  setup: ScaleGallery['setup'];
  runs: ScaleRun[];
  /** The page's first open after the stack's start, outside the median. */
  firstOpen: ScaleRun;
  lcpMs: number;
  firstRowMs: number;
  bytesKB: number;
  lcpElement: string;
  dataColdMs: number;
  dataP50Ms: number;
  /** Undefined when the scroll was not asked for (BENCH_SCALE_SCROLL=0). */
  scroll?: { maxImgs: number; heapMB: number; scrollSteps: number };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// Page-side code as text (tsx would wrap functions in a `__name` helper the page lacks).
/** Before any script of the page: the LCP entries, the tiles' paints, the most <img> at once. */
const INSTRUMENT = `(() => {
  const state = { lcp: null, paints: new Map(), maxImgs: 0, shift: 0, appAt: null };
  window.__scale = state;
  const describe = (element, url) => {
    if (!element) return 'an element since removed';
    const name = element.getAttribute('elementtiming');
    return element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).split(' ').join('.') : '') + (name ? ' [elementtiming=' + name + ']' : '') + (url ? ' (' + url.split('?')[0].split('/').slice(-2).join('/') + ')' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = { time: entry.startTime, element: describe(entry.element, entry.url), size: entry.size, url: entry.url };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.element) state.paints.set(entry.element, entry.renderTime || entry.loadTime);
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    state.maxImgs = Math.max(state.maxImgs, document.getElementsByTagName('img').length);
    // The app has taken over once the server's first screen is gone (with its data, the page had one).
    if (state.appAt === null && document.getElementById('gallery-data') && !document.querySelector('.g-first-screen')) state.appAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
})()`;

/**
 * The first row's paint: the tiles sharing the first tile's top, each by its Element Timing
 * entry or, unpainted below the fold, its resource's end; null until every one is in.
 */
const FIRST_ROW = `(() => {
  const state = window.__scale;
  const tiles = [...document.querySelectorAll('img[elementtiming="gallery-tile"]')];
  if (!state || tiles.length === 0) return null;
  const top = Math.min(...tiles.map((img) => img.getBoundingClientRect().top));
  const row = tiles.filter((img) => Math.abs(img.getBoundingClientRect().top - top) < 2);
  const times = row.map((img) => {
    const painted = state.paints.get(img);
    if (painted !== undefined) return painted;
    if (!img.complete || img.naturalWidth === 0) return undefined;
    const resource = performance.getEntriesByName(img.currentSrc || img.src, 'resource')[0];
    return resource ? resource.responseEnd : undefined;
  });
  if (times.some((time) => time === undefined)) return null;
  return { time: Math.max(...times), tiles: row.length };
})()`;

/** The HTML's first byte and the largest paint's image (the cover): its request, first byte and end; null when it is no image. */
const TIMELINE = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const url = window.__scale.lcp && window.__scale.lcp.url;
  const entry = url && performance.getEntriesByName(url, 'resource')[0];
  if (!navigation || !entry) return null;
  return { htmlFirstByteMs: navigation.responseStart, coverRequestedMs: entry.startTime, coverFirstByteMs: entry.responseStart, coverEndMs: entry.responseEnd };
})()`;

/**
 * Scrolls a screen at a time until the last photo: at the end of the loaded rows while the
 * grid's end marker (.g-grid-end: more photos to load) is there, it waits for the next page.
 */
const SCROLL_TO_END = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const started = performance.now();
  let steps = 0;
  for (;;) {
    window.scrollBy(0, Math.round(window.innerHeight * 0.9));
    await frame();
    steps += 1;
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    if (atEnd && !document.querySelector('.g-grid-end')) return steps;
    if (performance.now() - started > 15 * 60 * 1000) throw new Error('the scroll did not reach the last photo within 15 minutes');
    if (atEnd) await new Promise((resolve) => setTimeout(resolve, 50));
  }
})()`;

/** Bytes the network delivered, by CDP's monotonic clock (seconds). */
const countBytes = (cdp: CDPSession) => {
  const received: { at: number; bytes: number }[] = [];
  const perRequest = new Map<string, number>();
  let navigationAt: number | undefined;
  cdp.on('Network.requestWillBeSent', (event: { timestamp: number; type?: string }) => {
    if (navigationAt === undefined && event.type === 'Document') navigationAt = event.timestamp;
  });
  cdp.on('Network.dataReceived', (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    received.push({ at: event.timestamp, bytes: event.encodedDataLength });
    perRequest.set(event.requestId, (perRequest.get(event.requestId) ?? 0) + event.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    // Headers and whatever dataReceived did not report.
    received.push({ at: event.timestamp, bytes: Math.max(0, event.encodedDataLength - (perRequest.get(event.requestId) ?? 0)) });
  });
  return (untilMs: number): number => {
    if (navigationAt === undefined) return Number.NaN;
    const start = navigationAt;
    return received.filter((entry) => (entry.at - start) * 1000 <= untilMs).reduce((sum, entry) => sum + entry.bytes, 0);
  };
};

const openOnce = async (baseUrl: string, path: string, scroll: boolean) => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...devices['Pixel 5'], baseURL: baseUrl, locale: 'es-ES', bypassCSP: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const bytesUntil = countBytes(cdp);
    await page.addInitScript({ content: INSTRUMENT });
    await page.goto(path, { waitUntil: 'commit' });
    const row = (await (await page.waitForFunction(FIRST_ROW, undefined, { timeout: WAIT_MS, polling: 200 })).jsonValue()) as { time: number; tiles: number };
    // The LCP is final at the first input; here, once the page has settled.
    await page.waitForLoadState('load', { timeout: WAIT_MS });
    await page.waitForTimeout(1_000);
    const lcp = (await page.evaluate('window.__scale.lcp')) as { time: number; element: string; size: number } | null;
    if (!lcp) throw new Error('no largest contentful paint was reported');
    // The app's entry waits for the first screen's pictures, then fetches the app: the shift
    // is read once it has replaced the server's markup and drawn its grid.
    const appMs = (await (await page.waitForFunction('window.__scale.appAt', undefined, { timeout: WAIT_MS, polling: 200 })).jsonValue()) as number;
    await page.locator('img[elementtiming="gallery-tile"]').first().waitFor({ timeout: WAIT_MS });
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    const layoutShift = (await page.evaluate('window.__scale.shift')) as number;
    const timeline = (await page.evaluate(TIMELINE)) as ScaleRun['timeline'];
    const run: ScaleRun = { lcpMs: lcp.time, lcpElement: lcp.element, firstRowMs: row.time, bytesBeforePaint: bytesUntil(lcp.time), appMs, layoutShift, timeline };
    if (!scroll) return { run };
    // The scroll is measured without the throttling (it would take minutes over Slow 4G); what
    // it checks is the DOM and the heap, not the time.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const imageCount = Number(/\d[\d.,]*/.exec((await page.locator('.g-filter button').first().textContent()) ?? '')?.[0]?.replace(/[.,]/g, '') ?? 0);
    const scrollSteps = (await page.evaluate(SCROLL_TO_END)) as number;
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const maxImgs = (await page.evaluate('window.__scale.maxImgs')) as number;
    return { run, scroll: { imageCount, scrollSteps, heapBytes: heap.usedSize, maxImgs } };
  } finally {
    await browser.close();
  }
};

const describeRun = (run: ScaleRun): string => {
  const t = run.timeline;
  const where = t
    ? `; HTML's first byte at ${t.htmlFirstByteMs.toFixed(0)} ms, its image asked at ${t.coverRequestedMs.toFixed(0)}, first byte at ${t.coverFirstByteMs.toFixed(0)}, end at ${t.coverEndMs.toFixed(0)} ms`
    : '';
  return `lcp ${run.lcpMs.toFixed(0)} ms (${run.lcpElement}), first row ${run.firstRowMs.toFixed(0)} ms, ${(run.bytesBeforePaint / 1000).toFixed(1)} KB before paint, app at ${run.appMs.toFixed(0)} ms, layout shift ${run.layoutShift.toFixed(3)}${where}`;
};

const timed = async (url: URL): Promise<number> => {
  const started = performance.now();
  const answer = await fetch(url);
  const text = await answer.text();
  if (!answer.ok) throw new Error(`GET ${url.pathname}: ${answer.status} ${text.slice(0, 200)}`);
  const count = (JSON.parse(text) as { gallery: { imageCount: number } }).gallery.imageCount;
  if (count !== SCALE_PHOTOS) throw new Error(`the gallery has ${count} photos, not ${SCALE_PHOTOS} (delete .bench/gallery-scale to build it again)`);
  return performance.now() - started;
};

export const benchGalleryScale = async ({ buildWeb = true }: { buildWeb?: boolean } = {}): Promise<ScaleFigures> => {
  // The page measured is web/dist as built now (the first screen's styles, the app).
  if (buildWeb) execFileSync('npm', ['run', 'build:web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const gallery = await prepareScaleGallery();
  try {
    const dataUrl = new URL(`/api/gallery/${gallery.linkKey}`, gallery.baseUrl);
    const dataColdMs = await timed(dataUrl);
    const warm: number[] = [];
    for (let i = 0; i < WARM_CALLS; i += 1) warm.push(await timed(dataUrl));
    const path = new URL(gallery.linkUrl).pathname;
    // As the data call's p50 is taken warm, the page's runs are: one open first, outside the
    // median, serves the page, the app and the media once after the stack's start (the local
    // server's first answers on those paths took 0.4-1 s more than later ones on a quiet machine).
    const { run: firstOpen } = await openOnce(gallery.baseUrl, path, false);
    console.error(`  gallery-scale first open after the stack's start (not in the median): ${describeRun(firstOpen)}`);
    const runs: ScaleRun[] = [];
    let scrolled: Awaited<ReturnType<typeof openOnce>>['scroll'];
    for (let i = 0; i < RUNS; i += 1) {
      const { run, scroll } = await openOnce(gallery.baseUrl, path, SCROLL && i === RUNS - 1);
      runs.push(run);
      if (scroll) scrolled = scroll;
      console.error(`  gallery-scale run ${i + 1}: ${describeRun(run)}`);
    }
    if (SCROLL && !scrolled) throw new Error('the scroll was not measured');
    if (scrolled && scrolled.imageCount !== SCALE_PHOTOS) throw new Error(`the page said ${scrolled.imageCount} photos`);
    const lcpMs = median(runs.map((run) => run.lcpMs));
    const elements = runs.map((run) => run.lcpElement);
    return {
      photos: SCALE_PHOTOS,
      setup: gallery.setup,
      runs,
      firstOpen,
      lcpMs,
      firstRowMs: median(runs.map((run) => run.firstRowMs)),
      bytesKB: median(runs.map((run) => run.bytesBeforePaint)) / 1000,
      lcpElement: elements.sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0] ?? '',
      dataColdMs,
      dataP50Ms: median(warm),
      ...(scrolled ? { scroll: { maxImgs: scrolled.maxImgs, heapMB: scrolled.heapBytes / 1e6, scrollSteps: scrolled.scrollSteps } } : {}),
    };
  } finally {
    await gallery.stop();
  }
};

const mark = (ok: boolean): string => (ok ? 'met' : 'MISSED');

export const printGalleryScale = (f: ScaleFigures): void => {
  if (f.setup.reused) console.log('  10,000-photo gallery reused from .bench/gallery-scale');
  else {
    const r = f.setup.renditionBytes;
    console.log(
      `  10,000-photo gallery built in ${(f.setup.buildMs / 1000).toFixed(0)} s (target 600 s: ${mark(f.setup.buildMs <= 600_000)}) from ${f.setup.sources} processed photos; renditions thumb ${(r.thumb / 1000).toFixed(1)} KB, grid ${(r.grid / 1000).toFixed(1)} KB, preview ${(r.preview / 1000).toFixed(1)} KB on average`,
    );
  }
  console.log(
    `gallery-scale: lcp ${f.lcpMs.toFixed(0)} ms, first row ${f.firstRowMs.toFixed(0)} ms, bytes-before-paint ${f.bytesKB.toFixed(0)} KB, data call p50 ${f.dataP50Ms.toFixed(0)} ms cold ${f.dataColdMs.toFixed(0)} ms (10,000 photos, slow-4g, 4x cpu)`,
  );
  console.log(
    `  lcp <= ${TARGETS.lcpMs} ms: ${mark(f.lcpMs <= TARGETS.lcpMs)}; first row <= ${TARGETS.firstRowMs} ms: ${mark(f.firstRowMs <= TARGETS.firstRowMs)}; bytes <= ${TARGETS.bytesKB} KB: ${mark(f.bytesKB <= TARGETS.bytesKB)}`,
  );
  console.log(`  largest paint: ${f.lcpElement}`);
  console.log(`  the first open after the stack's start (not in the median): lcp ${f.firstOpen.lcpMs.toFixed(0)} ms, first row ${f.firstOpen.firstRowMs.toFixed(0)} ms`);
  console.log(
    `  the app took over at ${median(f.runs.map((run) => run.appMs)).toFixed(0)} ms (median), layout shift until then ${median(f.runs.map((run) => run.layoutShift)).toFixed(3)} (median; at most 0.1 is "good")`,
  );
  const { scroll } = f;
  console.log(
    scroll
      ? `  scrolling top to bottom (${scroll.scrollSteps} steps): at most ${scroll.maxImgs} <img> in the DOM (<= ${TARGETS.imgs}: ${mark(scroll.maxImgs <= TARGETS.imgs)}), JS heap ${scroll.heapMB.toFixed(1)} MB (< ${TARGETS.heapMB}: ${mark(scroll.heapMB < TARGETS.heapMB)})`
      : '  scrolling top to bottom: not measured (BENCH_SCALE_SCROLL=0)',
  );
  console.log(`  runs: ${f.runs.map((run) => `${run.lcpMs.toFixed(0)}/${run.firstRowMs.toFixed(0)} ms ${(run.bytesBeforePaint / 1000).toFixed(0)} KB`).join(', ')}`);
};
