import { holdsImageSlot, releaseImageSlots } from '../../sessions/image-slots.js';
import type { ItemChange } from './stream-record.js';

/**
 * A session image that stops holding a place under the images-per-session limit without the
 * photographer removing it gives the place back (functions/src/sessions/image-slots.ts): a
 * pending (or ready) item that became failed, or a pending item DynamoDB's TTL deleted (its
 * ticket never used). Deletions by a caller give back nothing here: a removal gives its
 * places back in its own transaction, and the session reaper's session is gone.
 */
export const releaseImageSlotOf = async (change: ItemChange): Promise<void> => {
  const { oldItem, newItem } = change;
  const releases =
    change.change === 'modify'
      ? holdsImageSlot(oldItem?.status) && newItem?.status === 'failed'
      : change.change === 'remove' && change.expired && holdsImageSlot(oldItem?.status);
  const photographerId = oldItem?.photographerId;
  const sessionId = oldItem?.sessionId;
  if (!releases || typeof photographerId !== 'string' || typeof sessionId !== 'string') return;
  await releaseImageSlots(photographerId, sessionId, 1);
};
