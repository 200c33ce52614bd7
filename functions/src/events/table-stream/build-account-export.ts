import { buildAccountExport } from '../../account-data/export-builder.js';
import type { ItemChange } from './stream-record.js';

/**
 * A data export was asked for (insert, or a new job over a finished one) or a failed one
 * resumed (`failed` → `preparing`): build it from its checkpoint. The job's own progress
 * writes (still preparing, same job) start nothing.
 */
export const buildRequestedAccountExport = async (change: ItemChange): Promise<void> => {
  const { photographerId, status, exportId } = change.newItem ?? {};
  if (typeof photographerId !== 'string' || status !== 'preparing') return;
  const old = change.oldItem;
  if (old && old.status === 'preparing' && old.exportId === exportId) return;
  await buildAccountExport(photographerId);
};
