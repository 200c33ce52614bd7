// A session image's original arrived: check it, make its derivatives and record the result
// on its item (ready with everything the gallery needs, or failed with the reason the UI
// shows). Safe to run twice for one object, and concurrently: only a `pending` item is
// processed, the derivatives of one original always have the same keys and bytes, and the
// item leaves `pending` in one conditional write.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { compressesUploads } from '@fotostudio/shared/files/upload-compression';
import { GALLERY_CLASSES } from '@fotostudio/shared/media/media-paths';
import type { ImageFailureReason } from '@fotostudio/shared/sessions/session-enums';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { db, isConditionalFailure, transact } from '../data/database.js';
import { refusedAmong, type PutParams } from '../data/transaction.js';
import { countReadyImage, makePendingImageReady, moveHashBand, settlePendingImage } from '../data/stores/sessions.js';
import { moveStorageUsage } from '../data/stores/account.js';
import type { SessionItem } from '../data/entities/session.js';
import type { SessionImageItem } from '../data/entities/session-image.js';
import { IMAGE_SET_KINDS, type ImageSet } from '../data/image-sets.js';
import { ImageRejected } from '../images/image-errors.js';
import { stripLocationData } from '../images/location-data.js';
import { hammingDistance, hashBands } from '../images/perceptual-hash.js';
import { type DerivativeName, type ImageDerivative, type ProcessImageOptions, type ProcessedImage, processImage } from '../images/process-image.js';
import { s3Client } from '../lib/aws-clients.js';
import { logger } from '../lib/logger.js';
import { RetryLater } from '../lib/transient-errors.js';
import { countOutcome } from '../lib/metrics.js';
import { deleteObjects } from '../media/delete-objects.js';
import { cleanDerivedKey, derivedKey, type OriginalKey } from '../media/object-keys.js';

/** Two images whose dHashes differ in at most this many of 64 bits are the same photo. */
export const SIMILAR_MAX_DISTANCE = 5;
/** A failed image stays a day so the session can show why, then TTL removes it. */
const FAILED_RETENTION_SECONDS = 24 * 60 * 60;

export const DERIVED_FILES: Record<DerivativeName, string> = {
  thumb: 'thumb.webp',
  grid: 'grid.webp',
  preview: 'preview.webp',
  watermarked: 'watermarked.webp',
  watermarkedGrid: 'watermarked-grid.webp',
  watermarkedFull: 'watermarked-full.jpg',
  compressed: 'compressed.jpg',
};

export interface SessionImageRef {
  photographerId: string;
  sessionId: string;
  imageId: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const readObject = async (bucket: string, key: string): Promise<{ bytes: Uint8Array; contentType: string | undefined } | undefined> => {
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return { bytes: object.Body ? await object.Body.transformToByteArray() : new Uint8Array(), contentType: object.ContentType };
  } catch (error) {
    if (error instanceof Error && error.name === 'NoSuchKey') return undefined;
    throw error;
  }
};

/** The renditions a watermark must cover: with one, their clean files live outside the gallery's prefix. */
const CLEAN_WHEN_WATERMARKED: ReadonlySet<DerivativeName> = new Set(['grid', 'preview']);

/** Where the copy of a kept original without its location data goes (the gallery's `n` class reads it). */
export const locationFreeKeyOf = (original: OriginalKey): string => derivedKey(original, GALLERY_CLASSES.originalWithoutLocation.file);

/** Every file the image function may have made from an original. */
export const allDerivedKeys = (original: OriginalKey): string[] => [
  ...Object.entries(DERIVED_FILES).flatMap(([name, file]) => [
    derivedKey(original, file),
    ...(CLEAN_WHEN_WATERMARKED.has(name as DerivativeName) ? [cleanDerivedKey(original, file)] : []),
  ]),
  locationFreeKeyOf(original),
];

/**
 * A kept original with location data gets a copy without it (the same picture bytes:
 * images/location-data.ts), which clients download unless the photographer keeps the location.
 * Answers the key clients are given and the bytes the copy adds (0 when the original has none:
 * it is its own location-free file).
 */
