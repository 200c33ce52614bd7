// Dates, money and rates as a document prints them.
import type { Currency, Language } from '@fotostudio/shared/constants';
import { formatMoney } from '@fotostudio/shared/format/money';

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

/** YYYY-MM-DD as DD/MM/YYYY: the form Spanish invoices use, in both languages. */
export const documentDate = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
};

/** Spaces a formatter puts around a currency sign are non-breaking; a PDF prints plain ones. */
export const documentMoney = (cents: number, currency: Currency, language: Language): string =>
  formatMoney(cents, currency, language).replace(/[\u00a0\u202f]/g, ' ');

// Built on first use, not at import: the first Intl formatter of a process loads ICU's locale
// data (some 5 ms of a cold start), and most requests of the billing function print no PDF.
const numbers: Partial<Record<Language, Intl.NumberFormat>> = {};

export const documentNumber = (value: number, language: Language): string =>
  (numbers[language] ??= new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 })).format(value);

/** IBAN in groups of four, as printed on paper. */
export const printedIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
