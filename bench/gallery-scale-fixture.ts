// The 10,000-photo gallery of `npm run bench -- gallery-scale` (issue 27 point 1), written the
// way the image function leaves its output: each photo's thumbnail, grid and preview renditions
// in the media bucket under the image function's keys (`putDerivative`, `derivedKey`,
// DERIVED_FILES), and its item ready with the fields `markReady` writes (size, ThumbHash,
// difference hash, keys, stored bytes), the session counting them and its cover the first. The
// renditions are the real image function's (`processImage`) output of SOURCES distinct
// photo-like JPEGs of a camera's size (drawn scenes with grain, so the WebP files weigh what a
// photo's do), reused in turn across the 10,000 items. The originals are not written (the
// browser uploads them, the image function only reads them; nothing here downloads one).
// Built once (at most 10 minutes) into .bench/gallery-scale and reused by later runs; the demo
// (`npm start`) never sees it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { demoPhoto } from '../infra/local/demo-images.js';
import { startLocalStack, type LocalStack } from '../infra/local/stack.js';
import { signInPhotographer, signUpPhotographer } from './bench-photographer.js';
import { apiClient, createBenchSession, inBatches } from './bench-session.js';

const DATA_DIR = resolve(import.meta.dirname, '..', '.bench', 'gallery-scale');
const STATE_FILE = join(DATA_DIR, 'gallery-scale.json');
const EMAIL = 'bench-gallery-scale@fotostudio.local';
export const SCALE_PHOTOS = 10_000;
/** Distinct photos processed by the image function; their renditions are reused in turn. */
const SOURCES = Number(process.env.BENCH_SCALE_SOURCES ?? 200);
/**
 * A camera export's shape, smaller (the `images` bench times a 24 MP photo): every rendition is at
 * most 1,920 px a side, so from 2,000 x 1,332 they have their real sizes.
 */
const SOURCE_SIZE = { width: 2000, height: 1332 };
const BUILD_LIMIT_MS = 10 * 60_000;
/** Photos whose renditions and items are written together (a BatchWriteItem holds 25 items). */
const WRITE_CHUNK = 25;
/** S3 puts in flight per chunk (two chunks at a time): s3rver's one process is the bound here. */
const WRITE_CONCURRENCY = 12;

const chunksOf = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export interface ScaleGallery {
  baseUrl: string;
  linkKey: string;
  linkUrl: string;
  photos: number;
  setup: { reused: true } | { reused: false; buildMs: number; sources: number; renditionBytes: { thumb: number; grid: number; preview: number } };
  stop(): Promise<void>;
}

interface KeptState {
  linkKey: string;
  linkUrl: string;
  photos: number;
}

/** A drawn scene with a photo's grain (its WebP renditions then weigh what a photograph's do). */
const photoLike = async (index: number): Promise<Buffer> => {
  const scene = await demoPhoto(20_000 + index, SOURCE_SIZE);
  const { width, height } = SOURCE_SIZE;
  // The grain drawn at a quarter of the size and enlarged: soft, like a sensor's, and cheap.
  const small = { width: width / 4, height: height / 4 };
  const noise = Buffer.alloc(small.width * small.height * 3);
  let state = (index + 1) * 2_654_435_761;
  for (let i = 0; i < noise.length; i += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    // Grey +- 55 %: a thumbnail of about 8 KB, a grid tile of 75 KB and a preview of 310 KB, a photograph's.
    noise[i] = 128 + Math.round(((state >>> 24) - 128) * 0.55);
  }
  const grain = await sharp(noise, { raw: { ...small, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).png({ compressionLevel: 1 }).toBuffer();
  return sharp(scene).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 90 }).toBuffer();
};

const readState = (): KeptState | undefined => {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as KeptState;
  } catch {
    return undefined;
  }
};

/**
 * Once the table stream has written the session's manifest at its revision: what a cold
 * container reads instead of the 10,000 items.
 */
