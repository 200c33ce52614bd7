// The status a document shows. Overdue is never stored: an unpaid invoice past its due date (in
// Madrid) is overdue when read. Shared by the billing lists and the dashboard (which must show
// the same figures), and free of route contracts so the dashboard's bundle carries none of
// billing's.
import type { DocumentKind, DocumentStatus } from '../contracts/billing/vocabulary.js';
import { todayInMadrid } from '../dates/billing-days.js';

export const shownStatus = (
  item: { kind: DocumentKind; status: Exclude<DocumentStatus, 'overdue'>; dueDate: string },
  today: string = todayInMadrid(),
): DocumentStatus => (item.kind === 'invoice' && (item.status === 'draft' || item.status === 'sent') && item.dueDate < today ? 'overdue' : item.status);
