// gallery.page and the preview refresh: the tags a shared link shows in WhatsApp and similar
// apps, rendered into the built gallery entry. The template is served by a small HTTP server
// standing for the app's origin (APP_URL), as CloudFront serves web/dist/gallery.html; the
// CloudFront API by another, so the invalidation is a real SDK call over a real connection.
// Links are written with the entities directly until sessions.createShareLink is merged
// (support/share-links.ts).
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { galleryPage } from '@fotostudio/shared/contracts/gallery';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { NEUTRAL_PREVIEW } from '../src/gallery/holder/link-preview.js';
import { refreshLinkPreview } from '../src/share-links/link-preview-refresh.js';
import { newLinkToken } from '../src/share-links/link-store.js';
import { forgetGalleryTemplate, GALLERY_META_MARKER } from '../src/gallery/holder/page-template.js';
import { resetConfig } from '../src/lib/config.js';
import type { HttpResult } from '../src/lib/http/types.js';
import { callRoute, responseOf } from './support/api.js';
import { basePackage } from './support/catalog-fixtures.js';
import type { TestUser } from './support/cognito-users.js';
import { httpEvent, lambdaContext } from './support/http-event.js';
import { createBrandedPhotographer, createLink, GALLERY_TEMPLATE, galleryPageHandler, type LinkFields } from './support/share-links.js';

let template = GALLERY_TEMPLATE;
let templateFetches = 0;
const NOT_FOUND = {
  '/404/index.html': '<!doctype html><html lang="es"><title>Página no encontrada</title><a href="/">Inicio</a></html>',
  '/en/404/index.html': '<!doctype html><html lang="en"><title>Page not found</title><a href="/en">Home</a></html>',
} as Record<string, string>;
let notFoundFetches = 0;
const invalidations: { distributionId: string; body: string }[] = [];

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

// The app's origin as CloudFront serves it: the not-found page with status 404 (the viewer
// response marks it so), any other missing file a bare 404.
const origin = createServer((req, res) => {
  const notFound = NOT_FOUND[req.url ?? ''];
  if (notFound) {
    notFoundFetches += 1;
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound);
    return;
  }
  if (req.url !== '/gallery.html') {
    res.writeHead(404).end();
    return;
  }
  templateFetches += 1;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(template);
});

// Answers CreateInvalidation as CloudFront does (201 and the invalidation's XML).
const cloudFront = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    const distributionId = /\/distribution\/([^/]+)\/invalidation/.exec(req.url ?? '')?.[1] ?? '';
    invalidations.push({ distributionId, body });
    res
      .writeHead(201, { 'content-type': 'text/xml', location: `https://cloudfront.amazonaws.com/2020-05-31/distribution/${distributionId}/invalidation/I1` })
      .end(
        `<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I1</Id><Status>InProgress</Status>` +
          `<CreateTime>2026-01-01T00:00:00Z</CreateTime>${/<InvalidationBatch[\s\S]*<\/InvalidationBatch>/.exec(body)?.[0] ?? ''}</Invalidation>`,
      );
  });
});


const pageOf = async (path: string): Promise<HttpResult & { body: string }> => {
  const event = httpEvent('GET', galleryPage.path, { rawQueryString: new URLSearchParams({ path }).toString(), queryStringParameters: { path }, headers: {} });
  const result = await galleryPageHandler(event, lambdaContext);
  return { ...result, body: result.body ?? '' };
};

const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/** The head's tags as a map: `title`, and each meta by its name or property. */
const tagsOf = (html: string): Map<string, string> => {
  const tags = new Map<string, string>();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (title !== undefined) tags.set('title', decode(title));
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) tags.set(match[1] ?? '', decode(match[2] ?? ''));
  return tags;
};

const stackAppUrl = process.env.APP_URL;

let photographer: TestUser;
let appUrl: string;
let packageId: string;
const linkWith = (fields: LinkFields) => createLink(photographer, packageId, fields);

