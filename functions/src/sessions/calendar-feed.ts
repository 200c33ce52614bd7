// The photographer's private iCalendar subscription (spec: calendar sync). The URL's secret
// is 32 random bytes; the `calendarFeedToken` item is the only way from a secret to its
// photographer, and replacing the secret deletes the old lookup in the same transaction.
import { DEFAULT_TIME_ZONE } from '@fotostudio/shared/constants';
import { randomBytes } from 'node:crypto';
import { readAccount } from '../account/photographer-account.js';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { db, transact, writeItems } from '../data/database.js';
import { replaceFeedToken } from '../data/stores/sessions.js';
import type { CalendarFeedItem } from '../data/entities/calendar-feed.js';
import type { SessionItem } from '../data/entities/session.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { sessionCalendar, type CalendarSession } from './session-calendar.js';
import { listSessionItems } from './session-store.js';

const TRIES = 3;

const newToken = (): string => randomBytes(32).toString('base64url');

export const feedUrlOf = (token: string): string => `${appConfig().APP_URL.replace(/\/$/, '')}/api/calendar/${token}.ics`;

/** The host part of event UIDs: stable for the deployment, so calendars update events in place. */
export const calendarUidDomain = (): string => new URL(appConfig().APP_URL).hostname;

const currentFeed = async (photographerId: string): Promise<CalendarFeedItem | undefined> =>
  (await db().entities.calendarFeed.get({ photographerId }).go({ consistent: true })).data ?? undefined;

/** Writes a new secret in place of `previous` (or the first one); false when another write won. */
const writeToken = async (photographerId: string, previous: CalendarFeedItem | undefined): Promise<boolean> => {
  const token = newToken();
  const outcome = await transact([
    ...(previous ? [replaceFeedToken(photographerId, previous.token, token)] : []),
    ...writeItems(({ calendarFeed, calendarFeedToken }) => [
      ...(previous ? [] : [calendarFeed.create({ photographerId, token }).commit()]),
      ...(previous ? [calendarFeedToken.delete({ token: previous.token }).commit()] : []),
      calendarFeedToken.create({ token, photographerId }).commit(),
    ]),
  ]);
  if (outcome.committed) return true;
  if (outcome.codes.every((code) => code === 'None' || code === 'ConditionalCheckFailed' || code === 'TransactionConflict')) return false;
  throw new Error(`calendar feed write canceled: ${outcome.codes.join(', ')}`);
};

const toCalendarFeed = (item: CalendarFeedItem) => ({ url: feedUrlOf(item.token), createdAt: item.updatedAt });

/** The subscription URL, made at the first call. */
export const getCalendarFeed = (photographerId: string) =>
  retryLostRaces(
    async () => {
      const existing = await currentFeed(photographerId);
      if (existing) return toCalendarFeed(existing);
      await writeToken(photographerId, undefined);
      return TRY_AGAIN;
    },
    'general.changed_meanwhile',
    TRIES,
  );

/** A new subscription URL; the old one stops answering at once. */
export const regenerateCalendarFeed = (photographerId: string) =>
  retryLostRaces(
    async () => {
      const previous = await currentFeed(photographerId);
      if (await writeToken(photographerId, previous)) {
        const written = await currentFeed(photographerId);
        if (written) return toCalendarFeed(written);
      }
      return TRY_AGAIN;
    },
    'general.changed_meanwhile',
    TRIES,
  );

const toCalendarSession = (item: SessionItem & { date: string }): CalendarSession => ({
  sessionId: item.sessionId,
  title: item.title,
  date: item.date,
  time: item.time,
  durationMinutes: item.durationMinutes,
  location: item.location,
  description: item.description,
  updatedAt: item.updatedAt,
});

/** What the feed lists: sessions marked for calendar sync, with a date, not archived. */
export const syncedSessions = (items: SessionItem[]): CalendarSession[] =>
  items
    .filter((item): item is SessionItem & { date: string } => item.calendarSync && Boolean(item.date) && !item.archivedAt)
    .map(toCalendarSession);

/** The calendar name and zone of a photographer: business name (or name) and settings zone. */
export const calendarOwner = async (photographerId: string): Promise<{ name: string; timeZone: string }> => {
  const { photographer, settings } = await readAccount(photographerId);
  return {
    name: photographer?.businessName ?? photographer?.name ?? 'Fotostudio',
    timeZone: settings?.preferences.timezone ?? DEFAULT_TIME_ZONE,
  };
};

/** The feed behind a secret (`<token>` or `<token>.ics`); `calendar.feed_not_found` for any other. */
export const readCalendarFeed = async (feedToken: string, now = new Date()): Promise<string> => {
  const token = feedToken.replace(/\.ics$/, '');
  const { data: lookup } = await db().entities.calendarFeedToken.get({ token }).go({ consistent: true });
  if (!lookup) throw new DomainError('calendar.feed_not_found');
  const [owner, items] = await Promise.all([calendarOwner(lookup.photographerId), listSessionItems(lookup.photographerId)]);
  return sessionCalendar({ ...owner, sessions: syncedSessions(items), uidDomain: calendarUidDomain(), now });
};
