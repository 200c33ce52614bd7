import type { SessionItem } from '../../data/entities/session.js';
import { writeImageManifest } from '../../gallery/workers/image-manifest-writer.js';
import { logger } from '../../lib/logger.js';
import type { ItemChange } from './stream-record.js';

/**
 * A session's images changed (its `imageRevision` moved): its manifest is written at that
 * revision, unless the session has moved on since (a burst of uploads writes it once per batch
 * of moves, not once per image). A failure is logged, not retried: readers then read the image
 * items (the manifest only saves reads), and the stream's other reactions are not held up.
 */
export const followImageRevision = async (change: ItemChange): Promise<void> => {
  const before = change.oldItem as SessionItem | undefined;
  const after = change.newItem as SessionItem | undefined;
  if (!after || after.archivedAt || before?.imageRevision === after.imageRevision) return;
  try {
    await writeImageManifest(after.photographerId, after.sessionId, after.imageRevision);
  } catch (error) {
    logger.warn('table-stream: image manifest not written; the gallery reads the image items until the next change', {
      photographerId: after.photographerId,
      sessionId: after.sessionId,
      error,
    });
  }
};
