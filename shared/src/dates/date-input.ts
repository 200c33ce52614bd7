// The date input of the spec (section 5): digits only, separators inserted as the user
// types, validated into a year-month-day value for the back end.
import type { DateFormat } from '../constants.js';

export const DATE_INPUT_MAX_LENGTH = 10;
export const MIN_YEAR = 1900;
export const MAX_YEARS_AHEAD = 50;

const yearFirst = (format: DateFormat) => format.startsWith('YYYY');
const separatorOf = (format: DateFormat) => (format.includes('/') ? '/' : '-');

/** Keeps up to 8 digits and inserts the format's separators after the 2nd and 4th digit (4th and 6th year-first). */
export const maskDateInput = (raw: string, format: DateFormat): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const cuts = yearFirst(format) ? [4, 6] : [2, 4];
  const separator = separatorOf(format);
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (cuts.includes(i)) out += separator;
    out += digits[i];
  }
  return out;
};

export type DateInputError =
  | { code: 'incomplete' }
  | { code: 'invalid_month' }
  | { code: 'invalid_day' }
  | { code: 'too_old'; min: number }
  | { code: 'too_far'; max: number }
  | { code: 'invalid_date' }
  | { code: 'unsupported_format' };

export type DateInputResult =
  | { ok: true; value: string }
  /** Partial input that is allowed: no value yet, and no error. */
  | { ok: true; value: undefined }
  | { ok: false; error: DateInputError };

const FIELD_ORDER: Record<DateFormat, ['day' | 'month' | 'year', 'day' | 'month' | 'year', 'day' | 'month' | 'year']> = {
  'DD/MM/YYYY': ['day', 'month', 'year'],
  'MM/DD/YYYY': ['month', 'day', 'year'],
  'YYYY-MM-DD': ['year', 'month', 'day'],
  'DD-MM-YYYY': ['day', 'month', 'year'],
};

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Validates what the user typed; the value out is always YYYY-MM-DD. */
export const parseDateInput = (
  text: string,
  format: DateFormat,
  options: { allowPartial?: boolean; today?: Date } = {},
): DateInputResult => {
  const order = FIELD_ORDER[format];
  if (!order) return { ok: false, error: { code: 'unsupported_format' } };
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return { ok: true, value: undefined };
  if (digits.length < 8) {
    return options.allowPartial ? { ok: true, value: undefined } : { ok: false, error: { code: 'incomplete' } };
  }
  const widths = order.map((part) => (part === 'year' ? 4 : 2));
  const parts: Record<'day' | 'month' | 'year', number> = { day: 0, month: 0, year: 0 };
  let offset = 0;
  order.forEach((part, i) => {
    const width = widths[i] ?? 2;
    parts[part] = Number(digits.slice(offset, offset + width));
    offset += width;
  });
  const { day, month, year } = parts;
  const maxYear = (options.today ?? new Date()).getFullYear() + MAX_YEARS_AHEAD;
  if (month < 1 || month > 12) return { ok: false, error: { code: 'invalid_month' } };
  if (day < 1 || day > 31) return { ok: false, error: { code: 'invalid_day' } };
  if (year < MIN_YEAR) return { ok: false, error: { code: 'too_old', min: MIN_YEAR } };
  if (year > maxYear) return { ok: false, error: { code: 'too_far', max: maxYear } };
  if (day > daysInMonth(year, month)) return { ok: false, error: { code: 'invalid_date' } };
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return { ok: true, value: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
};

/** Shows a stored YYYY-MM-DD value in the user's format. */
export const formatDateValue = (value: string, format: DateFormat): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year = '', month = '', day = ''] = match;
  const byPart = { year, month, day };
  return FIELD_ORDER[format].map((p) => byPart[p]).join(separatorOf(format));
};
