// The marketing site's named store operations: every write of the site domain that carries a
// condition (besides an ElectroDB `create`'s own not-exists one). Use cases call these and
// build no condition; these are items of a transaction (data/transaction.ts).
import { writeItems } from '../database.js';
import type { TransactItem } from '../transaction.js';

/** Accepts a beta application, only while it is pending. */
export const acceptPendingApplication = (applicationId: string, acceptedAt: string): TransactItem =>
  writeItems(({ betaApplication }) => [
    betaApplication
      .patch({ applicationId })
      .set({ status: 'accepted', acceptedAt })
      .where(({ status }, { eq }) => eq(status, 'pending'))
      .commit(),
  ])[0] as TransactItem;

/** Takes one beta place of `programme`, only while fewer than `total` are taken. */
export const takeBetaPlace = (programme: { programme: 'beta' }, total: number): TransactItem =>
  writeItems(({ betaPlaces }) => [
    betaPlaces
      .update(programme)
      .add({ accepted: 1 })
      .where(({ accepted }, { notExists, lt }) => `${notExists(accepted)} OR ${lt(accepted, total)}`)
      .commit(),
  ])[0] as TransactItem;
