import { reapSession } from '../../sessions/session-reaper.js';
import type { ItemChange } from './stream-record.js';

/** A session's main item went (TTL after archiving, or the delete route): the rest goes too. */
export const reapRemovedSession = async (change: ItemChange): Promise<void> => {
  const photographerId = change.oldItem?.photographerId;
  const sessionId = change.oldItem?.sessionId;
  if (typeof photographerId !== 'string' || typeof sessionId !== 'string') return;
  await reapSession(photographerId, sessionId);
};
