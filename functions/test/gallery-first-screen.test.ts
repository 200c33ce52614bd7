// The gallery's first screen in gallery.page's HTML (issue 27 point 1): a link that opens
// without a pass gets its cover, title, welcome text and first photos as HTML, and the gallery
// data embedded for the app to take over with (what gallery.get answers), kept by no cache;
// every value is escaped; a link that does not open so (password, disabled, expired, closed,
// archived session) renders no photo and embeds nothing. The template comes from a small HTTP
// server standing for the app's origin, as in gallery-page.test.ts.
import { galleryPage, getGallery, getGalleryImages, type GalleryData } from '@fotostudio/shared/contracts/gallery';
import { GALLERY_DATA_ID, LATER_PHOTOS_ATTRIBUTE } from '@fotostudio/shared/gallery/first-screen';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { FIRST_SCREEN_PHOTOS, phoneFirstRowCount } from '../src/gallery/holder/first-screen.js';
import { forgetGalleryTemplate } from '../src/gallery/holder/page-template.js';
import { OPEN_GALLERY_PAGE_CACHE_CONTROL } from '../src/http/gallery/page-routes.js';
import { resetConfig } from '../src/lib/config.js';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { callApi, callRoute, responseOf } from './support/api.js';
import type { TestUser } from './support/cognito-users.js';
import { httpEvent, lambdaContext } from './support/http-event.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { createBrandedPhotographer, GALLERY_TEMPLATE, galleryPageHandler, type LinkFields } from './support/share-links.js';

