// The iCalendar (RFC 5545) text of sessions: one builder for the subscription feed and the
// .ics a session email carries. Times are the photographer's wall-clock times, written with
// the zone's TZID and its VTIMEZONE; DTSTAMP is UTC. ical-generator and luxon are imported on
// first use and installed beside the bundle: most requests of the sessions function write none.
import { vtimezone } from './vtimezone.js';

/** What an event shows when the session has no duration. */
export const DEFAULT_SESSION_MINUTES = 60;

export interface CalendarSession {
  sessionId: string;
  title: string;
  /** `YYYY-MM-DD` in the photographer's zone. */
  date: string;
  /** `HH:mm:00`; none makes an all-day event. */
  time?: string | null | undefined;
  durationMinutes?: number | null | undefined;
  location?: string | null | undefined;
  description?: string | null | undefined;
  updatedAt: string;
}

export interface CalendarInput {
  /** The calendar's name (the business name). */
  name: string;
  timeZone: string;
  sessions: CalendarSession[];
  /** Stable host part of the events' UIDs. */
  uidDomain: string;
  now?: Date;
}

const yearOf = (date: string): number => Number(date.slice(0, 4));

export const sessionCalendar = async ({ name, timeZone, sessions, uidDomain, now = new Date() }: CalendarInput): Promise<string> => {
  const [{ default: ical }, { DateTime }] = await Promise.all([import('ical-generator'), import('luxon')]);
  const years = sessions.map((s) => yearOf(s.date));
  const fromYear = years.length > 0 ? Math.min(...years) : now.getUTCFullYear();
  const toYear = years.length > 0 ? Math.max(...years) : now.getUTCFullYear();
  // No calendar-wide zone: with one, ical-generator writes DTSTAMP and LAST-MODIFIED in
  // local time, which RFC 5545 forbids. Each event carries the zone; the VTIMEZONE is added below.
  const calendar = ical({
    name,
    prodId: { company: 'fotostudio', product: 'sessions', language: 'ES' },
  });
  const stamp = DateTime.fromJSDate(now, { zone: 'utc' });
  for (const session of sessions) {
    const common = {
      id: `${session.sessionId}@${uidDomain}`,
      summary: session.title,
      location: session.location ?? null,
      description: session.description ?? null,
      stamp,
      lastModified: DateTime.fromISO(session.updatedAt, { zone: 'utc' }),
      timezone: timeZone,
    };
    if (session.time) {
      // Luxon values in the zone: ical-generator writes native Dates in the process's zone.
      const start = DateTime.fromISO(`${session.date}T${session.time}`, { zone: timeZone });
      const end = start.plus({ minutes: session.durationMinutes ?? DEFAULT_SESSION_MINUTES });
      calendar.createEvent({ ...common, start, end });
    } else {
      const start = DateTime.fromISO(session.date, { zone: timeZone });
      calendar.createEvent({ ...common, start, end: start.plus({ days: 1 }), allDay: true });
    }
  }
  const text = calendar.toString();
  // Calendar properties come before the components (RFC 5545 section 3.4).
  const at = text.includes('BEGIN:VEVENT') ? text.indexOf('BEGIN:VEVENT') : text.indexOf('END:VCALENDAR');
  const zoneLines = [`X-WR-TIMEZONE:${timeZone}`, ...(timeZone === 'UTC' ? [] : [await vtimezone(timeZone, fromYear, toYear)])];
  return `${text.slice(0, at)}${zoneLines.join('\r\n')}\r\n${text.slice(at)}`;
};
