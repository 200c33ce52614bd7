// The month view's arithmetic, on plain `YYYY-MM-DD` days (no time zone can shift them):
// which weeks a month spans from the photographer's first day of the week, and which
// sessions fall on each day.

/** 0 is Sunday, 1 Monday, as `Date.getUTCDay()` counts. */
export type WeekStart = 0 | 1;

/** `YYYY-MM` */
export type MonthKey = string;

const MONTH = /^(\d{4})-(\d{2})$/;

const toDay = (date: Date): string => date.toISOString().slice(0, 10);
const dateOf = (day: string): Date => new Date(`${day}T00:00:00Z`);

export const isMonthKey = (value: string): boolean => {
  const match = MONTH.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  return month >= 1 && month <= 12;
};

/** The month a day belongs to. */
export const monthOf = (day: string): MonthKey => day.slice(0, 7);

/** The month `delta` months before (negative) or after `month`. */
export const shiftMonth = (month: MonthKey, delta: number): MonthKey => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1 + delta, 1));
  return toDay(date).slice(0, 7);
};

/** The first and last day of the month. */
export const monthBounds = (month: MonthKey): { first: string; last: string } => {
  const first = `${month}-01`;
  const next = dateOf(`${shiftMonth(month, 1)}-01`);
  next.setUTCDate(0);
  return { first, last: toDay(next) };
};

/**
 * The weeks shown for a month: whole weeks from the one holding the 1st to the one holding
 * the last day, each of 7 days starting on `weekStart` (so 4 to 6 weeks).
 */
export const monthWeeks = (month: MonthKey, weekStart: WeekStart): string[][] => {
  const { first, last } = monthBounds(month);
  const cursor = dateOf(first);
  cursor.setUTCDate(cursor.getUTCDate() - ((cursor.getUTCDay() - weekStart + 7) % 7));
  const end = dateOf(last);
  const weeks: string[][] = [];
  while (cursor <= end) {
    const week: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(toDay(cursor));
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  }
  return weeks;
};

/** The first and last day on screen for the month: what the calendar asks the API for. */
export const visibleRange = (month: MonthKey, weekStart: WeekStart): { from: string; to: string } => {
  const weeks = monthWeeks(month, weekStart);
  return { from: weeks[0]?.[0] ?? `${month}-01`, to: weeks[weeks.length - 1]?.[6] ?? `${month}-01` };
};

/**
 * Sessions by day, each day's in time order (those without a time first, as all-day
 * events are); sessions without a date are left out.
 */
export const sessionsByDay = <S extends { date: string | null; time: string | null; title: string }>(sessions: readonly S[]): Map<string, S[]> => {
  const days = new Map<string, S[]>();
  for (const session of sessions) {
    if (!session.date) continue;
    const day = days.get(session.date) ?? [];
    day.push(session);
    days.set(session.date, day);
  }
  for (const list of days.values()) {
    list.sort((a, b) => (a.time ?? '').localeCompare(b.time ?? '') || a.title.localeCompare(b.title));
  }
  return days;
};

/**
 * The photographer's first day of the week, from their time zone: Sunday in the Americas
 * (and Hawaii), Monday elsewhere (ISO 8601, the European norm).
 */
export const weekStartOf = (timezone: string): WeekStart =>
  timezone.startsWith('America/') || timezone.startsWith('Pacific/') ? 0 : 1;

/** Weekday numbers (0 Sunday) in display order. */
export const weekdayOrder = (weekStart: WeekStart): number[] => Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);
