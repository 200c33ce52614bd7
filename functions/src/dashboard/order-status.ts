// How confirmed selections and quotes read as the dashboard's orders (spec section 3,
// "Dashboard statuses": completed, in progress, pending, cancelled). docs/dashboard.md has the
// table.
import type { DocumentStatus } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { ORDER_STATUSES } from '@fotostudio/shared/contracts/dashboard';

type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A client's selection: cancelled once its session is archived; in progress while the
 * photographer has reopened it (the client is choosing again); completed once the session was
 * sent to invoicing (it has a quote or an invoice); else pending (to process).
 */
export const selectionOrderStatus = ({ archived, reopened, processed }: { archived: boolean; reopened: boolean; processed: boolean }): OrderStatus =>
  archived ? 'cancelled' : reopened ? 'in_progress' : processed ? 'completed' : 'pending';

/**
 * A quote: pending until converted; then as its invoice (shown status, overdue included): paid is
 * completed, cancelled is cancelled, anything else (draft, sent, overdue) is in progress. A
 * converted quote whose invoice is not found reads in progress.
 */
export const quoteOrderStatus = (quoteStatus: string, invoiceStatus: DocumentStatus | undefined): OrderStatus => {
  if (quoteStatus !== 'converted') return 'pending';
  if (invoiceStatus === 'paid') return 'completed';
  if (invoiceStatus === 'cancelled') return 'cancelled';
  return 'in_progress';
};
