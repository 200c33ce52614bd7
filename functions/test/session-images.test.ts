// The image function on session images, over the local stack: the browser's path (upload
// ticket from the API, presigned POST to storage), the S3 event reaches the function, and the
// session image item becomes ready (derivatives in storage, hashes, counted by the session)
// or failed with a reason; the same event delivered again changes nothing.
import { createHash } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { markReady } from '../src/sessions/process-session-image.js';
import { processImage } from '../src/images/process-image.js';
import { s3Client } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { getGallery } from '@fotostudio/shared/contracts/gallery';
import { createImageUploads, listSessionImages } from '@fotostudio/shared/contracts/sessions';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { callApi, responseOf } from './support/api.js';
import { basePackage } from './support/catalog-fixtures.js';
import { eventually } from './support/eventually.js';
import { photo, sessionImagesStudio } from './support/session-images.js';

describe('session images through the image function', () => {
  const studio = sessionImagesStudio('session-images');
  const { api, newSession, upload, imageItem, settled, sessionItem, objectExists, objectBytes, deliver } = studio;

  it('makes an image ready: upright derivatives in storage, watermark, compressed copy kept, hashes, counted and the cover', async () => {
    const session = await newSession(studio.protectedPackageId);
    // Stored 1800x1200, shown rotated: 1200x1800.
    const bytes = await photo(1).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const { key, ref, imageId } = await upload(session, bytes, 'image/jpeg');
    const item = await settled(ref);
    expect(item).toMatchObject({ status: 'ready', width: 1200, height: 1800 });
    expect(item.failureReason).toBeUndefined();
    expect(item.expiresAt).toBeUndefined();
    expect(item.dhash).toMatch(/^[0-9a-f]{16}$/);
    expect(item.thumbhash?.length).toBeGreaterThan(10);
    // A watermark applies: the clean grid and preview live outside the gallery's prefix.
    for (const [derivedKey, type, longSide, folder] of [
      [item.thumbKey, 'image/webp', 320, 'sessions'],
      [item.gridKey, 'image/webp', 800, 'clean/sessions'],
      [item.previewKey, 'image/webp', 1800, 'clean/sessions'],
      [item.watermarkedKey, 'image/webp', 1800, 'sessions'],
      [item.watermarkedGridKey, 'image/webp', 800, 'sessions'],
      [item.keptKey, 'image/jpeg', 1800, 'sessions'],
    ] as const) {
      expect(derivedKey).toMatch(new RegExp(`^derived/${studio.user.sub}/${folder}/${session.sessionId}/${imageId}\\.jpg/`));
      const stored = await objectBytes(derivedKey ?? '');
      expect(stored.contentType).toBe(type);
      const meta = await sharp(stored.bytes).metadata();
      expect(Math.max(meta.width, meta.height)).toBe(longSide);
      expect(meta.height).toBeGreaterThan(meta.width);
    }
    expect(item.compression).toMatchObject({ originalBytes: bytes.length, kept: 'compressed' });
    expect(item.compression?.keptBytes).toBeLessThan(bytes.length);
    // The smaller copy is what is kept: the original goes.
    await eventually(async () => ((await objectExists(key)) ? undefined : true));
    expect(await sessionItem(session)).toMatchObject({ imageCount: 1, coverImageId: imageId, coverKey: item.gridKey, coverThumbhash: item.thumbhash });
  });

  it("signs a watermarked gallery for the thumbnail and the watermarked classes only: no clean file larger than the thumbnail is reachable; the photographer still sees them", async () => {
    const session = await newSession(studio.protectedPackageId);
    const { ref, imageId } = await upload(session, await photo(9).jpeg().toBuffer(), 'image/jpeg');
    const item = await settled(ref);
    expect(item.status).toBe('ready');
    const link = await api('POST', `/api/sessions/${session.sessionId}/share-link`, { title: 'Galería', durationDays: 5 });
    const gallery = await callApi({ method: 'GET', path: `/api/gallery/${responseOf(createShareLink, link).link.token}` });
    const { media, images } = responseOf(getGallery, gallery).gallery;
    expect(Object.values(media.renditions).map((r) => r.path)).toEqual(['t', 'wg', 'wp']);
    const folder = images[0]?.folder ?? '';
    expect(folder).toBe(`${imageId}.jpg`);
    const urlOf = (path: string, query: string) => `${media.base}${path}/${folder}${query}`;
    // The grid tile is watermarked and as large as an unwatermarked gallery's.
    const tile = await fetch(urlOf(media.renditions.grid.path, media.renditions.grid.query));
    expect(tile.status).toBe(200);
    const tileBytes = Buffer.from(await tile.arrayBuffer());
    expect(Math.max((await sharp(tileBytes).metadata()).width, (await sharp(tileBytes).metadata()).height)).toBe(800);
    const clean = await objectBytes(item.gridKey ?? '');
    expect(tileBytes.equals(clean.bytes)).toBe(false);
    expect((await fetch(urlOf('wp', media.renditions.preview.query))).status).toBe(200);
    expect((await fetch(urlOf('t', media.renditions.thumb.query))).status).toBe(200);
    // Every other class is refused with each of the gallery's signatures: the clean grid and
    // preview, the compressed copy, the original.
    const mediaRoot = media.base.slice(0, media.base.indexOf('/media/') + '/media/'.length);
    for (const rendition of Object.values(media.renditions)) {
      for (const path of ['g', 'p', 'c', 'o']) expect((await fetch(urlOf(path, rendition.query))).status, path).toBe(403);
      // Nor does a signature of the gallery open the real keys.
      for (const key of [item.previewKey ?? '', item.gridKey ?? '', item.keptKey ?? '']) expect((await fetch(`${mediaRoot}${key}${rendition.query}`)).status, key).toBe(403);
    }
    // The photographer's own view signs the clean grid.
    const listed = await api('GET', `/api/sessions/${session.sessionId}/images`);
    const view = responseOf(listSessionImages, listed).images.find((i) => i.imageId === imageId);
    expect(view?.gridUrl).toContain('/clean/sessions/');
    expect((await fetch(view?.gridUrl ?? '')).status).toBe(200);
    expect(view?.previewUrl).toContain('/watermarked.webp');
  });

  it('follows a package whose watermark is switched on, then off: the gallery is signed for renditions that exist', async () => {
    const answer = await api('POST', '/api/packages', { ...basePackage, name: 'Cambia', watermark: false, allowDownload: false, delivery: 'compressed' });
    const packageId = responseOf(createPackage, answer).package.packageId;
    const session = await newSession(packageId);
    const { ref } = await upload(session, await photo(21).jpeg().toBuffer(), 'image/jpeg');
    await settled(ref);
    const link = await api('POST', `/api/sessions/${session.sessionId}/share-link`, { title: 'Galería', durationDays: 5 });
    const token = responseOf(createShareLink, link).link.token;
    const tiles = async () => {
      const gallery = await callApi({ method: 'GET', path: `/api/gallery/${token}` });
      const { media, images } = responseOf(getGallery, gallery).gallery;
      const folder = images[0]?.folder ?? '';
      return [media.renditions.grid, media.renditions.preview].map((r) => ({ path: r.path, url: `${media.base}${r.path}/${folder}${r.query}` }));
    };
    const update = async (watermark: boolean) => {
      const changed = await api('PUT', `/api/packages/${packageId}`, { ...basePackage, name: 'Cambia', watermark, allowDownload: false, delivery: 'compressed' });
      expect(changed.status, changed.text).toBe(200);
    };

    await update(true);
    const watermarked = await eventually(async () => {
      const { data } = await db().entities.sessionImage.get(ref).go({ consistent: true });
      return data?.watermarkedGridKey && data.watermarkedKey ? data : undefined;
    }, 30_000);
    expect(watermarked.watermarkedGridKey).toMatch(/\/watermarked-grid\.webp$/);
    for (const tile of await tiles()) {
      expect(['wg', 'wp']).toContain(tile.path);
      expect((await fetch(tile.url)).status, tile.path).toBe(200);
    }

    await update(false);
    const clean = await eventually(async () => {
      const { data } = await db().entities.sessionImage.get(ref).go({ consistent: true });
      return data?.gridKey?.includes('/clean/') === false && data.previewKey?.includes('/clean/') === false ? data : undefined;
    }, 30_000);
    expect(clean.gridKey).toMatch(new RegExp(`^derived/${studio.user.sub}/sessions/`));
    for (const tile of await tiles()) {
      expect(['g', 'p']).toContain(tile.path);
      expect((await fetch(tile.url)).status, tile.path).toBe(200);
    }
  });

  it('keeps the original and makes no watermark when the package allows downloads and has no watermark', async () => {
    const session = await newSession(studio.openPackageId);
    const { key, ref } = await upload(session, await photo(2).png().toBuffer(), 'image/png');
    const item = await settled(ref);
    expect(item).toMatchObject({ status: 'ready', keptKey: key });
    expect(item.watermarkedKey).toBeUndefined();
    expect(item.compression).toBeUndefined();
    expect(await objectExists(key)).toBe(true);
  });

  it.each([
    ['PNG bytes declared as JPEG', async () => photo(3, 200, 200).png().toBuffer(), 'image/jpeg', 'type_mismatch'],
    ['bytes that are no image', async () => Buffer.from('<html>not a photo</html>'.repeat(20)), 'image/webp', 'not_an_image'],
    ['a truncated JPEG', async () => (await photo(4, 800, 600).jpeg().toBuffer()).subarray(0, 5000), 'image/jpeg', 'corrupt'],
  ] as const)('marks %s failed with its reason and removes the bytes', async (_label, bytesOf, contentType, reason) => {
    const session = await newSession(studio.openPackageId);
    const { key, ref } = await upload(session, await bytesOf(), contentType);
    const item = await settled(ref);
    expect(item).toMatchObject({ status: 'failed', failureReason: reason });
    expect(item.thumbKey).toBeUndefined();
    await eventually(async () => ((await objectExists(key)) ? undefined : true));
    expect((await sessionItem(session))?.imageCount).toBe(0);
  });

  it('refuses the same photo saved again, and one only resized and recompressed, as similar to one already in the session', async () => {
    const session = await newSession(studio.openPackageId);
    const original = await photo(5).jpeg({ quality: 90 }).toBuffer();
    const first = await upload(session, original, 'image/jpeg');
    expect((await settled(first.ref)).status).toBe('ready');
    // Other bytes (the API already refuses the very same file), the same picture.
    const again = await upload(session, await sharp(original).jpeg({ quality: 89 }).toBuffer(), 'image/jpeg');
    const resized = await upload(session, await sharp(original).resize(1000).jpeg({ quality: 60 }).toBuffer(), 'image/jpeg');
    const different = await upload(session, await photo(6).jpeg().toBuffer(), 'image/jpeg');
    expect(await settled(again.ref)).toMatchObject({ status: 'failed', failureReason: 'similar_in_session' });
    expect(await settled(resized.ref)).toMatchObject({ status: 'failed', failureReason: 'similar_in_session' });
    expect((await settled(different.ref)).status).toBe('ready');
    expect((await sessionItem(session))?.imageCount).toBe(2);
  });

  it('lets only one of two similar photos processed at the same moment become ready', async () => {
    const session = await newSession(studio.openPackageId);
    const original = await photo(20).jpeg({ quality: 90 }).toBuffer();
    const resaved = await sharp(original).jpeg({ quality: 88 }).toBuffer();
    // Two pending images (tickets, no upload yet, so the stack's own deliveries stay out),
    // made ready side by side: both pass the similarity check before either writes.
    const answer = await api('POST', `/api/sessions/${session.sessionId}/images/uploads`, {
      files: [original, resaved].map((bytes, i) => ({
        fileName: `IMG_${i}.jpg`,
        contentType: 'image/jpeg',
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })),
    });
    const tickets = responseOf(createImageUploads, answer).tickets;
    const processed = await Promise.all([original, resaved].map((bytes) => processImage(bytes, { declaredType: 'image/jpeg', keepCompressed: false })));
    // A first, different photo is ready already: the session has its cover, so the cover's
    // own condition does not order the two writes below.
    const first = await upload(session, await photo(21).jpeg().toBuffer(), 'image/jpeg');
    expect((await settled(first.ref)).status).toBe('ready');
    let checked = 0;
    let bothChecked: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => (bothChecked = resolve));
    const afterCheck = async () => {
      checked += 1;
      if (checked === 2) bothChecked();
      // Only the first attempts wait for each other; a retry goes straight on.
      if (checked <= 2) await barrier;
    };
    const outcomes = await Promise.all(
      tickets.map((ticket, i) => {
        const upload = ticket.upload;
        const done = processed[i];
        if (!upload || !done) throw new Error('missing ticket or processing');
        const ref = { photographerId: studio.user.sub, sessionId: session.sessionId, imageId: upload.imageId };
        return markReady(ref, upload.key, done, { grid: `${upload.key}/grid.webp` }, { afterCheck });
      }),
    );
    expect(checked).toBeGreaterThanOrEqual(2);
    expect([...outcomes].sort()).toEqual(['ready', 'similar']);
    expect((await sessionItem(session))?.imageCount).toBe(2);
  });

  it('gives the same result when S3 delivers the event again, also twice at once', async () => {
    const session = await newSession(studio.protectedPackageId);
    const { key, ref } = await upload(session, await photo(7).jpeg({ quality: 95 }).toBuffer(), 'image/jpeg');
    const first = await settled(ref);
    const thumbBefore = await objectBytes(first.thumbKey ?? '');
    await Promise.all([deliver(key), deliver(key)]);
    await deliver(key);
    expect(await imageItem(ref)).toEqual(first);
    expect((await objectBytes(first.thumbKey ?? '')).bytes.equals(thumbBefore.bytes)).toBe(true);
    expect((await sessionItem(session))?.imageCount).toBe(1);
  });

  it('processes a pending image once when deliveries race', async () => {
    const session = await newSession(studio.openPackageId);
    const { key, ref } = await upload(session, await photo(8).jpeg().toBuffer(), 'image/jpeg');
    // The stack's own delivery of the upload runs too: three at once.
    await Promise.all([deliver(key), deliver(key)]);
    expect((await settled(ref)).status).toBe('ready');
    expect((await sessionItem(session))?.imageCount).toBe(1);
  });

  it('removes the files of an image whose item is gone, instead of failing again and again', async () => {
    const session = await newSession(studio.openPackageId);
    const { key, ref } = await upload(session, await photo(9).jpeg().toBuffer(), 'image/jpeg');
    await settled(ref);
    await db().entities.sessionImage.delete(ref).go();
    await s3Client().send(new PutObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: key, Body: await photo(9).jpeg().toBuffer(), ContentType: 'image/jpeg' }));
    await deliver(key);
    expect(await objectExists(key)).toBe(false);
    expect(await objectExists(`derived/${studio.user.sub}/sessions/${session.sessionId}/${ref.imageId}.jpg/thumb.webp`)).toBe(false);
  });
});
