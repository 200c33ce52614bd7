import { queueZipPart } from '../../gallery/workers/zip-queue.js';
import type { ItemChange } from './stream-record.js';

/**
 * A gallery zip job was created (or a data migration asked for its build again by changing
 * `buildQueuedAt`): its first part goes on the zip queue, built by the zip worker
 * (events/gallery-zip/handler.ts), never inside this stream invocation.
 */
export const queueCreatedDownload = async (change: ItemChange): Promise<void> => {
  const { photographerId, sessionId, downloadId, status, buildQueuedAt } = change.newItem ?? {};
  if (typeof photographerId !== 'string' || typeof sessionId !== 'string' || typeof downloadId !== 'string' || status !== 'preparing') return;
  if (change.change === 'modify' && buildQueuedAt === change.oldItem?.buildQueuedAt) return;
  await queueZipPart({ photographerId, sessionId, downloadId, part: 1 }, typeof buildQueuedAt === 'string' ? `queued-${buildQueuedAt}` : 'created');
};
