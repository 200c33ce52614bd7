// The account's named store operations: every write of a photographer's profile that carries
// a condition (besides an ElectroDB `create`'s own not-exists one). Use cases call these and
// build no condition; these are items of a transaction (data/transaction.ts).
import { db, isConditionalFailure, writeItems } from '../database.js';
import type { PhotographerSettingsItem } from '../entities/photographer-settings.js';
import type { TransactItem } from '../transaction.js';

type Entities = ReturnType<typeof db>['entities'];
type PhotographerPatch = Parameters<ReturnType<Entities['photographer']['patch']>['set']>[0];
type PhotographerField = Parameters<ReturnType<Entities['photographer']['patch']>['remove']>[0][number];

/** Frees a business slug, only while it still belongs to the photographer. */
export const releaseBusinessSlug = (slug: string, photographerId: string): TransactItem =>
  writeItems(({ businessSlug }) => [
    businessSlug
      .delete({ slug })
      .where((attr, op) => op.eq(attr.photographerId, photographerId))
      .commit(),
  ])[0] as TransactItem;

/** Changes the profile, only while its business slug is still the one read (none: still none). */
export const updateProfileWithSlug = (
  photographerId: string,
  readSlug: string | undefined,
  set: PhotographerPatch,
  remove: PhotographerField[],
): TransactItem =>
  writeItems(({ photographer }) => [
    photographer
      .patch({ photographerId })
      .set(set)
      .remove(remove)
      .where((attr, op) => (readSlug ? op.eq(attr.businessSlug, readSlug) : op.notExists(attr.businessSlug)))
      .commit(),
  ])[0] as TransactItem;

/**
 * Writes the given notification types' channels into a settings item, each only where absent
 * (the migration `notification-type-defaults`); false when another run wrote them meanwhile.
 */
export const addNotificationTypesWhereAbsent = async (
  photographerId: string,
  channels: Partial<PhotographerSettingsItem['notifications']>,
): Promise<boolean> => {
  const types = Object.keys(channels) as (keyof PhotographerSettingsItem['notifications'])[];
  return db()
    .entities.photographerSettings.patch({ photographerId })
    .data((attr, op) => {
      for (const type of types) {
        const value = channels[type];
        if (value) op.set(attr.notifications[type], value);
      }
    })
    .where((attr, op) => types.map((type) => op.notExists(attr.notifications[type])).join(' AND '))
    .go()
    .then(
      () => true,
      (error: unknown) => {
        if (isConditionalFailure(error)) return false;
        throw error;
      },
    );
};

/**
 * Moves the photographer's storage usage by `bytes` (negative: freed), as an item of the
 * transaction that writes the item whose files they are, so the count moves exactly once
 * (functions/src/account/storage-usage.ts).
 */
export const moveStorageUsage = (photographerId: string, bytes: number): TransactItem =>
  writeItems(({ photographer }) => [photographer.patch({ photographerId }).add({ storageUsedBytes: bytes }).commit()])[0] as TransactItem;

/** Sets the usage counted from the bucket (a recount), with when it was counted. */
export const setCountedStorageUsage = (photographerId: string, storageUsedBytes: number, storageCountedAt: string): TransactItem =>
  writeItems(({ photographer }) => [photographer.patch({ photographerId }).set({ storageUsedBytes, storageCountedAt }).commit()])[0] as TransactItem;
type ExportItem = Parameters<Entities['accountExport']['create']>[0];

/**
 * Writes a new export job over the photographer's last one, only while that one is not
 * preparing (none, ready or failed); ElectroDB's conditional failure otherwise.
 */
export const replaceFinishedExport = async (item: ExportItem): Promise<void> => {
  await db()
    .entities.accountExport.put(item)
    .where((attr, op) => `${op.notExists(attr.status)} OR ${op.ne(attr.status, 'preparing')}`)
    .go();
};

/** A failed export goes on: `preparing` again, only while it is the failed job read. */
export const resumeFailedExport = async (photographerId: string, exportId: string): Promise<void> => {
  await db()
    .entities.accountExport.patch({ photographerId })
    .set({ status: 'preparing' })
    .remove(['failureReason'])
    .where((attr, op) => `${op.eq(attr.status, 'failed')} AND ${op.eq(attr.exportId, exportId)}`)
    .go();
};

