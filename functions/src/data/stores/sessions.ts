// Sessions' named store operations: every write of the sessions domain that carries a
// condition (besides an ElectroDB `create`'s own not-exists one). Use cases call these and
// build no condition; an operation meant for a transaction returns its item, one run alone
// throws ElectroDB's error (`isConditionalFailure` tells a refused condition).
import type { DeliverySettings } from '@fotostudio/shared/contracts/session-delivery';
import type { SessionImageStatus } from '@fotostudio/shared/sessions/session-enums';
import { db, isConditionalFailure, writeItems } from '../database.js';
import type { SessionItem } from '../entities/session.js';
import { IMAGE_SET_KINDS, type ImageSet } from '../image-sets.js';
import type { TransactItem } from '../transaction.js';

type SessionKey = { photographerId: string; sessionId: string };
type SessionPatch = Parameters<ReturnType<ReturnType<typeof db>['entities']['session']['patch']>['set']>[0];
type SessionField = Parameters<ReturnType<ReturnType<typeof db>['entities']['session']['patch']>['remove']>[0][number];
type FinancePatch = Parameters<ReturnType<ReturnType<typeof db>['entities']['sessionFinance']['patch']>['set']>[0];

/** The one item of a transaction-only builder (`check`, `commit`). */
const only = (items: TransactItem[]): TransactItem => items[0] as TransactItem;

/** Counts one more session on the package, only while it is active. */
export const countSessionOnActivePackage = (photographerId: string, packageId: string): TransactItem =>
  only(
    writeItems(({ sessionPackage }) => [
      sessionPackage
        .patch({ photographerId, packageId })
        .add({ sessionRefs: 1 })
        .where((attr, op) => op.eq(attr.active, true))
        .commit(),
    ]),
  );

/** Changes a session only while it is as read (`updatedAt`) and not archived. */
export const updateSessionAsRead = async (key: SessionKey, readUpdatedAt: string, set: SessionPatch, remove: SessionField[]): Promise<void> => {
  await db()
    .entities.session.patch(key)
    .set(set)
    .remove(remove)
    .where((attr, op) => `${op.eq(attr.updatedAt, readUpdatedAt)} AND ${op.notExists(attr.archivedAt)}`)
    .go();
};

/** Sets a session's delivery settings while it exists and is not archived. */
export const setSessionDelivery = async (key: SessionKey, delivery: DeliverySettings): Promise<void> => {
  await db()
    .entities.session.patch(key)
    .set({ delivery: { ...delivery, sizes: [...delivery.sizes] } })
    .where((attr, op) => op.notExists(attr.archivedAt))
    .go();
};

/** Changes a session's finance only while it is as read (`updatedAt`). */
export const updateFinanceAsRead = async (key: SessionKey, readUpdatedAt: string, set: FinancePatch): Promise<void> => {
  await db()
    .entities.sessionFinance.patch(key)
    .set(set)
    .where((attr, op) => op.eq(attr.updatedAt, readUpdatedAt))
    .go();
};

/**
 * Makes a finance that follows no confirmed selection yet follow the one at `version` (the
 * data migration of sessions confirmed before confirmations set the finance): refused once
 * the finance follows a selection, so a confirmation meanwhile is never overwritten.
 */
export const fillFinanceOfSelection = async (key: SessionKey, version: number, set: FinancePatch): Promise<void> => {
  await db()
    .entities.sessionFinance.patch(key)
    .set({ ...set, selectionVersion: version })
    .where((attr, op) => op.notExists(attr.selectionVersion))
    .go();
};

/** Replaces the calendar feed's secret, only while it is still `previousToken`. */
export const replaceFeedToken = (photographerId: string, previousToken: string, token: string): TransactItem =>
  only(
    writeItems(({ calendarFeed }) => [
      calendarFeed
        .patch({ photographerId })
        .set({ token })
        .where((attr, op) => op.eq(attr.token, previousToken))
        .commit(),
    ]),
  );

/** Sets the images-per-session counter of a session that has none yet. */
export const initImageSlots = async (key: SessionKey, count: number): Promise<void> => {
  await db()
    .entities.session.patch(key)
    .set({ imageSlots: count })
    .where((attr, op) => op.notExists(attr.imageSlots))
    .go();
};

/** Gives back `count` places, only while the counter holds at least that many. */
export const giveBackImageSlots = async (key: SessionKey, count: number): Promise<void> => {
  await db()
    .entities.session.patch(key)
    .subtract({ imageSlots: count })
    .where((attr, op) => op.gte(attr.imageSlots, count))
    .go();
};

/** `giveBackImageSlots` as an item of a transaction. */
export const giveBackImageSlotsItem = (key: SessionKey, count: number): TransactItem =>
  only(
    writeItems(({ session }) => [
      session
        .patch(key)
        .subtract({ imageSlots: count })
        .where((attr, op) => op.gte(attr.imageSlots, count))
        .commit(),
    ]),
  );

