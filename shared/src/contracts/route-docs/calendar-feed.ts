// The summaries and examples of ../calendar-feed.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getCalendarFeed, readCalendarFeed, regenerateCalendarFeed } from '../calendar-feed.js';
import { routeDocs } from './route-doc.js';

export const calendarFeedDocs = [
  routeDocs(getCalendarFeed, {
    summary: 'The private iCalendar subscription URL of the photographer (made at first call).',
    example: { params: {}, query: {}, body: {} },
  }),
  routeDocs(regenerateCalendarFeed, {
    summary: 'Replaces the subscription URL: the old one stops working at once.',
    example: { params: {}, query: {}, body: {} },
  }),
  routeDocs(readCalendarFeed, {
    summary: 'The iCalendar (RFC 5545) feed of a photographer’s sessions, for Google, Apple and Outlook.',
    example: { params: { feedToken: `${'a'.repeat(43)}.ics` }, query: {}, body: {} },
  }),
];
