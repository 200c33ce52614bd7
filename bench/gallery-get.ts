// `gallery.get` of a 2,000-image session over HTTP through the local gateway (share-link
// resolution, the ready-image list, one media signature, DynamoDB Local), as the client's
// browser calls it: the first call of a container (the list read from the table), warm calls
// (the list kept under the session's image revision), the call right after an image changed,
// and the answer's size raw and gzipped.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalStack } from '../infra/local/stack.js';
import { signUpPhotographer } from './bench-photographer.js';

const IMAGES = 2_000;
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
}

export const benchGalleryGet = async (): Promise<GalleryFigures> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-bench-gallery-'));
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({ dataDir, port: 0, serveWeb: false, seedDemo: false, quiet: true, relaxRateLimits: true, ttlSweepIntervalMs: 60 * 60 * 1000 });
  try {
    const { db } = await import('../functions/src/data/database.js');
    const { sub, token } = await signUpPhotographer('bench-gallery@fotostudio.local');
    const api = async (method: string, path: string, body?: unknown, auth = true) => {
      const start = performance.now();
      const response = await fetch(new URL(path, stack.url), {
        method,
        headers: { ...(auth ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
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
    const afterChange = await api('GET', path, undefined, false);
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
    };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const printGalleryGet = (figures: GalleryFigures): void => {
  console.log(`\ngallery.get of a ${figures.images}-image session over the local gateway`);
  console.log(`  first call of the container (list read from the table): ${figures.firstMs.toFixed(0)} ms`);
  console.log(`  warm, ${SAMPLES} calls: p50 ${figures.warmP50Ms.toFixed(1)} ms, p95 ${figures.warmP95Ms.toFixed(1)} ms`);
  console.log(`  baseline, GET /api/health in the same run: p50 ${figures.baselineP50Ms.toFixed(1)} ms`);
  console.log(`  right after the image revision moved: ${figures.afterChangeMs.toFixed(0)} ms`);
  console.log(`  body: ${(figures.rawBytes / 1024).toFixed(0)} KB raw, ${(figures.gzipBytes / 1024).toFixed(1)} KB gzipped`);
};
