// The photographer-facing gallery's named store operations (share links, selections, zip
// jobs): every such write that carries a condition (besides an ElectroDB `create`'s own
// not-exists one). Use cases call these and build no condition; an operation meant for a
// transaction returns its item, one run alone throws ElectroDB's error. The holder-facing
// gallery function writes through plain-table.ts instead and never loads this module.
import type { financeOfConfirmedPrice } from '@fotostudio/shared/sessions/session-finance';
import { db, isConditionalFailure, transact, writeItems } from '../database.js';
import { writtenUnlessRefused } from '../condition-failure.js';
import type { TransactionOutcome, TransactItem } from '../transaction.js';

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

type DownloadKey = SessionKey & { downloadId: string };
type DownloadPatch = Parameters<ReturnType<Entities['galleryDownload']['patch']>['set']>[0];

/**
 * Writes a zip job's split into parts, only while it is preparing and not yet planned; answers
 * the job as it is then, or undefined when another run planned it first.
 */
export const recordZipPlan = async (ref: DownloadKey, plan: DownloadPatch) => {
  try {
    const { data } = await db()
      .entities.galleryDownload.patch(ref)
      .set(plan)
      .where((attr, op) => `${op.eq(attr.status, 'preparing')} AND ${op.notExists(attr.partStarts)}`)
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) return undefined;
    throw error;
  }
};

/**
 * Records a built part (the worker's checkpoint), only while the job is preparing with the
 * parts before it recorded: a second build of the same part records nothing (undefined).
 */
export const recordZipPart = async (ref: DownloadKey, partsBefore: number, set: DownloadPatch) => {
  try {
    const { data } = await db()
      .entities.galleryDownload.patch(ref)
      .set(set)
      .remove(['failureReason'])
      .where((attr, op) => `${op.eq(attr.status, 'preparing')} AND ${op.eq(attr.partsReady, partsBefore)}`)
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) return undefined;
    throw error;
  }
};

