// Archive, restore and permanent delete (spec section 4 "Session archiving"). Archiving only
// stamps the session item: DynamoDB's TTL deletes it after ARCHIVE_RETENTION_DAYS and the
// table stream reaps the rest. Restore is a conditional write on the same item, so it and
// the expiry cannot both win: either the session stays whole or it goes whole.
import { ARCHIVE_RETENTION_DAYS } from '@fotostudio/shared/constants';
import { isConditionalFailure } from '../data/database.js';
import { archiveUnarchivedSession, deleteExistingSession, restoreArchivedSession } from '../data/stores/sessions.js';
import type { SessionItem } from '../data/entities/session.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { notifyArchived } from './archive-notice.js';
import { reapSession } from './session-reaper.js';
import { findSession, requireSession } from './session-store.js';
import { epochSecondsAfter } from './views.js';

export interface ArchiveOutcome {
  session: SessionItem;
  /** False when it was archived already (the answer is then its current state). */
  archivedNow: boolean;
}

/**
 * Archives a session; archiving an archived one answers it as it is (same deletion date),
 * so a repeated click never postpones the deletion.
 */
export const archiveSession = async (photographerId: string, sessionId: string, now = new Date()): Promise<ArchiveOutcome> => {
  try {
    const session = await archiveUnarchivedSession({ photographerId, sessionId }, now.toISOString(), epochSecondsAfter(now, ARCHIVE_RETENTION_DAYS));
    return { session, archivedNow: true };
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    return { session: await requireSession(photographerId, sessionId), archivedNow: false };
  }
};

/** Archives, then tells the photographer by email when their settings ask for it. */
export const archiveAndNotify = async (photographerId: string, sessionId: string, now = new Date()): Promise<SessionItem> => {
  const outcome = await archiveSession(photographerId, sessionId, now);
  if (outcome.archivedNow) {
    // The archive stands even if the notice cannot be sent.
    await notifyArchived(photographerId, outcome.session).catch((error: unknown) =>
      logger.warn('archive notice not sent', { photographerId, sessionId, error }),
    );
  }
  return outcome.session;
};

/** Takes a session out of the archive, only while it still exists and is archived. */
export const restoreSession = async (photographerId: string, sessionId: string): Promise<SessionItem> => {
  try {
    return await restoreArchivedSession({ photographerId, sessionId });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const current = await findSession(photographerId, sessionId);
    throw new DomainError(current ? 'sessions.not_archived' : 'sessions.not_found');
  }
};

/** Deletes a session at once, archived or not, with everything it holds. */
export const deleteSessionNow = async (photographerId: string, sessionId: string): Promise<void> => {
  try {
    await deleteExistingSession({ photographerId, sessionId });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    throw new DomainError('sessions.not_found');
  }
  // The stream reaps it too (both are safe to run), and retries until it succeeds: the
  // session is deleted for the photographer even if this first pass fails.
  await reapSession(photographerId, sessionId).catch((error: unknown) =>
    logger.error('deleteSessionNow: reaping failed; the table stream will finish it', { photographerId, sessionId, error }),
  );
};
