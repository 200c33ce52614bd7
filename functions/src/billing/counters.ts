// Numbering counters: one per kind (quote or invoice), series and, for formats with the year,
// year. Quotes take the next number with an atomic add (a deleted quote may leave a gap);
// invoices move their counter only inside the transaction that issues them (issue-invoice.ts).
import { QUOTE_SERIES, type NumberingFormat } from '@fotostudio/shared/contracts/billing/vocabulary';
import { formatInvoiceNumber, numberingCounterKey } from '@fotostudio/shared/tax/invoice-numbering';
import { db } from '../data/database.js';
import type { NumberingCounterItem } from '../data/entities/billing.js';
import { yearOf } from '@fotostudio/shared/dates/billing-days';

export type CounterKind = 'quote' | 'invoice';

export interface SeriesAt {
  format: NumberingFormat;
  series: string;
  issueDate: string;
}

export const counterKeyOf = ({ format, series, issueDate }: SeriesAt): string => numberingCounterKey({ format, series, year: yearOf(issueDate) });

export const numberOf = ({ format, series, issueDate }: SeriesAt, sequence: number): string =>
  formatInvoiceNumber({ format, series, sequence, year: yearOf(issueDate) });

export const readCounter = async (photographerId: string, kind: CounterKind, counterKey: string): Promise<NumberingCounterItem | undefined> =>
  (await db().entities.numberingCounter.get({ photographerId, kind, counterKey }).go({ consistent: true })).data ?? undefined;

/** The next quote number of the year, taken at once (quotes are not fiscal documents: gaps are allowed). */
export const takeQuoteNumber = async (photographerId: string, format: NumberingFormat, issueDate: string) => {
  const at = { format, series: QUOTE_SERIES, issueDate };
  const counterKey = counterKeyOf(at);
  const { data } = await db()
    .entities.numberingCounter.update({ photographerId, kind: 'quote', counterKey })
    .add({ next: 1 })
    .go({ response: 'all_new' });
  const sequence = data.next ?? 1;
  return { series: QUOTE_SERIES, sequence, number: numberOf(at, sequence) };
};

/** Every invoice counter of the photographer (a few: one per series and year). */
const invoiceCounters = async (photographerId: string): Promise<NumberingCounterItem[]> =>
  (await db().entities.numberingCounter.query.byCounter({ photographerId, kind: 'invoice' }).go({ consistent: true, pages: 'all' })).data;

/**
 * The issue date of the photographer's latest issued invoice, in any series and year (each
 * invoice counter keeps its last invoice's date); undefined before the first.
 */
export const latestInvoiceIssueDate = async (photographerId: string): Promise<string | undefined> =>
  (await invoiceCounters(photographerId)).reduce<string | undefined>((latest, counter) => (counter.lastIssueDate && (!latest || counter.lastIssueDate > latest) ? counter.lastIssueDate : latest), undefined);

/** Whether `series` has issued an invoice, in any year (its counters' keys are the series alone or with `#year`). */
export const seriesHasIssued = async (photographerId: string, series: string): Promise<boolean> => {
  const own = numberingCounterKey({ format: '0001', series, year: 0 });
  return (await invoiceCounters(photographerId)).some((counter) => (counter.counterKey === own || counter.counterKey.startsWith(`${own}#`)) && counter.lastIssued > 0);
};
