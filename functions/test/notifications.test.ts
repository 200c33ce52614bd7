// Notifications over the local stack: `notify` stores and mails as the photographer's
// preferences choose (the mail in their language, read from the local mail stand-in), a
// repeated event notifies once; the list newest first and paged, the unread count, marking
// read (one, all, concurrently); the cheap `unchanged` answer; and a client's confirmation
// reaching the photographer's list through the table stream.
import { putSettings } from '@fotostudio/shared/contracts/account';
import {
  getNotificationStatus,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationPage,
} from '@fotostudio/shared/contracts/notifications';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { READ_NOTIFICATION_DAYS } from '../src/notifications/inbox.js';
import { notify, type Notice } from '../src/notifications/notify.js';
import { callApi, callRoute, errorCodeOf, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { createTestSession, storeImage } from './support/sessions.js';

/** A confirmed-selection notice of a made-up event, with the mail the selection domain writes. */
const noticeOf = (title: string, at = new Date(), eventKey = randomUUID()): Notice => ({
  content: { kind: 'selectionConfirmed', sessionId: randomUUID(), sessionTitle: title, clientName: 'Ana Ruiz', version: 1, imageCount: 3, fullGallery: false },
  at,
  eventKey,
  email: (preferences) => ({ subject: `${preferences.language === 'en' ? 'Selection' : 'Selección'} ${title}`, text: title }),
});

const page = async (user: TestUser, query: Record<string, string> = {}): Promise<NotificationPage> =>
  responseOf(listNotifications, await callRoute(listNotifications, user.accessToken, { query }));
const statusOf = async (user: TestUser) => responseOf(getNotificationStatus, await callRoute(getNotificationStatus, user.accessToken));
const listed = async (user: TestUser, query: Record<string, string> = {}) => {
  const answer = await page(user, query);
  if (answer.unchanged) throw new Error('expected a page, got unchanged');
  return answer;
};
const setChannels = async (user: TestUser, channels: { app: boolean; email: boolean }, language: 'es' | 'en' = 'es') => {
  const answer = await callRoute(putSettings, user.accessToken, { body: { preferences: { language }, notifications: { clientSelections: channels } } });
  expect(answer.status, answer.text).toBe(200);
};
const mailsWith = async (user: TestUser, title: string) => (await mailsTo(user.email)).filter((m) => m.subject.includes(title));

describe('notify, by the photographer\'s preferences', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('notify-prefs');
  });

  it('stores the notification unread and mails it in Spanish with every channel on (the default)', async () => {
    const title = `Boda ${randomUUID().slice(0, 6)}`;
    expect(await notify(user.sub, noticeOf(title))).toEqual({ app: true, email: true });
    const { notifications, unread } = await listed(user);
    expect(notifications.find((n) => n.kind === 'selectionConfirmed' && n.sessionTitle === title)).toMatchObject({ readAt: null, clientName: 'Ana Ruiz' });
    expect(unread).toBe(1);
    const [mail] = await eventually(async () => ((await mailsWith(user, title)).length ? mailsWith(user, title) : undefined));
    expect(mail?.subject).toBe(`Selección ${title}`);
  });

  it('only mails, in English, when the app channel is off and the language is English', async () => {
    await setChannels(user, { app: false, email: true }, 'en');
    const before = await statusOf(user);
    const title = `Portrait ${randomUUID().slice(0, 6)}`;
    expect(await notify(user.sub, noticeOf(title))).toEqual({ app: false, email: true });
    const [mail] = await eventually(async () => ((await mailsWith(user, title)).length ? mailsWith(user, title) : undefined));
    expect(mail?.subject).toBe(`Selection ${title}`);
    expect(await statusOf(user)).toEqual(before);
  });

  it('only stores when the email channel is off, and a repeated event notifies once', async () => {
    await setChannels(user, { app: true, email: false });
    const title = `Familia ${randomUUID().slice(0, 6)}`;
    const notice = noticeOf(title);
    const before = await statusOf(user);
    expect(await notify(user.sub, notice)).toEqual({ app: true, email: false });
    expect(await notify(user.sub, notice)).toEqual({ app: false, email: false });
    const { notifications } = await listed(user);
    expect(notifications.filter((n) => n.kind === 'selectionConfirmed' && n.sessionTitle === title)).toHaveLength(1);
    expect((await statusOf(user)).unread).toBe(before.unread + 1);
    // A mail would have arrived by now: the English one of the test before, sent later than the app item, did.
    expect(await mailsWith(user, title)).toEqual([]);
  });

  it('tells an account deleted since the event nothing, and writes nothing into it (a late stream record must not fail)', async () => {
    const gone = randomUUID();
    expect(await notify(gone, noticeOf('tarde'))).toEqual({ app: false, email: false });
    const { data } = await db().entities.notification.query.byPhotographer({ photographerId: gone }).go({ consistent: true });
    expect(data).toEqual([]);
  });

  it('sends nowhere with both channels off', async () => {
    await setChannels(user, { app: false, email: false });
    const before = await statusOf(user);
    expect(await notify(user.sub, noticeOf('nada'))).toEqual({ app: false, email: false });
    expect(await statusOf(user)).toEqual(before);
  });
});

