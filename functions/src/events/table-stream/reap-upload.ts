import { logger } from '../../lib/logger.js';
import { deleteObject, deletePrefix } from '../../media/delete-objects.js';
import { derivedPrefixOf, parseOriginalKey } from '../../media/object-keys.js';
import type { ItemChange } from './stream-record.js';

/** When an upload record goes (expired or deleted), its bytes and derivatives go too. */
export const reapUpload = async (change: ItemChange): Promise<void> => {
  const objectKey = change.oldItem?.objectKey;
  if (typeof objectKey !== 'string') return;
  const original = parseOriginalKey(objectKey);
  if (!original) return;
  await deleteObject(objectKey);
  await deletePrefix(derivedPrefixOf(original));
  logger.info('reaped upload', { photographerId: original.photographerId, expired: change.expired });
};
