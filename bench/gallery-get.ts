// `gallery.get` of a 2,000-image session (`BENCH_GALLERY_IMAGES`, e.g. 10000) over HTTP through
// the local gateway (share-link resolution, the ready-image list, one media signature, DynamoDB
// Local), as the client's browser calls it: the first call of a container (the list read from
// the session's manifest once the table stream wrote it), warm calls (the list kept under the
// session's image revision), the call right after an image changed (its manifest written), the
// answer's size raw and gzipped (the counts and the first page: issue 27 point 1), and pages of
// `gallery.images` across the whole list.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalStack } from '../infra/local/stack.js';
import { signUpPhotographer } from './bench-photographer.js';

const IMAGES = Number(process.env.BENCH_GALLERY_IMAGES ?? 2_000);
const SAMPLES = 60;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

export interface GalleryFigures {
  images: number;
  firstMs: number;
  warmP50Ms: number;
  warmP95Ms: number;
  afterChangeMs: number;
  /** The health route's p50 in the same run: what the machine's load costs any call. */
  baselineP50Ms: number;
  rawBytes: number;
  gzipBytes: number;
  /** `gallery.images` pages of 60 at places across the whole list. */
  pageP50Ms: number;
  pageP95Ms: number;
  pageGzipBytes: number;
  /** From the revision's move to its manifest written by the table stream. */
  manifestMs: number;
}

