// The places a session's images hold under the photographer's images-per-session limit
// (shared/src/plans.ts), counted on the session item as `imageSlots`: ready images plus
// uploads ticketed and not processed yet. The ticket call takes places with one conditional
// write (image-uploads.ts), so any number of calls at once never give more than the limit.
// Places come back when an image stops holding one:
// - removed by the photographer: in the same transaction that deletes it (remove-images.ts);
// - failed (pending -> failed), or its ticket expired unused (DynamoDB TTL deletes the
//   pending item): the table stream gives it back (releaseSlotOfChangedImage below),
//   so the image function needs no change;
// - when a call finds too little room, pending items whose ticket expired but that TTL has
//   not deleted yet (AWS takes up to days) are deleted here with their places.
// A failed image holds no place; a ready one holds its place until removed.
import type { SessionImageStatus } from '@fotostudio/shared/sessions/session-enums';
import { db, isConditionalFailure, transact } from '../data/database.js';
import { deleteImageInStatus, initImageSlots, giveBackImageSlots, giveBackImageSlotsItem } from '../data/stores/sessions.js';
import type { SessionImageItem } from '../data/entities/session-image.js';

const HOLDS_PLACE: ReadonlySet<string> = new Set<SessionImageStatus>(['pending', 'ready']);

/** Whether an image of this status counts under the limit. */
export const holdsImageSlot = (status: unknown): boolean => typeof status === 'string' && HOLDS_PLACE.has(status);

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Sessions made before the counter existed have none: it is set from the images present
 * (those that hold a place, expired pending ones included, since their TTL removal gives the
 * place back), only while still absent, so of two first calls one sets it and the other
 * reads it. Until it exists nothing is given back (a release needs the counter), so an image
 * that stops holding its place before the count is read is simply not counted.
 */
export const ensureImageSlots = async (photographerId: string, sessionId: string): Promise<void> => {
  const { data: images } = await db()
    .entities.sessionImage.query.bySession({ photographerId, sessionId })
    .go({ pages: 'all', consistent: true, attributes: ['status'] });
  try {
    await initImageSlots({ photographerId, sessionId }, images.filter((image) => holdsImageSlot(image.status)).length);
  } catch (error) {
    // Set meanwhile by another call (or the session is gone: the caller's next read says so).
    if (!isConditionalFailure(error)) throw error;
  }
};

/** Gives back `count` places; nothing when the session is gone or has no counter yet. */
export const releaseImageSlots = async (photographerId: string, sessionId: string, count: number): Promise<void> => {
  if (count <= 0) return;
  try {
    await giveBackImageSlots({ photographerId, sessionId }, count);
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
};

/**
 * A session image that stops holding a place under the images-per-session limit without the
 * photographer removing it gives the place back: a pending (or ready) item that became
 * failed, or a pending item DynamoDB's TTL deleted (its ticket never used). Deletions by a
 * caller give back nothing here: a removal gives its places back in its own transaction, and
 * the session reaper's session is gone.
 */
export const releaseSlotOfChangedImage = async (
  change: 'insert' | 'modify' | 'remove',
  expired: boolean,
  before: { photographerId: string; sessionId: string; status: unknown },
  afterStatus: unknown,
): Promise<void> => {
  const releases = change === 'modify' ? holdsImageSlot(before.status) && afterStatus === 'failed' : change === 'remove' && expired && holdsImageSlot(before.status);
  if (!releases) return;
  await releaseImageSlots(before.photographerId, before.sessionId, 1);
};

/**
 * Deletes the session's pending images whose ticket expired (their `expiresAt` is past, as
 * DynamoDB TTL would) together with their places, each only while still pending, so an upload
 * processed meanwhile keeps its place. Answers how many places came back.
 */
export const reclaimExpiredTickets = async (photographerId: string, sessionId: string, images: SessionImageItem[], now = new Date()): Promise<number> => {
  const expired = images.filter((image) => image.status === 'pending' && image.expiresAt !== undefined && image.expiresAt <= nowSeconds(now)).slice(0, 99);
  if (expired.length === 0) return 0;
  const key = { photographerId, sessionId };
  const outcome = await transact([
    giveBackImageSlotsItem(key, expired.length),
    ...expired.map((image) => deleteImageInStatus(key, image.imageId, 'pending')),
  ]);
  return outcome.committed ? expired.length : 0;
};
