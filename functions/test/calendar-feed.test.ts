// The private iCalendar subscription: made at the first call, public by its secret only,
// listing the synced, dated, not archived sessions in the photographer's zone; regenerating
// it stops the old URL at once.
import { putSettings } from '@fotostudio/shared/contracts/account';
import { getCalendarFeed, regenerateCalendarFeed } from '@fotostudio/shared/contracts/calendar-feed';
import { archiveSession } from '@fotostudio/shared/contracts/sessions';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, callRoute, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createClientAndPackage, createTestSession } from './support/sessions.js';

const feedOf = (answer: ApiAnswer) => responseOf(getCalendarFeed, answer).feed;

/** Fetches a feed URL the way a calendar client does: no token, just the URL. */
const fetchFeed = async (url: string) => {
  const { pathname } = new URL(url);
  return callApi({ method: 'GET', path: pathname });
};

const eventsOf = (ics: string) =>
  ics
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => block.split('END:VEVENT')[0] ?? '');

describe('calendar subscription feed', () => {
  let user: TestUser;
  let url: string;
  const sessions: Record<string, string> = {};

  beforeAll(async () => {
    user = await createPhotographer('calendar-feed');
    const owner = await createClientAndPackage(user.accessToken);
    const make = async (name: string, fields: Record<string, unknown>) => {
      sessions[name] = (await createTestSession(user.accessToken, { title: name, ...fields }, owner)).sessionId;
    };
    await make('Timed', { date: '2027-07-03', time: '18:30', durationMinutes: 90, location: 'Finca Los Olivos', calendarSync: true });
    await make('AllDay', { date: '2027-08-01', calendarSync: true });
    await make('NoDuration', { date: '2027-01-10', time: '09:00', calendarSync: true });
    await make('NotSynced', { date: '2027-07-04', time: '10:00', calendarSync: false });
    await make('Undated', { calendarSync: false });
    await make('Archived', { date: '2027-07-05', time: '10:00', calendarSync: true });
    const archived = await callRoute(archiveSession, user.accessToken, { params: { sessionId: sessions.Archived ?? '' } });
    expect(archived.status, archived.text).toBe(200);
    const first = await callRoute(getCalendarFeed, user.accessToken);
    url = feedOf(first).url;
  });

  it('gives one unguessable URL under the app, the same on every call', async () => {
    expect(url).toMatch(new RegExp(`^${process.env.APP_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const again = await callRoute(getCalendarFeed, user.accessToken);
    expect(feedOf(again).url).toBe(url);
  });

  it('lists the synced, dated, not archived sessions at their local times, as text/calendar', async () => {
    const answer = await fetchFeed(url);
    expect(answer.status, answer.text).toBe(200);
    const ics = answer.text;
    const events = eventsOf(ics);
    const uids = events.map((e) => /UID:([^@\r]+)@/.exec(e)?.[1]).sort();
    expect(uids).toEqual([sessions.Timed, sessions.AllDay, sessions.NoDuration].sort());
    const timed = events.find((e) => e.includes(`UID:${sessions.Timed}@`)) ?? '';
    expect(timed).toContain('DTSTART;TZID=Europe/Madrid:20270703T183000');
    expect(timed).toContain('DTEND;TZID=Europe/Madrid:20270703T200000');
    expect(timed).toContain('LOCATION:Finca Los Olivos');
    expect(timed).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const allDay = events.find((e) => e.includes(`UID:${sessions.AllDay}@`)) ?? '';
    expect(allDay).toContain('DTSTART;VALUE=DATE:20270801');
    const noDuration = events.find((e) => e.includes(`UID:${sessions.NoDuration}@`)) ?? '';
    expect(noDuration).toContain('DTEND;TZID=Europe/Madrid:20270110T100000');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid');
  });

  it('answers text/calendar with or without the .ics suffix', async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const bare = await fetchFeed(url.replace(/\.ics$/, ''));
    expect(bare.status).toBe(200);
    expect(bare.text).toContain('BEGIN:VCALENDAR');
  });

  it("follows the photographer's time zone setting", async () => {
    const zone = await callRoute(putSettings, user.accessToken, { body: { preferences: { timezone: 'America/New_York' } } });
    expect(zone.status, zone.text).toBe(200);
    const ics = (await fetchFeed(url)).text;
    expect(ics).toContain('DTSTART;TZID=America/New_York:20270703T183000');
    expect(ics).toContain('TZID:America/New_York');
    expect(ics).not.toContain('Europe/Madrid');
  });

  it('stops the old URL at once when regenerated; the new one works', async () => {
    const other = await createPhotographer('calendar-other');
    const otherUrl = feedOf(await callRoute(getCalendarFeed, other.accessToken)).url;
    const old = feedOf(await callRoute(getCalendarFeed, user.accessToken)).url;
    const answer = await callRoute(regenerateCalendarFeed, user.accessToken);
    const fresh = responseOf(regenerateCalendarFeed, answer).feed.url;
    expect(fresh).not.toBe(old);
    const gone = await fetchFeed(old);
    expect({ status: gone.status, code: errorCodeOf(gone) }).toEqual({ status: 404, code: 'calendar.feed_not_found' });
    expect((await fetchFeed(fresh)).status).toBe(200);
    expect(feedOf(await callRoute(getCalendarFeed, user.accessToken)).url).toBe(fresh);
    // Another photographer's feed is untouched, and lists none of this one's sessions.
    const theirs = await fetchFeed(otherUrl);
    expect(theirs.status).toBe(200);
    expect(eventsOf(theirs.text)).toEqual([]);
  });

  it('answers an unknown secret with 404 calendar.feed_not_found', async () => {
    const answer = await callApi({ method: 'GET', path: `/api/calendar/${randomBytes(32).toString('base64url')}.ics` });
    expect({ status: answer.status, code: errorCodeOf(answer) }).toEqual({ status: 404, code: 'calendar.feed_not_found' });
  });
});
