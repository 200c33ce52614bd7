// Relative dates of the spec: today, tomorrow, yesterday, in N days (up to 7), N days ago
// (up to 7); anything further is shown as a date.

export type RelativeDay =
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'yesterday' }
  | { kind: 'in_days'; days: number }
  | { kind: 'days_ago'; days: number }
  | { kind: 'date' };

const RELATIVE_LIMIT_DAYS = 7;

/** Calendar days between two YYYY-MM-DD values (or dates), ignoring the time of day. */
const dayNumber = (date: Date | string): number => {
  const d = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  return Math.round(d.getTime() / 86_400_000);
};

export const relativeDay = (date: Date | string, today: Date = new Date()): RelativeDay => {
  const diff = dayNumber(date) - dayNumber(today);
  if (diff === 0) return { kind: 'today' };
  if (diff === 1) return { kind: 'tomorrow' };
  if (diff === -1) return { kind: 'yesterday' };
  if (diff > 1 && diff <= RELATIVE_LIMIT_DAYS) return { kind: 'in_days', days: diff };
  if (diff < -1 && diff >= -RELATIVE_LIMIT_DAYS) return { kind: 'days_ago', days: -diff };
  return { kind: 'date' };
};

export type Age = { kind: 'just_now' } | { kind: 'minutes'; n: number } | { kind: 'hours'; n: number } | { kind: 'days'; n: number };

/** Age of a notification: just now, N minutes, N hours, N days. */
export const ageOf = (at: Date | string, now: Date = new Date()): Age => {
  const seconds = Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000);
  if (seconds < 60) return { kind: 'just_now' };
  if (seconds < 3600) return { kind: 'minutes', n: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { kind: 'hours', n: Math.floor(seconds / 3600) };
  return { kind: 'days', n: Math.floor(seconds / 86_400) };
};
