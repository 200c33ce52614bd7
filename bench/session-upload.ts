// From the last byte of a 200-image upload to all 200 images ready, on the local stack: the
// browser's path (upload tickets, presigned POSTs four at a time) and the real image function
// run by the local S3 notification bridge.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_IMAGE_LIMITS, PARALLEL_UPLOADS } from '../shared/src/sessions/session-limits.js';
import { demoPhoto } from '../infra/local/demo-images.js';
import { postForm } from '../infra/local/demo-studio.js';
import { startLocalStack } from '../infra/local/stack.js';
import { signUpPhotographer } from './bench-photographer.js';

const IMAGES = 200;
/** 6 megapixels: a camera JPEG downsized for the web, under the 5 MB upload limit. */
const SIZE = { width: 3000, height: 2000 };

export interface UploadFigures {
  images: number;
  megapixels: number;
  totalMegabytes: number;
  uploadMs: number;
  lastByteToReadyMs: number;
  ready: number;
  failed: number;
}

const inBatches = async <T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
};

export const benchSessionUpload = async (): Promise<UploadFigures> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-bench-upload-'));
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({ dataDir, port: 0, serveWeb: false, seedDemo: false, quiet: true, relaxRateLimits: true });
  try {
    const { token } = await signUpPhotographer('bench-upload@fotostudio.local');
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const answer = await fetch(new URL(path, stack.url), {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    };
    const { contact } = await api<{ contact: { contactId: string } }>('POST', '/api/contacts', {
      type: 'client',
      firstName: 'Bench',
      lastName: 'Cliente',
      emails: { primary: 'bench-client@example.com' },
    });
    const pkg = await api<{ package: { packageId: string } }>('POST', '/api/packages', {
      name: 'Bench',
      priceCents: 100000,
      includedPhotos: 200,
      extraPhotoPriceCents: 500,
      includedProducts: [],
      watermark: false,
      allowDownload: true,
      active: true,
      allowFullGallery: false,
      delivery: 'originals',
    });
    const { session } = await api<{ session: { sessionId: string } }>('POST', '/api/sessions', {
      clientId: contact.contactId,
      packageId: pkg.package.packageId,
      title: 'Bench 200',
      sessionType: 'event',
      calendarSync: false,
    });
    const photos = await inBatches(
      Array.from({ length: IMAGES }, (_, i) => i),
      2,
      async (i) => demoPhoto(1000 + i, SIZE),
    );
    const files = photos.map((bytes, i) => ({
      fileName: `BENCH_${i}.jpg`,
      contentType: 'image/jpeg',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    }));
    type Ticket = { upload: { url: string; fields: Record<string, string>; key: string } | null; refusal: string | null };
    const tickets: Ticket[] = [];
    for (let i = 0; i < files.length; i += SESSION_IMAGE_LIMITS.perRequest) {
      const answer = await api<{ tickets: Ticket[] }>('POST', `/api/sessions/${session.sessionId}/images/uploads`, {
        files: files.slice(i, i + SESSION_IMAGE_LIMITS.perRequest),
      });
      tickets.push(...answer.tickets);
    }
    const started = performance.now();
    await inBatches(
      tickets.map((ticket, i) => ({ ticket, bytes: photos[i] as Buffer })),
      PARALLEL_UPLOADS,
      async ({ ticket, bytes }) => {
        if (!ticket.upload) throw new Error(`refused: ${ticket.refusal ?? '?'}`);
        await postForm(ticket.upload, bytes, 'image/jpeg');
      },
    );
    const lastByte = performance.now();
    let images: { status: string }[] = [];
    for (;;) {
      ({ images } = await api<{ images: { status: string }[] }>('GET', `/api/sessions/${session.sessionId}/images`));
      if (!images.some((image) => image.status === 'pending')) break;
      if (performance.now() - lastByte > 15 * 60_000) throw new Error('images still pending after 15 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return {
      images: IMAGES,
      megapixels: (SIZE.width * SIZE.height) / 1e6,
      totalMegabytes: photos.reduce((sum, p) => sum + p.length, 0) / 1e6,
      uploadMs: lastByte - started,
      lastByteToReadyMs: performance.now() - lastByte,
      ready: images.filter((image) => image.status === 'ready').length,
      failed: images.filter((image) => image.status === 'failed').length,
    };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const printSessionUpload = (f: UploadFigures): void => {
  console.log(`\nsession upload: ${f.images} JPEGs of ${f.megapixels} MP (${f.totalMegabytes.toFixed(0)} MB), ${PARALLEL_UPLOADS} at a time`);
  console.log(`  upload (first to last byte): ${(f.uploadMs / 1000).toFixed(1)} s`);
  console.log(`  last byte to all processed: ${(f.lastByteToReadyMs / 1000).toFixed(1)} s (${f.ready} ready, ${f.failed} failed)`);
};
