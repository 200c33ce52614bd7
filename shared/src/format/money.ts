// Money is an integer count of the currency's minor unit everywhere (cents; whole yen for
// JPY). Only display turns it into a decimal amount.
import { CURRENCIES, type Currency, type Language } from '../constants.js';

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

export const minorUnitDigits = (currency: Currency): number => CURRENCIES[currency].decimals;

// Building a formatter costs far more than formatting with one (a 12-line invoice formats
// some 60 amounts), so there is one per language and currency.
const formatters = new Map<string, Intl.NumberFormat>();

const formatterOf = (currency: Currency, language: Language): Intl.NumberFormat => {
  const key = `${language}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = minorUnitDigits(currency);
    formatter = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * The amount with its sign printed once, by the formatter: "-15,00 €", never a sign added in
 * front of it ("--15,00"); zero never prints as "-0,00".
 */
export const formatMoney = (minorUnits: number, currency: Currency, language: Language): string =>
  formatterOf(currency, language).format((minorUnits === 0 ? 0 : minorUnits) / 10 ** minorUnitDigits(currency));