describe('the notification list, count and read marks', () => {
  let user: TestUser;
  const base = Date.parse('2026-11-20T10:00:00Z');
  const titles = Array.from({ length: 5 }, (_, i) => `Sesión ${i}`);

  beforeAll(async () => {
    user = await createPhotographer('notify-list');
    await setChannels(user, { app: true, email: false });
    // Stored out of order: the list orders by the event's time.
    for (const i of [2, 0, 4, 1, 3]) await notify(user.sub, noticeOf(titles[i] ?? '', new Date(base + i * 60_000)));
  });

  it('lists newest first in pages, and counts the unread', async () => {
    const first = await listed(user, { limit: '2' });
    expect(first.unread).toBe(5);
    expect(first.notifications.map((n) => n.kind === 'selectionConfirmed' && n.sessionTitle)).toEqual(['Sesión 4', 'Sesión 3']);
    const second = await listed(user, { limit: '2', before: first.nextBefore ?? '' });
    expect(second.notifications.map((n) => n.kind === 'selectionConfirmed' && n.sessionTitle)).toEqual(['Sesión 2', 'Sesión 1']);
    const last = await listed(user, { limit: '2', before: second.nextBefore ?? '' });
    expect(last.notifications.map((n) => n.kind === 'selectionConfirmed' && n.sessionTitle)).toEqual(['Sesión 0']);
    expect(last.nextBefore).toBeNull();
    expect(await statusOf(user)).toEqual({ since: first.since, unread: 5 });
  });

  it('answers unchanged for the cursor it gave until something changes', async () => {
    const { since } = await listed(user);
    expect(await page(user, { since })).toEqual({ unchanged: true, since });
    await notify(user.sub, noticeOf('Nueva', new Date(base + 10 * 60_000)));
    const after = await page(user, { since });
    expect(after.unchanged).toBe(false);
    if (after.unchanged) return;
    expect(after.since).not.toBe(since);
    expect(after.notifications[0]).toMatchObject({ sessionTitle: 'Nueva' });
    expect(await page(user, { since: after.since })).toEqual({ unchanged: true, since: after.since });
  });

  it('marks one read (again: no change), with the TTL set, and refuses an unknown one', async () => {
    const { notifications, unread, since } = await listed(user);
    const target = notifications[1];
    if (!target) throw new Error('no notification to mark');
    const marked = responseOf(markNotificationRead, await callRoute(markNotificationRead, user.accessToken, { params: { notificationId: target.notificationId } }));
    expect(marked.unread).toBe(unread - 1);
    expect(marked.since).not.toBe(since);
    const again = responseOf(markNotificationRead, await callRoute(markNotificationRead, user.accessToken, { params: { notificationId: target.notificationId } }));
    expect(again).toEqual(marked);
    const stored = await db().entities.notification.get({ photographerId: user.sub, notificationId: target.notificationId }).go({ consistent: true });
    const readAt = Date.parse(stored.data?.readAt ?? '');
    expect((stored.data?.expiresAt ?? 0) - Math.floor(readAt / 1000)).toBe(READ_NOTIFICATION_DAYS * 86_400);
    expect((await listed(user)).notifications.find((n) => n.notificationId === target.notificationId)?.readAt).toBe(stored.data?.readAt);
    const unknown = await callRoute(markNotificationRead, user.accessToken, { params: { notificationId: randomUUID() } });
    expect({ status: unknown.status, code: errorCodeOf(unknown) }).toEqual({ status: 404, code: 'notifications.not_found' });
  });

  it('keeps the count right under 20 marks at once, then marks all read', async () => {
    const { notifications } = await listed(user);
    const ids = notifications.filter((n) => n.readAt === null).map((n) => n.notificationId);
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? callRoute(markNotificationRead, user.accessToken, { params: { notificationId: ids[i % ids.length] ?? '' } })
        : callRoute(markAllNotificationsRead, user.accessToken),
    );
    for (const answer of await Promise.all(calls)) expect(answer.status, answer.text).toBe(200);
    expect((await statusOf(user)).unread).toBe(0);
    expect((await listed(user)).notifications.every((n) => n.readAt !== null)).toBe(true);
    await notify(user.sub, noticeOf('Otra', new Date(base + 20 * 60_000)));
    expect((await statusOf(user)).unread).toBe(1);
    expect(responseOf(markAllNotificationsRead, await callRoute(markAllNotificationsRead, user.accessToken)).unread).toBe(0);
  });

  it('refuses a malformed cursor', async () => {
    const answer = await callApi({ method: 'GET', path: '/api/me/notifications', query: { since: 'abc' }, token: user.accessToken });
    expect({ status: answer.status, code: errorCodeOf(answer) }).toEqual({ status: 400, code: 'general.validation' });
  });
});

describe('a client confirming a selection', () => {
  it('puts the notification in the photographer\'s list through the table stream, and opens the session', async () => {
    const user = await createPhotographer('notify-stream');
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Boda de Marta' });
    const { imageId } = await storeImage(user.sub, sessionId, { fileName: 'IMG_1.png' });
    const shared = await callApi({ method: 'POST', path: `/api/sessions/${sessionId}/share-link`, token: user.accessToken, body: { title: 'Elige', durationDays: 30 } });
    const { link } = responseOf(createShareLink, shared);
    const choices = { images: [{ imageId, products: [], comment: null }], additionalProducts: [], fullGallerySelected: false, generalComment: null };
    const confirmed = await callApi({ method: 'POST', path: `/api/gallery/${link.token}/finalize`, body: choices });
    expect(confirmed.status, confirmed.text).toBe(201);
    const notification = await eventually(async () => (await listed(user)).notifications[0]);
    expect(notification).toMatchObject({ kind: 'selectionConfirmed', sessionId, sessionTitle: 'Boda de Marta', version: 1, imageCount: 1, fullGallery: false, readAt: null });
    // The email as before (the selection mail's words), in the photographer's language.
    const mail = await eventually(async () => (await mailsTo(user.email)).find((m) => m.subject.includes('Boda de Marta')));
    expect(mail.subject).toMatch(/^Selección confirmada/);
    expect(mail.body.html).toContain(`/dashboard/sessions/${sessionId}`);
  });
});