export const storeLocationFreeCopy = async (
  bucket: string,
  keptKey: string,
  original: OriginalKey,
  bytes: Uint8Array,
): Promise<{ locationFreeKey: string; addedBytes: number }> => {
  const stripped = stripLocationData(bytes);
  if (!stripped.removed) return { locationFreeKey: keptKey, addedBytes: 0 };
  const key = locationFreeKeyOf(original);
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: stripped.bytes, ContentType: 'image/jpeg', CacheControl: 'private, max-age=31536000, immutable' }),
  );
  return { locationFreeKey: key, addedBytes: stripped.bytes.byteLength };
};

const isSimilarToReadyImage = async (ref: SessionImageRef, dhash: string): Promise<boolean> => {
  const { data } = await db()
    .entities.sessionImage.query.bySession({ photographerId: ref.photographerId, sessionId: ref.sessionId })
    .go({ pages: 'all', attributes: ['imageId', 'status', 'dhash'] });
  return data.some(
    (other) => other.imageId !== ref.imageId && other.status === 'ready' && other.dhash !== undefined && hammingDistance(other.dhash, dhash) <= SIMILAR_MAX_DISTANCE,
  );
};

export const markFailed = async (ref: SessionImageRef, reason: ImageFailureReason, images: ImageSet = 'proofs'): Promise<void> => {
  try {
    await settlePendingImage(ref, { status: 'failed', failureReason: reason, processedAt: new Date().toISOString(), expiresAt: nowSeconds() + FAILED_RETENTION_SECONDS }, images);
    countOutcome('SessionImageFailed');
  } catch (error) {
    // Another delivery of the same event decided first, or the image was removed meanwhile.
    if (!isConditionalFailure(error)) throw error;
  }
};

/** Writes one derivative under `key`: immutable, as the same original always gives the same bytes. */
export const putDerivative = (bucket: string, key: string, derivative: ImageDerivative) =>
  s3Client().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: derivative.bytes,
      ContentType: derivative.contentType,
      CacheControl: 'private, max-age=31536000, immutable',
    }),
  );

/** Writes every derivative; the same original always gives the same keys and bytes. */
export const storeDerivatives = async (bucket: string, original: OriginalKey, processed: ProcessedImage): Promise<Partial<Record<DerivativeName, string>>> => {
  const watermarked = processed.derivatives.some((derivative) => derivative.name === 'watermarked');
  const stored = await Promise.all(
    processed.derivatives.map(async (derivative) => {
      const file = DERIVED_FILES[derivative.name];
      const key = watermarked && CLEAN_WHEN_WATERMARKED.has(derivative.name) ? cleanDerivedKey(original, file) : derivedKey(original, file);
      await putDerivative(bucket, key, derivative);
      return [derivative.name, key] as const;
    }),
  );
  return Object.fromEntries(stored);
};

/**
 * The bytes a ready image keeps in the bucket: every derivative written, plus the original
 * unless a compressed copy replaces it.
 */
export const storedBytesOf = (processed: ProcessedImage, originalBytes: number): number =>
  processed.derivatives.reduce((sum, derivative) => sum + derivative.bytes.byteLength, 0) +
  (processed.derivatives.some((derivative) => derivative.name === 'compressed') ? 0 : originalBytes);

/** What a processed image's item records when it becomes ready, whichever its set: its size, hashes and renditions. */
export const readyFields = (processed: ProcessedImage, keys: Partial<Record<DerivativeName, string>>) => ({
  status: 'ready' as const,
  width: processed.width,
  height: processed.height,
  thumbhash: processed.thumbhash,
  dhash: processed.dhash,
  thumbKey: keys.thumb,
  gridKey: keys.grid,
  previewKey: keys.preview,
  watermarkedKey: keys.watermarked,
  watermarkedGridKey: keys.watermarkedGrid,
});

/**
 * The item becomes ready and the session counts it (and takes it as its cover if it has
 * none), in one transaction, unless it looks like a photo that became ready meanwhile. The
 * same transaction moves the version of each band of its hash (hashBands): similar photos
 * share a band, so of two similar photos made ready at once the later write fails on that
 * band, reads again, sees the other ready and fails as similar. Unrelated photos rarely
 * share a band, so a burst of uploads does not queue on one item. The image's bytes
 * (`storedBytes`) are added to the session's and the photographer's storage usage in the same
 * transaction: it commits once per image (only a pending item becomes ready), so a replayed
 * S3 event counts nothing twice.
 */