export const benchGalleryGet = async (): Promise<GalleryFigures> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-bench-gallery-'));
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({ dataDir, port: 0, serveWeb: false, seedDemo: false, quiet: true, relaxRateLimits: true, ttlSweepIntervalMs: 60 * 60 * 1000 });
  try {
    const { db } = await import('../functions/src/data/database.js');
    const { storedManifestRevision } = await import('../functions/src/gallery/workers/image-manifest-writer.js');
    /** Waits for the table stream to write the session's manifest at its current revision. */
    const manifestWritten = async (photographerId: string, sessionId: string): Promise<number> => {
      const start = performance.now();
      const { data } = await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true });
      for (;;) {
        if ((await storedManifestRevision(photographerId, sessionId)) === data?.imageRevision) return performance.now() - start;
        if (performance.now() - start > 10 * 60_000) throw new Error('the manifest was not written within 10 minutes');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const { sub, token } = await signUpPhotographer('bench-gallery@fotostudio.local');
    const api = async (method: string, path: string, body?: unknown, auth = true) => {
      const start = performance.now();
      const response = await fetch(new URL(path, stack.url), {
        method,
        headers: { ...(auth ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A call that never answers fails the bench instead of stalling it.
        signal: AbortSignal.timeout(120_000),
      });
      const text = await response.text();
      const ms = performance.now() - start;
      if (response.status >= 300) throw new Error(`${method} ${path} -> ${response.status} ${text.slice(0, 300)}`);
      return { ms, text, body: JSON.parse(text) as Record<string, Record<string, string>> };
    };
    await api('PUT', '/api/me', { businessName: 'Estudio Luz' });
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Ana', lastName: 'Ruiz', emails: { primary: 'ana@example.com' } });
    const pkg = await api('POST', '/api/packages', {
      name: 'Boda', priceCents: 150000, includedPhotos: 100, extraPhotoPriceCents: 500, includedProducts: [], forSaleProductIds: [],
      watermark: false, allowDownload: true, active: true, allowFullGallery: false, delivery: 'originals',
    });
    const session = await api('POST', '/api/sessions', {
      clientId: client.body.contact?.contactId, packageId: pkg.body.package?.packageId, title: 'Boda de Ana', sessionType: 'wedding', calendarSync: false,
    });
    const sessionId = session.body.session?.sessionId ?? '';
    // Ready images as the image function leaves them (its own bench times the processing),
    // with real-sized ThumbHashes (about 25 bytes) and camera file names.
    const items = Array.from({ length: IMAGES }, (_, i) => {
      const imageId = randomUUID();
      const base = `derived/${sub}/sessions/${sessionId}/${imageId}.jpg/`;
      return {
        photographerId: sub, sessionId, imageId, fileName: `DSC_${String(4000 + i).padStart(5, '0')}.jpg`,
        originalKey: `originals/${sub}/sessions/${sessionId}/${imageId}.jpg`, contentType: 'image/jpeg', sizeBytes: 8_000_000,
        sha256: randomBytes(32).toString('hex'), status: 'ready' as const, width: 6000, height: 4000,
        thumbhash: randomBytes(25).toString('base64'), dhash: randomBytes(8).toString('hex'),
        thumbKey: `${base}thumb.webp`, gridKey: `${base}grid.webp`, previewKey: `${base}preview.webp`, keptKey: `originals/${sub}/sessions/${sessionId}/${imageId}.jpg`,
      };
    });
    for (let start = 0; start < items.length; start += 25) await db().entities.sessionImage.put(items.slice(start, start + 25)).go();
    await db().entities.session.patch({ photographerId: sub, sessionId }).set({ imageCount: IMAGES, imageSlots: IMAGES }).add({ imageRevision: 1 }).go();
    console.error(`  ${IMAGES} image items written; waiting for the table stream's manifest`);
    const manifestMs = await manifestWritten(sub, sessionId);
    console.error(`  manifest written in ${manifestMs.toFixed(0)} ms`);
    const link = await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige tus fotos', durationDays: 30 });
    const path = `/api/gallery/${link.body.link?.token}`;

    const first = await api('GET', path, undefined, false);
    const warm: number[] = [];
    let last = first;
    for (let i = 0; i < SAMPLES; i += 1) {
      last = await api('GET', path, undefined, false);
      warm.push(last.ms);
    }
    // An image made ready or removed moves the revision: the next call reads the list again.
    await db().entities.session.patch({ photographerId: sub, sessionId }).add({ imageRevision: 1 }).go();
    await manifestWritten(sub, sessionId);
    console.error('  warm calls done, the revision moved and its manifest written');
    const afterChange = await api('GET', path, undefined, false);
    const pages: number[] = [];
    let pageText = '';
    for (let i = 0; i < SAMPLES; i += 1) {
      const offset = Math.floor((i / SAMPLES) * IMAGES);
      const page = await api('GET', `${path}/images?offset=${offset}&limit=60`, undefined, false);
      pages.push(page.ms);
      pageText = page.text;
    }
    const baseline: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) baseline.push((await api('GET', '/api/health', undefined, false)).ms);
    // The first page and the counts (issue 27 point 1): the count says every photo is listed.
    const count = (last.body.gallery as unknown as { imageCount: number }).imageCount;
    if (count !== IMAGES) throw new Error(`the gallery listed ${count} images, not ${IMAGES}`);
    return {
      images: count,
      firstMs: first.ms,
      warmP50Ms: percentile(warm, 50),
      warmP95Ms: percentile(warm, 95),
      afterChangeMs: afterChange.ms,
      baselineP50Ms: percentile(baseline, 50),
      rawBytes: Buffer.byteLength(last.text),
      gzipBytes: gzipSync(last.text).length,
      pageP50Ms: percentile(pages, 50),
      pageP95Ms: percentile(pages, 95),
      pageGzipBytes: gzipSync(pageText).length,
      manifestMs,
    };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const printGalleryGet = (figures: GalleryFigures): void => {
  console.log(`\ngallery.get of a ${figures.images}-image session over the local gateway`);
  console.log(`  manifest written by the table stream ${figures.manifestMs.toFixed(0)} ms after the revision moved`);
  console.log(`  first call of the container (list read from the manifest): ${figures.firstMs.toFixed(0)} ms`);
  console.log(`  warm, ${SAMPLES} calls: p50 ${figures.warmP50Ms.toFixed(1)} ms, p95 ${figures.warmP95Ms.toFixed(1)} ms`);
  console.log(`  baseline, GET /api/health in the same run: p50 ${figures.baselineP50Ms.toFixed(1)} ms`);
  console.log(`  right after the image revision moved (its manifest written): ${figures.afterChangeMs.toFixed(0)} ms`);
  console.log(`  gallery.images, ${SAMPLES} pages of 60 across the list: p50 ${figures.pageP50Ms.toFixed(1)} ms, p95 ${figures.pageP95Ms.toFixed(1)} ms, ${(figures.pageGzipBytes / 1024).toFixed(1)} KB gzipped`);
  console.log(`  body: ${(figures.rawBytes / 1024).toFixed(0)} KB raw, ${(figures.gzipBytes / 1024).toFixed(1)} KB gzipped`);
};
