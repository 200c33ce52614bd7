// The /media/* viewer-request CloudFront Function, run as CloudFront runs it (its own code,
// `cf.kvs()` answered by an in-memory store), on raw URIs as viewers send them.
import { describe, expect, it } from 'vitest';
import { galleryObjectKey } from '@fotostudio/shared/media/media-paths';
import { mediaViewerRequestCode } from '../lib/edge/media-viewer-request.js';
import { isEdgeResponse, loadViewerRequest } from '../local/cloudfront/edge-function.js';

const P = '5c1e2d0a-8c1b-4a7e-9f00-1234567890ab';
const S = '0e4b3c2a-1d2e-4f5a-8b6c-7d8e9f0a1b2c';
const GRANT = '0123456789abcdef01234567';
const OLD_IMAGE = '11111111-2222-4333-8444-555555555555';
// A version 7 id made at 2026-11-28T12:00:00.000Z.
const NEW_IMAGE_MS = Date.parse('2026-11-28T12:00:00.000Z');
const NEW_IMAGE = (() => {
  const hex = NEW_IMAGE_MS.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7abc-8def-0123456789ab`;
})();

const run = async (uri: string, revoked: string[] = []) => {
  const kvs = { exists: (key: string) => Promise.resolve(revoked.includes(key)), get: () => Promise.reject(new Error('unused')) };
  let storeId: string | undefined;
  const handler = loadViewerRequest(mediaViewerRequestCode('kvs-id'), {
    kvs: (id: string) => {
      storeId = id;
      return kvs;
    },
  });
  const result = await handler({ request: { uri } });
  expect(storeId).toBe('kvs-id');
  return isEdgeResponse(result) ? { status: result.statusCode } : { uri: result.uri };
};

const gallery = (segments: string) => `/media/g/${P}/${S}/${GRANT}/${segments}`;

describe('media viewer request: plain keys', () => {
  it.each([
    ['/media/derived/p/sessions/s/a.jpg/thumb.webp', '/derived/p/sessions/s/a.jpg/thumb.webp'],
    ['/media/billing/p/documents/d.pdf', '/billing/p/documents/d.pdf'],
    ['/media/originals/p/profile/photo-1.jpg', '/originals/p/profile/photo-1.jpg'],
  ])('reads %s as the key %s', async (uri, key) => {
    expect(await run(uri)).toEqual({ uri: key });
  });

  it.each([
    '/media/derived/p/sessions/s/../../../originals/q/a.jpg',
    '/media/derived/p/sessions/s/./a.jpg',
    '/media/derived/p/sessions/s/%2e%2e/%2e%2e/billing/q/d.pdf',
    '/media/derived/p/sessions/s/%2E%2E/x',
    '/media/derived/p/sessions/s/..%2f..%2fbilling/x',
    '/media/derived/p/sessions/s/..%2F..%2Fbilling/x',
    '/media/derived/p/sessions/s/..%5c..%5cbilling',
    '/media/derived/p/sessions/s/%252e%252e/x',
    '/media/derived/p/sessions/s/..\\..\\billing',
    '/media/derived//p/x',
    '/media/derived/p/',
    '/media/',
    '/media/.hidden/x',
    '/media/derived/p/a b.jpg',
    '/media/derived/p/a%20b.jpg',
    '/other/derived/p/a.jpg',
  ])('refuses %s with 400', async (uri) => {
    expect(await run(uri)).toEqual({ status: 400 });
  });
});

describe('media viewer request: gallery addresses', () => {
  it('maps each class to its one object', async () => {
    const item = `${OLD_IMAGE}.jpg`;
    expect(await run(gallery(`0/t/${item}`))).toEqual({ uri: `/${galleryObjectKey('thumb', P, S, item)}` });
    expect(await run(gallery(`0/wg/${item}`))).toEqual({ uri: `/derived/${P}/sessions/${S}/${item}/watermarked-grid.webp` });
    expect(await run(gallery(`0/wp/${item}`))).toEqual({ uri: `/derived/${P}/sessions/${S}/${item}/watermarked.webp` });
    expect(await run(gallery(`0/o/${item}`))).toEqual({ uri: `/originals/${P}/sessions/${S}/${item}` });
    expect(await run(gallery(`0/z/${OLD_IMAGE}.zip`))).toEqual({ uri: `/downloads/${P}/${S}/${OLD_IMAGE}.zip` });
    // A zip in parts: part 1, 2, ... of the download (never part 0 or a leading zero).
    expect(await run(gallery(`0/z/${OLD_IMAGE}-2.zip`))).toEqual({ uri: `/downloads/${P}/${S}/${OLD_IMAGE}-2.zip` });
    expect(await run(gallery(`0/z/${OLD_IMAGE}-0.zip`))).toEqual({ status: 400 });
    expect(await run(gallery(`0/z/${OLD_IMAGE}-02.zip`))).toEqual({ status: 400 });
  });

  it('maps the delivery’s final classes to the session’s finals folder only, with the signer’s mapping', async () => {
    const item = `${OLD_IMAGE}.jpg`;
    expect(await run(gallery(`0/ft/${item}`))).toEqual({ uri: `/derived/${P}/sessions/${S}/finals/${item}/thumb.webp` });
    expect(await run(gallery(`0/fg/${item}`))).toEqual({ uri: `/derived/${P}/sessions/${S}/finals/${item}/grid.webp` });
    expect(await run(gallery(`0/fp/${item}`))).toEqual({ uri: `/derived/${P}/sessions/${S}/finals/${item}/preview.webp` });
    expect(await run(gallery(`0/fn/${item}`))).toEqual({ uri: `/derived/${P}/sessions/${S}/finals/${item}/no-location.jpg` });
    expect(await run(gallery(`0/fo/${item}`))).toEqual({ uri: `/originals/${P}/sessions/${S}/finals/${item}` });
    for (const galleryClass of ['finalThumb', 'finalGrid', 'finalPreview', 'finalWithoutLocation', 'finalOriginal'] as const) {
      const path = { finalThumb: 'ft', finalGrid: 'fg', finalPreview: 'fp', finalWithoutLocation: 'fn', finalOriginal: 'fo' }[galleryClass];
      expect(await run(gallery(`0/${path}/${item}`))).toEqual({ uri: `/${galleryObjectKey(galleryClass, P, S, item)}` });
    }
    // A final's item is one segment: no address reaches another folder, and the bound holds as for proofs.
    expect(await run(gallery(`0/ft/finals/${item}`))).toEqual({ status: 400 });
    expect(await run(gallery(`${NEW_IMAGE_MS - 1}/fo/${NEW_IMAGE}.jpg`))).toEqual({ status: 403 });
  });

  it('refuses a revoked grant with 403, and only that grant', async () => {
    expect(await run(gallery(`0/t/${OLD_IMAGE}.jpg`), [GRANT])).toEqual({ status: 403 });
    expect(await run(gallery(`0/z/${OLD_IMAGE}.zip`), [GRANT])).toEqual({ status: 403 });
    expect(await run(gallery(`0/t/${OLD_IMAGE}.jpg`), ['fedcba9876543210fedcba98'])).toEqual({ uri: expect.any(String) });
  });

  it('refuses an image newer than the signature’s bound', async () => {
    expect(await run(gallery(`${NEW_IMAGE_MS}/t/${NEW_IMAGE}.jpg`))).toEqual({ uri: expect.stringContaining(NEW_IMAGE) });
    expect(await run(gallery(`${NEW_IMAGE_MS - 1}/t/${NEW_IMAGE}.jpg`))).toEqual({ status: 403 });
    expect(await run(gallery(`0/t/${NEW_IMAGE}.jpg`))).toEqual({ status: 403 });
  });

  it.each([
    gallery(`0/x/${OLD_IMAGE}.jpg`),
    gallery(`0/__proto__/${OLD_IMAGE}.jpg`),
    gallery(`0/constructor/${OLD_IMAGE}.jpg`),
    gallery(`0/t/${OLD_IMAGE}.gif`),
    gallery(`0/t/${OLD_IMAGE}.jpg/extra`),
    gallery(`0/t/..`),
    gallery(`0/z/${OLD_IMAGE}.jpg`),
    gallery(`01/t/${OLD_IMAGE}.jpg`),
    gallery(`-1/t/${OLD_IMAGE}.jpg`),
    `/media/g/${P}/${S}/0123456789ABCDEF01234567/0/t/${OLD_IMAGE}.jpg`,
    `/media/g/not-an-id/${S}/${GRANT}/0/t/${OLD_IMAGE}.jpg`,
    `/media/g/${P}/${S}/${GRANT}/0/t`,
  ])('refuses the malformed gallery address %s', async (uri) => {
    expect(await run(uri)).toEqual({ status: 400 });
  });
});
