// Publishing the delivery of a session's finals (issue 28 point 4), over the local stack: refused
// without a ready final; published until now + the delivery's days with the client mailed their
// link and the expiry in their language (a link made, or an existing one enabled and extended,
// never replaced); published again while open: extended and said so; withdrawn once; of several
// publishes at once one is written and mailed. The hourly run (an injected clock) reminds the
// client 3 days before the expiry once, and tells the photographer once when it expired.
import { createContact } from '@fotostudio/shared/contracts/crm';
import { listNotifications } from '@fotostudio/shared/contracts/notifications';
import { publishDelivery, updateDeliverySettings, withdrawDelivery } from '@fotostudio/shared/contracts/session-delivery';
import { listSessionFinals } from '@fotostudio/shared/contracts/session-finals';
import { getSession, listSessions } from '@fotostudio/shared/contracts/sessions';
import { createShareLink, getShareLink, setShareLinkStatus } from '@fotostudio/shared/contracts/share-links';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { timeOrderedId } from '../src/lib/time-ordered-id.js';
import { sessionPrefixes } from '../src/media/object-keys.js';
import { runDeliveryLifecycle } from '../src/sessions/delivery-lifecycle.js';
import { callApi, callRoute, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createClientAndPackage, createTestSession, storeImage } from './support/sessions.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { mailsTo } from './support/mail.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const DAY = 86_400_000;
const MINUTE = 60_000;