beforeAll(async () => {
  appUrl = await listen(origin);
  process.env.APP_URL = appUrl;
  process.env.AWS_ENDPOINT_URL_CLOUDFRONT = await listen(cloudFront);
  resetConfig();
  ({ user: photographer, packageId } = await createBrandedPhotographer('luz', {
    businessName: 'Estudio "Luz" <script>alert(1)</script>',
    accentColor: '#C0FFEE',
  }));
});

afterEach(() => {
  template = GALLERY_TEMPLATE;
  forgetGalleryTemplate();
  delete process.env.CDN_DISTRIBUTION_ID;
  resetConfig();
});

afterAll(async () => {
  process.env.APP_URL = stackAppUrl;
  delete process.env.AWS_ENDPOINT_URL_CLOUDFRONT;
  resetConfig();
  await Promise.all([origin, cloudFront].map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('gallery.page', () => {
  it('puts the business name, link title and message, cover and accent colour of an open link in the head', async () => {
    const link = await linkWith({ title: 'Vuestra boda', message: 'Elegid vuestras favoritas' });
    const page = await pageOf(link.mainPath);
    expect(page.statusCode).toBe(200);
    expect(page.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers?.['cache-control']).toMatch(/s-maxage=300/);
    const tags = tagsOf(page.body);
    const business = 'Estudio "Luz" <script>alert(1)</script>';
    expect(tags.get('og:title')).toBe('Vuestra boda');
    expect(tags.get('title')).toBe(`Vuestra boda · ${business}`);
    expect(tags.get('og:description')).toBe(`${business} — Elegid vuestras favoritas`);
    expect(tags.get('description')).toBe(tags.get('og:description'));
    expect(tags.get('og:url')).toBe(`${appUrl}${link.mainPath}`);
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('robots')).toMatch(/noindex/);
    expect(tags.get('theme-color')).toBe('#c0ffee');
    const image = new URL(tags.get('og:image') ?? '');
    // The cover's grid rendition, under the link's grant like every gallery image.
    const folder = link.coverKey.split('/').at(-2);
    expect(image.pathname).toMatch(new RegExp(`^/media/g/${photographer.sub}/${link.sessionId}/[0-9a-f]{24}/[0-9]+/g/${folder}$`));
    expect(image.searchParams.get('Signature')).toBeTruthy();
    // Valid at least an hour: the preview apps fetch the image after the page.
    expect(Number(image.searchParams.get('Expires')) * 1000).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
  });

  it('shows the cover of a watermarked package watermarked, and no cover rather than a clean one when it has none', async () => {
    const pkg = await callRoute(createPackage, photographer.accessToken, { body: { ...basePackage, name: 'Con marca', watermark: true, allowDownload: false } });
    const watermarkedPackage = responseOf(createPackage, pkg).package.packageId;
    const link = await createLink(photographer, watermarkedPackage, { title: 'Con marca de agua' });
    const withoutMark = tagsOf((await pageOf(`/gallery/${link.token}`)).body);
    expect(withoutMark.get('og:title')).toBe('Con marca de agua');
    expect(withoutMark.has('og:image')).toBe(false);
    expect(withoutMark.get('twitter:card')).toBe('summary');

    const session = await db().entities.session.get({ photographerId: photographer.sub, sessionId: link.sessionId }).go();
    const watermarkedGridKey = link.coverKey.replace(/grid\.webp$/, 'watermarked-grid.webp');
    await db()
      .entities.sessionImage.patch({ photographerId: photographer.sub, sessionId: link.sessionId, imageId: session.data?.coverImageId ?? '' })
      .set({ watermarkedGridKey })
      .go();
    const image = new URL(tagsOf((await pageOf(`/${link.customUrl}`)).body).get('og:image') ?? '');
    expect(image.pathname).toMatch(new RegExp(`/wg/${link.coverKey.split('/').at(-2)}$`));
  });

  it('answers every address of the link: /gallery/{token}, /{custom} and /gallery/{custom}', async () => {
    const link = await linkWith({ title: 'Comunión' });
    for (const path of [`/gallery/${link.token}`, `/${link.customUrl}`, `/gallery/${link.customUrl}`]) {
      expect(tagsOf((await pageOf(path)).body).get('og:title'), path).toBe('Comunión');
    }
  });

  it('escapes every value: quotes and a script in a title or message cannot leave their attribute or element', async () => {
    const title = `"><script>alert('t')</script><meta property="og:title" content="pwned`;
    const link = await linkWith({ title, message: '</title><script>alert(2)</script> & $& $1' });
    const page = await pageOf(`/gallery/${link.token}`);
    expect(page.body).not.toMatch(/<script>alert/);
    expect(page.body.match(/property="og:title"/g)).toHaveLength(1);
    const tags = tagsOf(page.body);
    expect(tags.get('og:title')).toBe(title);
    expect(tags.get('og:description')).toMatch(/<\/title><script>alert\(2\)<\/script> & \$& \$1$/);
  });

  it('replaces the template marker with the tags and keeps the rest of the template, with one title', async () => {
    const link = await linkWith({ title: 'Bautizo' });
    const page = await pageOf(`/gallery/${link.token}`);
    expect(page.body).not.toContain(GALLERY_META_MARKER);
    expect(page.body).toContain('<script type="module" src="/assets/gallery-abc.js"></script>');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('property="og:title"');
  });

  it('fetches the template once per warm container', async () => {
    const link = await linkWith({ title: 'Estudio' });
    const before = templateFetches;
    await pageOf(`/gallery/${link.token}`);
    await pageOf(`/${link.customUrl}`);
    expect(templateFetches - before).toBe(1);
  });

  it('refuses a template without the marker (a 500, never a page without tags)', async () => {
    template = GALLERY_TEMPLATE.replace(GALLERY_META_MARKER, '');
    const link = await linkWith({ title: 'Sin marca' });
    const page = await pageOf(`/gallery/${link.token}`);
    expect(page.statusCode).toBe(500);
    expect(page.headers?.['cache-control']).toBe('no-store');
  });

  it('opens in the session client’s preferred language, also when the link does not open; a client without one keeps the template’s Spanish', async () => {
    const clientOf = async (language?: 'es' | 'en') => {
      const contactId = randomUUID();
      await db()
        .entities.contact.create({ photographerId: photographer.sub, contactId, type: 'client', firstName: 'Anne', emails: { primary: `anne-${contactId}@example.com` }, language })
        .go();
      return { clientId: contactId };
    };
    const langOf = (html: string) => /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
    const english = await clientOf('en');
    const open = await createLink(photographer, packageId, { title: 'Our wedding' }, english);
    const closed = await createLink(photographer, packageId, { title: 'Secreto', closedAt: new Date().toISOString() }, english);
    for (const path of [open.mainPath, `/${open.customUrl}`, `/gallery/${closed.token}`]) {
      const page = await pageOf(path);
      expect(page.statusCode, path).toBe(200);
      expect(langOf(page.body), path).toBe('en');
      expect(page.body.match(/<html\b/g), path).toHaveLength(1);
    }
    const spanish = await createLink(photographer, packageId, { title: 'Boda' }, await clientOf('es'));
    const withoutLanguage = await createLink(photographer, packageId, { title: 'Boda' }, await clientOf());
    for (const link of [spanish, withoutLanguage, await linkWith({ title: 'Sin cliente en el CRM' })]) {
      expect(langOf((await pageOf(`/gallery/${link.token}`)).body)).toBe('es');
    }
  });

  const neutralCases: [string, LinkFields][] = [
    ['disabled', { title: 'Secreto', active: false }],
    ['expired', { title: 'Secreto', validUntil: new Date(Date.now() - 1000).toISOString() }],
    ['closed', { title: 'Secreto', closedAt: new Date().toISOString() }],
    ['password-protected', { title: 'Secreto', passwordHash: 'scrypt$c2FsdA$aGFzaA' }],
  ];

  it.each(neutralCases)('gives a %s link the neutral tags: no title, business, cover or colour', async (_, fields) => {
    const link = await linkWith({ ...fields, message: 'Mensaje privado' });
    for (const path of [link.mainPath, `/gallery/${link.token}`, `/${link.customUrl}`]) {
      const page = await pageOf(path);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/Secreto|Mensaje privado|Luz|media\/|c0ffee/);
      const tags = tagsOf(page.body);
      expect(tags.get('og:title')).toBe(NEUTRAL_PREVIEW.title);
      expect(tags.get('og:description')).toBe(NEUTRAL_PREVIEW.description);
      expect(tags.has('og:image')).toBe(false);
      expect(tags.get('robots')).toMatch(/noindex/);
    }
  });

  it('answers an address that names no link with the not-found page and status 404: unknown, replaced, or not a gallery address', async () => {
    const link = await linkWith({ title: 'Reemplazado' });
    await db().entities.shareLink.patch({ photographerId: photographer.sub, sessionId: link.sessionId }).set({ token: newLinkToken() }).go();
    const before = notFoundFetches;
    for (const path of ['/contacto', `/gallery/${link.token}`, '/gallery/abcdefghijklmnopqrstuvwxyz', '/luz/ana/boda-abcdefghijklmnopqrstuvwxyz', '/dashboard', '/a/b/c/d', '/%E0%A4%A']) {
      const page = await pageOf(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.headers?.['content-type']).toBe('text/html; charset=utf-8');
      // Cached like a page: a custom URL chosen later invalidates its address (refreshLinkPreview).
      expect(page.headers?.['cache-control']).toBe('public, max-age=0, s-maxage=300');
      expect(page.body, path).toBe(NOT_FOUND['/404/index.html']);
    }
    // Fetched once per warm container, as the gallery template is.
    expect(notFoundFetches - before).toBe(1);
  });

  it('answers an unknown address under /en with the English not-found page', async () => {
    const page = await pageOf('/en/no-such-thing');
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(NOT_FOUND['/en/404/index.html']);
  });

  it('keeps the gallery page (status 200, neutral tags) for a link that exists but is closed, so the gallery shows its branded closed card', async () => {
    const link = await linkWith({ title: 'Cerrada', closedAt: new Date().toISOString() });
    for (const path of [link.mainPath, `/${link.customUrl}`, `/gallery/${link.token}`]) {
      const page = await pageOf(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain('<script type="module" src="/assets/gallery-abc.js"></script>');
      expect(tagsOf(page.body).get('og:title')).toBe('Galería');
    }
  });
});

describe('refreshLinkPreview', () => {
  it('records the refresh and names every address, without invalidating when no distribution is configured', async () => {
    const link = await linkWith({ title: 'Refresco' });
    const sent = invalidations.length;
    const result = await refreshLinkPreview(photographer.sub, link.sessionId);
    expect(result.paths.sort()).toEqual([link.mainPath, `/gallery/${link.token}`, `/${link.customUrl}`, `/gallery/${link.customUrl}`].sort());
    const stored = await db().entities.shareLink.get({ photographerId: photographer.sub, sessionId: link.sessionId }).go({ consistent: true });
    expect(stored.data?.previewRefreshedAt).toBe(result.refreshedAt);
    expect(invalidations.length).toBe(sent);
  });

  it('invalidates the viewer paths and the rewritten page URIs of the link, and of its former addresses, on the configured distribution', async () => {
    process.env.CDN_DISTRIBUTION_ID = 'E2TESTDIST';
    resetConfig();
    const link = await linkWith({ title: 'Invalidar' });
    const former = { token: newLinkToken(), customUrl: 'antigua-direccion' };
    const result = await refreshLinkPreview(photographer.sub, link.sessionId, former);
    expect(result.paths).toEqual(expect.arrayContaining([`/gallery/${former.token}`, '/antigua-direccion', `/gallery/${link.token}`]));
    const sent = invalidations.at(-1);
    expect(sent?.distributionId).toBe('E2TESTDIST');
    const paths = [...(sent?.body ?? '').matchAll(/<Path>([^<]*)<\/Path>/g)].map((m) => decode(m[1] ?? ''));
    expect(paths).toEqual(expect.arrayContaining([link.mainPath, `/api/gallery-page?path=${encodeURIComponent(link.mainPath)}`, `/${link.customUrl}`, '/antigua-direccion']));
    expect(paths).toHaveLength(result.paths.length * 2);
  });
});
