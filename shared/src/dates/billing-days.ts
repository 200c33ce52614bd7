// Billing dates are calendar days in Spain (server, web and the local demo seeder): an invoice's date, its due date and "today" for
// the overdue rule are all read in Europe/Madrid.
// Built on first use, not at import: a formatter with a time zone loads ICU's zone data, a cost
// of the cold start for every request of the function when built at module load.
let madridDay: Intl.DateTimeFormat | undefined;

export const todayInMadrid = (now: Date = new Date()): string =>
  (madridDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' })).format(now);

export const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));

const DAY_MS = 86_400_000;

export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export const addDays = (isoDate: string, days: number): string => new Date(Date.parse(isoDate) + days * DAY_MS).toISOString().slice(0, 10);

const madridOffset = (instant: number): number => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
};

/** The instant a Madrid calendar day (YYYY-MM-DD) starts. */
export const madridDayStart = (day: string): number => {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return utcMidnight - madridOffset(utcMidnight - madridOffset(utcMidnight));
};
