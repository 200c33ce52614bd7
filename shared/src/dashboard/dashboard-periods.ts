// The dashboard's periods and the revenue chart's buckets (spec section 2, "/dashboard"). Days
// are calendar days (YYYY-MM-DD) in Europe/Madrid, as billing reads them: the caller passes
// today's. Weeks start on Monday (ISO 8601).
import { addDays } from '../dates/billing-days.js';

export const DASHBOARD_PERIODS = ['last_7_days', 'last_30_days', 'this_month', 'this_quarter', 'this_year', 'last_12_months'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const REVENUE_GRANULARITIES = ['day', 'week', 'month', 'year'] as const;
export type RevenueGranularity = (typeof REVENUE_GRANULARITIES)[number];

/** A series over a long period by day would be thousands of points: more than this many buckets is refused. */
export const REVENUE_BUCKETS_MAX = 400;

export interface DayRange {
  from: string;
  to: string;
}

const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** The first day of the month `months` after the one `day` is in. */
const addMonths = (day: string, months: number): string => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The days a period covers, ending today (the current month, quarter or year so far). */
export const periodRange = (period: DashboardPeriod, today: string): DayRange => {
  switch (period) {
    case 'last_7_days':
      return { from: addDays(today, -6), to: today };
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
    case 'this_month':
      return { from: monthStart(today), to: today };
    case 'this_quarter': {
      const month = Number(today.slice(5, 7));
      const first = month - ((month - 1) % 3);
      return { from: `${today.slice(0, 4)}-${String(first).padStart(2, '0')}-01`, to: today };
    }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last_12_months':
      return { from: addMonths(today, -11), to: today };
  }
};

/** Monday of the ISO week `day` is in. */
const weekStart = (day: string): string => {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
};

/** The first day of the bucket `day` falls in. */
export const bucketStart = (day: string, granularity: RevenueGranularity): string => {
  switch (granularity) {
    case 'day':
      return day;
    case 'week':
      return weekStart(day);
    case 'month':
      return monthStart(day);
    case 'year':
      return `${day.slice(0, 4)}-01-01`;
  }
};

const nextBucket = (start: string, granularity: RevenueGranularity): string => {
  switch (granularity) {
    case 'day':
      return addDays(start, 1);
    case 'week':
      return addDays(start, 7);
    case 'month':
      return addMonths(start, 1);
    case 'year':
      return `${String(Number(start.slice(0, 4)) + 1).padStart(4, '0')}-01-01`;
  }
};

/** Every bucket's first day from the one holding `from` to the one holding `to`, in order. */
export const bucketStarts = ({ from, to }: DayRange, granularity: RevenueGranularity): string[] => {
  const starts: string[] = [];
  for (let start = bucketStart(from, granularity); start <= to; start = nextBucket(start, granularity)) {
    starts.push(start);
    if (starts.length > REVENUE_BUCKETS_MAX) break;
  }
  return starts;
};

/** The month (YYYY-MM) as its first and last day. */
export const monthRange = (month: string): DayRange => ({ from: `${month}-01`, to: addDays(addMonths(`${month}-01`, 1), -1) });