export const markReady = async (
  ref: SessionImageRef,
  originalKey: string,
  processed: ProcessedImage,
  keys: Partial<Record<DerivativeName, string>>,
  /**
   * `afterCheck` lets a test hold two writers between their check and their write; `storedBytes`
   * defaults to the derivatives'; `locationFreeKey` to the kept file (storeLocationFreeCopy).
   */
  { afterCheck, storedBytes = storedBytesOf(processed, 0), locationFreeKey }: { afterCheck?: () => Promise<void>; storedBytes?: number; locationFreeKey?: string } = {},
): Promise<'ready' | 'similar' | 'gone'> =>
  retryLostRaces(async () => {
    const { photographerId, sessionId } = ref;
    const bands = hashBands(processed.dhash);
    const [{ data: session }, { data: bandItems }] = await Promise.all([
      db().entities.session.get({ photographerId, sessionId }).go({ consistent: true }),
      db().entities.sessionHashBand.get(bands.map((band) => ({ photographerId, sessionId, band }))).go({ consistent: true }),
    ]);
    if (!session) return 'gone' as const;
    if (await isSimilarToReadyImage(ref, processed.dhash)) return 'similar' as const;
    await afterCheck?.();
    const versions = new Map(bandItems.map((item) => [item.band, item.version]));
    const takesCover = session.coverImageId === undefined && keys.grid !== undefined;
    const key = { photographerId, sessionId };
    const outcome = await transact([
      makePendingImageReady(ref, {
        ...readyFields(processed, keys),
        keptKey: keys.compressed ?? originalKey,
        locationFreeKey: locationFreeKey ?? keys.compressed ?? originalKey,
        compression: processed.compression,
        storedBytes,
        processedAt: new Date().toISOString(),
      }),
      // The cover is taken only while there is none (another image may just have taken it).
      countReadyImage(key, takesCover ? { coverImageId: ref.imageId, coverKey: keys.grid, coverThumbhash: processed.thumbhash } : undefined, storedBytes),
      moveStorageUsage(photographerId, storedBytes),
      ...bands.map((band) => {
        const version = versions.get(band);
        return version === undefined
          ? { Put: db().entities.sessionHashBand.create({ ...key, band, version: 1 }).params<PutParams>() }
          : moveHashBand(key, band, version);
      }),
    ]);
    if (outcome.committed) return 'ready' as const;
    if (refusedAmong(outcome, 0, 1)) return 'gone' as const;
    return TRY_AGAIN;
  }, 'general.changed_meanwhile');

/** The business name, else the photographer's name, else a mark that still says "not for use". */
export const watermarkTextOf = (photographer: { businessName?: string | undefined; name?: string | undefined } | null | undefined): string =>
  photographer?.businessName || photographer?.name || '©';

const settingsOf = async (session: SessionItem): Promise<{ watermarkText: string | undefined; keepCompressed: boolean }> => {
  const { photographerId, packageId } = session;
  const [{ data: sessionPackage }, { data: photographer }] = await Promise.all([
    db().entities.sessionPackage.get({ photographerId, packageId }).go(),
    db().entities.photographer.get({ photographerId }).go(),
  ]);
  if (!sessionPackage) throw new Error(`session ${session.sessionId}: its package ${packageId} is missing`);
  return {
    watermarkText: sessionPackage.watermark ? watermarkTextOf(photographer) : undefined,
    keepCompressed: compressesUploads(sessionPackage),
  };
};

/** What the logs call an image of each set. */
const LOGGED_AS: Record<ImageSet, string> = { proofs: 'session image', finals: 'session final' };

interface PendingOriginal {
  image: SessionImageItem;
  session: SessionItem;
  object: { bytes: Uint8Array; contentType: string | undefined };
}

/**
 * The pending image of `images` an arrived original belongs to, with the session and the
 * original's bytes; undefined when there is nothing to process: the image or its session was
 * removed meanwhile (or never announced: nothing may stay behind in storage, so its files are
 * removed), an earlier delivery processed it already, or the object is gone.
 */
