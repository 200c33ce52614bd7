// A data migration (data-migrations.ts): the lookup items of addresses (tokens, custom
// addresses) that the session's link no longer names, or whose link is gone. They open nothing
// (keyOpens), but a custom address's item keeps that address taken for every other session.
// Idempotent, and safe while the app serves: a key item is only ever created with its link in
// one transaction, so one that the link (read consistently after it) does not name can never
// come to be named again without being created anew.
import { db, isConditionalFailure } from '../data/database.js';
import { deleteLinkKeyOfSession } from '../data/stores/sessions.js';
import { keyOpens } from './link-store.js';
import { readShareLink } from './share-links.js';

/** Deletes every key item that its session's current link does not name; answers how many. */
export const removeStaleLinkKeys = async (): Promise<number> => {
  const { data: keys } = await db().entities.shareLinkKey.scan.go({ pages: 'all' });
  let removed = 0;
  for (const key of keys) {
    const link = await readShareLink(key.photographerId, key.sessionId);
    if (link && keyOpens(key, link)) continue;
    const deleted = await deleteLinkKeyOfSession(key.linkKey, key).then(
        () => true,
        (error: unknown) => {
          // Gone meanwhile (the session's reaper, a run alongside): nothing left to do.
          if (isConditionalFailure(error)) return false;
          throw error;
        },
      );
    if (deleted) removed += 1;
  }
  return removed;
};
