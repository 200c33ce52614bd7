// A 2,000-image gallery on the local stack for the gallery benches (API figures here, browser
// figures in the gallery page's bench): small real JPEGs through the browser's upload path and
// the real image function, a share link through the photographer's route. The stack's data
// is kept in .bench/gallery-stack, so a later run reuses the session instead of uploading
// 2,000 photos again (`fresh: true` starts afresh).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PLANS, DEFAULT_PLAN } from '../shared/src/plans.js';
import { demoPhoto } from '../infra/local/demo-images.js';
import { startLocalStack, type LocalStack } from '../infra/local/stack.js';
import { signInPhotographer, signUpPhotographer } from './bench-photographer.js';
import { apiClient, createBenchSession, inBatches, uploadPhotos, waitProcessed } from './bench-session.js';

const DATA_DIR = resolve(import.meta.dirname, '..', '.bench', 'gallery-stack');
const STATE_FILE = join(DATA_DIR, 'bench-gallery.json');
const EMAIL = 'bench-gallery@fotostudio.local';
/** Small but real photos: what matters here is how many, not how large. */
const PHOTO_SIZE = { width: 480, height: 320 };
const UPLOAD_BATCH = 100;

export interface GallerySessionOptions {
  images?: number;
  /** Delete the kept stack data and build the session again. */
  fresh?: boolean;
}

export interface PreparedGallery {
  /** The local stack's origin, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The share link's token: `/api/gallery/{linkKey}`, page at `/gallery/{linkKey}`. */
  linkKey: string;
  /** The link's public URL as the photographer copies it. */
  linkUrl: string;
  sessionId: string;
  images: number;
  /** How the session came about: built now (with its timings) or reused from an earlier run. */
  setup: { reused: true } | { reused: false; uploadMs: number; processedMs: number; ready: number; failed: number };
  stop(): Promise<void>;
}

interface KeptState {
  sessionId: string;
  linkKey: string;
  linkUrl: string;
  images: number;
}

const readState = (): KeptState | undefined => {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as KeptState;
  } catch {
    return undefined;
  }
};

/** Whether the kept link still opens a gallery of the wanted size. */
const stillThere = async (stack: LocalStack, state: KeptState, images: number): Promise<boolean> => {
  if (state.images !== images) return false;
  const answer = await fetch(new URL(`/api/gallery/${state.linkKey}`, stack.url));
  if (!answer.ok) return false;
  const { gallery } = (await answer.json()) as { gallery: { imageCount: number } };
  return gallery.imageCount === images;
};

/** Starts the local stack with the gallery session ready; call `stop()` when done. */
export const prepareGallerySession = async ({ images = PLANS[DEFAULT_PLAN].imagesPerSession, fresh = false }: GallerySessionOptions = {}): Promise<PreparedGallery> => {
  const kept = fresh ? undefined : readState();
  // Without a finished earlier run there is nothing to reuse (a half-built one is discarded).
  if (!kept) rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({ dataDir: DATA_DIR, port: 0, serveWeb: existsSync(resolve(import.meta.dirname, '..', 'web', 'dist')), seedDemo: false, quiet: true, relaxRateLimits: true });
  const stop = () => stack.stop();
  try {
    if (kept && (await stillThere(stack, kept, images))) {
      return { baseUrl: stack.url, ...kept, setup: { reused: true }, stop };
    }
    const { token } = kept ? await signInPhotographer(EMAIL) : await signUpPhotographer(EMAIL);
    const api = apiClient(stack.url, token);
    const sessionId = await createBenchSession(api, `Bench gallery ${images}`, 100);
    // In AWS every image is its own Lambda invocation; the local stack runs them all in this
    // one process without a cap, and 2,000 at once on two cores run past the function's
    // timeout. So the photos go in batches of 100, each processed before the next is sent.
    // Some drawn scenes are refused as similar to an earlier one: more are drawn until the
    // session holds `images` ready ones.
    let uploadMs = 0;
    let processedMs = 0;
    let ready = 0;
    let failed = 0;
    let drawn = 0;
    while (ready < images) {
      const batch = await inBatches(
        Array.from({ length: Math.min(UPLOAD_BATCH, images - ready) }, (_, i) => drawn + i),
        2,
        (i) => demoPhoto(5000 + i, PHOTO_SIZE),
      );
      uploadMs += await uploadPhotos(api, sessionId, batch, `GALLERY_${drawn}`);
      drawn += batch.length;
      const lastByte = performance.now();
      ({ ready, failed } = await waitProcessed(api, sessionId, 10 * 60_000));
      processedMs += performance.now() - lastByte;
    }
    const { link } = await api<{ link: { token: string; url: string } }>('POST', `/api/sessions/${sessionId}/share-link`, {
      title: `Bench gallery ${images}`,
      durationDays: 30,
    });
    const state: KeptState = { sessionId, linkKey: link.token, linkUrl: link.url, images: ready };
    writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
    return { baseUrl: stack.url, ...state, setup: { reused: false, uploadMs, processedMs, ready, failed }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