export const readPendingOriginal = async (bucket: string, key: string, original: OriginalKey, ref: SessionImageRef, images: ImageSet): Promise<PendingOriginal | undefined> => {
  const [{ data: image }, { data: session }] = await Promise.all([
    db().entities[IMAGE_SET_KINDS[images]].get(ref).go({ consistent: true }),
    db().entities.session.get({ photographerId: ref.photographerId, sessionId: ref.sessionId }).go({ consistent: true }),
  ]);
  if (!image || !session || image.originalKey !== key) {
    await deleteObjects([key, ...allDerivedKeys(original)]);
    logger.info(`${LOGGED_AS[images]} gone: its files were removed`, { ...ref });
    return undefined;
  }
  if (image.status !== 'pending') {
    // Finish what the earlier delivery may not have: the original is not kept when its
    // compressed copy is (a final is never compressed).
    if (image.status === 'ready' && image.compression?.kept === 'compressed') await deleteObjects([key]);
    return undefined;
  }
  const object = await readObject(bucket, key);
  return object && { image, session, object };
};

/**
 * Checks the original and makes its derivatives; undefined when it is refused (the item is
 * failed with the reason and the original removed). `settings` are the set's: a proof follows
 * its package, a final is never watermarked nor compressed.
 */
export const processOrRefuse = async (
  ref: SessionImageRef,
  images: ImageSet,
  key: string,
  { image, object }: PendingOriginal,
  settings: Pick<ProcessImageOptions, 'watermarkText' | 'keepCompressed'>,
): Promise<ProcessedImage | undefined> => {
  try {
    return await processImage(object.bytes, {
      declaredType: object.contentType ?? image.contentType,
      // A multipart upload may be as large as the size its ticket was checked for (within the plan's limit), no larger.
      maxBytes: image.partSize === undefined ? undefined : image.sizeBytes,
      ...settings,
    });
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    // Fewer bytes than the ticket was asked for: the same file is being written again (a
    // retried POST to the same key; S3 replaces an object at once, the local stand-in does not).
    if (error.reason === 'corrupt' && object.bytes.byteLength < image.sizeBytes) {
      throw new RetryLater(`${key}: ${object.bytes.byteLength} of ${image.sizeBytes} bytes read`, { cause: error });
    }
    logger.info(`${LOGGED_AS[images]} rejected`, { ...ref, reason: error.reason });
    await markFailed(ref, error.reason, images);
    await deleteObjects([key]);
    return undefined;
  }
};

/** The item left `pending` without this delivery: another finished it (the same files), or it was removed, and then so are its files. */
export const removeFilesIfGone = async (ref: SessionImageRef, images: ImageSet, key: string, original: OriginalKey): Promise<void> => {
  const { data: now } = await db().entities[IMAGE_SET_KINDS[images]].get(ref).go({ consistent: true });
  if (!now) await deleteObjects([key, ...allDerivedKeys(original)]);
};

export const processSessionImage = async (bucket: string, key: string, original: OriginalKey, ref: SessionImageRef): Promise<void> => {
  const pending = await readPendingOriginal(bucket, key, original, ref, 'proofs');
  if (!pending) return;
  const processed = await processOrRefuse(ref, 'proofs', key, pending, await settingsOf(pending.session));
  if (!processed) return;
  if (await isSimilarToReadyImage(ref, processed.dhash)) {
    await markFailed(ref, 'similar_in_session');
    await deleteObjects([key]);
    return;
  }

  const { object } = pending;
  const keys = await storeDerivatives(bucket, original, processed);
  // A compressed copy kept instead of the original carries no metadata at all.
  const { locationFreeKey, addedBytes } = keys.compressed
    ? { locationFreeKey: keys.compressed, addedBytes: 0 }
    : await storeLocationFreeCopy(bucket, key, original, object.bytes);
  const outcome = await markReady(ref, key, processed, keys, { storedBytes: storedBytesOf(processed, object.bytes.byteLength) + addedBytes, locationFreeKey });
  if (outcome === 'similar') {
    // A similar photo became ready while this one was processed.
    await markFailed(ref, 'similar_in_session');
    await deleteObjects([key, ...allDerivedKeys(original)]);
    return;
  }
  if (outcome === 'gone') {
    await removeFilesIfGone(ref, 'proofs', key, original);
    return;
  }
  countOutcome('SessionImageReady');
  if (keys.compressed) await deleteObjects([key]);
};
