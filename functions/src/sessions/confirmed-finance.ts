// A data migration (data-migrations.ts): sessions whose client confirmed a selection before a
// confirmation set the session's finance get their finance filled in once from their latest
// stored selection's price (the figures and version finalize.ts sets today; the base price and
// what was paid stay). Idempotent, and safe while the app serves: a finance that follows a
// selection is never written again here (the store's condition), so a second run, or a
// confirmation meanwhile, leaves it as it is.
import { financeOfConfirmedPrice } from '@fotostudio/shared/sessions/session-finance';
import { storedSelectionPrice } from '@fotostudio/shared/stored/gallery-selection';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { db, isConditionalFailure } from '../data/database.js';
import { fillFinanceOfSelection } from '../data/stores/sessions.js';

/** Fills in the finance of every session with a confirmed selection that it does not follow yet; answers how many. */
export const fillConfirmedSessionFinances = async (): Promise<number> => {
  const { data: finances } = await db().entities.sessionFinance.scan.go({ pages: 'all' });
  let filled = 0;
  for (const { photographerId, sessionId, selectionVersion } of finances) {
    if (selectionVersion !== undefined) continue;
    const { data: latest } = await db().entities.sessionSelection.query.bySession({ photographerId, sessionId }).go({ order: 'desc', limit: 1 });
    const selection = latest[0];
    if (!selection) continue;
    const price = decodeStored(storedSelectionPrice, selection.price, 'selection price');
    const written = await fillFinanceOfSelection({ photographerId, sessionId }, selection.version, financeOfConfirmedPrice(price)).then(
      () => true,
      (error: unknown) => {
        // Follows a selection already (a confirmation meanwhile) or gone with its session.
        if (isConditionalFailure(error)) return false;
        throw error;
      },
    );
    if (written) filled += 1;
  }
  return filled;
};
