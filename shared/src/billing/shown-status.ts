// The status a document shows. Overdue is never stored: an unpaid invoice past its due date (in
// Madrid) is overdue when read. Shared by the billing lists and the dashboard (which must show
// the same figures), and free of route contracts so the dashboard's bundle carries none of
// billing's.
import type { DocumentKind, DocumentStatus } from '../contracts/billing/vocabulary.js';
import { todayInMadrid } from '../dates/billing-days.js';

// An unpaid invoice with payments recorded (issue 25 point 2) is partly paid, unless overdue: the
// amount still due is shown beside either.
export const shownStatus = (
  item: { kind: DocumentKind; status: Exclude<DocumentStatus, 'overdue' | 'partly_paid'>; dueDate: string; paidCents?: number | undefined },
  today: string = todayInMadrid(),
): DocumentStatus => {
  if (item.kind !== 'invoice' || (item.status !== 'draft' && item.status !== 'sent')) return item.status;
  if (item.dueDate < today) return 'overdue';
  return (item.paidCents ?? 0) !== 0 ? 'partly_paid' : item.status;
};