/** Records why a zip part failed (and `status: failed` on the last try), only while the job is preparing. */
export const recordZipFailure = async (ref: DownloadKey, failureReason: string, final: boolean): Promise<void> => {
  try {
    await db()
      .entities.galleryDownload.patch(ref)
      .set({ failureReason, ...(final ? { status: 'failed' as const } : {}) })
      .where((attr, op) => op.eq(attr.status, 'preparing'))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
};

/** Asks the stream to queue a zip job from before parts again (its `buildQueuedAt` changes), only while it is preparing and was never asked. */
export const requeueOldZipJob = async (ref: DownloadKey, at: string): Promise<boolean> => {
  try {
    await db()
      .entities.galleryDownload.patch(ref)
      .set({ buildQueuedAt: at })
      .where((attr, op) => `${op.eq(attr.status, 'preparing')} AND ${op.notExists(attr.partStarts)} AND ${op.notExists(attr.buildQueuedAt)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
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

// ---- The selection deadline (issue 28 point 2; gallery/selection-deadline.ts) ----

const whenConditioned = writtenUnlessRefused;

/** The links the hourly run still has work on: a deadline it is not done with (data.md's access pattern, a filtered Scan). */
export const scanDeadlineLinks = async () => {
  const { data } = await db()
    .entities.shareLink.scan.where((attr, op) => op.exists(attr.selectionDeadline))
    .go({ pages: 'all' });
  return data.filter((link) => link.deadlineDoneFor !== link.selectionDeadline);
};

/**
 * Records the client reminders `keys` of `deadline`, only while the link still has that deadline,
 * is open and none of the keys is recorded: true means this caller mails the reminder.
 */
export const recordDeadlineReminders = (key: SessionKey, deadline: string, keys: string[]): Promise<boolean> =>
  whenConditioned(() =>
    db()
      .entities.shareLink.patch(key)
      .add({ deadlineReminders: keys })
      .where((attr, op) => [op.eq(attr.selectionDeadline, deadline), op.notExists(attr.closedAt), ...keys.map((k) => op.notContains(attr.deadlineReminders, k))].join(' AND '))
      .go(),
  );

/**
 * Closes the link at `deadline` keeping the draft (deadlineOutcome `closed`), only while it is
 * still open at the selection version read with that deadline and nothing was recorded for it:
 * false when a confirmation or another run came first.
 */
export const recordDeadlineClosed = (key: SessionKey, deadline: string, readVersion: number): Promise<boolean> =>
  whenConditioned(() =>
    db()
      .entities.shareLink.patch(key)
      .set({ deadlineOutcome: 'closed', deadlineHandledFor: deadline })
      .where((attr, op) =>
        [
          op.eq(attr.selectionDeadline, deadline),
          op.notExists(attr.closedAt),
          op.eq(attr.selectionVersion, readVersion),
          `(${op.notExists(attr.deadlineHandledFor)} OR ${op.ne(attr.deadlineHandledFor, deadline)})`,
        ].join(' AND '),
      )
      .go(),
  );

/** The run is done with `deadline` (told, or nothing to tell), only while the link still has it. */
export const markDeadlineDone = (key: SessionKey, deadline: string): Promise<boolean> =>
  whenConditioned(() =>
    db()
      .entities.shareLink.patch(key)
      .set({ deadlineDoneFor: deadline })
      .where((attr, op) => op.eq(attr.selectionDeadline, deadline))
      .go(),
  );

/**
 * The deadline's confirmation of the draft as it stands, as the client's own (gallery/holder/
 * finalize.ts, pattern 33) in one transaction: the link closes only while it is still open,
 * active, on the token, at the selection version read and with this deadline, recording the
 * outcome; the next version is created; the session is marked selected unless archived; its
 * finance follows the confirmed figures; the draft is not frozen by an open Checkout at `nowS`.
 * Of the client and the run, one commits.
 */
export const confirmDraftAtDeadline = (
  key: SessionKey,
  read: { token: string; selectionVersion: number; deadline: string },
  confirmed: {
    version: number;
    confirmedAt: string;
    /** What any confirmation stores (gallery/holder/confirmation-records.ts). */
    selection: { choices: string; lines: string; price: string; fileNames: string; viewers?: string | undefined; confirmedBy?: string | undefined };
    finance: ReturnType<typeof financeOfConfirmedPrice>;
  },
  nowS: number,
): Promise<TransactionOutcome> => {
  const { version, confirmedAt, selection, finance } = confirmed;
  return transact(
    writeItems(({ shareLink, sessionSelection, session, sessionFinance, galleryDraft }) => [
      shareLink
        .patch(key)
        .set({ closedAt: confirmedAt, selectionVersion: version, deadlineOutcome: 'confirmed', deadlineHandledFor: read.deadline })
        .where((attr, op) =>
          [
            op.notExists(attr.closedAt),
            op.eq(attr.active, true),
            op.eq(attr.token, read.token),
            op.eq(attr.selectionVersion, read.selectionVersion),
            op.eq(attr.selectionDeadline, read.deadline),
          ].join(' AND '),
        )
        .commit(),
      sessionSelection.create({ ...key, version, confirmedAt, ...selection }).commit(),
      session
        .patch(key)
        .set({ hasSelection: true, status: 'selected' })
        .where((attr, op) => op.notExists(attr.archivedAt))
        .commit(),
      sessionFinance.patch(key).set({ ...finance, selectionVersion: version }).commit(),
      galleryDraft
        .check(key)
        .where((attr, op) => `${op.notExists(attr.checkoutExpiresAt)} OR ${op.lte(attr.checkoutExpiresAt, nowS)}`)
        .commit(),
    ]),
  );
};

/**
 * Gives a draft saved before named viewers its lists (issue 28 point 2), only while it still has
 * none and is the draft read (`savedAt`): false when a save (which writes lists) came first.
 */
export const giveDraftItsLists = async (key: SessionKey, savedAt: string, viewers: string): Promise<boolean> =>
  writtenUnlessRefused(() =>
    db()
      .entities.galleryDraft.patch(key)
      .set({ viewers })
      .where((attr, op) => `${op.notExists(attr.viewers)} AND ${op.eq(attr.savedAt, savedAt)}`)
      .go(),
  );
