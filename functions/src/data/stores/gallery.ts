// The photographer-facing gallery's named store operations (share links, selections, zip
// jobs): every such write that carries a condition (besides an ElectroDB `create`'s own
// not-exists one). Use cases call these and build no condition; an operation meant for a
// transaction returns its item, one run alone throws ElectroDB's error. The holder-facing
// gallery function writes through plain-table.ts instead and never loads this module.
import { db, isConditionalFailure, writeItems } from '../database.js';
import type { TransactItem } from '../transaction.js';

type Entities = ReturnType<typeof db>['entities'];
type LinkPatch = Parameters<ReturnType<Entities['shareLink']['patch']>['set']>[0];
type LinkField = Parameters<ReturnType<Entities['shareLink']['patch']>['remove']>[0][number];
type SessionKey = { photographerId: string; sessionId: string };

/** Changes the share link, only while its token and `updatedAt` are as read. */
export const updateLinkAsRead = (key: SessionKey, read: { token: string; updatedAt: string }, set: LinkPatch, remove: LinkField[]): TransactItem =>
  writeItems(({ shareLink }) => {
    const patch = shareLink.patch(key).set(set);
    return [
      (remove.length > 0 ? patch.remove(remove) : patch)
        .where((attr, op) => `${op.eq(attr.token, read.token)} AND ${op.eq(attr.updatedAt, read.updatedAt)}`)
        .commit(),
    ];
  })[0] as TransactItem;

/** One link fewer uses the default comment (never below zero). */
export const dropCommentUse = (photographerId: string, commentId: string): TransactItem =>
  writeItems(({ defaultComment }) => [
    defaultComment
      .patch({ photographerId, commentId })
      .subtract({ linkRefs: 1 })
      .where((attr, op) => op.gt(attr.linkRefs, 0))
      .commit(),
  ])[0] as TransactItem;

/** Opens a confirmed selection again, only while the link is closed at the version read. */
export const reopenLinkAtVersion = (key: SessionKey, readVersion: number): TransactItem =>
  writeItems(({ shareLink }) => [
    shareLink
      .patch(key)
      .remove(['closedAt'])
      .where((attr, op) => `${op.exists(attr.closedAt)} AND ${op.eq(attr.selectionVersion, readVersion)}`)
      .commit(),
  ])[0] as TransactItem;

/** Records how much of a zip is written, only while the job is still preparing. */
export const recordZipProgress = async (ref: SessionKey & { downloadId: string }, bytes: number): Promise<void> => {
  await db()
    .entities.galleryDownload.patch(ref)
    .set({ bytes })
    .where((attr, op) => op.eq(attr.status, 'preparing'))
    .go();
};

/** Records that a confirmed version's receipt went to the client; false when it was recorded before (a redelivered record). */
export const markReceiptSent = async (key: SessionKey & { version: number }, at: string): Promise<boolean> => {
  try {
    await db()
      .entities.sessionSelection.patch(key)
      .set({ receiptSentAt: at })
      .where((attr, op) => op.notExists(attr.receiptSentAt))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};
