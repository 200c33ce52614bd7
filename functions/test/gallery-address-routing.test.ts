// One origin locally: the local server answers a gallery address with the gallery.page route
// through the local API gateway (the same path a browser or WhatsApp takes), and every other
// page with the SPA. The server here is the real local server, gateway and static web over a
// web/dist-like folder; only the function runtime is swapped for gallery.page in-process (the
// gallery function's other route modules are other branches'). The page's template is read
// from the same origin, as in AWS.
import { httpFunctionEntries } from '@fotostudio/functions/function-entries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOneOriginServer, type OneOriginServer } from '../../infra/test/support/one-origin-server.js';
import { forgetGalleryTemplate } from '../src/gallery/holder/page-template.js';
import { resetConfig } from '../src/lib/config.js';
import type { HttpEvent } from '../src/lib/http/types.js';
import type { TestUser } from './support/cognito-users.js';
import { lambdaContext } from './support/http-event.js';
import { createBrandedPhotographer, createLink, GALLERY_TEMPLATE, galleryPageHandler } from './support/share-links.js';

const SPA = '<!doctype html><title>fotostudio</title><div id="app"></div>';
const LANDING = '<!doctype html><title>landing</title>';
const BETA = '<!doctype html><title>beta</title>';
const NOT_FOUND = '<!doctype html><title>not found</title>';
const stackAppUrl = process.env.APP_URL;
const invoked: string[] = [];
let server: OneOriginServer;
let photographer: TestUser;
let packageId: string;

beforeAll(async () => {
  const files = { 'index.html': SPA, 'gallery.html': GALLERY_TEMPLATE, 'assets/gallery-abc.js': 'export {};', 'site.html': LANDING, 'beta/index.html': BETA, '404/index.html': NOT_FOUND };
  server = await startOneOriginServer('fotostudio-gallery-dist-', files, async ({ entry }, event) => {
    invoked.push(entry);
    if (entry !== httpFunctionEntries.gallery) throw new Error(`${entry} is not run by this test`);
    return galleryPageHandler(event as HttpEvent, lambdaContext);
  });
  process.env.APP_URL = server.url;
  resetConfig();
  forgetGalleryTemplate();
  ({ user: photographer, packageId } = await createBrandedPhotographer('origen', { businessName: 'Estudio Origen', accentColor: '#336699' }));
});

afterAll(async () => {
  process.env.APP_URL = stackAppUrl;
  resetConfig();
  forgetGalleryTemplate();
  await server?.close();
});

describe('local server: gallery addresses, the public site and the SPA on one origin', () => {
  it('answers each address of a link with the gallery page and its preview tags, through the gateway', async () => {
    const link = await createLink(photographer, packageId, { title: 'Boda en la playa', message: 'Para Ana' });
    for (const path of [link.mainPath, `/gallery/${link.token}`, `/${link.customUrl}`, `/gallery/${link.customUrl}`]) {
      invoked.length = 0;
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toMatch(/s-maxage=300/);
      // The security headers of the one origin apply to the page as to the SPA.
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await response.text();
      expect(html).toContain('<meta property="og:title" content="Boda en la playa">');
      expect(html).toContain('<meta property="og:description" content="Estudio Origen — Para Ana">');
      expect(html).toContain('<meta name="theme-color" content="#336699">');
      expect(html).toContain(`<meta property="og:url" content="${server.url}${path}">`);
      expect(html).toContain('<script type="module" src="/assets/gallery-abc.js"></script>');
      expect(invoked).toEqual([httpFunctionEntries.gallery]);
    }
  });

  it.each(['/contacto', '/gallery/abcdefghijklmnopqrstuvwxyz', '/estudio/ana/boda-abcdefghijklmnopqrstuvwxyz'])(
    'answers %s, a gallery address that names no link, with the not-found page and status 404 (gallery.page decides)',
    async (path) => {
      invoked.length = 0;
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(NOT_FOUND);
      expect(invoked).toEqual([httpFunctionEntries.gallery]);
    },
  );

  it('keeps the gallery page (200) for a closed link, whose gallery shows the closed card', async () => {
    const link = await createLink(photographer, packageId, { title: 'Cerrada', closedAt: new Date().toISOString() });
    const response = await fetch(`${server.url}/${link.customUrl}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta property="og:title" content="Galería">');
    expect(html).toContain('/assets/gallery-abc.js');
  });

  it.each(['/dashboard', '/dashboard/sessions', '/login', '/auth/confirm'])('keeps %s on the SPA', async (path) => {
    invoked.length = 0;
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SPA);
    expect(invoked).toEqual([]);
  });

  it.each([
    ['/', 200, LANDING],
    ['/beta', 200, BETA],
    ['/beta/', 200, BETA],
    ['/gallery', 404, NOT_FOUND],
    ['/settings', 404, NOT_FOUND],
    ['/blog/no-such-post', 404, NOT_FOUND],
  ])('answers %s from the prerendered site (%i)', async (path, status, body) => {
    invoked.length = 0;
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
    expect(invoked).toEqual([]);
  });

  it('serves files as files, and the gallery entry itself as its template', async () => {
    expect(await (await fetch(`${server.url}/assets/gallery-abc.js`)).text()).toBe('export {};');
    expect(await (await fetch(`${server.url}/gallery.html`)).text()).toBe(GALLERY_TEMPLATE);
  });

  it('sends only GET to the page route: other methods on a gallery address stay with the SPA server', async () => {
    const link = await createLink(photographer, packageId, { title: 'Sólo GET' });
    invoked.length = 0;
    const response = await fetch(`${server.url}/gallery/${link.token}`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(invoked).toEqual([]);
  });
});
