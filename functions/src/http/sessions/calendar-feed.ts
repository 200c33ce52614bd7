import { getCalendarFeed, readCalendarFeed, regenerateCalendarFeed } from '@fotostudio/shared/contracts/calendar-feed';
import { photographerRoute, publicRoute } from '../../lib/http/http-function.js';
import {
  getCalendarFeed as getFeed,
  readCalendarFeed as readFeed,
  regenerateCalendarFeed as regenerateFeed,
} from '../../sessions/calendar-feed.js';

export const calendarFeedHandlers = [
  photographerRoute(getCalendarFeed, async ({ caller }) => ({ feed: await getFeed(caller.photographerId) })),
  photographerRoute(regenerateCalendarFeed, async ({ caller }) => ({ feed: await regenerateFeed(caller.photographerId) })),
  publicRoute(readCalendarFeed, ({ params }) => readFeed(params.feedToken)),
];
