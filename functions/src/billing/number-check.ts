// The modal's live check of the invoice number: the number the server will assign next in
// the series, and whether a typed one can be used (only that one can).
import type { InvoiceType } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { NumberCheck } from '@fotostudio/shared/contracts/billing/document';
import { db } from '../data/database.js';
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { counterKeyOf, latestInvoiceIssueDate, numberOf, readCounter } from './counters.js';
import { requireCompleteSettings, seriesOfType } from './settings.js';

export const checkInvoiceNumber = async (
  photographerId: string,
  query: { series?: string | undefined; invoiceType?: InvoiceType | undefined; issueDate?: string | undefined; number?: string | undefined },
  now = new Date(),
): Promise<NumberCheck> => {
  const settings = await requireCompleteSettings(photographerId);
  const at = { format: settings.numberingFormat, series: query.series ?? seriesOfType(settings, query.invoiceType ?? 'F1'), issueDate: query.issueDate ?? todayInMadrid(now) };
  const [counter, latest] = await Promise.all([readCounter(photographerId, 'invoice', counterKeyOf(at)), latestInvoiceIssueDate(photographerId)]);
  const nextNumber = numberOf(at, counter?.next ?? 1);
  // The latest invoice issued in any series (issue 22 point 5): no invoice may be dated earlier.
  const earliestIssueDate = latest ?? null;
  if (!query.number) return { nextNumber, available: null, code: null, earliestIssueDate };
  if (query.number === nextNumber) return { nextNumber, available: true, code: null, earliestIssueDate };
  const { data: taken } = await db().entities.invoiceNumberKey.get({ photographerId, number: query.number }).go({ consistent: true });
  return { nextNumber, available: false, code: taken ? 'billing.number_taken' : 'billing.number_not_next', earliestIssueDate };
};
