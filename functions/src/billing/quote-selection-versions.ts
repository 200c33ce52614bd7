// A data migration (data-migrations.ts): quotes made by send to invoicing before quotes
// recorded the selection version they were priced from get it once: the session's latest
// selection confirmed before the quote was made (send to invoicing prices the latest one).
// A quote from send to invoicing is the one its session's billing claim names. Idempotent,
// and safe while the app serves: a quote that names a version is never written again here.
import { db, isConditionalFailure } from '../data/database.js';
import { setQuoteSelectionVersion } from '../data/stores/billing.js';

/** Names the selection version of every claimed quote that names none; answers how many. */
export const recordQuoteSelectionVersions = async (): Promise<number> => {
  const { data: claims } = await db().entities.sessionBilling.scan.go({ pages: 'all' });
  let recorded = 0;
  for (const { photographerId, sessionId, documentId } of claims) {
    const { data: quote } = await db().entities.billingDocument.get({ photographerId, documentId }).go({ consistent: true });
    if (!quote || quote.kind !== 'quote' || quote.selectionVersion !== undefined) continue;
    const { data: selections } = await db().entities.sessionSelection.query.bySession({ photographerId, sessionId }).go({ pages: 'all' });
    const pricedFrom = selections.filter((selection) => selection.confirmedAt <= quote.createdAt).sort((a, b) => b.version - a.version)[0];
    if (!pricedFrom) continue;
    const written = await setQuoteSelectionVersion(photographerId, documentId, pricedFrom.version).then(
      () => true,
      (error: unknown) => {
        // Names a version already (a run alongside) or was deleted meanwhile.
        if (isConditionalFailure(error)) return false;
        throw error;
      },
    );
    if (written) recorded += 1;
  }
  return recorded;
};
