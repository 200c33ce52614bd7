// The CloudFront Functions run in CloudFront's own JavaScript runtime; their code defines
// `handler` and is evaluated here the same way.
import { galleryPage } from '@fotostudio/shared/contracts/gallery';
import { linkKeyOfPath } from '@fotostudio/shared/gallery/link-address';
import { siteRequestOf } from '@fotostudio/shared/site/pages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blogSlugsIn } from '../lib/edge/blog-slugs.js';
import { defaultViewerRequestCode, defaultViewerResponseCode, GALLERY_PAGE_QUERY } from '../lib/edge/default-viewer-request.js';

const BLOG_SLUGS = ['abrimos-la-beta', 'galerias-que-venden'];

interface ViewerRequestEvent {
  request: { uri: string; querystring?: Record<string, unknown> };
}

// The generated default function imports CloudFront's module; here `cf` records the origin it picks.
const loadDefaultHandler = () => {
  const code = defaultViewerRequestCode('api-origin', BLOG_SLUGS);
  const importLine = "import cf from 'cloudfront';\n";
  expect(code.startsWith(importLine)).toBe(true);
  const selected: string[] = [];
  const cf = { selectRequestOriginById: (id: string) => selected.push(id) };
  const handler = new Function('cf', `${code.slice(importLine.length)}\nreturn handler;`)(cf) as (event: ViewerRequestEvent) => {
    uri: string;
    querystring?: Record<string, { value: string }>;
  };
  return {
    run: (uri: string) => {
      selected.length = 0;
      const request = handler({ request: { uri, querystring: {} } });
      return { uri: request.uri, query: request.querystring, origin: selected[0] };
    },
  };
};

