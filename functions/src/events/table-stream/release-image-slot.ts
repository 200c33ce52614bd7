import { releaseSlotOfChangedImage } from '../../sessions/image-slots.js';
import type { ItemChange } from './stream-record.js';

/** A session image changed or went: the place it held may come back (sessions/image-slots.ts). */
export const releaseImageSlotOf = async (change: ItemChange): Promise<void> => {
  const { oldItem, newItem } = change;
  const photographerId = oldItem?.photographerId;
  const sessionId = oldItem?.sessionId;
  if (typeof photographerId !== 'string' || typeof sessionId !== 'string') return;
  await releaseSlotOfChangedImage(change.change, change.expired, { photographerId, sessionId, status: oldItem?.status }, newItem?.status);
};
