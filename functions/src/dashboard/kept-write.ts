// The one way the dashboard's kept items are written: with a check that the photographer's
// profile still exists, in one transaction. The table stream hands records over late (and
// again), so a record of an account deleted meanwhile must not write its copy back into it.
import { transact } from '../data/database.js';
import { accountExistsCheck } from '../data/stores/account.js';
import type { TransactItem } from '../data/transaction.js';

/** Writes the items (together: a copy and the rows derived from it) while the account exists; false when the account is gone (nothing written). */
export const writeKept = async (photographerId: string, ...writes: TransactItem[]): Promise<boolean> => {
  const outcome = await transact([accountExistsCheck(photographerId), ...writes]);
  if (outcome.committed) return true;
  if (outcome.codes[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`dashboard kept write cancelled: ${outcome.codes.join(', ')}`);
};
