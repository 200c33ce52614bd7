// The status of every kind of address on the local one-origin server, as CloudFront answers
// them (infra/lib/edge/default-viewer-request.ts): site pages and app routes 200, unknown page
// addresses and missing files 404, and gallery-looking addresses answered by gallery.page
// with whatever status it decides. The server, the gateway and the static web are the real
// ones over a web/dist-like folder; the gallery function is a stand-in here (which address
// names a link is gallery.page's decision: functions/test/gallery-page.test.ts and
// gallery-address-routing.test.ts run the real one through this same server).
import { httpFunctionEntries } from '@fotostudio/functions/function-entries';
import { galleryPage } from '@fotostudio/shared/contracts/gallery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOneOriginServer, type OneOriginServer } from './support/one-origin-server.js';

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>app</title><div id="root"></div>',
  'site.html': '<!doctype html><title>landing</title>',
  'beta/index.html': '<!doctype html><title>beta</title>',
  'en/pricing/index.html': '<!doctype html><title>pricing</title>',
  '404/index.html': '<!doctype html><title>Página no encontrada</title><a href="/">Inicio</a>',
  'en/404/index.html': '<!doctype html><title>Page not found</title><a href="/en">Home</a>',
  'assets/app-abc123.js': 'export {};',
};

/** The stand-in gallery.page: one address names a link, every other is unknown. */
const KNOWN_ADDRESS = '/boda-ana-y-luis';
const pageRequests: string[] = [];

let server: OneOriginServer;

beforeAll(async () => {
  server = await startOneOriginServer('fotostudio-site-status-', FILES, async ({ entry }, event) => {
    const { routeKey, queryStringParameters } = event as { routeKey: string; queryStringParameters?: Record<string, string> };
    if (entry !== httpFunctionEntries.gallery || routeKey !== `GET ${galleryPage.path}`) throw new Error(`${routeKey} is not run here`);
    const path = queryStringParameters?.path ?? '';
    pageRequests.push(path);
    const known = path === KNOWN_ADDRESS;
    return { statusCode: known ? 200 : 404, headers: { 'content-type': 'text/html; charset=utf-8' }, body: known ? 'gallery' : 'no such link' };
  });
});

afterAll(async () => {
  await server?.close();
});

const get = async (path: string, accept = 'text/html,application/xhtml+xml') => {
  pageRequests.length = 0;
  const response = await fetch(`${server.url}${path}`, { headers: { accept } });
  return { status: response.status, body: await response.text(), pageRequests: [...pageRequests] };
};

describe('local server: the status of each kind of address', () => {
  it.each([
    ['/', 'site.html'],
    ['/beta', 'beta/index.html'],
    ['/en/pricing', 'en/pricing/index.html'],
    ['/dashboard', 'index.html'],
    ['/dashboard/no-such-view', 'index.html'],
    ['/login', 'index.html'],
    ['/auth/confirm', 'index.html'],
  ])('%s is 200 with %s (a site page or an app route; the app routes unknown views itself)', async (path, file) => {
    const { status, body, pageRequests: asked } = await get(path);
    expect(status).toBe(200);
    expect(body).toBe(FILES[file]);
    expect(asked).toEqual([]);
  });

  it.each([
    ['/en/unknown', 'en/404/index.html'],
    ['/en/unknown/deeper', 'en/404/index.html'],
    ['/no/such/page/at-all', '404/index.html'],
    ['/blog/no-such-post', '404/index.html'],
    ['/foo/bar.baz', '404/index.html'],
  ])('%s is 404 with the not-found page %s, without asking gallery.page', async (path, file) => {
    const { status, body, pageRequests: asked } = await get(path);
    expect(status).toBe(404);
    expect(body).toBe(FILES[file]);
    expect(asked).toEqual([]);
  });

  it('answers a missing script with a plain 404', async () => {
    const { status, body } = await get('/assets/app-missing.js', '*/*');
    expect(status).toBe(404);
    expect(body).toBe('Not found');
    expect((await get('/assets/app-abc123.js', '*/*')).status).toBe(200);
  });

  it("asks gallery.page about /contacto, which could be a custom URL, and answers with its status", async () => {
    expect(await get('/contacto')).toEqual({ status: 404, body: 'no such link', pageRequests: ['/contacto'] });
    expect(await get(KNOWN_ADDRESS)).toEqual({ status: 200, body: 'gallery', pageRequests: [KNOWN_ADDRESS] });
  });
});
