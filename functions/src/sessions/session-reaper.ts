// Removing what is left of a session once its main item is gone: by the permanent delete
// route at once, or by the table stream after DynamoDB's TTL deleted an archived session.
// Every step tolerates having been done before, so a stream record delivered twice, or the
// delete route and the stream both reaping, do no harm.
import { db, isConditionalFailure, transact, writeItems } from '../data/database.js';
import { IMAGE_SET_KINDS, type ImageSet } from '../data/image-sets.js';
import { refusedAmong } from '../data/transaction.js';
import { deleteFinanceWithPackage, deleteImageInStatus, deleteLinkKeyOfSession } from '../data/stores/sessions.js';
import { moveStorageUsage } from '../data/stores/account.js';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { logger } from '../lib/logger.js';
import { deletePrefix, sleep } from '../media/delete-objects.js';
import { sessionManifestPrefix, sessionPrefixes } from '../media/object-keys.js';
import { findSession } from './session-store.js';

const BATCH_TRIES = 5;

/**
 * Gives the session's package reference back exactly once: the finance item is the marker,
 * deleted only if it still exists, in the same transaction as the package's decrement.
 */
const releasePackageReference = async (photographerId: string, sessionId: string): Promise<void> => {
  for (let tryIndex = 0; tryIndex < BATCH_TRIES; tryIndex += 1) {
    const { data: finance } = await db().entities.sessionFinance.get({ photographerId, sessionId }).go({ consistent: true });
    if (!finance) return;
    const outcome = await transact([
      deleteFinanceWithPackage({ photographerId, sessionId }),
      ...writeItems(({ sessionPackage }) => [sessionPackage.patch({ photographerId, packageId: finance.packageId }).subtract({ sessionRefs: 1 }).commit()]),
    ]);
    // Done, or someone else deleted the marker meanwhile and gave the reference back with it.
    if (outcome.committed || refusedAmong(outcome, 0, 1)) return;
    // The delete route and the stream reaping the same session at once: read again.
    if (!outcome.codes.includes('TransactionConflict')) {
      throw new Error(`releasing the package reference of a session failed: ${outcome.codes.join(', ')}`);
    }
    await sleep(50 * 2 ** tryIndex);
  }
  throw new Error('releasing the package reference of a session kept conflicting');
};

/** Batch-deletes keys, again for those DynamoDB left unprocessed. */
const deleteAll = async <K>(keys: K[], remove: (keys: K[]) => Promise<{ unprocessed: K[] }>): Promise<void> => {
  let left = keys;
  for (let tryIndex = 0; left.length > 0; tryIndex += 1) {
    if (tryIndex === BATCH_TRIES) throw new Error(`${left.length} session items stayed unprocessed`);
    if (tryIndex > 0) await sleep(100 * 2 ** tryIndex);
    left = (await remove(left)).unprocessed;
  }
};

/** Ready images deleted per transaction, beside the photographer's usage (limit 100). */
const STORAGE_CHUNK = 99;

/**
 * Frees the storage of the session's ready images exactly once: each ready image with bytes is
 * deleted (only while still there and ready) in the transaction that takes its bytes off the
 * photographer's usage, so a second reaping (a repeated stream record, the delete route and
 * the stream at once) finds them gone and frees nothing again.
 */
const releaseImageStorage = async (photographerId: string, sessionId: string, images: ImageSet): Promise<void> => {
  const key = { photographerId, sessionId };
  await retryLostRaces(async () => {
    const { data } = await db().entities[IMAGE_SET_KINDS[images]].query.bySession(key).go({ pages: 'all', consistent: true, attributes: ['imageId', 'status', 'storedBytes'] });
    const counted = data.filter((image) => image.status === 'ready' && (image.storedBytes ?? 0) > 0);
    let complete = true;
    for (let start = 0; start < counted.length; start += STORAGE_CHUNK) {
      const chunk = counted.slice(start, start + STORAGE_CHUNK);
      const freed = chunk.reduce((sum, image) => sum + (image.storedBytes ?? 0), 0);
      const outcome = await transact([moveStorageUsage(photographerId, -freed), ...chunk.map((image) => deleteImageInStatus(key, image.imageId, 'ready', images))]);
      if (!outcome.committed) complete = false;
    }
    return complete || TRY_AGAIN;
  }, 'general.changed_meanwhile', BATCH_TRIES);
};

/**
 * The lookup items of the session's share link: a custom URL is unique, so a forgotten key
 * item would keep it taken. Only while it still names this session.
 */
const deleteLinkKeys = async (photographerId: string, sessionId: string, linkKeys: string[]): Promise<void> => {
  for (const linkKey of linkKeys) {
    await deleteLinkKeyOfSession(linkKey, { photographerId, sessionId }).catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error;
    });
  }
};

/**
 * The session's images and finals, read counters, hash bands, share link (with its key items), draft,
 * selections and download jobs (its finance goes with the package reference).
 */
const deleteCollectionItems = async (photographerId: string, sessionId: string): Promise<void> => {
  const { data } = await db().collections.session({ photographerId, sessionId }).go({ pages: 'all' });
  for (const link of data.shareLink) {
    await deleteLinkKeys(photographerId, sessionId, [link.token, ...(link.customUrl ? [link.customUrl] : [])]);
  }
  const key = { photographerId, sessionId };
  if (data.shareLink.length > 0) await db().entities.shareLink.delete(key).go();
  if (data.galleryDraft.length > 0) await db().entities.galleryDraft.delete(key).go();
  if (data.sessionBilling.length > 0) await db().entities.sessionBilling.delete(key).go();
  await deleteAll(
    data.sessionSelection.map(({ version }) => ({ ...key, version })),
    (keys) => db().entities.sessionSelection.delete(keys).go(),
  );
  await deleteAll(
    data.galleryDownload.map(({ downloadId }) => ({ ...key, downloadId })),
    (keys) => db().entities.galleryDownload.delete(keys).go(),
  );
  await deleteAll(
    data.sessionImage.map(({ imageId }) => ({ photographerId, sessionId, imageId })),
    (keys) => db().entities.sessionImage.delete(keys).go(),
  );
  await deleteAll(
    data.sessionFinal.map(({ imageId }) => ({ photographerId, sessionId, imageId })),
    (keys) => db().entities.sessionFinal.delete(keys).go(),
  );
  await deleteAll(
    data.sessionReadCounter.map(({ window }) => ({ photographerId, sessionId, window })),
    (keys) => db().entities.sessionReadCounter.delete(keys).go(),
  );
  await deleteAll(
    data.sessionHashBand.map(({ band }) => ({ photographerId, sessionId, band })),
    (keys) => db().entities.sessionHashBand.delete(keys).go(),
  );
};

/**
 * Deletes everything of a session whose main item is gone: its finance (giving the package
 * reference back), images (giving their storage back), read counters, hash bands and stored files. Does nothing while the main item
 * exists, so a late or repeated stream record can never reap a live session.
 */
export const reapSession = async (photographerId: string, sessionId: string): Promise<void> => {
  if (await findSession(photographerId, sessionId)) {
    logger.warn('reapSession: the session still exists; nothing reaped', { photographerId, sessionId });
    return;
  }
  await releasePackageReference(photographerId, sessionId);
  await releaseImageStorage(photographerId, sessionId, 'proofs');
  await releaseImageStorage(photographerId, sessionId, 'finals');
  await deleteCollectionItems(photographerId, sessionId);
  for (const prefix of [...sessionPrefixes(photographerId, sessionId), sessionManifestPrefix(photographerId, sessionId)]) await deletePrefix(prefix);
  logger.info('reaped session', { photographerId, sessionId });
};
