// From the last byte of a 200-image upload to all 200 images ready, on the local stack: the
// browser's path (upload tickets, presigned POSTs four at a time) and the real image function
// run by the local S3 notification bridge.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PARALLEL_UPLOADS } from '../shared/src/sessions/session-limits.js';
import { demoPhoto } from '../infra/local/demo-images.js';
import { startLocalStack } from '../infra/local/stack.js';
import { signUpPhotographer } from './bench-photographer.js';
import { apiClient, createBenchSession, inBatches, uploadPhotos, waitProcessed } from './bench-session.js';

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

export const benchSessionUpload = async (): Promise<UploadFigures> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-bench-upload-'));
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({ dataDir, port: 0, serveWeb: false, seedDemo: false, quiet: true, relaxRateLimits: true });
  try {
    const { token } = await signUpPhotographer('bench-upload@fotostudio.local');
    const api = apiClient(stack.url, token);
    const sessionId = await createBenchSession(api, 'Bench 200', 200);
    const photos = await inBatches(
      Array.from({ length: IMAGES }, (_, i) => i),
      2,
      async (i) => demoPhoto(1000 + i, SIZE),
    );
    const uploadMs = await uploadPhotos(api, sessionId, photos, 'BENCH');
    const lastByte = performance.now();
    const { ready, failed } = await waitProcessed(api, sessionId, 15 * 60_000);
    return {
      images: IMAGES,
      megapixels: (SIZE.width * SIZE.height) / 1e6,
      totalMegabytes: photos.reduce((sum, p) => sum + p.length, 0) / 1e6,
      uploadMs,
      lastByteToReadyMs: performance.now() - lastByte,
      ready,
      failed,
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
