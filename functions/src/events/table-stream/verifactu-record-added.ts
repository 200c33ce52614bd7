import { queueSubmission } from '../../billing/verifactu/submission-queue.js';
import { submissionEnabled } from '../../billing/verifactu/submit-records.js';
import type { ItemChange } from './stream-record.js';

/** A VERI*FACTU record was appended: its issuer's chain is queued for the AEAT, if the photographer's submission is on. */
export const queueAddedRecord = async (change: ItemChange): Promise<void> => {
  const { photographerId, issuerNif, position } = change.newItem ?? {};
  if (typeof photographerId !== 'string' || typeof issuerNif !== 'string' || typeof position !== 'string') return;
  if (!(await submissionEnabled(photographerId))) return;
  await queueSubmission({ photographerId, issuerNif }, position);
};
