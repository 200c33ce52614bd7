// Location data never reaches a client's download unless the photographer keeps it (issue 28
// point 4), over the local stack: an upload with GPS goes through the image function, which
// keeps the original and writes a copy without GPS (the same scan data); the single download and
// the zip give the client that copy, and the original when the session keeps the location; the
// data migration gives images of an earlier main (the fixture's among them) their file once.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { getDeliverySettings, updateDeliverySettings } from '@fotostudio/shared/contracts/session-delivery';
import { createSession } from '@fotostudio/shared/contracts/sessions';
import exifr from 'exifr';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { getDownload, imageDownload, startDownload } from '../src/gallery/holder/downloads.js';
import { giveSessionLocationFreeFiles } from '../src/gallery/workers/location-free-files.js';
import { scanStartOf } from '../src/images/location-data.js';
import { newLinkToken } from '../src/share-links/link-store.js';
import { callApi, responseOf } from './support/api.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { storeImage } from './support/sessions.js';
import { mediaBucket, s3 } from './support/storage.js';
import { uploadProcessed } from './support/uploads.js';
import { zipFiles } from './support/zip-files.js';
import { fixtureItemsOf, putStoredItems } from './support/main-table-fixture.js';

/** A camera JPEG with a GPS position (Madrid) beside the photographer's own tags; `seed` makes each photo different to the similar-image check. */
const locatedPhoto = (seed: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: `hsl(${seed * 67}, 60%, 40%)`, noise: { type: 'gaussian', mean: 110 + seed * 9, sigma: 35 } } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><circle cx="${100 + seed * 80}" cy="200" r="90" fill="#f4e4b0"/></svg>`) }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Copyright: 'Estudio Luz', Make: 'Fujifilm' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 5/1' },
    })
    .toBuffer();

const scanData = (bytes: Uint8Array): Buffer => Buffer.from(bytes.subarray(scanStartOf(bytes) ?? Number.NaN));

const objectBytes = async (key: string): Promise<Buffer> => {
  const object = await s3.send(new GetObjectCommand({ Bucket: mediaBucket(), Key: key }));
  return Buffer.from(await (object.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array())));
};

const fetched = async (url: string): Promise<Buffer> => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

describe('location data in clients’ downloads', () => {
  let user: TestUser;
  let clientId: string;
  let packageId: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer('location-free');
    const pkg = await api('POST', '/api/packages', { ...basePackage, watermark: false, allowDownload: true });
    packageId = responseOf(createPackage, pkg).package.packageId;
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Ana', lastName: 'Ruiz', emails: { primary: 'ana@example.com' } });
    clientId = responseOf(createContact, client).contact.contactId;
  });

  /** A session with a share link, and the scope the share-link middleware hands a use case. */
  const gallery = async () => {
    const answer = await api('POST', '/api/sessions', { clientId, packageId, title: 'Boda en la sierra', sessionType: 'wedding', calendarSync: false });
    const { sessionId } = responseOf(createSession, answer).session;
    const photographerId = user.sub;
    const { data: link } = await db()
      .entities.shareLink.create({ photographerId, sessionId, token: newLinkToken(), title: 'Boda', durationDays: 30, active: true, validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString() })
      .go();
    return { photographerId, sessionId, link };
  };

  const upload = (sessionId: string, bytes: Buffer, fileName: string) => uploadProcessed(user, sessionId, 'images', bytes, fileName);

  it('keeps the photographer’s original, gives clients a copy without GPS (single download and zip), and the original when the location is kept', async () => {
    const scope = await gallery();
    const bodies = await Promise.all([locatedPhoto(1), locatedPhoto(2)]);
    const first = await upload(scope.sessionId, bodies[0] as Buffer, 'IMG_0101.jpg');
    const second = await upload(scope.sessionId, bodies[1] as Buffer, 'IMG_0102.jpg');
    for (const [image, body] of [
      [first, bodies[0]],
      [second, bodies[1]],
    ] as const) {
      expect(image.status).toBe('ready');
      // The photographer's own file is untouched, GPS and all.
      expect((await objectBytes(image.keptKey ?? '')).equals(body as Buffer)).toBe(true);
      expect(image.locationFreeKey).toMatch(new RegExp(`^derived/${user.sub}/sessions/${scope.sessionId}/${image.imageId}\\.jpg/no-location\\.jpg$`));
      const copy = await objectBytes(image.locationFreeKey ?? '');
      expect(await exifr.gps(copy)).toBeUndefined();
      expect(await exifr.parse(copy)).toMatchObject({ Copyright: 'Estudio Luz', Make: 'Fujifilm' });
      expect(scanData(copy).equals(scanData(body as Buffer))).toBe(true);
    }
    // The copy counts in the storage usage.
    const { data: session } = await db().entities.session.get({ photographerId: user.sub, sessionId: scope.sessionId }).go({ consistent: true });
    expect(first.storedBytes).toBeGreaterThan(2 * (bodies[0] as Buffer).length);
    expect(session?.storageUsedBytes).toBe((first.storedBytes ?? 0) + (second.storedBytes ?? 0));

    // One photo, as a client downloads it: no position, the same picture.
    const single = await imageDownload(scope, first.imageId);
    expect(single.fileName).toBe('IMG_0101.jpg');
    expect(single.url).toMatch(/\/n\/[0-9a-f-]{36}\.jpg\?/);
    const downloaded = await fetched(single.url);
    expect(await exifr.gps(downloaded)).toBeUndefined();
    expect(scanData(downloaded).equals(scanData(bodies[0] as Buffer))).toBe(true);

    // All of them as a zip: none has a position.
    const { download } = await startDownload(scope);
    const ready = await eventually(async () => {
      const current = (await getDownload(scope, download.downloadId)).download;
      if (current.status === 'failed') throw new Error('the zip failed');
      return current.status === 'ready' ? current : undefined;
    }, 30_000);
    const entries = await zipFiles(await fetched(ready.url ?? ''));
    expect([...entries.keys()].sort()).toEqual(['IMG_0101.jpg', 'IMG_0102.jpg']);
    for (const [name, bytes] of entries) {
      expect(await exifr.gps(bytes), name).toBeUndefined();
      expect(scanData(bytes).equals(scanData((name === 'IMG_0101.jpg' ? bodies[0] : bodies[1]) as Buffer))).toBe(true);
    }

    // The photographer keeps the location (removed by default): the client gets the original itself.
    const path = `/api/sessions/${scope.sessionId}/delivery`;
    expect(responseOf(getDeliverySettings, await api('GET', path)).delivery).toMatchObject({ keepLocation: false });
    expect(responseOf(updateDeliverySettings, await api('PUT', path, { keepLocation: true })).delivery).toMatchObject({ keepLocation: true });
    expect(responseOf(getDeliverySettings, await api('GET', path)).delivery).toMatchObject({ keepLocation: true });
    const kept = await imageDownload(scope, first.imageId);
    expect(kept.url).toMatch(/\/o\/[0-9a-f-]{36}\.jpg\?/);
    expect(await exifr.gps(await fetched(kept.url))).toMatchObject({ latitude: expect.closeTo(40.42, 2) });
  }, 120_000);

  it('the data migration gives images of an earlier main their location-free file once, counted in the storage', async () => {
    const scope = await gallery();
    const located = await locatedPhoto(5);
    // As an earlier main left them: ready, no locationFreeKey; one with GPS, one without.
    const withGps = await storeImage(user.sub, scope.sessionId, { body: located, contentType: 'image/jpeg', fileName: 'gps.jpg' });
    const plain = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#345' } }).jpeg().toBuffer();
    const without = await storeImage(user.sub, scope.sessionId, { body: plain, contentType: 'image/jpeg', fileName: 'plain.jpg' });
    for (const image of [withGps, without]) await db().entities.sessionImage.patch(image).remove(['locationFreeKey']).set({ storedBytes: 100 }).go();
    // Not offered until the migration has given it its file.
    await expect(imageDownload(scope, withGps.imageId)).rejects.toMatchObject({ code: 'gallery.image_not_in_session' });
    const usage = async () => ({
      session: (await db().entities.session.get(scope).go({ consistent: true })).data?.storageUsedBytes ?? 0,
      photographer: (await db().entities.photographer.get({ photographerId: user.sub }).go({ consistent: true })).data?.storageUsedBytes ?? 0,
    });
    const before = await usage();

    expect(await giveSessionLocationFreeFiles(scope)).toBe(2);
    const item = async (imageId: string) => (await db().entities.sessionImage.get({ ...scope, imageId }).go({ consistent: true })).data;
    const [gps, none] = await Promise.all([item(withGps.imageId), item(without.imageId)]);
    expect(none?.locationFreeKey).toBe(without.originalKey);
    expect(gps?.locationFreeKey).toMatch(/\/no-location\.jpg$/);
    const copy = await objectBytes(gps?.locationFreeKey ?? '');
    expect(await exifr.gps(copy)).toBeUndefined();
    expect(scanData(copy).equals(scanData(located))).toBe(true);
    expect(gps?.storedBytes).toBe(100 + copy.length);
    const after = await usage();
    expect(after.session - before.session).toBe(copy.length);
    expect(after.photographer - before.photographer).toBe(copy.length);
    expect(await exifr.gps(await fetched((await imageDownload(scope, withGps.imageId)).url))).toBeUndefined();

    // A second run changes nothing.
    expect(await giveSessionLocationFreeFiles(scope)).toBe(0);
    expect(await usage()).toEqual(after);
  }, 120_000);

  it('runs on the items of an earlier main (the fixture), once', async () => {
    const photographer = randomUUID();
    const fixture = fixtureItemsOf(photographer);
    await putStoredItems(fixture);
    const readyImages = fixture.filter((item) => item.__edb_e__ === 'sessionImage' && item.status === 'ready');
    expect(readyImages.length).toBeGreaterThan(0);
    // Their kept files, as that stack had them: originals with a position, compressed copies (no metadata).
    const originals = readyImages.filter((image) => String(image.keptKey).startsWith('originals/'));
    expect(originals.length).toBeGreaterThan(0);
    expect(originals.length).toBeLessThan(readyImages.length);
    for (const [index, image] of originals.entries()) {
      await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: String(image.keptKey), Body: await locatedPhoto(index), ContentType: 'image/jpeg' }));
    }
    const sessions = [...new Set(readyImages.map((image) => String(image.sessionId)))];
    const step = DATA_MIGRATIONS.find((migration) => migration.id === 'client-files-without-location');
    expect(step).toBeDefined();
    let changed = 0;
    for (const sessionId of sessions) changed += await giveSessionLocationFreeFiles({ photographerId: photographer, sessionId });
    expect(changed).toBe(readyImages.length);
    for (const image of readyImages) {
      const { data } = await db().entities.sessionImage.get({ photographerId: photographer, sessionId: String(image.sessionId), imageId: String(image.imageId) }).go({ consistent: true });
      if (originals.includes(image)) {
        expect(data?.locationFreeKey).toMatch(/\/no-location\.jpg$/);
        expect(await exifr.gps(await objectBytes(data?.locationFreeKey ?? ''))).toBeUndefined();
      } else {
        expect(data?.locationFreeKey).toBe(image.keptKey);
      }
    }
    // The whole step, over every session of the table, leaves these alone now.
    await step?.run();
    for (const sessionId of sessions) expect(await giveSessionLocationFreeFiles({ photographerId: photographer, sessionId })).toBe(0);
  }, 180_000);
});