/** Takes `count` places while `limit` allows them and the session is not archived. */
export const takeImageSlots = (key: SessionKey, count: number, limit: number): TransactItem =>
  only(
    writeItems(({ session }) => [
      session
        .patch(key)
        .add({ imageSlots: count })
        .where((attr, op) => `${op.lte(attr.imageSlots, limit - count)} AND ${op.notExists(attr.archivedAt)}`)
        .commit(),
    ]),
  );

/** Deletes a session image, only while it still has the status read. */
export const deleteImageInStatus = (key: SessionKey, imageId: string, status: SessionImageStatus, images: ImageSet = 'proofs'): TransactItem =>
  only(
    writeItems((entities) => [
      entities[IMAGE_SET_KINDS[images]]
        .delete({ ...key, imageId })
        .where((attr, op) => op.eq(attr.status, status))
        .commit(),
    ]),
  );

/**
 * Takes removed images off the counts of a session that is not archived (`ready` of them ready,
 * `held` holding a place, `freedBytes` the bytes of their files).
 */
export const releaseRemovedImages = (key: SessionKey, ready: number, held: number, freedBytes = 0): TransactItem =>
  only(
    writeItems(({ session }) => [
      session
        .patch(key)
        .subtract({ imageCount: ready, imageSlots: held, storageUsedBytes: freedBytes })
        .add({ imageRevision: ready > 0 ? 1 : 0 })
        .where((attr, op) => op.notExists(attr.archivedAt))
        .commit(),
    ]),
  );

/** A transaction's check that the session still exists and is not archived. */
export const sessionActiveCheck = (key: SessionKey): TransactItem =>
  only(
    writeItems(({ session }) => [
      session
        .check(key)
        .where((attr, op) => `${op.exists(attr.sessionId)} AND ${op.notExists(attr.archivedAt)}`)
        .commit(),
    ]),
  );

type Cover = Pick<SessionItem, 'coverImageId' | 'coverKey' | 'coverThumbhash'>;

/** Sets the cover (or removes it), only while the session's cover is still the one read. */
export const replaceCoverAsRead = async (key: SessionKey, readCoverImageId: string, cover: Cover | undefined): Promise<void> => {
  const update = db().entities.session.patch(key);
  await (cover ? update.set(cover) : update.remove(['coverImageId', 'coverKey', 'coverThumbhash']))
    .where((attr, op) => op.eq(attr.coverImageId, readCoverImageId))
    .go();
};

/** Archives a session that is not archived; answers it as written. */
export const archiveUnarchivedSession = async (key: SessionKey, archivedAt: string, expiresAt: number): Promise<SessionItem> => {
  const { data } = await db()
    .entities.session.patch(key)
    .set({ archivedAt, expiresAt })
    .where((attr, op) => op.notExists(attr.archivedAt))
    .go({ response: 'all_new' });
  return data as SessionItem;
};

/** Takes an archived session out of the archive; answers it as written. */
export const restoreArchivedSession = async (key: SessionKey): Promise<SessionItem> => {
  const { data } = await db()
    .entities.session.patch(key)
    .remove(['archivedAt', 'expiresAt'])
    .where((attr, op) => op.exists(attr.archivedAt))
    .go({ response: 'all_new' });
  return data as SessionItem;
};

/** Deletes a session item that exists. */
export const deleteExistingSession = async (key: SessionKey): Promise<void> => {
  await db()
    .entities.session.delete(key)
    .where((attr, op) => op.exists(attr.sessionId))
    .go();
};

/** Deletes a session's finance item, only while it still names its package. */
export const deleteFinanceWithPackage = (key: SessionKey): TransactItem =>
  only(
    writeItems(({ sessionFinance }) => [
      sessionFinance
        .delete(key)
        .where((attr, op) => op.exists(attr.packageId))
        .commit(),
    ]),
  );

/** Deletes a share link's key item, only while it still names this session. */
export const deleteLinkKeyOfSession = async (linkKey: string, { photographerId, sessionId }: SessionKey): Promise<void> => {
  await db()
    .entities.shareLinkKey.delete({ linkKey })
    .where((attr, op) => `${op.eq(attr.photographerId, photographerId)} AND ${op.eq(attr.sessionId, sessionId)}`)
    .go();
};

type ImageKey = SessionKey & { imageId: string };
type ImagePatch = Parameters<ReturnType<ReturnType<typeof db>['entities']['sessionImage']['patch']>['set']>[0];

/** The item kind of a set of images (the proofs, or the delivery's finals: one model). */
const imagesOf = (set: ImageSet) => db().entities[IMAGE_SET_KINDS[set]];

/** Sets a ready image's fields (its gallery renditions), only while it is still ready. */
export const updateReadyImage = async (ref: ImageKey, set: ImagePatch): Promise<void> => {
  await db()
    .entities.sessionImage.patch(ref)
    .set(set)
    .where((attr, op) => op.eq(attr.status, 'ready'))
    .go();
};

/**
 * Records a ready final's watermarked renditions, once (only while it has none), with their bytes
 * in its own and the session's storage usage; the photographer's usage is moved in the same transaction by the caller.
 */
