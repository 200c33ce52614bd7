// Invoice numbers (spec section 3 "Billing settings": numbering formats year-0001, F-0001,
// 0001/year and 0001; a series; the next number). RD 1619/2012 art. 6.1.a: numbers within a
// series are correlative; a series may carry its own prefix (e.g. R for rectifying invoices).
// The server hands out numbers atomically; this module only spells them.

export const NUMBERING_FORMATS = ['year-0001', 'F-0001', '0001/year', '0001'] as const;
export type NumberingFormat = (typeof NUMBERING_FORMATS)[number];

export const SERIES_PATTERN = /^[A-Z0-9]{1,10}$/;
const PAD = 4;

export interface InvoiceNumberParts {
  format: NumberingFormat;
  /** Empty for the main series. */
  series: string;
  sequence: number;
  year: number;
}

const padded = (sequence: number): string => String(sequence).padStart(PAD, '0');

export const formatInvoiceNumber = ({ format, series, sequence, year }: InvoiceNumberParts): string => {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error(`invoice sequence must be a positive integer: ${sequence}`);
  if (series && !SERIES_PATTERN.test(series)) throw new Error(`invalid series: ${series}`);
  const body = {
    'year-0001': `${year}-${padded(sequence)}`,
    'F-0001': `F-${padded(sequence)}`,
    '0001/year': `${padded(sequence)}/${year}`,
    '0001': padded(sequence),
  }[format];
  return series ? `${series}-${body}` : body;
};

/**
 * The counter a number belongs to: formats with the year restart every year, the others run
 * on. Two invoices share a counter exactly when their keys are equal.
 */
export const numberingCounterKey = ({ format, series, year }: Omit<InvoiceNumberParts, 'sequence'>): string =>
  format === 'year-0001' || format === '0001/year' ? `${series || '-'}#${year}` : `${series || '-'}`;
