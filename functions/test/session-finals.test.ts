// The delivery's finals ("Entrega", issue 28 point 4), over the local stack: uploaded with the
// same tickets as the proofs to their own items and keys, processed by the image function
// without watermark (the package's is for proofing) or compression, with a copy without GPS;
// counted in the storage but not among the proofs (list, count, places, cover); listed with
// the match report against the confirmed selection; removed with their files and bytes, and
// reaped with the session.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { getDeliverySettings, updateDeliverySettings } from '@fotostudio/shared/contracts/session-delivery';
import { listSessionFinals, removeSessionFinals } from '@fotostudio/shared/contracts/session-finals';
import { createSession, listSessionImages } from '@fotostudio/shared/contracts/sessions';
import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { pricingRecordsOf } from '../src/gallery/holder/gallery-terms.js';
import { priceOf } from '../src/gallery/holder/pricing-records.js';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mediaBucket, objectExists, s3 } from './support/storage.js';
import { uploadProcessed } from './support/uploads.js';

/** A JPEG with a GPS position; `seed` makes each photo different. */
const photo = (seed: number, withGps = true) => {
  const image = sharp({ create: { width: 640, height: 420, channels: 3, background: `hsl(${seed * 53}, 55%, 45%)`, noise: { type: 'gaussian', mean: 100 + seed * 7, sigma: 30 } } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><rect x="${40 + seed * 30}" y="80" width="200" height="200" fill="#fafafa"/></svg>`) }])
    .jpeg({ quality: 88 });
  return (withGps ? image.withExif({ IFD0: { Make: 'Sony' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 10/1 0/1' } }) : image).toBuffer();
};

const objectBytes = async (key: string): Promise<Buffer> => {
  const object = await s3.send(new GetObjectCommand({ Bucket: mediaBucket(), Key: key }));
  return Buffer.from(await (object.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array())));
};

describe('the delivery’s finals', () => {
  let user: TestUser;
  let clientId: string;
  let packageId: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer('finals');
    expect((await api('PUT', '/api/me', { businessName: 'Estudio Mar' })).status).toBe(200);
    // A watermarked package that allows no download: proofs get a watermark and a compressed copy; finals neither.
    const pkg = await api('POST', '/api/packages', { ...basePackage, watermark: true, allowDownload: false });
    packageId = responseOf(createPackage, pkg).package.packageId;
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Lucía', lastName: 'Gil', emails: { primary: 'lucia@example.com' } });
    clientId = responseOf(createContact, client).contact.contactId;
  });

  const newSession = async () => {
    const answer = await api('POST', '/api/sessions', { clientId, packageId, title: 'Boda en el puerto', sessionType: 'wedding', calendarSync: false });
    return responseOf(createSession, answer).session.sessionId;
  };

  const upload = (sessionId: string, set: 'images' | 'finals', bytes: Buffer, fileName: string) => uploadProcessed(user, sessionId, set, bytes, fileName);

  const confirm = async (sessionId: string, selected: { imageId: string; fileName: string }[]) => {
    const choices = { images: selected.map(({ imageId }) => ({ imageId, products: [] })), additionalProducts: [], fullGallerySelected: false };
    const { data: session } = await db().entities.session.get({ photographerId: user.sub, sessionId }).go();
    if (!session) throw new Error('the session is gone');
    await db()
      .entities.sessionSelection.create({
        photographerId: user.sub,
        sessionId,
        version: 1,
        confirmedAt: new Date().toISOString(),
        choices: JSON.stringify(choices),
        lines: '{}',
        price: JSON.stringify(priceOf(choices, await pricingRecordsOf(session))),
        fileNames: JSON.stringify(Object.fromEntries(selected.map(({ imageId, fileName }) => [imageId, fileName]))),
      })
      .go();
  };

  const usage = async (sessionId: string) => ({
    session: (await db().entities.session.get({ photographerId: user.sub, sessionId }).go({ consistent: true })).data,
    photographer: (await db().entities.photographer.get({ photographerId: user.sub }).go({ consistent: true })).data?.storageUsedBytes ?? 0,
  });

  it('processes finals without watermark or compression, apart from the proofs, and reports how they match the selection', async () => {
    const sessionId = await newSession();
    const proofs = [await upload(sessionId, 'images', await photo(1), 'DSC_0001.jpg'), await upload(sessionId, 'images', await photo(2), 'DSC_0002.jpg')];
    expect(proofs.map((image) => image.status)).toEqual(['ready', 'ready']);
    expect(proofs[0]?.watermarkedKey).toBeDefined();
    // Before any selection every final is extra.
    expect(responseOf(listSessionFinals, await api('GET', `/api/sessions/${sessionId}/finals`)).report).toEqual({ matched: [], missing: [], extra: [], selectionVersion: null });
    await confirm(sessionId, proofs);
    const before = await usage(sessionId);

    const editedBytes = await photo(1);
    const edited = await upload(sessionId, 'finals', editedBytes, 'dsc_0001-Edit.jpg');
    // The same photo as a proof is no duplicate among the finals (that is what a final is).
    expect(edited.status).toBe('ready');
    const extra = await upload(sessionId, 'finals', await photo(7, false), 'portada.jpg');
    expect(extra.status).toBe('ready');

    // Full resolution, never watermarked or compressed, under the session's finals folder.
    expect(edited.originalKey).toMatch(new RegExp(`^originals/${user.sub}/sessions/${sessionId}/finals/${edited.imageId}\\.jpg$`));
    expect(edited.keptKey).toBe(edited.originalKey);
    expect(edited.watermarkedKey).toBeUndefined();
    expect(edited.watermarkedGridKey).toBeUndefined();
    expect(edited.compression).toBeUndefined();
    expect(edited.previewKey).toMatch(new RegExp(`^derived/${user.sub}/sessions/${sessionId}/finals/${edited.imageId}\\.jpg/preview\\.webp$`));
    expect((await objectBytes(edited.keptKey ?? '')).equals(editedBytes)).toBe(true);
    // The client's copy has no position; the photographer's original keeps it.
    expect(edited.locationFreeKey).not.toBe(edited.keptKey);
    expect(await exifr.gps(await objectBytes(edited.locationFreeKey ?? ''))).toBeUndefined();
    expect(await exifr.gps(await objectBytes(edited.keptKey ?? ''))).toMatchObject({ latitude: expect.closeTo(41.38, 1) });
    // A final without GPS is its own client file.
    expect(extra.locationFreeKey).toBe(extra.keptKey);

    // Not a proof: the proofs' list, count, places and cover are unchanged; the storage counts the finals.
    const images = responseOf(listSessionImages, await api('GET', `/api/sessions/${sessionId}/images`)).images;
    expect(images.map((image) => image.fileName)).toEqual(['DSC_0001.jpg', 'DSC_0002.jpg']);
    const after = await usage(sessionId);
    expect(after.session?.imageCount).toBe(before.session?.imageCount);
    expect(after.session?.imageSlots).toBe(before.session?.imageSlots);
    expect(after.session?.coverImageId).toBe(before.session?.coverImageId);
    const finalBytes = (edited.storedBytes ?? 0) + (extra.storedBytes ?? 0);
    expect(edited.storedBytes).toBeGreaterThan(editedBytes.length);
    expect(after.session?.storageUsedBytes).toBe((before.session?.storageUsedBytes ?? 0) + finalBytes);
    expect(after.photographer).toBe(before.photographer + finalBytes);

    // The report: the edit matches its proof, the other proof is missing, the cover is extra.
    const listed = responseOf(listSessionFinals, await api('GET', `/api/sessions/${sessionId}/finals`));
    expect(listed.finals.map((final) => [final.fileName, final.status])).toEqual([
      ['dsc_0001-Edit.jpg', 'ready'],
      ['portada.jpg', 'ready'],
    ]);
    expect(listed.finals[0]?.previewUrl).toMatch(/preview\.webp/);
    expect(listed.report).toEqual({
      matched: [{ final: { imageId: edited.imageId, fileName: 'dsc_0001-Edit.jpg' }, selected: { imageId: proofs[0]?.imageId, fileName: 'DSC_0001.jpg' } }],
      missing: [{ imageId: proofs[1]?.imageId, fileName: 'DSC_0002.jpg' }],
      extra: [{ imageId: extra.imageId, fileName: 'portada.jpg' }],
      selectionVersion: 1,
    });

    // Removing a final takes its item, files and bytes away, and no proof.
    const removed = responseOf(removeSessionFinals, await api('POST', `/api/sessions/${sessionId}/finals/remove`, { imageIds: [extra.imageId, proofs[1]?.imageId] }));
    expect(removed).toEqual({ removed: [extra.imageId], deletedErrors: [] });
    expect(await objectExists(extra.keptKey ?? '')).toBe(false);
    expect(await objectExists(extra.gridKey ?? '')).toBe(false);
    const afterRemoval = await usage(sessionId);
    expect(afterRemoval.session?.storageUsedBytes).toBe((after.session?.storageUsedBytes ?? 0) - (extra.storedBytes ?? 0));
    expect(afterRemoval.photographer).toBe(after.photographer - (extra.storedBytes ?? 0));
    expect(responseOf(listSessionImages, await api('GET', `/api/sessions/${sessionId}/images`)).images).toHaveLength(2);

    // Deleting the session takes the finals, their files and their bytes with it.
    expect((await api('DELETE', `/api/sessions/${sessionId}`)).status).toBe(200);
    await eventually(async () => ((await db().entities.sessionFinal.query.bySession({ photographerId: user.sub, sessionId }).go({ consistent: true })).data.length === 0 ? true : undefined));
    expect(await objectExists(edited.keptKey ?? '')).toBe(false);
    expect(await objectExists(edited.locationFreeKey ?? '')).toBe(false);
    expect((await usage(sessionId)).photographer).toBe(before.photographer - (before.session?.storageUsedBytes ?? 0));
  }, 180_000);

  it('fails a final that is no image with its reason and removes its bytes, counting nothing (the steps a proof takes)', async () => {
    const sessionId = await newSession();
    const before = await usage(sessionId);
    const broken = await upload(sessionId, 'finals', Buffer.from('<html>not a photo</html>'.repeat(20)), 'roto.jpg');
    expect(broken).toMatchObject({ status: 'failed', failureReason: 'not_an_image' });
    await eventually(async () => ((await objectExists(broken.originalKey)) ? undefined : true));
    const listed = responseOf(listSessionFinals, await api('GET', `/api/sessions/${sessionId}/finals`));
    expect(listed.finals.map((final) => [final.fileName, final.status, final.failureReason])).toEqual([['roto.jpg', 'failed', 'not_an_image']]);
    const after = await usage(sessionId);
    expect([after.session?.storageUsedBytes, after.photographer]).toEqual([before.session?.storageUsedBytes, before.photographer]);
  }, 60_000);

  it('keeps the delivery’s own settings: clean finals, both sizes and 30 days by default, changed a few at a time', async () => {
    const sessionId = await newSession();
    const path = `/api/sessions/${sessionId}/delivery`;
    const defaults = { keepLocation: false, watermark: false, sizes: ['web', 'full'], expiryDays: 30 };
    // The package's proofing watermark is not the delivery's.
    expect(responseOf(getDeliverySettings, await api('GET', path)).delivery).toEqual(defaults);
    // A session stored before these settings (only the location's) reads their defaults.
    await db().entities.session.patch({ photographerId: user.sub, sessionId }).set({ delivery: { keepLocation: true } }).go();
    expect(responseOf(getDeliverySettings, await api('GET', path)).delivery).toEqual({ ...defaults, keepLocation: true });
    // A change keeps the settings it does not name; the sizes are answered in their order.
    const changed = responseOf(updateDeliverySettings, await api('PUT', path, { sizes: ['full', 'web'], expiryDays: 45 }));
    expect(changed.delivery).toEqual({ ...defaults, keepLocation: true, expiryDays: 45 });
    const web = responseOf(updateDeliverySettings, await api('PUT', path, { watermark: true, sizes: ['web'] }));
    expect(web.delivery).toEqual({ keepLocation: true, watermark: true, sizes: ['web'], expiryDays: 45 });
    expect(responseOf(getDeliverySettings, await api('GET', path)).delivery).toEqual(web.delivery);
    // Refused at the edge with their own codes; nothing changes.
    for (const [body, code] of [
      [{ sizes: [] }, 'sessions.delivery_sizes_empty'],
      [{ expiryDays: 0 }, 'sessions.delivery_expiry_invalid'],
      [{ expiryDays: 366 }, 'sessions.delivery_expiry_invalid'],
      [{}, 'sessions.update_empty'],
    ] as const) {
      const refused = await api('PUT', path, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(refused)).toBe(code);
    }
    expect(responseOf(getDeliverySettings, await api('GET', path)).delivery).toEqual(web.delivery);
  }, 60_000);
});
