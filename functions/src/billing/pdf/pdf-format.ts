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

const NUMBERS: Record<Language, Intl.NumberFormat> = {
  es: new Intl.NumberFormat(LOCALES.es, { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(LOCALES.en, { maximumFractionDigits: 2 }),
};

export const documentNumber = (value: number, language: Language): string => NUMBERS[language].format(value);

/** IBAN in groups of four, as printed on paper. */
export const printedIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
