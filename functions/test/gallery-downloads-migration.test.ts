// The zip jobs written before zips were built in parts, and the data migration that rebuilds
// the ones still preparing. Apart from gallery-downloads.test.ts because the migration runs over
// the whole table: it must run alone (functions-serial), the rest of the zips beside other files.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getGalleryDownload } from '@fotostudio/shared/contracts/gallery';
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { callDownloadRoute, createGallery, readyDownload, sha, unzip, type Gallery } from './support/gallery-downloads.js';
import { fixtureItemsOf, putStoredItems } from './support/main-table-fixture.js';
import { storeImage } from './support/sessions.js';
import { mediaBucket, s3 } from './support/storage.js';

let user: TestUser;

beforeAll(async () => {
  user = await createPhotographer('downloads-migration');
});

describe('zip jobs from before parts', () => {
  const old = async (gallery: Gallery, status: 'ready' | 'preparing') => {
    const downloadId = randomUUID();
    const createdAt = new Date().toISOString();
    // As today's main wrote it: one zip at zipKey, no parts. Created ready, so the stream does
    // not queue it (only a creation of a preparing job or a changed buildQueuedAt does).
    await db()
      .entities.galleryDownload.create({
        photographerId: gallery.photographerId,
        sessionId: gallery.sessionId,
        downloadId,
        status: 'ready',
        imageCount: 2,
        bytes: 0,
        zipKey: `downloads/${gallery.photographerId}/${gallery.sessionId}/${downloadId}.zip`,
        expiresAt: Math.floor(Date.now() / 1000) + 7 * 86_400,
        createdAt,
      })
      .go();
    const ref = { photographerId: gallery.photographerId, sessionId: gallery.sessionId, downloadId };
    if (status === 'preparing') await db().entities.galleryDownload.patch(ref).set({ status }).go();
    return ref;
  };

  it('a ready one downloads its single zip; one still preparing is rebuilt in parts by the data migration (loaded beside the fixture of an earlier main), a second run changing nothing', async () => {
    const gallery = await createGallery(user);
    const bodies = [randomBytes(3000), randomBytes(4000)];
    for (const [index, body] of bodies.entries()) await storeImage(gallery.photographerId, gallery.sessionId, { body, contentType: 'image/jpeg', fileName: `vieja-${index}.jpg` });

    // A ready job of main: its zip object is there and downloads as it did.
    const done = await old(gallery, 'ready');
    const zipBody = randomBytes(5000);
    await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: `downloads/${done.photographerId}/${done.sessionId}/${done.downloadId}.zip`, Body: zipBody, ContentType: 'application/zip' }));
    await db().entities.galleryDownload.patch(done).set({ bytes: zipBody.length }).go();
    const served = responseOf(getGalleryDownload, await callDownloadRoute(getGalleryDownload, { linkKey: gallery.linkKey, downloadId: done.downloadId })).download;
    expect(served.parts).toEqual([expect.objectContaining({ number: 1, status: 'ready', fileName: 'Boda de Ana y Luis.zip', url: served.url })]);
    expect(served.url).toMatch(new RegExp(`/z/${done.downloadId}\\.zip\\?`));
    expect(Buffer.from(await (await fetch(served.url ?? '')).arrayBuffer()).equals(zipBody)).toBe(true);

    // The fixture's items (a table made by `npm start` on an earlier main), under a photographer of their own.
    const photographer = randomUUID();
    const fixture = fixtureItemsOf(photographer);
    await putStoredItems(fixture);

    // A job of main still preparing when the worker lands: the stream no longer builds it.
    const unfinished = await old(gallery, 'preparing');
    const step = DATA_MIGRATIONS.find((migration) => migration.id === 'gallery-zip-parts');
    expect(await step?.run()).toBe(1);
    const rebuilt = await readyDownload(gallery, unfinished.downloadId, 60_000);
    // Two small photos make one part, kept at the job's own key.
    expect(rebuilt.parts).toHaveLength(1);
    expect(rebuilt.url).toMatch(new RegExp(`/z/${unfinished.downloadId}\\.zip\\?`));
    const entries = await unzip(Buffer.from(await (await fetch(rebuilt.url ?? '')).arrayBuffer()));
    expect(Object.fromEntries(entries)).toEqual({ 'vieja-0.jpg': sha(bodies[0] as Buffer), 'vieja-1.jpg': sha(bodies[1] as Buffer) });
    expect(await step?.run()).toBe(0);
    // The ready job and the fixture's items are as they were.
    expect((await db().entities.galleryDownload.get(done).go({ consistent: true })).data?.buildQueuedAt).toBeUndefined();
  }, 120_000);
});
