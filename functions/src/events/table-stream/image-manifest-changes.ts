import type { SessionItem } from '../../data/entities/session.js';
import { writeImageManifest } from '../../gallery/workers/image-manifest-writer.js';
import type { ItemChange } from './stream-record.js';

/**
 * A session's images changed (its `imageRevision` moved): its manifest is written at that
 * revision, unless the session has moved on since (a burst of uploads writes it once per batch
 * of moves, not once per image).
 */
export const followImageRevision = async (change: ItemChange): Promise<void> => {
  const before = change.oldItem as SessionItem | undefined;
  const after = change.newItem as SessionItem | undefined;
  if (!after || after.archivedAt || before?.imageRevision === after.imageRevision) return;
  await writeImageManifest(after.photographerId, after.sessionId, after.imageRevision);
};
