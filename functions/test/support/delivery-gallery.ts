// A photographer with a proofing package and a client, and sessions delivered to them (a proof,
// a share link, two finals with GPS): what delivery-gallery.test.ts and
// delivery-gallery-migration.test.ts both work on.
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { createSession } from '@fotostudio/shared/contracts/sessions';
import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import { db } from '../../src/data/database.js';
import { appConfig } from '../../src/lib/config.js';
import { readObject } from '../../src/sessions/process-session-image.js';
import { newLinkToken } from '../../src/share-links/link-store.js';
import { callApi, responseOf } from './api.js';
import { basePackage } from './catalog-fixtures.js';
import { createPhotographer, type TestUser } from './cognito-users.js';
import { uploadProcessed } from './uploads.js';

/** A camera JPEG with a GPS position (Barcelona); `seed` makes each photo different. */
export const photo = (seed: number) =>
  sharp({ create: { width: 640, height: 420, channels: 3, background: `hsl(${seed * 53}, 55%, 45%)`, noise: { type: 'gaussian', mean: 100 + seed * 7, sigma: 30 } } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><rect x="${40 + seed * 30}" y="80" width="200" height="200" fill="#fafafa"/></svg>`) }])
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Sony', Copyright: 'Estudio Mar' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 10/1 0/1' } })
    .toBuffer();

/** The studio, made in the calling file's beforeAll; `user` is read once that has run. */
export const deliveryStudio = (label: string) => {
  let user: TestUser;
  let clientId: string;
  let packageId: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const holder = (token: string, path = '', query?: Record<string, string>, method = 'GET', headers?: Record<string, string>) =>
    callApi({ method, path: `/api/gallery/${token}${path}`, query, headers });

  beforeAll(async () => {
    user = await createPhotographer(label);
    expect((await api('PUT', '/api/me', { businessName: 'Estudio Mar' })).status).toBe(200);
    // A proofing package without downloads: the delivery's downloads do not depend on it.
    const pkg = await api('POST', '/api/packages', { ...basePackage, watermark: false, allowDownload: false });
    packageId = responseOf(createPackage, pkg).package.packageId;
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Lucía', lastName: 'Gil', emails: { primary: 'lucia@example.com' } });
    clientId = responseOf(createContact, client).contact.contactId;
  });

  const upload = async (sessionId: string, set: 'images' | 'finals', bytes: Buffer, fileName: string) => {
    const ready = await uploadProcessed(user, sessionId, set, bytes, fileName, 60_000);
    expect(ready.status).toBe('ready');
    return ready;
  };

  /** A session with one proof (its cover), a share link, and two finals with GPS, the first the cover's edit. */
  const deliveredSession = async () => {
    const answer = await api('POST', '/api/sessions', { clientId, packageId, title: 'Boda en el puerto', sessionType: 'wedding', calendarSync: false });
    const { sessionId } = responseOf(createSession, answer).session;
    const token = newLinkToken();
    await db()
      .entities.shareLink.create({ photographerId: user.sub, sessionId, token, title: 'Vuestra boda', durationDays: 30, active: true, validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString() })
      .go();
    await db().entities.shareLinkKey.create({ linkKey: token, kind: 'token', photographerId: user.sub, sessionId }).go();
    const proof = await upload(sessionId, 'images', await photo(1), 'DSC_0001.jpg');
    const bodies = [await photo(2), await photo(3)];
    const second = await upload(sessionId, 'finals', bodies[1] as Buffer, 'DSC_0002.jpg');
    const edited = await upload(sessionId, 'finals', bodies[0] as Buffer, 'DSC_0001-Edit.jpg');
    return { sessionId, token, proof, finals: [second, edited], bodies: new Map([[edited.imageId, bodies[0] as Buffer], [second.imageId, bodies[1] as Buffer]]) };
  };

  /** A final's watermarked files and its clean ones, as the bucket holds them. */
  const filesOf = async (sessionId: string, imageId: string) => {
    const { data: final } = await db().entities.sessionFinal.get({ photographerId: user.sub, sessionId, imageId }).go({ consistent: true });
    const read = async (key: string | undefined) => {
      const object = key ? await readObject(appConfig().MEDIA_BUCKET, key) : undefined;
      if (!object) throw new Error(`${imageId}: no file ${key}`);
      return Buffer.from(object.bytes);
    };
    return {
      watermarkedGrid: await read(final?.watermarkedGridKey),
      watermarked: await read(final?.watermarkedKey),
      watermarkedFull: await read(final?.watermarkedFullKey),
      grid: await read(final?.gridKey),
      preview: await read(final?.previewKey),
      original: await read(final?.keptKey),
    };
  };

  /** How far apart two pictures of one size are: the mean absolute difference of their RGB values (0 to 255). */
  const pixelDistance = async (a: Buffer, b: Buffer): Promise<number> => {
    const [one, two] = await Promise.all([a, b].map((bytes) => sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
    if (!one || !two) throw new Error('not decoded');
    expect([one.info.width, one.info.height]).toEqual([two.info.width, two.info.height]);
    let sum = 0;
    for (let index = 0; index < one.data.length; index += 1) sum += Math.abs((one.data[index] ?? 0) - (two.data[index] ?? 0));
    return sum / one.data.length;
  };

  return {
    get user() {
      return user;
    },
    api,
    holder,
    upload,
    deliveredSession,
    filesOf,
    pixelDistance,
  };
};