const origin = createServer((req, res) => {
  if (req.url !== '/gallery.html') {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(GALLERY_TEMPLATE);
});

const pageOf = async (path: string) => {
  const event = httpEvent('GET', galleryPage.path, { rawQueryString: new URLSearchParams({ path }).toString(), queryStringParameters: { path }, headers: {} });
  const result = await galleryPageHandler(event, lambdaContext);
  return { ...result, body: result.body ?? '' };
};

const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/** The embedded data, read as the page reads it (JSON.parse of the script's text). */
const embeddedOf = (html: string): GalleryData | undefined => {
  const text = new RegExp(`<script type="application/json" id="${GALLERY_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as GalleryData);
};

/** The first screen's photos: the image id and the src of each. */
const photosOf = (html: string) =>
  [...html.matchAll(/<img class="g-first-photo" src="([^"]*)"[^>]*data-first-screen="([^"]*)">/g)].map((match) => ({ src: decode(match[1] ?? ''), imageId: match[2] }));

const stackAppUrl = process.env.APP_URL;
let photographer: TestUser;
const BUSINESS = 'Estudio "Luz" <script>alert(1)</script>';

interface Link {
  sessionId: string;
  token: string;
  mainPath: string;
}

/**
 * A session with 1 + `extra` ready photos (stored before the first read) and its share link made
 * by the photographer's route; `state` is then written on the link (disabled, expired, closed,
 * protected) at once, as time or the photographer would leave it.
 */
const linkWith = async ({ title, message, ...state }: LinkFields, extra = 0): Promise<Link> => {
  const { sessionId } = await createTestSession(photographer.accessToken, { title: 'Boda de Ana y Luis' });
  for (let i = 0; i <= extra; i += 1) await storeImage(photographer.sub, sessionId, { fileName: `IMG_${String(i).padStart(4, '0')}.png` });
  const answer = await callRoute(createShareLink, photographer.accessToken, { params: { sessionId }, body: { title, ...(message ? { message } : {}), durationDays: 30 } });
  expect(answer.status, answer.text).toBe(201);
  const { link } = responseOf(createShareLink, answer);
  if (Object.keys(state).length > 0) await db().entities.shareLink.patch({ photographerId: photographer.sub, sessionId }).set(state).go();
  return { sessionId, token: link.token, mainPath: new URL(link.url).pathname };
};

beforeAll(async () => {
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  process.env.APP_URL = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  resetConfig();
  ({ user: photographer } = await createBrandedPhotographer('first-screen', { businessName: BUSINESS }));
});

afterEach(() => forgetGalleryTemplate());

afterAll(async () => {
  process.env.APP_URL = stackAppUrl;
  resetConfig();
  await new Promise((resolve) => origin.close(resolve));
});

describe('the first screen of gallery.page', () => {
  it('renders the cover, title, welcome and first photos of an open link, embeds gallery.get’s data, and is kept by no cache', async () => {
    const link = await linkWith({ title: 'Vuestra boda', message: 'Elegid vuestras favoritas' }, FIRST_SCREEN_PHOTOS + 3);
    const page = await pageOf(link.mainPath);
    expect(page.statusCode).toBe(200);
    expect(page.headers?.['cache-control']).toBe(OPEN_GALLERY_PAGE_CACHE_CONTROL);
    const embedded = embeddedOf(page.body);
    const answer = await callApi({ method: 'GET', path: `/api/gallery/${link.token}` });
    const { gallery } = responseOf(getGallery, answer);
    // The same gallery as the app would ask for (the media signature is made per answer).
    expect(embedded).toBeDefined();
    expect({ ...embedded, media: undefined }).toEqual({ ...gallery, media: undefined });
    expect(embedded?.imageCount).toBe(FIRST_SCREEN_PHOTOS + 4);
    // The mount point holds the first screen; the template's own script stays.
    expect(page.body).toMatch(/<div id="gallery-root"><div class="g-app g-first-screen">/);
    expect(page.body).toContain('<script type="module" src="/assets/gallery-abc.js"></script>');
    expect(page.body).toContain('<h1 id="g-gallery-title" class="g-title g-display">Vuestra boda</h1>');
    expect(page.body).toContain('<p class="g-message">Elegid vuestras favoritas</p>');
    // The first photos in gallery order, as thumbnails from the embedded media, with their sizes.
    const photos = photosOf(page.body);
    const media = embedded?.media;
    expect(photos.map((photo) => photo.imageId)).toEqual(gallery.images.slice(0, FIRST_SCREEN_PHOTOS).map((image) => image.imageId));
    expect(photos[0]?.src).toBe(`${media?.base}${media?.renditions.thumb.path}/${embedded?.images[0]?.folder}${media?.renditions.thumb.query}`);
    // Fetched after the cover, the largest paint: a phone's first row with the page (two 1 x 1
    // photos at 150 px), the others in a <noscript> the page's entry opens once the cover is in.
    expect(page.body).toMatch(/<img class="g-first-photo" src="[^"]*" width="1" height="1" alt="" fetchpriority="low" elementtiming="gallery-tile"/);
    const later = new RegExp(`<noscript ${LATER_PHOTOS_ATTRIBUTE}>([\\s\\S]*?)</noscript>`).exec(page.body)?.[1] ?? '';
    expect(photosOf(page.body.replace(later, '')).map((photo) => photo.imageId)).toEqual(gallery.images.slice(0, 2).map((image) => image.imageId));
    expect(photosOf(later).map((photo) => photo.imageId)).toEqual(gallery.images.slice(2, FIRST_SCREEN_PHOTOS).map((image) => image.imageId));
    // No style attribute anywhere in the first screen: the page's CSP (style-src 'self') would refuse it.
    expect(/<div id="gallery-root">[\s\S]*<\/div><script type="application\/json"/.exec(page.body)?.[0]).not.toMatch(/\sstyle=/);
    // The cover: its grid rendition, named for the largest paint.
    const cover = /<img class="g-cover-image" src="([^"]*)"[^>]*fetchpriority="high" elementtiming="gallery-cover"/.exec(page.body)?.[1];
    expect(decode(cover ?? '')).toBe(`${media?.base}${media?.renditions.grid.path}/${embedded?.cover?.folder}${media?.renditions.grid.query}`);
    // Asked for from the head, before the page's script.
    expect(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high"><script type="module"/.exec(page.body)?.[1]).toBe(cover);
    // The look's classes on <html>, the client's language kept.
    expect(page.body).toMatch(/<html class="g-theme-light g-font-system" lang="es">|<html lang="es" class="g-theme-light g-font-system">/);
  });

  it('asks with the page for a phone’s first row of photos only, at least one', () => {
    const sized = (width: number, height: number, count: number) => Array.from({ length: count }, () => ({ width, height }));
    // 150 px high in a 422 px row (a 430 px phone), 4 px apart.
    expect(phoneFirstRowCount(sized(2000, 1332, 8))).toBe(1);
    expect(phoneFirstRowCount(sized(1332, 2000, 8))).toBe(4);
    expect(phoneFirstRowCount(sized(1, 1, 8))).toBe(2);
    expect(phoneFirstRowCount([...sized(1332, 2000, 2), ...sized(2000, 1332, 2)])).toBe(2);
    // A panorama wider than the row is a row of its own; sizes not known count as 3:2.
    expect(phoneFirstRowCount(sized(6000, 1000, 3))).toBe(1);
    expect(phoneFirstRowCount(sized(0, 0, 3))).toBe(1);
    expect(phoneFirstRowCount([])).toBe(0);
  });

  it('escapes every value: a title, message or business name cannot open an element or end the data’s script', async () => {
    const title = `</script><script>alert('t')</script><img src=x onerror=alert(2)>`;
    const message = '<!-- </SCRIPT > & " \' \u2028 $& $1';
    const link = await linkWith({ title, message });
    const page = await pageOf(`/gallery/${link.token}`);
    expect(page.body).not.toMatch(/<script>alert|<img src=x|<!-- <\/SCRIPT/i);
    // The template's script and the data's: no other.
    expect(page.body.match(/<script\b/gi)).toHaveLength(2);
    const embedded = embeddedOf(page.body);
    expect(embedded?.title).toBe(title);
    expect(embedded?.message).toBe(message);
    expect(embedded?.branding.businessName).toBe(BUSINESS);
    expect(page.body).toContain(`<h1 id="g-gallery-title" class="g-title g-display">&lt;/script&gt;&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</h1>`);
    expect(page.body).toContain('<span class="g-business g-display">Estudio &quot;Luz&quot; &lt;script&gt;alert(1)&lt;/script&gt;</span>');
  });

  const lockedCases: [string, LinkFields][] = [
    ['password-protected', { title: 'Secreto', passwordHash: 'scrypt$c2FsdA$aGFzaA' }],
    ['disabled', { title: 'Secreto', active: false }],
    ['expired', { title: 'Secreto', validUntil: new Date(Date.now() - 1000).toISOString() }],
    ['closed', { title: 'Secreto', closedAt: new Date().toISOString() }],
  ];

  it.each(lockedCases)('renders no photo and embeds nothing for a %s link (the page is cached as before)', async (_, fields) => {
    const link = await linkWith({ ...fields, message: 'Mensaje privado' }, 2);
    for (const path of [link.mainPath, `/gallery/${link.token}`]) {
      const page = await pageOf(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain('<div id="gallery-root"></div>');
      expect(page.body, path).not.toMatch(/g-first-screen|gallery-data|media\/|Secreto|Mensaje privado|<img/);
      expect(page.headers?.['cache-control'], path).toBe('public, max-age=0, s-maxage=300');
    }
  });

  it('renders nothing of an archived session’s gallery', async () => {
    const link = await linkWith({ title: 'Archivada' }, 1);
    await db().entities.session.patch({ photographerId: photographer.sub, sessionId: link.sessionId }).set({ archivedAt: new Date().toISOString() }).go();
    const page = await pageOf(`/gallery/${link.token}`);
    expect(page.body).toContain('<div id="gallery-root"></div>');
    expect(page.body).not.toMatch(/g-first-screen|gallery-data|media\//);
  });

  it('jumps to a photo by file name through gallery.images: the page that holds it, the case and extension aside', async () => {
    const link = await linkWith({ title: 'Saltar' }, 6);
    const images = async (query: Record<string, string>) => responseOf(getGalleryImages, await callApi({ method: 'GET', path: `/api/gallery/${link.token}/images`, query }));
    const all = await images({ limit: '60' });
    const target = all.images[5];
    for (const name of [target?.fileName ?? '', (target?.fileName ?? '').toUpperCase(), (target?.fileName ?? '').replace(/\.png$/, '')]) {
      const page = await images({ name, limit: '3' });
      expect(page.offset, name).toBe(3);
      expect(page.images.map((image) => image.imageId), name).toContain(target?.imageId);
    }
    // No photo called so: the first page.
    expect((await images({ name: 'NO_SUCH_PHOTO', limit: '3' })).offset).toBe(0);
  });
});
