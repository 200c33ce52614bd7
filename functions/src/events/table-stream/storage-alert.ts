import { alertStorageCrossing } from '../../account/storage-alerts.js';
import type { ItemChange } from './stream-record.js';

/** A photographer's storage usage crossed 80, 95 or 100 % of the quota (account/storage-alerts.ts). */
export const alertStorage = (change: ItemChange): Promise<void> => alertStorageCrossing(change.oldItem, change.newItem);