describe('publishing a delivery', () => {
  let user: TestUser;
  let packageId: string;
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer('publish-delivery');
    expect((await api('PUT', '/api/me', { businessName: 'Estudio Entrega' })).status).toBe(200);
    ({ packageId } = await createClientAndPackage(user.accessToken));
  });

  /** A session of a new client (their own address, in `language`). */
  const clientSession = async (language: 'es' | 'en') => {
    const email = `entrega-${randomUUID().slice(0, 8)}@example.com`;
    const { contact } = responseOf(
      createContact,
      await api('POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client', firstName: 'Marta', emails: { primary: email }, language }),
    );
    const title = `Familia ${randomUUID().slice(0, 6)}`;
    const { sessionId } = await createTestSession(user.accessToken, { title }, { clientId: contact.contactId, packageId });
    return { email, title, sessionId };
  };

  /** A final as the image function leaves it (its item; the files are the finals' own test). */
  const storeFinal = async (sessionId: string, status: 'ready' | 'pending' = 'ready') => {
    const imageId = timeOrderedId();
    const [originals, derived] = sessionPrefixes(user.sub, sessionId);
    const originalKey = `${originals}finals/${imageId}.jpg`;
    const ready = status === 'ready' ? { thumbKey: `${derived}finals/${imageId}.jpg/thumb.webp`, gridKey: `${derived}finals/${imageId}.jpg/grid.webp`, keptKey: originalKey, locationFreeKey: originalKey, thumbhash: 'abc', width: 1, height: 1 } : {};
    await db()
      .entities.sessionFinal.create({ photographerId: user.sub, sessionId, imageId, fileName: `IMG_${imageId.slice(-4)}-Edit.jpg`, originalKey, contentType: 'image/jpeg', sizeBytes: 1000, sha256: randomUUID().replace(/-/g, '').padEnd(64, '0'), status, ...ready })
      .go();
  };

  const publish = (sessionId: string) => api('POST', `/api/sessions/${sessionId}/delivery/publish`, {});
  const withdraw = (sessionId: string) => api('POST', `/api/sessions/${sessionId}/delivery/withdraw`, {});
  const sessionOf = async (sessionId: string) => responseOf(getSession, await api('GET', `/api/sessions/${sessionId}`)).session;
  const listedSessionOf = async (sessionId: string) =>
    responseOf(listSessions, await callRoute(listSessions, user.accessToken, { query: { pageSize: '100' } })).sessions.find((session) => session.sessionId === sessionId);
  const finalsOf = async (sessionId: string) => responseOf(listSessionFinals, await api('GET', `/api/sessions/${sessionId}/finals`));
  const linkOf = async (sessionId: string) => responseOf(getShareLink, await api('GET', `/api/sessions/${sessionId}/share-link`)).link;
  const expiryNotices = async (sessionId: string) => {
    const page = responseOf(listNotifications, await callRoute(listNotifications, user.accessToken, { query: { limit: '50' } }));
    return page.unchanged ? [] : page.notifications.filter((n) => n.kind === 'deliveryExpired' && n.sessionId === sessionId);
  };

  it('needs a ready final, publishes with a new link and the client’s mail, extends while open, and withdraws once', async () => {
    const { email, title, sessionId } = await clientSession('en');
    expect(await finalsOf(sessionId)).toMatchObject({ delivery: null });
    await storeFinal(sessionId, 'pending');
    const refused = await publish(sessionId);
    expect([refused.status, errorCodeOf(refused)]).toEqual([409, 'sessions.delivery_no_finals']);
    expect(await linkOf(sessionId)).toBeNull();
    await storeFinal(sessionId);
    // Under the watermark a final without its watermarked renditions (this item has no files to draw them from) is never published.
    responseOf(updateDeliverySettings, await api('PUT', `/api/sessions/${sessionId}/delivery`, { watermark: true }));
    const watermarked = await publish(sessionId);
    expect([watermarked.status, errorCodeOf(watermarked)]).toEqual([409, 'sessions.delivery_watermark_pending']);
    responseOf(updateDeliverySettings, await api('PUT', `/api/sessions/${sessionId}/delivery`, { watermark: false }));

    const before = Date.now();
    const published = responseOf(publishDelivery, await publish(sessionId));
    expect([published.outcome, published.delivery.state, published.clientEmail]).toEqual(['published', 'open', email]);
    const expiresAt = Date.parse(published.delivery.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    // The session had no link (nor proofs): one is made, open at least as long as the delivery, without a selection deadline.
    const link = await linkOf(sessionId);
    expect([link?.status, link?.url, link?.selectionDeadline]).toEqual(['active', published.linkUrl, null]);
    expect(Date.parse(link?.validUntil ?? '')).toBeGreaterThanOrEqual(expiresAt);
    const [mail] = await mailsTo(email);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(mail?.subject).toBe(`Your photos of “${title}” are ready`);
    expect(mail?.from).toContain('Estudio Entrega');
    expect(mail?.body.text).toContain(published.linkUrl);
    expect(mail?.body.text).toContain('(Madrid time)');
    expect(mail?.body.html).toContain(`<a href="${published.linkUrl}">`);
    expect((await finalsOf(sessionId)).delivery).toEqual(published.delivery);
    // The session and the sessions' list carry where the delivery stands, for the photographer's views.
    expect((await sessionOf(sessionId)).delivery).toEqual(published.delivery);
    expect((await listedSessionOf(sessionId))?.delivery).toEqual(published.delivery);

    // Again while open: extended from now, said so, the same link.
    const extended = responseOf(publishDelivery, await publish(sessionId));
    expect([extended.outcome, extended.delivery.state, extended.linkUrl]).toEqual(['extended', 'open', published.linkUrl]);
    expect(Date.parse(extended.delivery.expiresAt)).toBeGreaterThanOrEqual(expiresAt);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([`Your photos of “${title}” are ready`, expect.stringContaining(`Your photos of “${title}” are available until`)]);

    const withdrawn = responseOf(withdrawDelivery, await withdraw(sessionId));
    expect([withdrawn.delivery.state, withdrawn.delivery.expiresAt]).toEqual(['withdrawn', extended.delivery.expiresAt]);
    expect(withdrawn.delivery.withdrawnAt).not.toBeNull();
    const again = await withdraw(sessionId);
    expect([again.status, errorCodeOf(again)]).toEqual([409, 'sessions.delivery_already_withdrawn']);
    expect((await finalsOf(sessionId)).delivery?.state).toBe('withdrawn');
    expect((await sessionOf(sessionId)).delivery).toEqual(withdrawn.delivery);
    // The link stays (the client keeps what else it shows); publishing again opens a new delivery.
    expect((await linkOf(sessionId))?.status).toBe('active');
    const reopened = responseOf(publishDelivery, await publish(sessionId));
    expect([reopened.outcome, reopened.delivery.withdrawnAt]).toEqual(['published', null]);
  }, 90_000);

  it('enables and extends a disabled link that ends before the delivery, keeping its address', async () => {
    const { sessionId } = await clientSession('es');
    await storeImage(user.sub, sessionId);
    await storeFinal(sessionId);
    const { link } = responseOf(createShareLink, await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige tus fotos', durationDays: 5 }));
    responseOf(setShareLinkStatus, await api('POST', `/api/sessions/${sessionId}/share-link/status`, { active: false }));
    const published = responseOf(publishDelivery, await publish(sessionId));
    const after = await linkOf(sessionId);
    expect([after?.status, after?.token, published.linkUrl]).toEqual(['active', link.token, link.url]);
    expect(Date.parse(after?.validUntil ?? '')).toBeGreaterThanOrEqual(Date.parse(published.delivery.expiresAt));
  }, 60_000);

  it('of publishes at once one opens the delivery; the others extend what they read or answer that it changed meanwhile; one link', async () => {
    const { email, sessionId } = await clientSession('es');
    await storeFinal(sessionId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => publish(sessionId)));
    const written = answers.filter((answer) => answer.status === 200).map((answer) => responseOf(publishDelivery, answer));
    expect(written.filter((answer) => answer.outcome === 'published')).toHaveLength(1);
    expect(written.filter((answer) => answer.outcome !== 'published').every((answer) => answer.outcome === 'extended')).toBe(true);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, errorCodeOf(answer)])).toEqual(
      Array.from({ length: answers.length - written.length }, () => [409, 'sessions.changed_meanwhile']),
    );
    // The stored delivery is one of those written, each written one mailed once, and the link made once (never replaced).
    expect(written.map((answer) => answer.delivery)).toContainEqual((await finalsOf(sessionId)).delivery);
    expect(await mailsTo(email)).toHaveLength(written.length);
    expect(new Set([...written.map((answer) => answer.linkUrl), (await linkOf(sessionId))?.url])).toHaveLength(1);
  }, 60_000);

  it('reminds the client 3 days before the expiry once, and tells the photographer once when it expired', async () => {
    const { email, title, sessionId } = await clientSession('es');
    await storeFinal(sessionId);
    responseOf(updateDeliverySettings, await api('PUT', `/api/sessions/${sessionId}/delivery`, { expiryDays: 10 }));
    const published = responseOf(publishDelivery, await publish(sessionId));
    const expiresAt = Date.parse(published.delivery.expiresAt);
    expect(expiresAt - Date.parse(published.delivery.publishedAt)).toBe(10 * DAY);

    await runDeliveryLifecycle({ now: new Date(expiresAt - 5 * DAY) });
    expect(await mailsTo(email)).toHaveLength(1);
    const inWindow = new Date(expiresAt - 3 * DAY + MINUTE);
    await Promise.all([runDeliveryLifecycle({ now: inWindow }), runDeliveryLifecycle({ now: inWindow })]);
    await runDeliveryLifecycle({ now: new Date(expiresAt - DAY) });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`Tus fotos de «${title}» ya están listas`, expect.stringContaining(`Descarga tus fotos de «${title}» antes del`)]);
    expect(mails[1]?.body.text).toContain(published.linkUrl);
    expect((await finalsOf(sessionId)).delivery?.reminderSentAt).toBe(inWindow.toISOString());
    expect(await expiryNotices(sessionId)).toHaveLength(0);

    const expired = new Date(expiresAt + MINUTE);
    const runs = await Promise.all([runDeliveryLifecycle({ now: expired }), runDeliveryLifecycle({ now: expired })]);
    await runDeliveryLifecycle({ now: new Date(expiresAt + 2 * DAY) });
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBe(1);
    const notices = await expiryNotices(sessionId);
    expect(notices.map((n) => n.kind === 'deliveryExpired' && [n.sessionTitle, n.expiresAt])).toEqual([[title, published.delivery.expiresAt]]);
    expect((await mailsTo(user.email)).filter((m) => m.subject === `Entrega caducada: «${title}»`)).toHaveLength(1);
    const { data } = await db().entities.session.get({ photographerId: user.sub, sessionId }).go({ consistent: true });
    expect(data?.publishedDelivery?.expiryNotifiedAt).toBe(expired.toISOString());
    expect(await mailsTo(email)).toHaveLength(2);
  }, 90_000);

  it('refuses to withdraw a delivery that expired or was never published', async () => {
    const { sessionId } = await clientSession('es');
    const none = await withdraw(sessionId);
    expect([none.status, errorCodeOf(none)]).toEqual([409, 'sessions.delivery_not_published']);
    // Stored as a publication 31 days ago leaves it (the real clock is the route's).
    const publishedAt = new Date(Date.now() - 31 * DAY);
    await db()
      .entities.session.patch({ photographerId: user.sub, sessionId })
      .set({ publishedDelivery: { publishedAt: publishedAt.toISOString(), expiresAt: new Date(publishedAt.getTime() + 30 * DAY).toISOString() } })
      .go();
    const late = await withdraw(sessionId);
    expect([late.status, errorCodeOf(late)]).toEqual([409, 'sessions.delivery_expired']);
    expect((await finalsOf(sessionId)).delivery?.state).toBe('expired');
    expect((await sessionOf(sessionId)).delivery?.state).toBe('expired');
  }, 60_000);
});
