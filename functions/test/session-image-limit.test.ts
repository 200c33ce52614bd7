// The images-per-session limit holds under races (issue 20): the photographer's plan limit
// (here an override on their item), taken by the ticket call with one conditional write on
// the session's `imageSlots`, and given back when an image fails, is removed or its ticket
// expires unused (the table stream, the removal's own transaction, or the ticket call itself).
// Also the session's one share link (one live token) under 20 generations at once; the one
// zip in flight is in gallery-downloads.test.ts.
import { createImageUploads, removeSessionImages } from '@fotostudio/shared/contracts/sessions';
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { createShareLink } from '../src/share-links/share-links.js';
import { createUploadTickets } from '../src/sessions/image-uploads.js';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';
import { callRoute, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { createClientAndPackage, createTestSession, storeImage } from './support/sessions.js';

type TicketAnswer = RouteResponse<typeof createImageUploads>;

const files = (count: number, tag = randomUUID()) =>
  Array.from({ length: count }, (_, i) => ({
    fileName: `IMG_${i}.jpg`,
    contentType: 'image/jpeg',
    sizeBytes: 1000,
    sha256: createHash('sha256').update(`${tag}-${i}`).digest('hex'),
  }));

describe('the images-per-session limit under races', () => {
  let user: TestUser;
  let owner: { clientId: string; packageId: string };

  beforeAll(async () => {
    user = await createPhotographer('image-limit');
    owner = await createClientAndPackage(user.accessToken);
  });

  const setLimit = (imagesPerSession: number | undefined) =>
    imagesPerSession === undefined
      ? db().entities.photographer.patch({ photographerId: user.sub }).remove(['imagesPerSession']).go()
      : db().entities.photographer.patch({ photographerId: user.sub }).set({ imagesPerSession }).go();
  const askTickets = async (sessionId: string, body: { files: ReturnType<typeof files> }): Promise<TicketAnswer> =>
    responseOf(createImageUploads, await callRoute(createImageUploads, user.accessToken, { params: { sessionId }, body }));
  const slotsOf = async (sessionId: string) =>
    (await db().entities.session.get({ photographerId: user.sub, sessionId }).go({ consistent: true })).data?.imageSlots;
  const pendingOf = async (sessionId: string) =>
    (await db().entities.sessionImage.query.bySession({ photographerId: user.sub, sessionId }).go({ pages: 'all', consistent: true })).data.filter(
      (image) => image.status === 'pending',
    );
  const granted = (answer: TicketAnswer) => answer.tickets.filter((ticket) => ticket.upload).length;

  it('gives exactly the room left to 20 calls of 50 at once, and refuses the rest as limit_reached', async () => {
    // The photographer's limit is 610 and the session holds 10 ready images: room for 600.
    await setLimit(610);
    const { sessionId } = await createTestSession(user.accessToken, {}, owner);
    for (let i = 0; i < 10; i += 1) await storeImage(user.sub, sessionId);
    expect(await slotsOf(sessionId)).toBe(10);

    const bodies = await Promise.all(Array.from({ length: 20 }, () => askTickets(sessionId, { files: files(50) })));
    expect(bodies.reduce((sum, body) => sum + granted(body), 0)).toBe(600);
    // Room is a multiple of the batch: every call got all its files or none.
    expect(bodies.filter((body) => granted(body) === 50)).toHaveLength(12);
    const refused = bodies.filter((body) => granted(body) === 0);
    expect(refused).toHaveLength(8);
    for (const body of refused) {
      expect(new Set(body.tickets.map((ticket) => ticket.refusal))).toEqual(new Set(['limit_reached']));
      expect(body.limit).toBe(610);
    }
    expect(await slotsOf(sessionId)).toBe(610);
    expect(await pendingOf(sessionId)).toHaveLength(600);

    // Full: one more file is refused, and the list shows the photographer's limit.
    const more = await askTickets(sessionId, { files: files(1) });
    expect(more.tickets.map((ticket) => ticket.refusal)).toEqual(['limit_reached']);
  }, 120_000);

  it('gives a batch only partly within the limit tickets for the files that fit', async () => {
    await setLimit(5);
    const { sessionId } = await createTestSession(user.accessToken, {}, owner);
    await storeImage(user.sub, sessionId);
    const answer = await askTickets(sessionId, { files: files(6) });
    expect(answer.tickets.map((ticket) => ticket.refusal)).toEqual([null, null, null, null, 'limit_reached', 'limit_reached']);
    expect(answer.imageCount).toBe(5);
    expect(await slotsOf(sessionId)).toBe(5);
  });

  it('gives places back when an image fails, is removed, or its ticket expires unused', async () => {
    await setLimit(4);
    const { sessionId } = await createTestSession(user.accessToken, {}, owner);
    const ready = await storeImage(user.sub, sessionId);
    const answer = await askTickets(sessionId, { files: files(3) });
    expect(granted(answer)).toBe(3);
    expect(await slotsOf(sessionId)).toBe(4);
    const [failing, expiring, removed] = answer.tickets.map((ticket) => ticket.upload?.imageId ?? '');
    const ref = (imageId: string | undefined) => ({ photographerId: user.sub, sessionId, imageId: imageId ?? '' });

    // Failed, as the image function leaves a file it refuses: the table stream gives the place back.
    await db().entities.sessionImage.patch(ref(failing)).set({ status: 'failed', failureReason: 'corrupt' }).go();
    await eventually(async () => ((await slotsOf(sessionId)) === 3 ? true : undefined), 20_000);

    // The ticket's item expires (TTL): the stream gives the place back.
    await db().entities.sessionImage.patch(ref(expiring)).set({ expiresAt: Math.floor(Date.now() / 1000) - 1 }).go();
    await eventually(async () => ((await slotsOf(sessionId)) === 2 ? true : undefined), 30_000);

    // Removed by the photographer (a pending and a ready one): at once, in the same transaction.
    const removal = await callRoute(removeSessionImages, user.accessToken, { params: { sessionId }, body: { imageIds: [removed ?? '', ready.imageId] } });
    expect(removal.status, removal.text).toBe(200);
    expect(await slotsOf(sessionId)).toBe(0);

    // The places given back are taken again, up to the limit.
    const again = await askTickets(sessionId, { files: files(5) });
    expect(granted(again)).toBe(4);
  }, 90_000);

  it('takes back the places of tickets past their time that TTL has not removed yet', async () => {
    await setLimit(3);
    const { sessionId } = await createTestSession(user.accessToken, {}, owner);
    const first = await createUploadTickets(user.sub, sessionId, files(3));
    expect(first.tickets.filter((ticket) => ticket.upload)).toHaveLength(3);
    // Two days on (TTL would have removed them, AWS may take days): the call reclaims them.
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const second = await createUploadTickets(user.sub, sessionId, files(2), later);
    expect(second.tickets.map((ticket) => ticket.refusal)).toEqual([null, null]);
    expect(await slotsOf(sessionId)).toBe(2);
    expect(await pendingOf(sessionId)).toHaveLength(2);
  });

  it('counts the images of a session made before the counter existed on its first call', async () => {
    await setLimit(undefined);
    const { sessionId } = await createTestSession(user.accessToken, {}, owner);
    await storeImage(user.sub, sessionId);
    await storeImage(user.sub, sessionId, { status: 'pending' });
    await storeImage(user.sub, sessionId, { status: 'failed' });
    // As today's main leaves a session: no counter at all.
    await db().entities.session.patch({ photographerId: user.sub, sessionId }).remove(['imageSlots']).go();
    expect(await slotsOf(sessionId)).toBeUndefined();

    const bodies = await Promise.all([askTickets(sessionId, { files: files(2) }), askTickets(sessionId, { files: files(3) })]);
    expect(bodies.map(granted)).toEqual([2, 3]);
    expect(bodies[0]?.limit).toBe(2000);
    // Ready and pending count, failed does not: 2, then the 5 new ones.
    expect(await slotsOf(sessionId)).toBe(7);
  });
});

describe('one share link per session under races', () => {
  it('leaves one link and one live token after 20 generations at once', async () => {
    const user = await createPhotographer('link-race');
    const { sessionId } = await createTestSession(user.accessToken);
    await storeImage(user.sub, sessionId);
    const links = await Promise.all(Array.from({ length: 20 }, (_, i) => createShareLink(user.sub, sessionId, { title: `Galería ${i}`, durationDays: 30 })));
    const { data: link } = await db().entities.shareLink.get({ photographerId: user.sub, sessionId }).go({ consistent: true });
    expect(link).toBeTruthy();
    // Every token handed out is gone but the link's own.
    const tokens = [...new Set(links.map((answer) => answer.token))];
    const live = (
      await Promise.all(tokens.map(async (token) => ((await db().entities.shareLinkKey.get({ linkKey: token }).go({ consistent: true })).data ? token : undefined)))
    ).filter(Boolean);
    expect(live).toEqual([link?.token]);
  }, 60_000);
});
