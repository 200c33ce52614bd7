// Money is an integer count of the currency's minor unit everywhere (cents; whole yen for
// JPY). Only display turns it into a decimal amount.
import { CURRENCIES, type Currency, type Language } from '../constants.js';

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

export const minorUnitDigits = (currency: Currency): number => CURRENCIES[currency].decimals;

export const formatMoney = (minorUnits: number, currency: Currency, language: Language): string => {
  const digits = minorUnitDigits(currency);
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 10 ** digits);
};
