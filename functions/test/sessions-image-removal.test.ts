// Removing marked images of a session: items, the ready count, the cover and the files; a
// storage that fails is tried three times and the names it kept are answered.
import { archiveSession, removeSessionImages } from '@fotostudio/shared/contracts/sessions';
import { STORAGE_DELETE_WAITS_MS } from '@fotostudio/shared/sessions/session-limits';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { removeSessionImages as removeImages } from '../src/sessions/remove-images.js';
import { callRoute, errorCodeOf, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createClientAndPackage, createTestSession, sessionState, storeImage } from './support/sessions.js';
import { objectExists } from './support/storage.js';

const sessionItem = async (photographerId: string, sessionId: string) =>
  (await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true })).data;

describe('removing session images', () => {
  let user: TestUser;
  let owner: { clientId: string; packageId: string };

  beforeAll(async () => {
    user = await createPhotographer('image-removal');
    owner = await createClientAndPackage(user.accessToken);
  });

  const newSession = async () => (await createTestSession(user.accessToken, {}, owner)).sessionId;

  it('removes the marked images, their files and their count, moves the cover, and ignores ids that are not the session’s', async () => {
    const sessionId = await newSession();
    const cover = await storeImage(user.sub, sessionId, { fileName: 'a.png' });
    const kept = await storeImage(user.sub, sessionId, { fileName: 'b.png' });
    const pending = await storeImage(user.sub, sessionId, { status: 'pending', fileName: 'c.png' });
    const neighbour = await newSession();
    const foreignImage = await storeImage(user.sub, neighbour);
    expect((await sessionItem(user.sub, sessionId))?.coverImageId).toBe(cover.imageId);

    const answer = await callRoute(removeSessionImages, user.accessToken, {
      params: { sessionId },
      body: { imageIds: [cover.imageId, pending.imageId, randomUUID(), foreignImage.imageId] },
    });
    const body = responseOf(removeSessionImages, answer);
    expect(body.removed.sort()).toEqual([cover.imageId, pending.imageId].sort());
    expect(body.deletedErrors).toEqual([]);

    const session = await sessionItem(user.sub, sessionId);
    expect(session).toMatchObject({ imageCount: 1, coverImageId: kept.imageId, coverKey: kept.gridKey });
    for (const key of [...cover.objectKeys, ...pending.objectKeys]) expect(await objectExists(key), key).toBe(false);
    for (const key of kept.objectKeys) expect(await objectExists(key), key).toBe(true);
    // An image of the photographer's other session, named in the request, is not touched.
    expect(await sessionState(user.sub, neighbour, foreignImage.objectKeys)).toMatchObject({ images: 1, objects: 3 });
    expect((await sessionItem(user.sub, neighbour))?.imageCount).toBe(1);
  });

  it('removes failed and pending images without changing the ready count or the cover', async () => {
    const sessionId = await newSession();
    const ready = await storeImage(user.sub, sessionId);
    const failed = await storeImage(user.sub, sessionId, { status: 'failed' });
    const pending = await storeImage(user.sub, sessionId, { status: 'pending' });
    const answer = await callRoute(removeSessionImages, user.accessToken, {
      params: { sessionId },
      body: { imageIds: [failed.imageId, pending.imageId] },
    });
    expect(responseOf(removeSessionImages, answer).removed.sort()).toEqual([failed.imageId, pending.imageId].sort());
    expect(await sessionItem(user.sub, sessionId)).toMatchObject({ imageCount: 1, coverImageId: ready.imageId });
    expect(await sessionState(user.sub, sessionId, [...failed.objectKeys, ...pending.objectKeys])).toMatchObject({ images: 1, objects: 0 });
  });

  it('clears the cover when no ready image is left', async () => {
    const sessionId = await newSession();
    const only = await storeImage(user.sub, sessionId);
    const answer = await callRoute(removeSessionImages, user.accessToken, { params: { sessionId }, body: { imageIds: [only.imageId] } });
    expect(answer.status, answer.text).toBe(200);
    const session = await sessionItem(user.sub, sessionId);
    expect(session?.imageCount).toBe(0);
    expect(session?.coverImageId).toBeUndefined();
    expect(session?.coverKey).toBeUndefined();
  });

  it('tries a failing storage three times, waiting 2 s and 4 s, and answers the names it could not delete', async () => {
    const sessionId = await newSession();
    const broken = await storeImage(user.sub, sessionId, { fileName: 'IMG_0001.jpg' });
    const flaky = await storeImage(user.sub, sessionId, { fileName: 'IMG_0002.jpg' });
    const tries = new Map<string, number>();
    const waits: number[] = [];
    const result = await removeImages(user.sub, sessionId, [broken.imageId, flaky.imageId], {
      deleteFiles: async (image) => {
        const count = (tries.get(image.fileName) ?? 0) + 1;
        tries.set(image.fileName, count);
        // The flaky one works at its third try; the broken one never does.
        if (image.fileName === 'IMG_0001.jpg' || count < 3) throw new Error('storage unavailable');
      },
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result.removed.sort()).toEqual([broken.imageId, flaky.imageId].sort());
    expect(result.deletedErrors).toEqual(['IMG_0001.jpg']);
    expect(Object.fromEntries(tries)).toEqual({ 'IMG_0001.jpg': 3, 'IMG_0002.jpg': 3 });
    expect(waits.sort()).toEqual([...STORAGE_DELETE_WAITS_MS, ...STORAGE_DELETE_WAITS_MS].sort());
    // The items are gone either way: the photographer removed them.
    expect((await sessionState(user.sub, sessionId, [])).images).toBe(0);
  });

  it('refuses changes to an archived session', async () => {
    const sessionId = await newSession();
    const image = await storeImage(user.sub, sessionId);
    expect((await callRoute(archiveSession, user.accessToken, { params: { sessionId } })).status).toBe(200);
    const answer = await callRoute(removeSessionImages, user.accessToken, { params: { sessionId }, body: { imageIds: [image.imageId] } });
    expect({ status: answer.status, code: errorCodeOf(answer) }).toEqual({ status: 409, code: 'sessions.archived' });
    expect(await objectExists(image.originalKey)).toBe(true);
  });
});
