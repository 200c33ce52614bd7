// A data migration (data-migrations.ts, `gallery-viewer-lists`): every gallery draft saved before
// named viewers (issue 28 point 2) gets its lists, one unnamed list holding what was chosen, the
// first person's: the first name typed on the link names it (gallery/holder/viewers.ts). The
// draft's `choices` (the union, now of that one list) stay as they were. Idempotent and safe
// while the app serves: a draft with lists is never written here, and one saved meanwhile got
// its lists from that save. Confirmed selections are not touched: one without lists reads as
// confirmed by one unnamed client, as it was.
import { FIRST_VIEWER_ID } from '@fotostudio/shared/gallery/viewer-lists';
import { storedViewerLists } from '@fotostudio/shared/stored/gallery-selection';
import { StoredValueError } from '@fotostudio/shared/stored/json-codec';
import { db } from '../data/database.js';
import { giveDraftItsLists } from '../data/stores/gallery.js';
import { logger } from '../lib/logger.js';
import { viewerListsOf } from './holder/stored-selection.js';

/** The draft's one unnamed list, or undefined (logged) when its stored choices do not decode: one bad draft never stops the migration. */
const firstListOf = (draft: Parameters<typeof viewerListsOf>[0] & { photographerId: string; sessionId: string }) => {
  try {
    return viewerListsOf(draft);
  } catch (error) {
    if (!(error instanceof StoredValueError)) throw error;
    logger.warn('gallery-viewer-lists: a draft whose choices do not decode is left as it is', { photographerId: draft.photographerId, sessionId: draft.sessionId, error: error.message });
    return undefined;
  }
};

/** Gives every draft without lists its first person's list; answers how many. */
export const giveDraftsViewerLists = async (): Promise<number> => {
  const { data: drafts } = await db().entities.galleryDraft.scan.go({ pages: 'all' });
  let given = 0;
  for (const draft of drafts) {
    if (draft.viewers !== undefined) continue;
    // The one unnamed list the codec reads a draft without lists as.
    const lists = firstListOf(draft);
    if (!lists || lists.length !== 1 || lists[0]?.viewerId !== FIRST_VIEWER_ID) continue;
    if (await giveDraftItsLists({ photographerId: draft.photographerId, sessionId: draft.sessionId }, draft.savedAt, storedViewerLists.encode(lists))) given += 1;
  }
  return given;
};
