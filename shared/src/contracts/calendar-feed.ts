// The photographer's private iCalendar subscription (spec section 4 "Calendar sync"): its URL,
// made at first call and replaced on demand, and the public feed it serves. Part of the
// sessions domain (sessions-routes.ts).
import * as z from 'zod';
import { defineRoute } from './route.js';

export const calendarFeed = z.object({ url: z.string(), createdAt: z.string() });

export const getCalendarFeed = defineRoute({
  id: 'sessions.getCalendarFeed',
  domain: 'sessions',
  method: 'GET',
  path: '/api/calendar-feed',
  auth: 'photographer',
  response: z.object({ feed: calendarFeed }),
});

export const regenerateCalendarFeed = defineRoute({
  id: 'sessions.regenerateCalendarFeed',
  domain: 'sessions',
  method: 'POST',
  path: '/api/calendar-feed',
  auth: 'photographer',
  response: z.object({ feed: calendarFeed }),
  successStatus: 201,
});

/** The feed's secret: 32 random bytes in base64url, optionally followed by `.ics`. */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}(\.ics)?$/;

export const readCalendarFeed = defineRoute({
  id: 'sessions.readCalendarFeed',
  domain: 'sessions',
  method: 'GET',
  path: '/api/calendar/{feedToken}',
  auth: 'public',
  params: z.object({ feedToken: z.string().regex(CALENDAR_FEED_TOKEN) }).strict(),
  response: z.string(),
  responseContentType: 'text/calendar; charset=utf-8',
});