export const addFinalWatermarks = (ref: ImageKey, keys: Required<Pick<ImagePatch, 'watermarkedKey' | 'watermarkedGridKey' | 'watermarkedFullKey'>>, bytes: number): TransactItem[] =>
  writeItems(({ sessionFinal, session }) => [
    sessionFinal
      .patch(ref)
      .set(keys)
      .add({ storedBytes: bytes })
      .where((attr, op) => `${op.eq(attr.status, 'ready')} AND ${op.notExists(attr.watermarkedFullKey)}`)
      .commit(),
    session.patch({ photographerId: ref.photographerId, sessionId: ref.sessionId }).add({ storageUsedBytes: bytes }).where((attr, op) => op.exists(attr.sessionId)).commit(),
  ]);

/** Sets a pending image's outcome when run alone (failed), only while it is still pending. */
export const settlePendingImage = async (ref: ImageKey, set: ImagePatch, images: ImageSet = 'proofs'): Promise<void> => {
  await imagesOf(images)
    .patch(ref)
    .set(set)
    .where((attr, op) => op.eq(attr.status, 'pending'))
    .go();
};

/**
 * Sets the S3 upload id of a pending multipart image unless one is set already (two attempts
 * at once: the first one's stays). Answers whether this one was set.
 */
export const setImageUploadId = async (ref: ImageKey, uploadId: string, images: ImageSet = 'proofs'): Promise<boolean> => {
  try {
    await imagesOf(images)
      .patch(ref)
      .set({ uploadId })
      .where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.notExists(attr.uploadId)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

/** Adds `<partNumber>:<etag>` to a pending image's recorded parts, only while `uploadId` is its upload in progress. */
export const addUploadedPart = async (ref: ImageKey, uploadId: string, entry: string, images: ImageSet = 'proofs'): Promise<string[]> => {
  const { data } = await imagesOf(images)
    .patch(ref)
    .add({ uploadedParts: [entry] })
    .where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.eq(attr.uploadId, uploadId)} AND ${op.notExists(attr.uploadCompletedAt)}`)
    .go({ response: 'all_new' });
  return data.uploadedParts ?? [];
};

/** Marks a multipart image's upload completed (S3 assembled it), whatever its status meanwhile. */
export const markImageUploadCompleted = async (ref: ImageKey, uploadId: string, at: string, images: ImageSet = 'proofs'): Promise<void> => {
  try {
    await imagesOf(images)
      .patch(ref)
      .set({ uploadCompletedAt: at })
      .where((attr, op) => `${op.eq(attr.uploadId, uploadId)} AND ${op.notExists(attr.uploadCompletedAt)}`)
      .go();
  } catch (error) {
    // Completed by an earlier call (or the image was removed meanwhile).
    if (!isConditionalFailure(error)) throw error;
  }
};

/** Makes a pending image ready (setting `set`, dropping its expiry and failure), only while it is still pending. */
export const makePendingImageReady = (ref: ImageKey, set: ImagePatch, images: ImageSet = 'proofs'): TransactItem =>
  only(
    writeItems((entities) => [
      entities[IMAGE_SET_KINDS[images]]
        .patch(ref)
        .set(set)
        .remove(['expiresAt', 'failureReason'])
        .where((attr, op) => op.eq(attr.status, 'pending'))
        .commit(),
    ]),
  );

/**
 * Counts one more ready image on an existing session, and its files' bytes in the session's
 * storage usage; with `cover`, also takes the cover while there is none.
 */
export const countReadyImage = (key: SessionKey, cover: Cover | undefined, storedBytes: number): TransactItem =>
  only(
    writeItems(({ session }) => [
      session
        .patch(key)
        .add({ imageCount: 1, imageRevision: 1, storageUsedBytes: storedBytes })
        .set(cover ?? {})
        .where((attr, op) => (cover ? op.notExists(attr.coverImageId) : op.exists(attr.sessionId)))
        .commit(),
    ]),
  );

/**
 * Gives a ready image its location-free file (`addedBytes` the copy's, counted in its storage),
 * only while it is ready and has none: a second run of the data migration changes nothing.
 */
export const setImageLocationFreeKey = (ref: ImageKey, locationFreeKey: string, addedBytes: number): TransactItem =>
  only(
    writeItems(({ sessionImage }) => [
      sessionImage
        .patch(ref)
        .set({ locationFreeKey })
        .add({ storedBytes: addedBytes })
        .where((attr, op) => `${op.eq(attr.status, 'ready')} AND ${op.notExists(attr.locationFreeKey)}`)
        .commit(),
    ]),
  );

/** Adds bytes of files to an existing session's storage usage. */
export const addSessionStorage = (key: SessionKey, bytes: number): TransactItem =>
  only(writeItems(({ session }) => [session.patch(key).add({ storageUsedBytes: bytes }).where((attr, op) => op.exists(attr.sessionId)).commit()]));

/** Moves a hash band's version on from the one read. */
export const moveHashBand = (key: SessionKey, band: string, readVersion: number): TransactItem =>
  only(
    writeItems(({ sessionHashBand }) => [
      sessionHashBand
        .patch({ ...key, band })
        .set({ version: readVersion + 1 })
        .where((attr, op) => op.eq(attr.version, readVersion))
        .commit(),
    ]),
  );
