// The client gallery's API figures on a 2,000-image session (local stack): gallery.get, the
// one call that opens a gallery (first call, then p50/p95 of warm calls, and what it weighs
// raw and gzipped), and the gallery function's bundle size and cold module init.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { httpFunctionEntries } from '../functions/src/function-entries.js';
import { measureGalleryBrowser, printGalleryBrowser, type GalleryBrowserFigures } from './gallery-browser.js';
import { prepareGallerySession, type PreparedGallery } from './gallery-session.js';
import { benchLambdaBundles, type BundleFigure } from './lambda-bundles.js';

const WARM_CALLS = 30;

export interface GalleryFigures {
  images: number;
  setup: PreparedGallery['setup'];
  firstCallMs: number;
  p50Ms: number;
  p95Ms: number;
  bodyBytes: number;
  gzipBytes: number;
  bundle: BundleFigure | undefined;
  browser: GalleryBrowserFigures;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const timedGet = async (url: URL): Promise<{ ms: number; body: string }> => {
  const started = performance.now();
  const answer = await fetch(url);
  const body = await answer.text();
  const ms = performance.now() - started;
  if (!answer.ok) throw new Error(`GET ${url.pathname}: ${answer.status} ${body.slice(0, 300)}`);
  return { ms, body };
};

export const benchGallery = async (): Promise<GalleryFigures> => {
  // The page the browser measures is web/dist, served by the stack: built now, as `npm start`
  // and `npm run test:e2e` do, so a fresh clone has one and an old build is not measured.
  execFileSync('npm', ['run', 'build:web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const gallery = await prepareGallerySession();
  try {
    const url = new URL(`/api/gallery/${gallery.linkKey}`, gallery.baseUrl);
    // The first call after the stack started also loads the gallery function's modules.
    const first = await timedGet(url);
    const times: number[] = [];
    for (let i = 0; i < WARM_CALLS; i += 1) times.push((await timedGet(url)).ms);
    const [bundle] = await benchLambdaBundles([{ name: 'gallery', entry: httpFunctionEntries.gallery, kind: 'http' }]);
    // The page as a client on a phone opens it: the link's own address, served by gallery.page.
    const browser = await measureGalleryBrowser({ baseUrl: gallery.baseUrl, galleryPath: new URL(gallery.linkUrl).pathname });
    return {
      browser,
      images: gallery.images,
      setup: gallery.setup,
      firstCallMs: first.ms,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      bodyBytes: Buffer.byteLength(first.body),
      gzipBytes: gzipSync(first.body).length,
      bundle,
    };
  } finally {
    await gallery.stop();
  }
};

export const printGallery = (f: GalleryFigures): void => {
  console.log(`\ngallery: ${f.images} ready images`);
  if (f.setup.reused) console.log('  session reused from .bench/gallery-stack');
  else {
    console.log(
      `  session built: upload ${(f.setup.uploadMs / 1000).toFixed(1)} s, last byte to all processed ${(f.setup.processedMs / 1000).toFixed(1)} s (${f.setup.ready} ready, ${f.setup.failed} failed)`,
    );
  }
  console.log(`  gallery.get: first call ${f.firstCallMs.toFixed(0)} ms; ${WARM_CALLS} warm calls p50 ${f.p50Ms.toFixed(0)} ms, p95 ${f.p95Ms.toFixed(0)} ms`);
  console.log(`  gallery.get body: ${(f.bodyBytes / 1024).toFixed(0)} KiB, ${(f.gzipBytes / 1024).toFixed(0)} KiB gzipped`);
  if (f.bundle) {
    console.log(
      `  gallery function bundle: ${(f.bundle.bytes / 1024).toFixed(0)} KiB, cold init ${f.bundle.initMs.toFixed(1)} ms (CPU ${f.bundle.initCpuMs.toFixed(1)} ms)`,
    );
  }
  printGalleryBrowser(f.browser);
};