const manifestWritten = async (photographerId: string, sessionId: string): Promise<void> => {
  const { db } = await import('../functions/src/data/database.js');
  const { storedManifestRevision } = await import('../functions/src/gallery/workers/image-manifest-writer.js');
  const { data: session } = await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true });
  const started = performance.now();
  while ((await storedManifestRevision(photographerId, sessionId)) !== session?.imageRevision) {
    if (performance.now() - started > BUILD_LIMIT_MS) throw new Error('the session manifest was not written within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * A run stopped after the photos and the link were written (before its state file): the
 * bench photographer's 10,000-photo session and its link are taken up again, not rebuilt.
 */
const resume = async (stack: LocalStack): Promise<KeptState | undefined> => {
  let signedIn: { sub: string; token: string };
  try {
    signedIn = await signInPhotographer(EMAIL);
  } catch {
    return undefined;
  }
  const api = apiClient(stack.url, signedIn.token);
  const { sessions } = await api<{ sessions: { sessionId: string; imageCount: number }[] }>('GET', '/api/sessions');
  const session = sessions.find((candidate) => candidate.imageCount === SCALE_PHOTOS);
  if (!session) return undefined;
  const { link } = await api<{ link: { token: string; url: string } | null }>('GET', `/api/sessions/${session.sessionId}/share-link`);
  if (!link) return undefined;
  await manifestWritten(signedIn.sub, session.sessionId);
  return { linkKey: link.token, linkUrl: link.url, photos: SCALE_PHOTOS };
};

const build = async (stack: LocalStack, existingUser: boolean): Promise<{ state: KeptState; setup: ScaleGallery['setup'] }> => {
  const started = performance.now();
  const { processImage } = await import('../functions/src/images/process-image.js');
  const { DERIVED_FILES, putDerivative } = await import('../functions/src/sessions/process-session-image.js');
  const { derivedKey, parseOriginalKey } = await import('../functions/src/media/object-keys.js');
  const { timeOrderedId } = await import('../functions/src/lib/time-ordered-id.js');
  const { db } = await import('../functions/src/data/database.js');
  const { sub: photographerId, token } = existingUser ? await signInPhotographer(EMAIL) : await signUpPhotographer(EMAIL);
  const api = apiClient(stack.url, token);
  await api('PUT', '/api/me', { businessName: 'Estudio Luz' });
  const sessionId = await createBenchSession(api, 'Boda de Ana y Luis', 100);

  // The image function's own output for each distinct photo (no watermark, originals kept).
  const processed = await inBatches(
    Array.from({ length: SOURCES }, (_, i) => i),
    2,
    async (i) => processImage(await photoLike(i), { declaredType: 'image/jpeg', keepCompressed: false }),
  );
  const sizes = { thumb: 0, grid: 0, preview: 0 };
  for (const image of processed) for (const derivative of image.derivatives) if (derivative.name in sizes) sizes[derivative.name as keyof typeof sizes] += derivative.bytes.length;
  const processedMs = performance.now() - started;
  console.error(`  gallery-scale: ${SOURCES} photos processed in ${(processedMs / 1000).toFixed(0)} s; writing ${SCALE_PHOTOS} photos`);

  // The items and their renditions, then written in parallel: S3 puts WRITE_CONCURRENCY at a
  // time and the items 25 to a BatchWriteItem, so the build is the processing above, not
  // 40,000 requests one after the other.
  const photos = Array.from({ length: SCALE_PHOTOS }, (_, i) => {
    const source = processed[i % SOURCES];
    if (!source) throw new Error('no processed source');
    const imageId = timeOrderedId();
    const originalKey = `originals/${photographerId}/sessions/${sessionId}/${imageId}.jpg`;
    const original = parseOriginalKey(originalKey);
    if (!original) throw new Error(`unparsable original key ${originalKey}`);
    const objects = source.derivatives.map((derivative) => ({ key: derivedKey(original, DERIVED_FILES[derivative.name]), derivative }));
    const keys = Object.fromEntries(objects.map(({ key, derivative }) => [derivative.name, key]));
    const item = {
      photographerId,
      sessionId,
      imageId,
      fileName: `DSC_${String(i + 1).padStart(5, '0')}.jpg`,
      originalKey,
      contentType: 'image/jpeg',
      sizeBytes: 9_000_000,
      sha256: `${imageId.replace(/-/g, '')}`.padEnd(64, '0').slice(0, 64),
      status: 'ready' as const,
      width: source.width,
      height: source.height,
      thumbhash: source.thumbhash,
      dhash: source.dhash,
      thumbKey: keys.thumb,
      gridKey: keys.grid,
      previewKey: keys.preview,
      keptKey: originalKey,
      locationFreeKey: originalKey,
      storedBytes: source.derivatives.reduce((sum, derivative) => sum + derivative.bytes.length, 0),
      processedAt: new Date().toISOString(),
    };
    return { item, objects };
  });
  type Item = (typeof photos)[number]['item'];
  /** 25 to a BatchWriteItem; what DynamoDB leaves unprocessed is sent again. */
  const putItems = async (items: Item[]): Promise<void> => {
    let pending = items;
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt += 1) {
      const { unprocessed } = await db().entities.sessionImage.put(pending).go();
      const left = new Set(unprocessed.map((key) => key.imageId));
      pending = pending.filter((item) => left.has(item.imageId));
    }
    if (pending.length > 0) throw new Error(`${pending.length} gallery-scale items left unwritten after retries`);
  };
  const writeStarted = performance.now();
  let written = 0;
  await inBatches(chunksOf(photos, WRITE_CHUNK), 2, async (chunk) => {
    await inBatches(
      chunk.flatMap((photo) => photo.objects),
      WRITE_CONCURRENCY,
      ({ key, derivative }) => putDerivative(stack.mediaBucket, key, derivative),
    );
    await putItems(chunk.map((photo) => photo.item));
    const before = written;
    written += chunk.length;
    if (Math.floor(written / 2000) > Math.floor(before / 2000)) {
      console.error(`  gallery-scale: ${written} photos written, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  });
  const storedTotal = photos.reduce((sum, photo) => sum + photo.item.storedBytes, 0);
  const first = photos[0]?.item;
  const cover = first?.gridKey ? { imageId: first.imageId, gridKey: first.gridKey, thumbhash: first.thumbhash } : undefined;
  const writtenMs = performance.now() - writeStarted;
  // The session counts them and takes the first as cover, as markReady does one by one; the
  // revision moves, so the table stream writes the session's manifest.
  await db()
    .entities.session.patch({ photographerId, sessionId })
    .set({ imageCount: SCALE_PHOTOS, imageSlots: SCALE_PHOTOS, ...(cover ? { coverImageId: cover.imageId, coverKey: cover.gridKey, coverThumbhash: cover.thumbhash } : {}) })
    .add({ imageRevision: 1, storageUsedBytes: storedTotal })
    .go();
  const { link } = await api<{ link: { token: string; url: string } }>('POST', `/api/sessions/${sessionId}/share-link`, {
    title: 'Boda de Ana y Luis',
    message: 'Elegid vuestras favoritas',
    durationDays: 30,
  });
  await manifestWritten(photographerId, sessionId);
  const buildMs = performance.now() - started;
  console.error(
    `  gallery-scale: the fixture built in ${(buildMs / 1000).toFixed(0)} s (processing ${(processedMs / 1000).toFixed(0)} s, writing ${(writtenMs / 1000).toFixed(0)} s)${buildMs > BUILD_LIMIT_MS ? ', over its 10 min' : ''}`,
  );
  return {
    state: { linkKey: link.token, linkUrl: link.url, photos: SCALE_PHOTOS },
    setup: {
      reused: false,
      buildMs,
      sources: SOURCES,
      renditionBytes: { thumb: sizes.thumb / SOURCES, grid: sizes.grid / SOURCES, preview: sizes.preview / SOURCES },
    },
  };
};

/** Starts the local stack (web/dist served) with the 10,000-photo gallery ready; call `stop()` when done. */
export const prepareScaleGallery = async (): Promise<ScaleGallery> => {
  const kept = readState();
  mkdirSync(DATA_DIR, { recursive: true });
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({
    dataDir: DATA_DIR,
    port: 0,
    serveWeb: existsSync(resolve(import.meta.dirname, '..', 'web', 'dist')),
    seedDemo: false,
    quiet: true,
    relaxRateLimits: true,
  });
  const stop = () => stack.stop();
  try {
    // Trusted as kept (the bench's first data call checks the count): asking the gallery here
    // would warm the container whose first call the bench times.
    if (kept) return { baseUrl: stack.url, ...kept, setup: { reused: true }, stop };
    const resumed = kept ? undefined : await resume(stack);
    if (resumed) {
      writeFileSync(STATE_FILE, JSON.stringify(resumed, null, 2));
      return { baseUrl: stack.url, ...resumed, setup: { reused: true }, stop };
    }
    const { state, setup } = await build(stack, kept !== undefined || (await signInPhotographer(EMAIL).then(() => true, () => false)));
    writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
    return { baseUrl: stack.url, ...state, setup, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
