// The data migration `client-files-without-location` (issue 28 point 4, docs/media.md "Location
// data"): images made ready before clients' downloads lost their GPS have no `locationFreeKey`,
// and are not offered for download until they get one (download-names.ts). For each: a kept
// compressed copy is its own (no metadata survives compression); a kept original is read and,
// when it has location data, gets its copy without it (the same picture bytes), counted in the
// image's, the session's and the photographer's storage usage in the transaction that records
// it. Idempotent: only an image without the key is touched, and the write is conditioned on that.
import { db, transact } from '../../data/database.js';
import { moveStorageUsage } from '../../data/stores/account.js';
import { addSessionStorage, setImageLocationFreeKey } from '../../data/stores/sessions.js';
import type { SessionImageItem } from '../../data/entities/session-image.js';
import { appConfig } from '../../lib/config.js';
import { deleteObjects } from '../../media/delete-objects.js';
import { parseOriginalKey } from '../../media/object-keys.js';
import { readObject, storeLocationFreeCopy } from '../../sessions/process-session-image.js';

type SessionRef = { photographerId: string; sessionId: string };

const giveLocationFreeFile = async (session: SessionRef, image: SessionImageItem): Promise<boolean> => {
  const original = parseOriginalKey(image.originalKey);
  const keptKey = image.keptKey;
  if (!original || !keptKey) return false;
  let located = { locationFreeKey: keptKey, addedBytes: 0 };
  if (keptKey === image.originalKey) {
    const object = await readObject(appConfig().MEDIA_BUCKET, keptKey);
    // Its file is gone (the image is being removed): nothing to give it.
    if (!object) return false;
    located = await storeLocationFreeCopy(appConfig().MEDIA_BUCKET, keptKey, original, object.bytes);
  }
  const ref = { ...session, imageId: image.imageId };
  const outcome = await transact([
    setImageLocationFreeKey(ref, located.locationFreeKey, located.addedBytes),
    ...(located.addedBytes > 0 ? [addSessionStorage(session, located.addedBytes), moveStorageUsage(session.photographerId, located.addedBytes)] : []),
  ]);
  if (outcome.committed) return true;
  // Removed meanwhile, or given its file by another run: a copy written here for nothing goes.
  if (located.locationFreeKey !== keptKey) {
    const { data: now } = await db().entities.sessionImage.get(ref).go({ consistent: true });
    if (now?.locationFreeKey !== located.locationFreeKey) await deleteObjects([located.locationFreeKey]);
  }
  return false;
};

/** One session's ready images without a location-free file; answers how many got one. */
export const giveSessionLocationFreeFiles = async (session: SessionRef): Promise<number> => {
  const { data: images } = await db().entities.sessionImage.query.bySession(session).go({ pages: 'all', consistent: true });
  let changed = 0;
  for (const image of images) {
    if (image.status !== 'ready' || image.locationFreeKey !== undefined) continue;
    if (await giveLocationFreeFile(session, image)) changed += 1;
  }
  return changed;
};

/** The data migration: every session. */
export const giveAllLocationFreeFiles = async (): Promise<number> => {
  const { data: sessions } = await db().entities.session.scan.go({ pages: 'all', attributes: ['photographerId', 'sessionId'] });
  let changed = 0;
  for (const session of sessions) changed += await giveSessionLocationFreeFiles(session);
  return changed;
};
