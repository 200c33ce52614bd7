// The gallery's photos in pages (issue 27 point 1): `gallery.images` pages through every ready
// photo, jumps to a photo, lists the saved selection server-side and looks photos up by id; the
// session's manifest of ready images is written by the table stream when its images change, a
// cold reader takes its list from the manifest (one object) instead of the image items, and
// the data migration `image-manifests` writes it for sessions of a table made by `npm start` on
// an earlier main (fixtures/main-table-items.jsonl), a second run changing nothing.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE, getGallery, getGalleryImages } from '@fotostudio/shared/contracts/gallery';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { db, ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { decodeImageManifest, encodeImageManifest } from '../src/gallery/image-manifest.js';
import { readyImagesThrough, readyListOf, READY_IMAGE_ATTRIBUTES } from '../src/gallery/holder/ready-image-list.js';
import { readManifestImages } from '../src/gallery/holder/ready-images.js';
import { storedManifestRevision, writeImageManifest } from '../src/gallery/workers/image-manifest-writer.js';
import { imageManifestKey, sessionPrefixes } from '../src/media/object-keys.js';
import { callApi, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { fixtureItemsOf, putStoredItem } from './support/main-table-fixture.js';
import { mediaBucket, s3 } from './support/storage.js';

const IMAGES = 25;

const revisionOf = async (photographerId: string, sessionId: string) =>
  (await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true })).data?.imageRevision ?? -1;

const imageRows = async (photographerId: string, sessionId: string) =>
  (await db().entities.sessionImage.query.bySession({ photographerId, sessionId }).go({ pages: 'all', consistent: true, attributes: [...READY_IMAGE_ATTRIBUTES] })).data;

const storedManifest = async (photographerId: string, sessionId: string) => {
  const answer = await s3.send(new GetObjectCommand({ Bucket: mediaBucket(), Key: imageManifestKey(photographerId, sessionId) }));
  const body = await answer.Body?.transformToByteArray();
  return body && decodeImageManifest(body, sessionPrefixes(photographerId, sessionId)[0]);
};