/** Patches the export job, only while it is still the job being built (not replaced, still preparing). */
export const patchPreparingExport = async (
  photographerId: string,
  exportId: string,
  set: Parameters<ReturnType<Entities['accountExport']['patch']>['set']>[0],
): Promise<void> => {
  await db()
    .entities.accountExport.patch({ photographerId })
    .set(set)
    .where((attr, op) => `${op.eq(attr.status, 'preparing')} AND ${op.eq(attr.exportId, exportId)}`)
    .go();
};

/** Records where the ready export's mail went, only while it is still that job. */
export const recordExportMailed = async (photographerId: string, exportId: string, emailedTo: string): Promise<void> => {
  await db()
    .entities.accountExport.patch({ photographerId })
    .set({ emailedTo })
    .where((attr, op) => op.eq(attr.exportId, exportId))
    .go();
};

type ClosureRequest = Parameters<Entities['accountClosure']['create']>[0];

/** Writes a closure request (a new link), only while the account is not already closed. */
export const putClosureRequest = async (item: ClosureRequest): Promise<void> => {
  await db()
    .entities.accountClosure.put(item)
    .where((attr, op) => `${op.notExists(attr.status)} OR ${op.eq(attr.status, 'requested')}`)
    .go();
};

/**
 * Closes the account: the request becomes `closed` only while it still carries the link's
 * token hash (a used or replaced link changes nothing), and the deletion is scheduled.
 */
export const closeAccount = (
  photographerId: string,
  tokenHash: string,
  closed: { closedAt: string; deleteOn: string; email: string },
): TransactItem[] =>
  writeItems(({ accountClosure, accountDeletionDue }) => [
    accountClosure
      .patch({ photographerId })
      .set({ status: 'closed', closedAt: closed.closedAt, deleteOn: closed.deleteOn })
      .remove(['tokenHash', 'tokenExpiresAt'])
      .where((attr, op) => `${op.eq(attr.status, 'requested')} AND ${op.eq(attr.tokenHash, tokenHash)}`)
      .commit(),
    accountDeletionDue.create({ step: 'delete', dueOn: closed.deleteOn, photographerId, email: closed.email }).commit(),
  ]);

/** Reopens the account (or withdraws the request): only while the closure is as read, and its scheduled deletion goes with it. */
export const withdrawClosure = (photographerId: string, read: { status: 'requested' | 'closed'; deleteOn?: string | undefined }): TransactItem[] =>
  writeItems(({ accountClosure, accountDeletionDue }) => [
    accountClosure
      .delete({ photographerId })
      .where((attr, op) => op.eq(attr.status, read.status))
      .commit(),
    ...(read.deleteOn ? [accountDeletionDue.delete({ step: 'delete', dueOn: read.deleteOn, photographerId }).where((attr, op) => op.exists(attr.photographerId)).commit()] : []),
  ]);

/** The deletion ran: its schedule item goes and the purge of the kept records is scheduled. */
export const scheduleRecordsPurge = (deletion: { dueOn: string; photographerId: string; email?: string | undefined }, purgeOn: string): TransactItem[] =>
  writeItems(({ accountDeletionDue }) => [
    accountDeletionDue.delete({ step: 'delete', dueOn: deletion.dueOn, photographerId: deletion.photographerId }).commit(),
    accountDeletionDue
      .put({ step: 'purge', dueOn: purgeOn, photographerId: deletion.photographerId, ...(deletion.email ? { email: deletion.email } : {}) })
      .commit(),
  ]);

/**
 * Checks that the photographer's profile exists (nothing written): the items derived on the
 * table stream are written with it, so a record handed over after the account was deleted
 * writes nothing into the deleted account (account-data/account-deletion.ts).
 */
export const accountExistsCheck = (photographerId: string): TransactItem =>
  writeItems(({ photographer }) => [photographer.check({ photographerId }).where((attr, op) => op.exists(attr.photographerId)).commit()])[0] as TransactItem;
