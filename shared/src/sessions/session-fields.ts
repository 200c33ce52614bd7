// The data-level normalisation of spec section 5 "Session update": an empty date or time
// becomes null, `HH:mm` gets `:00`, dates are kept as `YYYY-MM-DD`. Used by the contracts
// (so the API stores one form) and by the web form (so it sends that form).

const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(T.*)?$/;

const isRealDate = (date: string): boolean => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
};

/** Returns the value to validate: null for empty, `YYYY-MM-DD` for a date or ISO date-time, else as given. */
export const normaliseSessionDate = (value: unknown): unknown => {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return value;
  const match = ISO_DATE_PREFIX.exec(value.trim());
  if (!match?.[1]) return value;
  return isRealDate(match[1]) ? match[1] : value;
};

/** Returns null for empty, `HH:mm:00` for `HH:mm` (or `HH:mm:00`), else as given (and refused). */
export const normaliseSessionTime = (value: unknown): unknown => {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00` : trimmed;
};

/** `HH:mm:00` back to what a time input shows. */
export const timeForInput = (time: string | null | undefined): string => (time ? time.slice(0, 5) : '');
