// The data migration `dashboard-listed-rows` (docs/dashboard.md "Kept figures"): the rows of the
// unpaid invoices and quotes the dashboard lists, and the month items' sums of what is due, for
// copies and months kept before they existed.
import { db } from '../data/database.js';
import { logger } from '../lib/logger.js';
import { recomputeMonth } from './dashboard-aggregates.js';
import { rowsOf, rowWrites } from './dashboard-listed-rows.js';
import { writeKept } from './kept-write.js';

const unpaidKey = (row: { photographerId: string; dueDate: string; documentId: string }) => `${row.photographerId} ${row.dueDate} ${row.documentId}`;
const quoteKey = (row: { photographerId: string; issueDate: string; documentId: string }) => `${row.photographerId} ${row.issueDate} ${row.documentId}`;
const sameRow = (a: object, b: object): boolean => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/**
 * The data migration `dashboard-listed-rows`: writes the row of every copy's unpaid invoice and
 * quote that is missing or differs, removes rows no copy has (paid since, gone), and rewrites
 * the month items kept before they summed what is due (they listed every unpaid invoice and
 * quote). A copy or month that cannot be written (an odd item another writer left) is logged and
 * skipped. Idempotent: a second run finds every row current and every month summed. Answers
 * how many items it wrote or removed.
 */
export const fillDashboardListedRows = async (): Promise<number> => {
  const { dashboardDocument, dashboardUnpaid, dashboardQuote, dashboardMonth } = db().entities;
  const { data: copies } = await dashboardDocument.scan.go({ pages: 'all' });
  const { data: unpaidRows } = await dashboardUnpaid.scan.go({ pages: 'all' });
  const { data: quoteRows } = await dashboardQuote.scan.go({ pages: 'all' });
  const { data: months } = await dashboardMonth.scan.go({ pages: 'all', attributes: ['photographerId', 'month', 'due'] });
  const unpaidByKey = new Map(unpaidRows.map((row) => [unpaidKey(row), row]));
  const quoteByKey = new Map(quoteRows.map((row) => [quoteKey(row), row]));
  let changed = 0;
  for (const copy of copies) {
    try {
      const { unpaid, quote } = rowsOf(copy);
      const storedUnpaid = unpaid && unpaidByKey.get(unpaidKey(unpaid));
      const storedQuote = quote && quoteByKey.get(quoteKey(quote));
      if (unpaid) unpaidByKey.delete(unpaidKey(unpaid));
      if (quote) quoteByKey.delete(quoteKey(quote));
      if ((!unpaid || (storedUnpaid && sameRow(storedUnpaid, unpaid))) && (!quote || (storedQuote && sameRow(storedQuote, quote)))) continue;
      if (await writeKept(copy.photographerId, ...rowWrites(undefined, copy))) changed += 1;
    } catch (error) {
      logger.warn('dashboard-listed-rows: a copy whose rows cannot be written is left as it is', { photographerId: copy.photographerId, documentId: copy.documentId, error: String(error) });
    }
  }
  for (const orphan of unpaidByKey.values()) {
    await dashboardUnpaid.delete({ photographerId: orphan.photographerId, dueDate: orphan.dueDate, documentId: orphan.documentId }).go();
    changed += 1;
  }
  for (const orphan of quoteByKey.values()) {
    await dashboardQuote.delete({ photographerId: orphan.photographerId, issueDate: orphan.issueDate, documentId: orphan.documentId }).go();
    changed += 1;
  }
  for (const month of months) {
    if (Array.isArray(month.due)) continue;
    try {
      await recomputeMonth(month.photographerId, month.month);
      changed += 1;
    } catch (error) {
      logger.warn('dashboard-listed-rows: a month that cannot be recomputed is left as it is', { photographerId: month.photographerId, month: month.month, error: String(error) });
    }
  }
  return changed;
};
