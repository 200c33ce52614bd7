// Removing marked images from a session (spec section 4 "Image edits", saved from the
// detail view). The items and the session's ready count change together, a chunk per
// transaction; then the files go, each tried three times (waits of 2 s and 4 s). Names whose
// files could not be deleted are answered so the photographer is told.
import { STORAGE_DELETE_WAITS_MS } from '@fotostudio/shared/sessions/session-limits';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { db, isConditionalFailure, transact } from '../data/database.js';
import { addSessionStorage, deleteImageInStatus, releaseRemovedImages, replaceCoverAsRead, sessionActiveCheck } from '../data/stores/sessions.js';
import { moveStorageUsage } from '../data/stores/account.js';
import { refusedAmong } from '../data/transaction.js';
import type { SessionImageItem } from '../data/entities/session-image.js';
import { IMAGE_SET_KINDS, type ImageSet } from '../data/image-sets.js';
import { deleteObject, deletePrefix, sleep, withDeleteRetries } from '../media/delete-objects.js';
import { cleanDerivedPrefixOf, derivedPrefixOf, parseOriginalKey } from '../media/object-keys.js';
import { holdsImageSlot, ensureImageSlots } from './image-slots.js';
import { nextCover } from './session-cover.js';
import { requireActiveSession } from './session-store.js';

/** Image deletions per transaction, leaving room for the session's own write (limit 100). */
const CHUNK = 99;
const TRIES = 3;
const PARALLEL_FILE_DELETES = 16;

export interface RemoveImagesOptions {
  /** Deletes one image's original and derivatives. */
  deleteFiles?: (image: SessionImageItem) => Promise<void>;
  waitsMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
  /** The proofs (default) or the delivery's finals, which hold no place, count and cover. */
  images?: ImageSet;
}

export const deleteImageFiles = async (image: SessionImageItem): Promise<void> => {
  await deleteObject(image.originalKey);
  const original = parseOriginalKey(image.originalKey);
  if (original) {
    await deletePrefix(derivedPrefixOf(original));
    await deletePrefix(cleanDerivedPrefixOf(original));
  }
};

const imagesOf = async (photographerId: string, sessionId: string, images: ImageSet = 'proofs'): Promise<SessionImageItem[]> =>
  (await db().entities[IMAGE_SET_KINDS[images]].query.bySession({ photographerId, sessionId }).go({ pages: 'all', consistent: true })).data;

/**
 * Deletes the chunk's items, each only in the state it was read in (an image the image
 * function makes ready meanwhile must count), takes the ready ones off the count of a session
 * that is still not archived, and gives back the places of those that held one (pending and
 * ready: image-slots.ts) and the bytes of their files (the session's and the photographer's
 * storage usage). False when a condition failed: read again and retry.
 */
const deleteChunk = async (photographerId: string, sessionId: string, chunk: SessionImageItem[], images: ImageSet): Promise<boolean> => {
  const ready = chunk.filter((image) => image.status === 'ready').length;
  const held = images === 'proofs' ? chunk.filter((image) => holdsImageSlot(image.status)).length : 0;
  const freedBytes = chunk.reduce((sum, image) => sum + (image.storedBytes ?? 0), 0);
  const key = { photographerId, sessionId };
  const sessionWrite = held > 0 ? releaseRemovedImages(key, ready, held, freedBytes) : freedBytes > 0 ? addSessionStorage(key, -freedBytes) : sessionActiveCheck(key);
  const outcome = await transact([
    sessionWrite,
    ...chunk.map((image) => deleteImageInStatus(key, image.imageId, image.status, images)),
    ...(freedBytes > 0 ? [moveStorageUsage(photographerId, -freedBytes)] : []),
  ]);
  if (outcome.committed) return true;
  if (refusedAmong(outcome, 0, 1)) await requireActiveSession(photographerId, sessionId);
  return false;
};

/** Removes the items of the wanted images that exist; answers those removed. */
const removeItems = async (photographerId: string, sessionId: string, wanted: Set<string>, images: ImageSet): Promise<SessionImageItem[]> => {
  const removed: SessionImageItem[] = [];
  return retryLostRaces(
    async () => {
      const left = (await imagesOf(photographerId, sessionId, images)).filter((image) => wanted.has(image.imageId));
      if (left.length === 0) return removed;
      let complete = true;
      for (let start = 0; start < left.length; start += CHUNK) {
        const chunk = left.slice(start, start + CHUNK);
        if (await deleteChunk(photographerId, sessionId, chunk, images)) {
          removed.push(...chunk);
          for (const image of chunk) wanted.delete(image.imageId);
        } else complete = false;
      }
      return complete ? removed : TRY_AGAIN;
    },
    'sessions.changed_meanwhile',
    TRIES,
  );
};

/** A removed cover is replaced by the first ready image left (or none). */
const replaceCover = async (photographerId: string, sessionId: string, removedIds: Set<string>): Promise<void> => {
  const session = await requireActiveSession(photographerId, sessionId);
  if (!session.coverImageId || !removedIds.has(session.coverImageId)) return;
  const cover = nextCover(await imagesOf(photographerId, sessionId));
  // Not over a cover someone else set meanwhile.
  await replaceCoverAsRead({ photographerId, sessionId }, session.coverImageId ?? '', cover).catch((error: unknown) => {
    if (!isConditionalFailure(error)) throw error;
  });
};

/** Runs the task over the items, at most `limit` at a time. */
const mapLimited = async <T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map(task))));
  }
  return results;
};

export const removeSessionImages = async (
  photographerId: string,
  sessionId: string,
  imageIds: string[],
  { deleteFiles = deleteImageFiles, waitsMs = STORAGE_DELETE_WAITS_MS, wait = sleep, images = 'proofs' }: RemoveImagesOptions = {},
): Promise<{ removed: string[]; deletedErrors: string[] }> => {
  const session = await requireActiveSession(photographerId, sessionId);
  // A session made before the places were counted gets its count first.
  if (images === 'proofs' && session.imageSlots === undefined) await ensureImageSlots(photographerId, sessionId);
  // Ids that are not the session's images are ignored: they are not in its partition.
  const removed = await removeItems(photographerId, sessionId, new Set(imageIds), images);
  const removedIds = new Set(removed.map((image) => image.imageId));
  if (images === 'proofs') await replaceCover(photographerId, sessionId, removedIds);
  const outcomes = await mapLimited(removed, PARALLEL_FILE_DELETES, async (image) => ({
    image,
    deleted: await withDeleteRetries(() => deleteFiles(image), waitsMs, wait),
  }));
  return {
    removed: removed.map((image) => image.imageId),
    deletedErrors: outcomes.filter((o) => !o.deleted).map((o) => o.image.fileName),
  };
};
