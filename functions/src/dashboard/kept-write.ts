// The one way the dashboard's kept items are written: with a check that the photographer's
// profile still exists, in one transaction. The table stream hands records over late (and
// again), so a record of an account deleted meanwhile must not write its copy back into it.
import { transact } from '../data/database.js';
import { accountExistsCheck } from '../data/stores/account.js';
import type { TransactItem } from '../data/transaction.js';

type KeptOutcome = 'written' | 'accountGone' | 'changedMeanwhile';

const keptWrite = async (photographerId: string, writes: TransactItem[]): Promise<KeptOutcome> => {
  const outcome = await transact([accountExistsCheck(photographerId), ...writes]);
  if (outcome.committed) return 'written';
  if (outcome.codes[0] === 'ConditionalCheckFailed') return 'accountGone';
  if (outcome.codes.slice(1).some((code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict')) return 'changedMeanwhile';
  throw new Error(`dashboard kept write cancelled: ${outcome.codes.join(', ')}`);
};

/** Writes the items (together: a copy and the rows derived from it) while the account exists; false when the account is gone (nothing written). */
export const writeKept = async (photographerId: string, ...writes: TransactItem[]): Promise<boolean> => {
  const outcome = await keptWrite(photographerId, writes);
  if (outcome === 'changedMeanwhile') throw new Error('dashboard kept write cancelled: a conflict');
  return outcome === 'written';
};

/**
 * The same, for writes conditioned on what was read (a row and the list entries it names):
 * 'changedMeanwhile' when another write came first, so the caller reads again and retries.
 */
export const writeKeptAsRead = (photographerId: string, ...writes: TransactItem[]): Promise<KeptOutcome> => keptWrite(photographerId, writes);
