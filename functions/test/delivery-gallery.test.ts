// The client's delivery gallery (issue 28 point 4), over the local stack: while the session's
// published delivery is open its share link opens the finals, even after the selection was
// confirmed; the link's own rules (disabled, password) still apply; an expired or withdrawn
// delivery answers `gallery.delivery_closed` and the link what it answered before. Every URL of
// a final ends by the delivery's end; the finals' media classes reach only that session's
// finals; the full size comes without GPS (the JPEG not re-encoded) unless kept; "Descargar
// todo" is a zip of the finals without GPS. Under the delivery's watermark every address, download
// and zip entry is the watermarked rendition (compared with the bucket's files), publishing waits
// for the renditions (the data migration that makes them for sessions saved before: delivery-gallery-migration.test.ts). The delivery is
// published by writing the session's `publishedDelivery` directly (support/published-delivery.ts),
// or through the publishing route under the watermark.
import { getDeliveryDownload, getFinalDownload, getGalleryDelivery, getGalleryDeliveryImages, startDeliveryDownload } from '@fotostudio/shared/contracts/gallery-delivery';
import { publishDelivery } from '@fotostudio/shared/contracts/session-delivery';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { scanStartOf } from '../src/images/location-data.js';
import { hashLinkPassword } from '../src/share-links/link-password.js';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { deliveryStudio, photo } from './support/delivery-gallery.js';
import { eventually } from './support/eventually.js';
import { setPublishedDelivery } from './support/published-delivery.js';
import { zipFiles } from './support/zip-files.js';

const scanData = (bytes: Uint8Array): Buffer => Buffer.from(bytes.subarray(scanStartOf(bytes) ?? Number.NaN));

const fetched = async (url: string): Promise<Buffer> => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