describe('default behaviour: public pages, the app and the not-found page', () => {
  const { run } = loadDefaultHandler();

  it.each([
    ['/', '/site.html'],
    ['/beta', '/beta/index.html'],
    ['/beta/', '/beta/index.html'],
    ['/pricing', '/pricing/index.html'],
    ['/en', '/en/index.html'],
    ['/en/', '/en/index.html'],
    ['/en/terms', '/en/terms/index.html'],
    ['/blog/abrimos-la-beta', '/blog/abrimos-la-beta/index.html'],
    ['/en/blog/galerias-que-venden', '/en/blog/galerias-que-venden/index.html'],
  ])('serves %s from %s', (uri, document) => {
    expect(run(uri)).toEqual({ uri: document, query: {}, origin: undefined });
  });

  it.each(['/login', '/signup', '/auth/confirm', '/auth/anything', '/dashboard', '/dashboard/sessions/5c1e2d0a-8c1b-4a7e-9f00-1234567890ab'])(
    'serves the app for %s',
    (uri) => {
      expect(run(uri)).toEqual({ uri: '/index.html', query: {}, origin: undefined });
    },
  );

  it.each([
    ['/sessions/123', '/404/index.html'],
    ['/blog/no-such-post', '/404/index.html'],
    ['/beta/extra', '/404/index.html'],
    ['/en/nothing-here/x', '/en/404/index.html'],
    ['/en/blog/no-such-post', '/en/404/index.html'],
  ])('serves the not-found page for %s', (uri, document) => {
    expect(run(uri)).toEqual({ uri: document, query: {}, origin: undefined });
  });

  it.each(['/assets/index-abc123.js', '/favicon.svg', '/config.json', '/index.html', '/gallery.html', '/sitemap.xml', '/docs/crm.png'])(
    'passes the file %s through',
    (uri) => {
      expect(run(uri)).toEqual({ uri, query: {}, origin: undefined });
    },
  );

  it('reads the slugs of the posts in the repository', () => {
    expect(blogSlugsIn()).toEqual(BLOG_SLUGS);
  });

  // The local static server decides with siteRequestOf; the edge with its generated copy.
  const segment = fc.oneof(
    fc.constantFrom('', 'en', 'es', 'beta', 'blog', 'home', 'login', 'auth', 'dashboard', 'docs', 'thankyou', 'abrimos-la-beta', 'nope', '404'),
    fc.stringMatching(/^[a-z-]{1,8}$/),
  );
  const path = fc.array(segment, { minLength: 0, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);

  it('agrees with siteRequestOf on any non-gallery page address', () => {
    fc.assert(
      fc.property(path, (uri) => {
        fc.pre(linkKeyOfPath(uri) === undefined);
        const site = siteRequestOf(uri, BLOG_SLUGS);
        expect(run(uri).uri).toBe(site.kind === 'app' ? '/index.html' : site.document);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('default behaviour: the not-found page and a missing file answer 404', () => {
  interface ViewerResponse {
    statusCode: number;
    statusDescription?: string;
    headers: Record<string, { value: string }>;
    body?: { encoding: string; data: string };
  }
  const handler = new Function(`${defaultViewerResponseCode(BLOG_SLUGS)}\nreturn handler;`)() as (event: {
    request: { uri: string };
    response: ViewerResponse;
  }) => ViewerResponse;
  const responseFor = (uri: string, statusCode = 200) =>
    handler({ request: { uri }, response: { statusCode, headers: { 'content-type': { value: 'application/xml' } } } });
  const statusFor = (uri: string, statusCode = 200) => responseFor(uri, statusCode).statusCode;

  it.each(['/no-such/page/here', '/blog/no-such-post', '/en/x/y', '/en/unknown/page', '/404/index.html', '/en/404/index.html'])('%s', (uri) => {
    expect(statusFor(uri)).toBe(404);
  });

  it.each(['/', '/beta', '/en/pricing', '/login', '/dashboard', '/dashboard/crm', '/site.html', '/assets/a.js', '/estudio-luz/ana-perez/boda-abcdefghijklmnopqrstuvwx23', '/boda-ana-y-luis'])(
    'leaves %s as it is',
    (uri) => {
      const response = responseFor(uri);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBeUndefined();
    },
  );

  it("keeps an error status from the origin on a page address, and the gallery page's own 404", () => {
    expect(statusFor('/no-such/page/here', 403)).toBe(403);
    expect(statusFor('/contacto', 404)).toBe(404);
    expect(responseFor('/contacto', 404).body).toBeUndefined();
    expect(statusFor('/api/gallery-page', 404)).toBe(404);
    expect(responseFor('/api/gallery-page', 404).body).toBeUndefined();
  });

  it.each([
    ['/assets/missing-abc123.js', 403],
    ['/foo/bar.baz', 403],
    ['/favicon.png', 404],
  ])("answers the missing file %s (S3's %i) with a plain 404", (uri, origin) => {
    const response = responseFor(uri, origin);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']?.value).toBe('text/plain; charset=utf-8');
    expect(response.body).toEqual({ encoding: 'text', data: 'Not found' });
  });
});

describe('default behaviour: gallery addresses go to the gallery page route on the API origin', () => {
  const { run } = loadDefaultHandler();
  const token = 'abcdefghijklmnopqrstuvwx23';

  it.each([
    `/estudio-luz/ana-perez/boda-${token}`,
    `/estudio-luz/cliente/${token}`,
    `/gallery/${token}`,
    '/gallery/boda-ana-y-luis',
    '/boda-ana-y-luis',
    `/Estudio-Luz/Ana/BODA-${token.toUpperCase()}`,
  ])('%s', (uri) => {
    expect(run(uri)).toEqual({ uri: galleryPage.path, query: { [GALLERY_PAGE_QUERY]: { value: encodeURIComponent(uri) } }, origin: 'api-origin' });
  });

  it.each(['/dashboard', '/settings', '/gallery', '/gallery/x', `/gallery/${token}/extra`, '/estudio/ana/boda-sin-token', '/a--b', `/${token}`, '/ab', '/en', '/en/blog/abrimos-la-beta'])(
    'leaves %s to the web bucket',
    (uri) => {
      expect(run(uri).origin).toBeUndefined();
    },
  );

  // The edge and the server must agree on what a gallery address is: the page route resolves
  // with linkKeyOfPath, the edge decides with its generated copy of the same rules.
  const segment = fc.oneof(
    fc.constantFrom('gallery', 'dashboard', 'api', 'assets', 'estudio-luz', 'a--b', 'x.js', '%41', '%zz', 'Boda', token, `boda-${token}`, ''),
    fc.stringMatching(/^[a-z0-9-]{1,12}$/),
    fc.stringMatching(/^[a-z2-7]{26}$/),
    fc.string({ maxLength: 6 }).map(encodeURIComponent),
  );
  const path = fc.array(segment, { minLength: 0, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);

  it('agrees with linkKeyOfPath on any path', () => {
    fc.assert(
      fc.property(path, (uri) => {
        expect(run(uri).origin !== undefined).toBe(linkKeyOfPath(uri) !== undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
