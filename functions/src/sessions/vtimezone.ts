// VTIMEZONE components (RFC 5545 section 3.6.5) from the runtime's own time-zone data, so
// the offsets and daylight-saving rules are those Intl knows today. Packaged VTIMEZONE
// files go stale: one widely used set still gives São Paulo the summer time Brazil
// abolished in 2019.
import type * as Luxon from 'luxon';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;


/** `+HHMM` / `-HHMM` from minutes east of UTC. */
const formatOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** The first minute at which the offset differs from the one at `from` (the change lies in (from, to]). */
const changeBetween = (offsetAt: (zone: string, ms: number) => number, zone: string, from: number, to: number): number => {
  const before = offsetAt(zone, from);
  let low = from;
  let high = to;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(zone, middle) === before) low = middle;
    else high = middle;
  }
  return high;
};

interface Observance {
  /** UTC instant the observance starts. */
  at: number;
  from: number;
  to: number;
  daylight: boolean;
}

const observance = ({ DateTime, FixedOffsetZone }: typeof Luxon, { at, from, to, daylight }: Observance): string[] => {
  const kind = daylight ? 'DAYLIGHT' : 'STANDARD';
  // DTSTART is the local time of the onset in the offset that was in force before it.
  const start = DateTime.fromMillis(at, { zone: FixedOffsetZone.instance(from) }).toFormat("yyyyLLdd'T'HHmmss");
  return [`BEGIN:${kind}`, `DTSTART:${start}`, `TZOFFSETFROM:${formatOffset(from)}`, `TZOFFSETTO:${formatOffset(to)}`, `END:${kind}`];
};

/**
 * The zone's VTIMEZONE covering the years `fromYear` to `toYear` (inclusive): its offset
 * at the start of `fromYear`, then every change of offset until the end of `toYear`.
 */
export const vtimezone = async (zone: string, fromYear: number, toYear: number): Promise<string> => {
  // Imported on first use (installed beside the bundle): most requests of the sessions function write no calendar.
  const luxon = await import('luxon');
  const { DateTime } = luxon;
  const offsetAt = (at: string, ms: number): number => DateTime.fromMillis(ms, { zone: at }).offset;
  if (!DateTime.local().setZone(zone).isValid) throw new Error(`unknown time zone ${zone}`);
  // A day early, so the first local hours of the year are covered in zones east of UTC.
  const start = Date.UTC(fromYear, 0, 1) - DAY_MS;
  const end = Date.UTC(toYear + 1, 0, 1);
  const isDaylight = (ms: number) => DateTime.fromMillis(ms, { zone }).isInDST;
  const first = offsetAt(zone, start);
  const observances: Observance[] = [{ at: start, from: first, to: first, daylight: isDaylight(start) }];
  for (let day = start; day < end; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, end);
    if (offsetAt(zone, day) === offsetAt(zone, next)) continue;
    const at = changeBetween(offsetAt, zone, day, next);
    observances.push({ at, from: offsetAt(zone, at - MINUTE_MS), to: offsetAt(zone, at), daylight: isDaylight(at) });
  }
  return ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observances.flatMap((item) => observance(luxon, item)), 'END:VTIMEZONE'].join('\r\n');
};