/** The time a signed URL stops working: a canned policy's `Expires`, or a custom policy's end. */
const urlExpiryMs = (url: string): number => {
  const query = new URL(url).searchParams;
  const expires = query.get('Expires');
  if (expires) return Number(expires) * 1000;
  const policy = JSON.parse(Buffer.from((query.get('Policy') ?? '').replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64').toString('utf8')) as {
    Statement: { Condition: { DateLessThan: { 'AWS:EpochTime': number } } }[];
  };
  return (policy.Statement[0]?.Condition.DateLessThan['AWS:EpochTime'] ?? 0) * 1000;
};

describe('the client’s delivery gallery', () => {
  const studio = deliveryStudio('delivery-gallery');
  const { api, holder, upload, deliveredSession, filesOf, pixelDistance } = studio;

  it('opens the finals while the delivery is open, after the selection was confirmed, with URLs that end by the delivery’s end', async () => {
    const { sessionId, token, finals, bodies } = await deliveredSession();
    // Not published: the link is the proofing gallery, and the delivery has nothing to show.
    expect((await holder(token)).status).toBe(200);
    expect(errorCodeOf(await holder(token, '/delivery'))).toBe('gallery.delivery_closed');

    // The client confirmed (the link closed for choosing), then the photographer published for 90 minutes.
    await db().entities.shareLink.patch({ photographerId: studio.user.sub, sessionId }).set({ closedAt: new Date().toISOString() }).go();
    expect(errorCodeOf(await holder(token))).toBe('gallery.link_closed');
    const published = await setPublishedDelivery(studio.user.sub, sessionId, { days: 90 / (24 * 60) });
    const endMs = Date.parse(published.expiresAt);

    // The proofing routes say the link now opens the delivery.
    const proofing = await holder(token);
    expect(proofing.status).toBe(409);
    expect(errorCodeOf(proofing)).toBe('gallery.delivery_open');

    const { delivery } = responseOf(getGalleryDelivery, await holder(token, '/delivery'));
    expect(delivery).toMatchObject({ title: 'Vuestra boda', imageCount: 2, expiresAt: published.expiresAt, sizes: ['web', 'full'] });
    expect(delivery.branding.businessName).toBe('Estudio Mar');
    // Upload order; the cover is the final of the session's cover photo (DSC_0001 → DSC_0001-Edit).
    expect(delivery.images.map((image) => image.fileName)).toEqual(['DSC_0002.jpg', 'DSC_0001-Edit.jpg']);
    expect(delivery.cover?.fileName).toBe('DSC_0001-Edit.jpg');
    expect(Object.values(delivery.media.renditions).map((rendition) => rendition.path)).toEqual(['ft', 'fg', 'fp']);
    expect(Date.parse(delivery.media.expiresAt)).toBeLessThanOrEqual(endMs);

    // The renditions through the real /media/ route.
    const [first] = delivery.images;
    if (!first) throw new Error('no final listed');
    const { thumb, preview } = delivery.media.renditions;
    const thumbUrl = `${delivery.media.base}${thumb.path}/${first.folder}${thumb.query}`;
    expect(urlExpiryMs(thumbUrl)).toBeLessThanOrEqual(endMs);
    expect((await fetched(thumbUrl)).length).toBeGreaterThan(0);
    expect((await fetched(`${delivery.media.base}${preview.path}/${first.folder}${preview.query}`)).length).toBeGreaterThan(0);
    // The proofing classes cannot reach a final's file under the same address.
    expect((await fetch(`${delivery.media.base}t/${first.folder}${thumb.query}`)).status).toBeGreaterThanOrEqual(400);

    // A page of the finals.
    const page = responseOf(getGalleryDeliveryImages, await holder(token, '/delivery/images', { offset: '1', limit: '60' }));
    expect(page).toMatchObject({ offset: 1, total: 2 });
    expect(page.images.map((image) => image.imageId)).toEqual([finals[1]?.imageId]);

    // Full size: the final as uploaded without GPS, the same scan data; the URL ends by the delivery's end.
    const full = responseOf(getFinalDownload, await holder(token, `/delivery/finals/${first.imageId}/download`, { size: 'full' }));
    expect(full.fileName).toBe('DSC_0002.jpg');
    expect(full.url).toMatch(/\/fn\/[0-9a-f-]{36}\.jpg\?/);
    expect(urlExpiryMs(full.url)).toBeLessThanOrEqual(endMs);
    const fullBytes = await fetched(full.url);
    expect(await exifr.gps(fullBytes)).toBeUndefined();
    expect(await exifr.parse(fullBytes)).toMatchObject({ Make: 'Sony', Copyright: 'Estudio Mar' });
    expect(scanData(fullBytes).equals(scanData(bodies.get(first.imageId) as Buffer))).toBe(true);
    // Web size: the 1,920 px rendition.
    const web = responseOf(getFinalDownload, await holder(token, `/delivery/finals/${first.imageId}/download`, { size: 'web' }));
    expect(web.fileName).toBe('DSC_0002.webp');
    expect((await sharp(await fetched(web.url)).metadata()).format).toBe('webp');

    // The photographer keeps the location: the original itself, GPS and all.
    expect((await api('PUT', `/api/sessions/${sessionId}/delivery`, { keepLocation: true })).status).toBe(200);
    const kept = responseOf(getFinalDownload, await holder(token, `/delivery/finals/${first.imageId}/download`, { size: 'full' }));
    expect(kept.url).toMatch(/\/fo\/[0-9a-f-]{36}\.jpg\?/);
    expect(await exifr.gps(await fetched(kept.url))).toMatchObject({ latitude: expect.closeTo(41.38, 1) });
    // A size not offered is refused.
    expect((await api('PUT', `/api/sessions/${sessionId}/delivery`, { keepLocation: false, sizes: ['web'] })).status).toBe(200);
    expect(errorCodeOf(await holder(token, `/delivery/finals/${first.imageId}/download`, { size: 'full' }))).toBe('gallery.delivery_size_not_offered');

    // Withdrawn: the URLs already handed out stop at the edge within moments (the link's grant moves, as an archive's does).
    await setPublishedDelivery(studio.user.sub, sessionId, { ...published, withdrawnAt: new Date().toISOString() });
    await eventually(async () => ((await fetch(thumbUrl)).status === 403 ? true : undefined), 30_000);
    expect((await fetch(web.url)).status).toBe(403);
  }, 240_000);

  it('zips the finals without GPS', async () => {
    const { sessionId, token, bodies } = await deliveredSession();
    await setPublishedDelivery(studio.user.sub, sessionId);
    const started = await holder(token, '/delivery/downloads', undefined, 'POST');
    const { download } = responseOf(startDeliveryDownload, started);
    expect(download.imageCount).toBe(2);
    const ready = await eventually(async () => {
      const current = responseOf(getDeliveryDownload, await holder(token, `/delivery/downloads/${download.downloadId}`)).download;
      if (current.status === 'failed') throw new Error('the zip failed');
      return current.status === 'ready' ? current : undefined;
    }, 90_000);
    // The proofing routes do not answer the finals' zip.
    expect(errorCodeOf(await holder(token, `/downloads/${download.downloadId}`))).toBe('gallery.delivery_open');
    const entries = await zipFiles(await fetched(ready.url ?? ''));
    expect([...entries.keys()].sort()).toEqual(['DSC_0001-Edit.jpg', 'DSC_0002.jpg']);
    for (const [name, bytes] of entries) {
      expect(await exifr.gps(bytes), name).toBeUndefined();
      expect([...bodies.values()].some((body) => scanData(body).equals(scanData(bytes))), name).toBe(true);
    }
  }, 240_000);

  it('refuses another session’s finals, by id and by address', async () => {
    const one = await deliveredSession();
    const other = await deliveredSession();
    await setPublishedDelivery(studio.user.sub, one.sessionId);
    await setPublishedDelivery(studio.user.sub, other.sessionId);
    const foreign = other.finals[0]?.imageId ?? '';
    const refused = await holder(one.token, `/delivery/finals/${foreign}/download`, { size: 'full' });
    expect(refused.status).toBe(404);
    expect(errorCodeOf(refused)).toBe('gallery.final_not_found');
    // One session's signature on the other session's address: refused at the edge.
    const { delivery } = responseOf(getGalleryDelivery, await holder(one.token, '/delivery'));
    const otherFolder = responseOf(getGalleryDelivery, await holder(other.token, '/delivery')).delivery.images[0]?.folder ?? '';
    const { thumb } = delivery.media.renditions;
    const forged = `${delivery.media.base.replace(one.sessionId, other.sessionId)}${thumb.path}/${otherFolder}${thumb.query}`;
    expect((await fetch(forged)).status).toBe(403);
  }, 240_000);

  it('answers what it answered before once the delivery expired or was withdrawn, and keeps the link’s own rules', async () => {
    const { sessionId, token } = await deliveredSession();
    await db().entities.shareLink.patch({ photographerId: studio.user.sub, sessionId }).set({ closedAt: new Date().toISOString() }).go();
    const hour = 3_600_000;
    for (const [state, delivery] of [
      ['expired', { publishedAt: new Date(Date.now() - 48 * hour).toISOString(), expiresAt: new Date(Date.now() - hour).toISOString() }],
      ['withdrawn', { withdrawnAt: new Date().toISOString() }],
    ] as const) {
      await setPublishedDelivery(studio.user.sub, sessionId, delivery);
      for (const path of ['/delivery', '/delivery/images', '/delivery/downloads']) {
        const answer = await holder(token, path, undefined, path === '/delivery/downloads' ? 'POST' : 'GET');
        expect(answer.status, `${state} ${path}`).toBe(410);
        expect(errorCodeOf(answer), `${state} ${path}`).toBe('gallery.delivery_closed');
      }
      // The link answers what it answered before: a confirmed selection's closed page.
      expect(errorCodeOf(await holder(token)), state).toBe('gallery.link_closed');
    }

    // Open again, but the photographer disabled the link: the link's own refusal.
    await setPublishedDelivery(studio.user.sub, sessionId);
    expect(responseOf(getGalleryDelivery, await holder(token, '/delivery')).delivery.imageCount).toBe(2);
    await db().entities.shareLink.patch({ photographerId: studio.user.sub, sessionId }).set({ active: false }).go();
    expect(errorCodeOf(await holder(token, '/delivery'))).toBe('gallery.link_disabled');
    // Protected by a password: only with the pass the unlock hands out.
    await db()
      .entities.shareLink.patch({ photographerId: studio.user.sub, sessionId })
      .set({ active: true, passwordHash: await hashLinkPassword('mar-2026') })
      .go();
    expect(errorCodeOf(await holder(token, '/delivery'))).toBe('gallery.password_required');
    const pass = (await callApi({ method: 'POST', path: `/api/gallery/${token}/unlock`, body: { password: 'mar-2026' } })).body as { pass: string };
    expect(responseOf(getGalleryDelivery, await holder(token, '/delivery', undefined, 'GET', { 'x-gallery-pass': pass.pass })).delivery.imageCount).toBe(2);
  }, 240_000);

  /** The file's bytes are the watermarked rendition's, not the clean one's, and the pictures differ by the watermark. */
  const expectWatermarked = async (served: Buffer, watermarked: Buffer, clean: Buffer, what: string) => {
    expect(served.equals(watermarked), what).toBe(true);
    expect(served.equals(clean), what).toBe(false);
    expect(await pixelDistance(served, clean), what).toBeGreaterThan(2);
  };

  it('publishes under the delivery’s watermark once the finals are watermarked, and serves the client only watermarked files until it is turned off', async () => {
    const { sessionId, token, finals } = await deliveredSession();
    await db().entities.shareLink.patch({ photographerId: studio.user.sub, sessionId }).set({ closedAt: new Date().toISOString() }).go();
    expect((await api('PUT', `/api/sessions/${sessionId}/delivery`, { watermark: true })).status).toBe(200);
    // The finals uploaded before get their renditions from the setting's change: publishing waits for them.
    const published = await eventually(async () => {
      const answer = await api('POST', `/api/sessions/${sessionId}/delivery/publish`, {});
      if (answer.status === 409 && errorCodeOf(answer) === 'sessions.delivery_watermark_pending') return undefined;
      return responseOf(publishDelivery, answer);
    }, 90_000);
    expect(published.outcome).toBe('published');

    const { delivery } = responseOf(getGalleryDelivery, await holder(token, '/delivery'));
    expect(delivery.imageCount).toBe(2);
    expect(Object.values(delivery.media.renditions).map((rendition) => rendition.path)).toEqual(['fwg', 'fwg', 'fwp']);
    const { thumb, grid, preview } = delivery.media.renditions;
    const url = (rendition: typeof thumb, folder: string) => `${delivery.media.base}${rendition.path}/${folder}${rendition.query}`;
    for (const image of delivery.images) {
      const files = await filesOf(sessionId, image.imageId);
      // Grid, thumbnails and the viewer: every address the page builds.
      await expectWatermarked(await fetched(url(thumb, image.folder)), files.watermarkedGrid, files.grid, `${image.fileName} thumb`);
      await expectWatermarked(await fetched(url(grid, image.folder)), files.watermarkedGrid, files.grid, `${image.fileName} grid`);
      await expectWatermarked(await fetched(url(preview, image.folder)), files.watermarked, files.preview, `${image.fileName} preview`);
      // These signatures reach no clean class.
      for (const clean of ['ft', 'fg', 'fp', 'fn', 'fo']) expect((await fetch(url({ ...preview, path: clean }, image.folder))).status, clean).toBe(403);

      const web = responseOf(getFinalDownload, await holder(token, `/delivery/finals/${image.imageId}/download`, { size: 'web' }));
      expect(web.fileName).toMatch(/\.webp$/);
      await expectWatermarked(await fetched(web.url), files.watermarked, files.preview, `${image.fileName} web`);
      // Full resolution: re-encoded with the watermark, at the final's size, without GPS.
      const full = responseOf(getFinalDownload, await holder(token, `/delivery/finals/${image.imageId}/download`, { size: 'full' }));
      expect(full.fileName).toBe(image.fileName);
      const fullBytes = await fetched(full.url);
      await expectWatermarked(fullBytes, files.watermarkedFull, files.original, `${image.fileName} full`);
      expect(await exifr.gps(fullBytes)).toBeUndefined();
    }

    // "Descargar todo": the watermarked full resolution of each final.
    const { download } = responseOf(startDeliveryDownload, await holder(token, '/delivery/downloads', undefined, 'POST'));
    const ready = await eventually(async () => {
      const current = responseOf(getDeliveryDownload, await holder(token, `/delivery/downloads/${download.downloadId}`)).download;
      if (current.status === 'failed') throw new Error('the zip failed');
      return current.status === 'ready' ? current : undefined;
    }, 90_000);
    const entries = await zipFiles(await fetched(ready.url ?? ''));
    expect([...entries.keys()].sort()).toEqual(['DSC_0001-Edit.jpg', 'DSC_0002.jpg']);
    for (const final of finals) {
      const files = await filesOf(sessionId, final.imageId);
      const entry = entries.get(final.fileName);
      if (!entry) throw new Error(`${final.fileName} not in the zip`);
      await expectWatermarked(entry, files.watermarkedFull, files.original, `${final.fileName} in the zip`);
      expect(await exifr.gps(entry)).toBeUndefined();
    }

    // A final uploaded while the watermark is on is watermarked once processed, and only then listed.
    const third = await upload(sessionId, 'finals', await photo(4), 'DSC_0003.jpg');
    const listed = await eventually(async () => {
      const { delivery: now } = responseOf(getGalleryDelivery, await holder(token, '/delivery'));
      return now.imageCount === 3 ? now : undefined;
    }, 60_000);
    const thirdFiles = await filesOf(sessionId, third.imageId);
    const thirdImage = listed.images.find((image) => image.imageId === third.imageId);
    if (!thirdImage) throw new Error('the third final is not listed');
    // Signed anew: an image uploaded later is outside the signatures handed out before it.
    const thirdPreview = listed.media.renditions.preview;
    const thirdUrl = `${listed.media.base}${thirdPreview.path}/${thirdImage.folder}${thirdPreview.query}`;
    await expectWatermarked(await fetched(thirdUrl), thirdFiles.watermarked, thirdFiles.preview, 'third preview');

    // Turned off: the clean files again, and the watermarked zip is not the clean one.
    expect((await api('PUT', `/api/sessions/${sessionId}/delivery`, { watermark: false })).status).toBe(200);
    const clean = responseOf(getGalleryDelivery, await holder(token, '/delivery')).delivery;
    expect(Object.values(clean.media.renditions).map((rendition) => rendition.path)).toEqual(['ft', 'fg', 'fp']);
    const cleanFull = responseOf(getFinalDownload, await holder(token, `/delivery/finals/${third.imageId}/download`, { size: 'full' }));
    expect(scanData(await fetched(cleanFull.url)).equals(scanData(thirdFiles.original))).toBe(true);
    expect(errorCodeOf(await holder(token, `/delivery/downloads/${download.downloadId}`))).toBe('gallery.download_not_found');
  }, 300_000);
});
