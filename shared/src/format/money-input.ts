// Amounts as people type them, read into integer minor units. Photographers write
// "12,50" or "12.50", sometimes with thousands separators ("1.500", "1,234.56"), and
// never decimals in yen. Both ends store minor units only (see money.ts).
import type { Currency, Language } from '../constants.js';
import { minorUnitDigits } from './money.js';

/** The API's ceiling for an amount (the `money` schema of contracts/catalog.ts). */
export const MONEY_MAX_MINOR_UNITS = 100_000_000;

export type MoneyInputProblem = 'required' | 'invalid' | 'negative' | 'too_many_decimals' | 'too_large';

export type MoneyInputResult = { ok: true; minorUnits: number } | { ok: false; problem: MoneyInputProblem };

const fail = (problem: MoneyInputProblem): MoneyInputResult => ({ ok: false, problem });

/** Digits grouped by thousands: "1", "12", "1.234", "12.345.678" (with `separator`). */
const isGrouped = (integer: string, separator: string): boolean => {
  const groups = integer.split(separator);
  const [first, ...rest] = groups;
  return first !== undefined && /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
};

/**
 * Splits a typed amount into its integer and decimal digits, deciding which separator is
 * the decimal one: with both present, the last; with one kind used twice, grouping; with
 * one used once, grouping only when exactly three digits follow a 1-3 digit non-zero
 * start ("1.500"), since no currency here has three decimals.
 */
const splitAmount = (text: string): { integer: string; decimals: string } | undefined => {
  const dot = text.lastIndexOf('.');
  const comma = text.lastIndexOf(',');
  if (dot < 0 && comma < 0) return { integer: text, decimals: '' };
  if (dot >= 0 && comma >= 0) {
    const decimalAt = Math.max(dot, comma);
    const grouping = decimalAt === dot ? ',' : '.';
    const integer = text.slice(0, decimalAt);
    const decimals = text.slice(decimalAt + 1);
    if (!isGrouped(integer, grouping) || /[.,]/.test(decimals)) return undefined;
    return { integer: integer.split(grouping).join(''), decimals };
  }
  const separator = dot >= 0 ? '.' : ',';
  const parts = text.split(separator);
  if (parts.length > 2) return isGrouped(text, separator) ? { integer: parts.join(''), decimals: '' } : undefined;
  const [integer = '', decimals = ''] = parts;
  if (decimals.length === 3 && isGrouped(text, separator) && !/^0+$/.test(integer)) {
    return { integer: integer + decimals, decimals: '' };
  }
  return { integer, decimals };
};

/** Reads "12,50", "12.50", "1.234,56", "1,234.56" or "1500" into minor units of `currency`. */
export const parseMoneyInput = (typed: string, currency: Currency): MoneyInputResult => {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return fail('required');
  if (/^-/.test(text)) return fail(/^-[\d.,]*\d[\d.,]*$/.test(text) ? 'negative' : 'invalid');
  if (!/^[\d.,]*\d[\d.,]*$/.test(text)) return fail('invalid');
  const parts = splitAmount(text);
  if (!parts) return fail('invalid');
  const digits = minorUnitDigits(currency);
  if (parts.decimals.length > digits) return fail('too_many_decimals');
  const integer = parts.integer === '' ? 0 : Number(parts.integer);
  const fraction = parts.decimals === '' ? 0 : Number(parts.decimals.padEnd(digits, '0'));
  const minorUnits = integer * 10 ** digits + fraction;
  if (!Number.isSafeInteger(minorUnits) || minorUnits > MONEY_MAX_MINOR_UNITS) return fail('too_large');
  return { ok: true, minorUnits };
};

const DECIMAL_SEPARATOR: Record<Language, string> = { es: ',', en: '.' };

/** Minor units as an editable amount, without grouping: 1250 EUR is "12,50" in Spanish, "12.50" in English; 1500 JPY is "1500". */
export const formatMoneyInput = (minorUnits: number, currency: Currency, language: Language): string => {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(minorUnits);
  const scale = 10 ** digits;
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  const whole = Math.floor(absolute / scale);
  const fraction = String(absolute % scale).padStart(digits, '0');
  return `${sign}${whole}${DECIMAL_SEPARATOR[language]}${fraction}`;
};
