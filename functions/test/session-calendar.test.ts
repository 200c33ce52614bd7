// The .ics builder shared by the feed and session emails, and the VTIMEZONE it carries.
import { afterEach, describe, expect, it } from 'vitest';
import { sessionCalendar } from '../src/sessions/session-calendar.js';
import { vtimezone } from '../src/sessions/vtimezone.js';

const lines = (text: string) => text.split('\r\n');
const event = { sessionId: 'a1', title: 'Boda de Ana', date: '2027-07-03', updatedAt: '2026-11-20T10:00:00.000Z' };

describe('vtimezone', () => {
  it("gives Madrid's 2027 changes at 02:00 on the last Sunday of March and 03:00 on the last Sunday of October", async () => {
    const text = await vtimezone('Europe/Madrid', 2027, 2027);
    expect(text).toContain(['BEGIN:DAYLIGHT', 'DTSTART:20270328T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'END:DAYLIGHT'].join('\r\n'));
    expect(text).toContain(['BEGIN:STANDARD', 'DTSTART:20271031T030000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'END:STANDARD'].join('\r\n'));
  });

  it('gives São Paulo no summer time (abolished in 2019)', async () => {
    const text = await vtimezone('America/Sao_Paulo', 2026, 2028);
    expect(text).not.toContain('DAYLIGHT');
    expect(text.match(/TZOFFSETTO:-0300/g)).toHaveLength(1);
  });

  it('starts Sydney in summer time and covers both changes', async () => {
    const text = await vtimezone('Australia/Sydney', 2027, 2027);
    expect(lines(text).slice(2, 4)).toEqual(['BEGIN:DAYLIGHT', 'DTSTART:20261231T110000']);
    expect(text).toContain('DTSTART:20270404T030000\r\nTZOFFSETFROM:+1100\r\nTZOFFSETTO:+1000');
  });
});

describe('sessionCalendar', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    process.env.TZ = saved;
  });

  it("writes the session's wall-clock time in the photographer's zone whatever the server's zone, and DTSTAMP in UTC", async () => {
    for (const serverZone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = serverZone;
      const text = await sessionCalendar({
        name: 'Estudio',
        timeZone: 'Europe/Madrid',
        uidDomain: 'example.com',
        now: new Date('2026-11-23T22:00:00Z'),
        sessions: [{ ...event, time: '18:30:00', durationMinutes: 90, location: 'Finca, Sevilla' }],
      });
      const all = lines(text);
      expect(all, serverZone).toContain('DTSTART;TZID=Europe/Madrid:20270703T183000');
      expect(all, serverZone).toContain('DTEND;TZID=Europe/Madrid:20270703T200000');
      expect(all).toContain('DTSTAMP:20261123T220000Z');
      expect(all).toContain('LAST-MODIFIED:20261120T100000Z');
      expect(all).toContain('UID:a1@example.com');
      expect(all).toContain('LOCATION:Finca\\, Sevilla');
      expect(all).toContain('X-WR-TIMEZONE:Europe/Madrid');
      expect(all).toContain('TZID:Europe/Madrid');
    }
  });

  it('makes an all-day event without a time and a 60-minute one without a duration', async () => {
    const text = await sessionCalendar({
      name: 'Estudio',
      timeZone: 'America/New_York',
      uidDomain: 'example.com',
      sessions: [event, { ...event, sessionId: 'b2', date: '2027-01-10', time: '09:00:00' }],
    });
    const all = lines(text);
    expect(all).toContain('DTSTART;VALUE=DATE:20270703');
    expect(all).toContain('DTEND;VALUE=DATE:20270704');
    expect(all).toContain('DTSTART;TZID=America/New_York:20270110T090000');
    expect(all).toContain('DTEND;TZID=America/New_York:20270110T100000');
  });

  it('puts the calendar properties and VTIMEZONE before the events (RFC 5545 section 3.4)', async () => {
    const all = lines(await sessionCalendar({ name: 'Estudio', timeZone: 'Europe/Madrid', uidDomain: 'x', sessions: [event] }));
    expect(all.indexOf('X-WR-TIMEZONE:Europe/Madrid')).toBeLessThan(all.indexOf('BEGIN:VTIMEZONE'));
    expect(all.indexOf('END:VTIMEZONE')).toBeLessThan(all.indexOf('BEGIN:VEVENT'));
    expect(all.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
  });

  it('writes UTC sessions with Z times and no VTIMEZONE', async () => {
    const all = lines(await sessionCalendar({ name: 'Estudio', timeZone: 'UTC', uidDomain: 'x', sessions: [{ ...event, time: '08:00:00' }] }));
    expect(all).toContain('DTSTART:20270703T080000Z');
    expect(all).not.toContain('BEGIN:VTIMEZONE');
  });
});
