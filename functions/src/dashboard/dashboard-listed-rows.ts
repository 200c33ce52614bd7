// The rows of the few documents the dashboard lists (docs/dashboard.md "Kept figures"): each
// unpaid invoice by due day (the overdue ones "needs you" shows, the oldest due first) and each
// quote by issue day (recent orders, the newest first). The call queries only the first few of
// each instead of reading every unpaid invoice and quote in the month items; the counts and sums
// come from the months' `due`. Derived from a document's copy (dashboard-aggregates.ts) and
// written in the same transaction, so a copy and its rows never disagree; a record delivered
// again writes the same rows.
import { writeItems } from '../data/database.js';
import type { DashboardDocumentItem, DashboardQuoteItem, DashboardUnpaidItem } from '../data/entities/dashboard.js';
import type { TransactItem } from '../data/transaction.js';

/** What decides a document's rows: the same fields on the document, its stream images and its copy. */
type Listed = Pick<DashboardDocumentItem, 'photographerId' | 'documentId' | 'kind' | 'status' | 'issueDate' | 'dueDate'>;

/** An invoice not paid nor cancelled (a partly paid one stays `sent`): pending or overdue. */
export const isUnpaid = (document: Pick<Listed, 'kind' | 'status'>): boolean =>
  document.kind === 'invoice' && (document.status === 'draft' || document.status === 'sent');

interface RowKeys {
  unpaid?: Pick<DashboardUnpaidItem, 'photographerId' | 'dueDate' | 'documentId'>;
  quote?: Pick<DashboardQuoteItem, 'photographerId' | 'issueDate' | 'documentId'>;
}

// An item without the day its row sorts by (an odd item another writer left) has no row: it could not be listed.
const keysOf = (document: Listed): RowKeys => {
  const { photographerId, documentId } = document;
  if (isUnpaid(document) && document.dueDate) return { unpaid: { photographerId, dueDate: document.dueDate, documentId } };
  if (document.kind === 'quote' && document.issueDate) return { quote: { photographerId, issueDate: document.issueDate, documentId } };
  return {};
};

interface Rows {
  unpaid?: DashboardUnpaidItem;
  quote?: DashboardQuoteItem;
}

/** The rows a copy has: its unpaid invoice's or its quote's, or none. */
export const rowsOf = (copy: DashboardDocumentItem): Rows => {
  const { photographerId, documentId, number, clientName, totalCents } = copy;
  if (isUnpaid(copy) && copy.dueDate) return { unpaid: { photographerId, dueDate: copy.dueDate, documentId, number, clientName, totalCents } };
  if (copy.kind === 'quote' && copy.issueDate) {
    return {
      quote: {
        photographerId,
        issueDate: copy.issueDate,
        documentId,
        number,
        status: copy.status === 'converted' ? 'converted' : 'pending',
        sessionId: copy.sessionId,
        sessionTitle: copy.sessionTitle,
        clientName,
        totalCents,
        invoiceId: copy.invoiceId,
      },
    };
  }
  return {};
};

const sameKey = (a: object | undefined, b: object | undefined): boolean => a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** The writes that move a document's rows from what `before` had to what `copy` has (deletes of rows it no longer has first). */
export const rowWrites = (before: Listed | undefined, copy: DashboardDocumentItem | undefined): TransactItem[] => {
  const stale = before ? keysOf(before) : {};
  const fresh = copy ? keysOf(copy) : {};
  const rows = copy ? rowsOf(copy) : {};
  const removeUnpaid = stale.unpaid && !sameKey(stale.unpaid, fresh.unpaid);
  const removeQuote = stale.quote && !sameKey(stale.quote, fresh.quote);
  if (!removeUnpaid && !removeQuote && !rows.unpaid && !rows.quote) return [];
  return writeItems(({ dashboardUnpaid, dashboardQuote }) => [
    ...(stale.unpaid && removeUnpaid ? [dashboardUnpaid.delete(stale.unpaid).commit()] : []),
    ...(stale.quote && removeQuote ? [dashboardQuote.delete(stale.quote).commit()] : []),
    ...(rows.unpaid ? [dashboardUnpaid.put(rows.unpaid).commit()] : []),
    ...(rows.quote ? [dashboardQuote.put(rows.quote).commit()] : []),
  ]);
};
