// Storage usage, quota and alerts (issue 23 point 3) over the local stack: the counters on the
// photographer, session and image move with real uploads (the browser's path, the S3 event, the
// image function), removals and a session's deletion, and not again for a replayed event; the
// recount from the bucket equals them; the quota refuses upload tickets; the alerts at 80 / 95 /
// 100 % come once per crossing through the stream; the orphan cleanup lists and deletes only
// objects no item owns; and the data migration fills in the usage of a table made by an
// earlier main (fixtures/main-table-items.jsonl) from its objects, once.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUpload } from '@fotostudio/shared/contracts/media';
import { listNotifications } from '@fotostudio/shared/contracts/notifications';
import { createImageUploads } from '@fotostudio/shared/contracts/sessions';
import { getStorage } from '@fotostudio/shared/contracts/storage';
import { GIGABYTE } from '@fotostudio/shared/plans';
import { alertStorageCrossing, storageAlertOf } from '../src/account/storage-alerts.js';
import { countUncountedStorage, findOrphanedObjects, deleteOrphanedObjects, listObjects, ORPHAN_MIN_AGE_MS, recountStorage } from '../src/account/storage-recount.js';
import { db, ENTITY_NAME_ATTRIBUTE, transact } from '../src/data/database.js';
import { moveStorageUsage } from '../src/data/stores/account.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { handler } from '../src/events/image-upload/handler.js';
import { sessionPrefixes } from '../src/media/object-keys.js';
import { reapSession } from '../src/sessions/session-reaper.js';
import { callApi, callRoute, errorCodeOf, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { createTestSession } from './support/sessions.js';
import { mediaBucket, objectExists, s3 } from './support/storage.js';
import { checkedUploadStatus, PNG, postFile } from './support/uploads.js';
import { s3EventOf } from './support/s3-event.js';
import { fixtureItems, putStoredItems } from './support/main-table-fixture.js';

type Item = Record<string, unknown> & { pk: string; sk: string };

const photo = (seed: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: `hsl(${seed * 67}, 60%, 40%)`, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><circle cx="${100 + seed * 150}" cy="${150 + seed * 60}" r="120" fill="#f4e4b0"/></svg>`) }])
    .jpeg()
    .toBuffer();

/** The same S3 event delivered again, as S3's at-least-once delivery may. */
const deliverAgain = (key: string) => handler(s3EventOf(key), {} as Parameters<typeof handler>[1]);

const photographerUsage = async (photographerId: string) =>
  (await db().entities.photographer.get({ photographerId }).go({ consistent: true })).data?.storageUsedBytes;
const sessionUsage = async (photographerId: string, sessionId: string) =>
  (await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true })).data?.storageUsedBytes;
/** What the bucket holds of a session's files, listed (what the counters must equal). */
const sessionBytesInBucket = async (photographerId: string, sessionId: string) => {
  let total = 0;
  for (const prefix of sessionPrefixes(photographerId, sessionId)) for (const object of await listObjects(prefix)) total += object.size;
  return total;
};

describe('the data migration storage-usage', () => {
  const items = fixtureItems()
    .filter((item) => ['photographer', 'photographerSettings', 'session', 'sessionImage', 'upload', 'sessionPackage'].includes(item[ENTITY_NAME_ATTRIBUTE] as string));
  const photographer = items.find((item) => item[ENTITY_NAME_ATTRIBUTE] === 'photographer') as Item;
  const photographerId = photographer.photographerId as string;
  const images = items.filter((item) => item[ENTITY_NAME_ATTRIBUTE] === 'sessionImage');
  const upload = items.find((item) => item[ENTITY_NAME_ATTRIBUTE] === 'upload') as Item;
  const expectedBySession = new Map<string, number>();
  let expectedImages = 0;

  beforeAll(async () => {
    await putStoredItems(items);
    // The objects an earlier main left: each ready image's files, of sizes that tell them apart.
    let size = 1000;
    for (const image of images) {
      const keys = [...new Set(['keptKey', 'thumbKey', 'gridKey', 'previewKey', 'watermarkedKey', 'watermarkedGridKey'].map((name) => image[name]).filter((key): key is string => typeof key === 'string'))];
      for (const key of keys) {
        size += 17;
        await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: Buffer.alloc(size, 1), ContentType: key.endsWith('.webp') ? 'image/webp' : 'image/jpeg' }));
        const sessionId = image.sessionId as string;
        expectedBySession.set(sessionId, (expectedBySession.get(sessionId) ?? 0) + size);
        expectedImages += size;
      }
    }
    await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: upload.objectKey as string, Body: PNG, ContentType: 'image/png' }));
    // An object no item owns is not counted.
    const [, derived] = sessionPrefixes(photographerId, images[0]?.sessionId as string);
    await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: `${derived}${randomUUID()}.jpg/thumb.webp`, Body: Buffer.alloc(5000) }));
  });

  it('is a step of the migrations', () => {
    expect(DATA_MIGRATIONS.map((m) => m.id)).toContain('storage-usage');
  });

  it('counts each photographer never counted from the bucket once; a second run changes nothing', async () => {
    expect(photographer.storageUsedBytes).toBeUndefined();
    expect(images.length).toBeGreaterThan(0);
    expect(await countUncountedStorage()).toBeGreaterThan(0);
    expect(await photographerUsage(photographerId)).toBe(expectedImages + PNG.length);
    for (const [sessionId, bytes] of expectedBySession) expect(await sessionUsage(photographerId, sessionId)).toBe(bytes);
    const { data: stored } = await db().entities.sessionImage.query.bySession({ photographerId, sessionId: images[0]?.sessionId as string }).go({ consistent: true });
    expect(stored.every((image) => (image.storedBytes ?? 0) > 0)).toBe(true);
    const counted = (await db().entities.photographer.get({ photographerId }).go({ consistent: true })).data;
    expect(counted?.storageCountedAt).toBeDefined();

    await countUncountedStorage();
    expect((await db().entities.photographer.get({ photographerId }).go({ consistent: true })).data).toEqual(counted);
  });
});

describe('storage usage kept by counters', () => {
  let user: TestUser;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer('storage');
  });

  const ticket = async (sessionId: string, bytes: Buffer) =>
    api('POST', `/api/sessions/${sessionId}/images/uploads`, {
      files: [{ fileName: `IMG_${randomUUID().slice(0, 4)}`, contentType: 'image/jpeg', sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }],
    });
  const uploadPhoto = async (sessionId: string, seed: number) => {
    const bytes = await photo(seed);
    const upload = responseOf(createImageUploads, await ticket(sessionId, bytes)).tickets[0]?.upload;
    if (!upload) throw new Error('no ticket');
    expect((await postFile(upload, bytes, 'image/jpeg')).status).toBeLessThan(300);
    const ref = { photographerId: user.sub, sessionId, imageId: upload.imageId };
    const item = await eventually(async () => {
      const { data } = await db().entities.sessionImage.get(ref).go({ consistent: true });
      return data && data.status !== 'pending' ? data : undefined;
    }, 30_000);
    expect(item.status).toBe('ready');
    return { key: upload.key, item };
  };

  it('adds an image’s files when it is ready, not again for a replayed event, takes them off when removed or its session deleted; the recount equals the counters', async () => {
    const session = await createTestSession(user.accessToken);
    const first = await uploadPhoto(session.sessionId, 1);
    const second = await uploadPhoto(session.sessionId, 2);
    const inBucket = await sessionBytesInBucket(user.sub, session.sessionId);
    expect(inBucket).toBeGreaterThan(0);
    expect((first.item.storedBytes ?? 0) + (second.item.storedBytes ?? 0)).toBe(inBucket);
    expect(await sessionUsage(user.sub, session.sessionId)).toBe(inBucket);
    expect(await photographerUsage(user.sub)).toBe(inBucket);

    // S3 delivers the same event again: nothing is counted twice.
    await deliverAgain(first.key);
    expect(await photographerUsage(user.sub)).toBe(inBucket);
    expect(await sessionUsage(user.sub, session.sessionId)).toBe(inBucket);

    // The recount from the bucket finds what the counters say.
    const recount = await recountStorage(user.sub);
    expect(recount.usedBytes).toBe(inBucket);
    expect(await photographerUsage(user.sub)).toBe(inBucket);

    // A profile logo counts with the upload's record, once.
    const logo = responseOf(createUpload, await callRoute(createUpload, user.accessToken, { body: { purpose: 'businessLogo', contentType: 'image/png', sizeBytes: PNG.length } }));
    expect((await postFile(logo, PNG, 'image/png')).status).toBeLessThan(300);
    expect(await checkedUploadStatus(logo.key)).toBe('received');
    expect(await photographerUsage(user.sub)).toBe(inBucket + PNG.length);
    await deliverAgain(logo.key);
    expect(await photographerUsage(user.sub)).toBe(inBucket + PNG.length);
    expect((await recountStorage(user.sub)).usedBytes).toBe(inBucket + PNG.length);

    // Removing one image frees its bytes.
    expect((await api('POST', `/api/sessions/${session.sessionId}/images/remove`, { imageIds: [first.item.imageId] })).status).toBe(200);
    expect(await sessionUsage(user.sub, session.sessionId)).toBe(second.item.storedBytes);
    expect(await photographerUsage(user.sub)).toBe((second.item.storedBytes ?? 0) + PNG.length);

    // The Storage tab's answer: usage, the session's share, the price of more.
    const overview = responseOf(getStorage, await callRoute(getStorage, user.accessToken, {}));
    expect(overview).toMatchObject({ usedBytes: (second.item.storedBytes ?? 0) + PNG.length, quotaBytes: 100 * GIGABYTE, otherBytes: PNG.length });
    expect(overview.sessions).toEqual([expect.objectContaining({ sessionId: session.sessionId, usedBytes: second.item.storedBytes, imageCount: 1 })]);
    expect(overview.extraStorage).toEqual({ blockBytes: 50 * GIGABYTE, monthlyPriceCents: 500, currency: 'EUR' });

    // Deleting the session frees the rest; reaping it again (the stream's record) frees nothing more.
    expect((await api('DELETE', `/api/sessions/${session.sessionId}`)).status).toBeLessThan(300);
    expect(await photographerUsage(user.sub)).toBe(PNG.length);
    await reapSession(user.sub, session.sessionId);
    expect(await photographerUsage(user.sub)).toBe(PNG.length);
    expect((await recountStorage(user.sub)).usedBytes).toBe(PNG.length);
  });

  it('refuses upload tickets once usage reaches the quota, with the catalogue’s message', async () => {
    const session = await createTestSession(user.accessToken);
    const used = (await photographerUsage(user.sub)) ?? 0;
    const bytes = await photo(3);
    await db().entities.photographer.patch({ photographerId: user.sub }).set({ storageQuotaBytes: used + 1 }).go();
    expect((await ticket(session.sessionId, bytes)).status).toBe(201);
    await db().entities.photographer.patch({ photographerId: user.sub }).set({ storageQuotaBytes: used }).go();
    const refused = await ticket(session.sessionId, bytes);
    expect(refused.status).toBe(403);
    expect(errorCodeOf(refused)).toBe('storage.quota_exceeded');
    const logo = await callRoute(createUpload, user.accessToken, { body: { purpose: 'profilePhoto', contentType: 'image/png', sizeBytes: PNG.length } });
    expect(errorCodeOf(logo)).toBe('storage.quota_exceeded');
    await db().entities.photographer.patch({ photographerId: user.sub }).remove(['storageQuotaBytes']).go();
    expect((await ticket(session.sessionId, bytes)).status).toBe(201);
  });
});

describe('storage alerts at 80, 95 and 100 %', () => {
  let user: TestUser;
  const quota = 1_000_000;
  const alerts = async () => {
    const page = responseOf(listNotifications, await callRoute(listNotifications, user.accessToken, { query: { limit: '50' } }));
    return page.unchanged ? [] : page.notifications.flatMap((n) => (n.kind === 'storageAlert' ? [n.percent] : []));
  };
  /** Moves the usage to `bytes` as the counters do (an ADD), which the stream then sees. */
  const moveTo = async (bytes: number) => {
    const now = (await photographerUsage(user.sub)) ?? 0;
    expect((await transact([moveStorageUsage(user.sub, bytes - now)])).committed).toBe(true);
  };

  beforeAll(async () => {
    user = await createPhotographer('storage-alerts');
    await db().entities.photographer.patch({ photographerId: user.sub }).set({ storageQuotaBytes: quota, storageUsedBytes: 0 }).go();
  });

  it('notifies each threshold once per crossing, the highest reached, and again only after falling below', async () => {
    await moveTo(850_000);
    await eventually(async () => ((await alerts()).length === 1 ? true : undefined));
    expect(await alerts()).toEqual([80]);
    // Within the same band: nothing; past 95 %: the 95 % one.
    await moveTo(900_000);
    await moveTo(960_000);
    await eventually(async () => ((await alerts()).length === 2 ? true : undefined));
    expect(await alerts()).toEqual([95, 80]);
    // The same change delivered twice notifies once.
    const { data: item } = await db().entities.photographer.get({ photographerId: user.sub }).go({ consistent: true });
    const before = { ...item, storageUsedBytes: 990_000 };
    const after = { ...item, storageUsedBytes: 1_000_000, updatedAt: new Date().toISOString() };
    await alertStorageCrossing(before, after);
    await alertStorageCrossing(before, after);
    expect(await alerts()).toEqual([100, 95, 80]);
    // Falling below and crossing again is a new crossing.
    await moveTo(500_000);
    await moveTo(820_000);
    await eventually(async () => ((await alerts()).length === 4 ? true : undefined));
    expect(await alerts()).toEqual([80, 100, 95, 80]);
  });

  it('does not alert for the first count of a photographer’s usage (the migration), only for moves', () => {
    const base = { photographerId: 'p', updatedAt: '2026-11-28T10:00:00.000Z', storageQuotaBytes: 100 };
    expect(storageAlertOf(base, { ...base, storageUsedBytes: 99 })).toBeUndefined();
    expect(storageAlertOf({ ...base, storageUsedBytes: 10 }, { ...base, storageUsedBytes: 99 })?.notice.content).toEqual({ kind: 'storageAlert', percent: 95, usedBytes: 99, quotaBytes: 100 });
    expect(storageAlertOf({ ...base, storageUsedBytes: 99 }, { ...base, storageUsedBytes: 10 })).toBeUndefined();
  });
});

describe('the orphaned objects cleanup', () => {
  it('lists in a dry run the objects no item owns, older than a day, and with --apply deletes only those', async () => {
    const user = await createPhotographer('storage-orphans');
    const session = await createTestSession(user.accessToken);
    const [, derived] = sessionPrefixes(user.sub, session.sessionId);
    const put = (key: string) => s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: Buffer.alloc(100) }));
    // Owned: a ready image's files (its item exists).
    const { data: image } = await db()
      .entities.sessionImage.create({
        photographerId: user.sub,
        sessionId: session.sessionId,
        imageId: randomUUID(),
        fileName: 'a.jpg',
        originalKey: `originals/${user.sub}/sessions/${session.sessionId}/owned.jpg`,
        contentType: 'image/jpeg',
        sizeBytes: 100,
        sha256: 'x',
        status: 'ready',
      })
      .go();
    const owned = `${derived}owned.jpg/thumb.webp`;
    const orphans = [`${derived}${randomUUID()}.jpg/thumb.webp`, `derived/${user.sub}/profile/logo-${randomUUID()}.png/thumb.webp`];
    const unknownShape = `derived/${user.sub}/notes.txt`;
    for (const key of [owned, ...orphans, unknownShape]) await put(key);
    const later = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000);

    // Younger than a day: left alone.
    expect(await findOrphanedObjects({ photographerId: user.sub })).toEqual([]);
    const found = await findOrphanedObjects({ photographerId: user.sub, now: later });
    expect(found.map((o) => o.key).sort()).toEqual([...orphans].sort());
    for (const key of [owned, ...orphans, unknownShape]) expect(await objectExists(key)).toBe(true);

    await deleteOrphanedObjects(found);
    for (const key of orphans) expect(await objectExists(key)).toBe(false);
    expect(await objectExists(owned)).toBe(true);
    expect(await objectExists(unknownShape)).toBe(true);
    expect(image.imageId).toBeDefined();
    expect(await findOrphanedObjects({ photographerId: user.sub, now: later })).toEqual([]);

    // Every object of a photographer that does not exist is an orphan.
    const gone = randomUUID();
    await put(`derived/${gone}/sessions/${randomUUID()}/${randomUUID()}.jpg/thumb.webp`);
    expect(await findOrphanedObjects({ photographerId: gone, now: later })).toHaveLength(1);
  });
});
