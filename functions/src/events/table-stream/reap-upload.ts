import { reapUpload as reap } from '../../media/record-upload.js';
import type { ItemChange } from './stream-record.js';

/** An upload record went (expired or deleted): its bytes and derivatives go too (media/record-upload.ts). */
export const reapUpload = async (change: ItemChange): Promise<void> => {
  const objectKey = change.oldItem?.objectKey;
  if (typeof objectKey !== 'string') return;
  await reap(objectKey, change.expired);
};
