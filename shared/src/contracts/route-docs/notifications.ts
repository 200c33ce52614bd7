// The summaries and examples of ../notifications.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { EXAMPLE_ID } from '../ids.js';
import { getNotificationStatus, listNotifications, markAllNotificationsRead, markNotificationRead } from '../notifications.js';
import { routeDocs } from './route-doc.js';

export const notificationsDocs = [
  routeDocs(listNotifications, {
    summary: "A page of the photographer's notifications, newest first; `unchanged` when nothing changed since the client's cursor.",
    example: { params: {}, query: { since: '0' }, body: {} },
  }),
  routeDocs(getNotificationStatus, {
    summary: 'The unread count and change cursor, from one item read: what the bell polls.',
    example: { params: {}, query: {}, body: {} },
  }),
  routeDocs(markNotificationRead, {
    summary: 'Marks one notification read (again: nothing changes).',
    example: { params: { notificationId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(markAllNotificationsRead, {
    summary: 'Marks every unread notification read.',
    example: { params: {}, query: {}, body: {} },
  }),
];
