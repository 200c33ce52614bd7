// `npm run bench [-- <part>...]`: prints the figures recorded in docs/performance.md.
// Parts: `lambda` (Lambda bundle sizes, contracts bundled, cold init), `crm` (CRM list, search, capacity
// and export over the local stack), `web-routes` (the gzipped JavaScript each route of the
// web app loads), `images` (the image function against vipsthumbnail on a 24 MP JPEG, then a 200-image session
// upload on the local stack, last byte to all ready), `gallery` (a 2,000-image gallery on the
// local stack: gallery.get latency and weight, the gallery function's bundle, the page in a phone's
// browser), `gallery-cache` (gallery.get's image-list cache on synthetic items), `gallery-init`
// (the gallery function's bundle and cold init against a base commit, imported alternately), `site` (the
// gzipped JavaScript of each public page, the landing's 80 KiB budget), `invoices` (invoice PDF
// render, warm p50/p95, through the bundled renderer), `dashboard` (the dashboard's data call for 500
// sessions, 2,000 invoices and 20,000 contacts over two years, then the dashboard route's gzipped
// JavaScript beyond the signed-in shell), `lambda-routes` (what each HTTP route module would add to
// its function's init if split, with the import chain of its largest package), `lambda-profile`
// (a CPU profile of the cold init of a few functions, put down to their source modules), `zip` (a
// 2,000-original gallery's zip in parts on the local stack: first byte and throughput, after a
// free-disk check), `gallery-scale` (the 10,000-photo gallery on an emulated Pixel 5 over Slow 4G
// with a 4x slower CPU: largest paint, first row, bytes before it, the data call; built once
// into .bench/gallery-scale, then the `upload` line), `upload` (500 photos of 5 MB through the
// session wizard in Chromium against a plain parallel upload of the same files, over the same
// emulated uplink); all of them when none is named.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchCrmList, printCrmList } from './crm-list.js';
import { benchDashboard, printDashboard } from './dashboard.js';
import { benchGallery, printGallery } from './gallery.js';
import { benchGalleryGet, printGalleryGet } from './gallery-get.js';
import { benchGalleryInit, printGalleryInit } from './gallery-init.js';
import { benchGalleryScale, printGalleryScale } from './gallery-scale.js';
import { benchImages, printImages } from './images.js';
import { benchInvoicePdf, printInvoicePdf } from './invoices.js';
import { benchLambdaBundles, printLambdaBundles } from './lambda-bundles.js';
import { benchLambdaInitProfile, printLambdaInitProfile } from './lambda-init-profile.js';
import { benchLambdaRoutes, printLambdaRoutes } from './lambda-routes.js';
import { benchSessionUpload, printSessionUpload } from './session-upload.js';
import { benchSite, printSite } from './site.js';
import { benchUpload, printUpload } from './upload.js';
import { benchWebRoutes, printDashboardRoute, printWebRoutes } from './web-routes.js';
import { benchZip, printZip } from './zip.js';

const PARTS: Record<string, () => Promise<void>> = {
  lambda: async () => printLambdaBundles(await benchLambdaBundles()),
  crm: async () => printCrmList(await benchCrmList()),
  'web-routes': async () => printWebRoutes(await benchWebRoutes()),
  images: async () => {
    printImages(await benchImages());
    printSessionUpload(await benchSessionUpload());
  },
  gallery: async () => printGallery(await benchGallery()),
  'gallery-cache': async () => printGalleryGet(await benchGalleryGet()),
  'gallery-init': async () => printGalleryInit(await benchGalleryInit()),
  // Issue 27 point 4's lines in one run; the scale part has just built web/dist.
  'gallery-scale': async () => {
    printGalleryScale(await benchGalleryScale());
    printUpload(await benchUpload({ buildWeb: false }));
  },
  site: async () => printSite(await benchSite()),
  invoices: async () => printInvoicePdf(await benchInvoicePdf()),
  dashboard: async () => {
    printDashboard(await benchDashboard());
    printDashboardRoute(await benchWebRoutes());
  },
  'lambda-routes': async () => printLambdaRoutes(await benchLambdaRoutes()),
  'lambda-profile': async () => printLambdaInitProfile(await benchLambdaInitProfile()),
  zip: async () => printZip(await benchZip()),
  upload: async () => printUpload(await benchUpload()),
};

const named = process.argv.slice(2);
const unknown = named.filter((part) => !(part in PARTS));
if (unknown.length > 0) {
  console.error(`unknown bench part ${unknown.join(', ')}; parts: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`bench on ${process.platform}/${process.arch}, Node ${process.version}, ${new Date().toISOString()}, load ${load()}`);
/** Parts that run only when named: `gallery-scale` already prints the upload line. */
const NAMED_ONLY = new Set(['upload']);
const chosen = Object.keys(PARTS).filter((part) => (named.length === 0 ? !NAMED_ONLY.has(part) : named.includes(part)));
if (chosen.length === 1) {
  await PARTS[chosen[0] ?? '']?.();
} else {
  // Each part in a process of its own: module-level SDK clients of one part's stack never reach
  // the next part's (a stopped stack's ports), and each part's peak memory is its own. A part
  // that fails is reported and the others still run.
  const failed: string[] = [];
  for (const part of chosen) {
    const { status } = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), part], { stdio: 'inherit' });
    if (status !== 0) failed.push(part);
  }
  if (failed.length > 0) {
    console.error(`\nbench parts that failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}
console.log(`\nload average at the end: ${load()}`);
