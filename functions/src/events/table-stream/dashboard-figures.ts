import { billingDocumentOf, followDocument } from '../../dashboard/dashboard-aggregates.js';
import type { ItemChange } from './stream-record.js';

/** A quote or invoice was written or removed: the dashboard's copy of it and its month's figures follow (dashboard/dashboard-aggregates.ts). */
export const followDashboardFigures = (change: ItemChange): Promise<void> => followDocument(billingDocumentOf(change.oldItem), billingDocumentOf(change.newItem));