describe('the gallery in pages and its manifest of ready images', () => {
  let user: TestUser;
  let sessionId: string;
  let imageIds: string[];
  let token: string;
  const page = async (query: string) => {
    const answer = await callApi({ method: 'GET', path: `/api/gallery/${token}/images${query}` });
    expect(answer.status, answer.text).toBe(200);
    return responseOf(getGalleryImages, answer);
  };

  beforeAll(async () => {
    user = await createPhotographer('gallery-pages');
    ({ sessionId } = await createTestSession(user.accessToken, { title: 'Boda grande' }));
    imageIds = [];
    for (let i = 0; i < IMAGES; i += 1) imageIds.push((await storeImage(user.sub, sessionId, { fileName: `IMG_${String(i).padStart(3, '0')}.png` })).imageId);
    const answer = await callApi({ method: 'POST', path: `/api/sessions/${sessionId}/share-link`, token: user.accessToken, body: { title: 'Elige', durationDays: 30 } });
    expect(answer.status, answer.text).toBe(201);
    token = responseOf(createShareLink, answer).link.token;
  });

  it('pages through every photo in gallery order, jumps to a photo and to photo N', async () => {
    const seen: string[] = [];
    for (let offset = 0; ; ) {
      const next = await page(`?limit=10&offset=${offset}`);
      expect(next).toMatchObject({ offset, total: IMAGES });
      expect(next.images.length).toBeLessThanOrEqual(10);
      seen.push(...next.images.map((image) => image.imageId));
      offset += next.images.length;
      if (offset >= next.total) break;
    }
    expect(seen).toEqual(imageIds);
    const at = await page(`?limit=10&at=${imageIds[17]}`);
    expect(at.offset).toBe(10);
    expect(at.images.map((image) => image.imageId)).toEqual(imageIds.slice(10, 20));
    const photo21 = await page('?limit=3&offset=20');
    expect(photo21.images.map((image) => image.imageId)).toEqual(imageIds.slice(20, 23));
    expect(photo21.images[0]).toMatchObject({ fileName: 'IMG_020.png', width: 1, height: 1, thumbhash: 'abc' });
    expect((await page('?offset=999')).images).toEqual([]);
  });

  it('lists the saved selection server-side in gallery order, and photos by id in the order named', async () => {
    const chosen = [imageIds[21], imageIds[3], imageIds[12]] as string[];
    const draft = { images: chosen.map((imageId) => ({ imageId, products: [], comment: null })), additionalProducts: [], fullGallerySelected: false, generalComment: null };
    expect((await callApi({ method: 'PUT', path: `/api/gallery/${token}/draft`, body: draft })).status).toBe(200);
    const selected = await page('?filter=selected&limit=2');
    expect(selected).toMatchObject({ offset: 0, total: 3 });
    expect(selected.images.map((image) => image.imageId)).toEqual([imageIds[3], imageIds[12]]);
    expect((await page('?filter=selected&limit=2&offset=2')).images.map((image) => image.imageId)).toEqual([imageIds[21]]);
    const byId = await page(`?ids=${[imageIds[9], randomUUID(), imageIds[2]].join(',')}`);
    expect(byId.images.map((image) => image.imageId)).toEqual([imageIds[9], imageIds[2]]);
    // The gallery's first call: the counts, the draft (all its photos), the first page.
    const { gallery } = responseOf(getGallery, await callApi({ method: 'GET', path: `/api/gallery/${token}` }));
    expect(gallery).toMatchObject({ imageCount: IMAGES, selectedCount: 3 });
    expect(gallery.images.map((image) => image.imageId)).toEqual(imageIds.slice(0, GALLERY_PAGE_SIZE));
    expect(gallery.draft?.images.map((image) => image.imageId)).toEqual(chosen);
    const refused = await callApi({ method: 'GET', path: `/api/gallery/${token}/images?limit=1000` });
    expect(refused.status).toBe(400);
  });

  // These wait on the table stream (60 s each), which may still be working through the files run
  // before this one: their own timeout is above that wait, not the project's 30 s.
  it('keeps the manifest at the session’s revision from the table stream, and a cold reader takes the list from it', async () => {
    const revision = await revisionOf(user.sub, sessionId);
    const manifest = await eventually(async () => {
      const stored = await storedManifest(user.sub, sessionId).catch(() => undefined);
      return stored?.revision === revision ? stored : undefined;
    }, 60_000);
    expect(manifest.images).toEqual(readyListOf(user.sub, sessionId, await imageRows(user.sub, sessionId)));
    expect(manifest.images.map((image) => image.imageId)).toEqual(imageIds);

    // A container without the list: one manifest read, no image items.
    let itemReads = 0;
    const cold = readyImagesThrough(async () => {
      itemReads += 1;
      return imageRows(user.sub, sessionId);
    }, readManifestImages);
    const session = { photographerId: user.sub, sessionId, imageRevision: revision };
    expect((await cold(session)).images.map((image) => image.imageId)).toEqual(imageIds);
    expect(itemReads).toBe(0);

    // A manifest behind the session (or missing) is not used: the items are read.
    const behind = readyImagesThrough(async () => {
      itemReads += 1;
      return imageRows(user.sub, sessionId);
    }, readManifestImages);
    expect((await behind({ ...session, imageRevision: revision + 1 })).images).toHaveLength(IMAGES);
    expect(itemReads).toBe(1);

    // A new photo moves the revision; the stream writes the manifest with it.
    const added = await storeImage(user.sub, sessionId, { fileName: 'IMG_999.png' });
    const moved = await revisionOf(user.sub, sessionId);
    const after = await eventually(async () => {
      const stored = await storedManifest(user.sub, sessionId).catch(() => undefined);
      return stored?.revision === moved ? stored : undefined;
    }, 60_000);
    expect(after.images.map((image) => image.imageId)).toEqual([...imageIds, added.imageId]);
    expect((await page(`?at=${added.imageId}&limit=10`)).images.map((image) => image.imageId)).toContain(added.imageId);
  }, 150_000);

  it('does not write a manifest whose revision would name another list', async () => {
    const revision = await revisionOf(user.sub, sessionId);
    await eventually(async () => ((await storedManifestRevision(user.sub, sessionId)) === revision ? true : undefined), 60_000);
    // Written at the current revision already: nothing to do; a record of an older revision writes nothing.
    expect(await writeImageManifest(user.sub, sessionId)).toBe(false);
    expect(await writeImageManifest(user.sub, sessionId, revision - 1)).toBe(false);
    // A stored manifest of another layout or damaged is not read.
    const key = imageManifestKey(user.sub, sessionId);
    await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: Buffer.from('not gzip') }));
    expect(await readManifestImages({ photographerId: user.sub, sessionId, imageRevision: revision })).toBeUndefined();
    expect(await writeImageManifest(user.sub, sessionId)).toBe(true);
    expect((await readManifestImages({ photographerId: user.sub, sessionId, imageRevision: revision }))?.length).toBe(IMAGES + 1);
  }, 150_000);
});

describe('the data migration image-manifests', () => {
  const photographerId = randomUUID();

  it('writes the manifest of each fixture session with ready images, and a second run writes nothing', async () => {
    const items = fixtureItemsOf(photographerId, ['session', 'sessionImage']);
    await Promise.all(items.map(putStoredItem));
    const sessions = items.filter((item) => item[ENTITY_NAME_ATTRIBUTE] === 'session' && (item.imageRevision as number) > 0);
    expect(sessions.length).toBeGreaterThan(0);
    const step = DATA_MIGRATIONS.find((migration) => migration.id === 'image-manifests');
    if (!step) throw new Error('no data migration image-manifests');
    expect(await step.run()).toBeGreaterThanOrEqual(sessions.length);
    for (const session of sessions) {
      const id = session.sessionId as string;
      const manifest = await storedManifest(photographerId, id);
      expect(manifest?.revision).toBe(session.imageRevision);
      const ready = readyListOf(photographerId, id, await imageRows(photographerId, id));
      expect(ready.length).toBeGreaterThan(0);
      expect(manifest?.images).toEqual(ready);
      // What was kept reads back through the codec as the items give it.
      expect(decodeImageManifest(encodeImageManifest({ revision: 1, images: ready }, sessionPrefixes(photographerId, id)[0]), sessionPrefixes(photographerId, id)[0])?.images).toEqual(ready);
    }
    for (const session of sessions) expect(await writeImageManifest(photographerId, session.sessionId as string)).toBe(false);
  });
});
