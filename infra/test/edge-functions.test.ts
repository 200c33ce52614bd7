// The CloudFront Functions run in CloudFront's own JavaScript runtime; their code defines
// `handler` and is evaluated here the same way.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { galleryPage } from '@fotostudio/shared/contracts/gallery';
import { linkKeyOfPath } from '@fotostudio/shared/gallery/link-address';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultViewerRequestCode, GALLERY_PAGE_QUERY } from '../lib/edge/default-viewer-request.js';

interface ViewerRequestEvent {
  request: { uri: string; querystring?: Record<string, unknown> };
}
type Handler = (event: ViewerRequestEvent) => { uri: string };

const loadHandler = (file: string): Handler => {
  const code = readFileSync(fileURLToPath(new URL(`../lib/edge/${file}`, import.meta.url)), 'utf8');
  return new Function(`${code}\nreturn handler;`)() as Handler;
};

const uriAfter = (handler: Handler, uri: string): string => handler({ request: { uri } }).uri;

// The generated default function imports CloudFront's module; here `cf` records the origin it picks.
const loadDefaultHandler = () => {
  const code = defaultViewerRequestCode('api-origin');
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

describe('default behaviour: SPA rewrite', () => {
  const { run } = loadDefaultHandler();

  it.each(['/', '/login', '/sessions/123', '/dashboard/sessions/5c1e2d0a-8c1b-4a7e-9f00-1234567890ab', '/auth/confirm'])(
    'serves index.html for the client route %s',
    (uri) => {
      expect(run(uri)).toEqual({ uri: '/index.html', query: {}, origin: undefined });
    },
  );

  it.each(['/assets/index-abc123.js', '/favicon.svg', '/config.json', '/index.html', '/gallery.html'])('passes the file %s through', (uri) => {
    expect(run(uri)).toEqual({ uri, query: {}, origin: undefined });
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

  it.each(['/dashboard', '/settings', '/gallery', '/gallery/x', `/gallery/${token}/extra`, '/estudio/ana/boda-sin-token', '/a--b', `/${token}`, '/ab'])(
    'leaves %s to the SPA',
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

describe('media path (/media/* behaviour)', () => {
  const mediaPath = loadHandler('media-path.js');

  it('maps /media/<key> to the object key', () => {
    expect(uriAfter(mediaPath, '/media/derived/p-1/s-2/img.jpg/web.webp')).toBe('/derived/p-1/s-2/img.jpg/web.webp');
  });

  it('only strips the leading /media segment', () => {
    expect(uriAfter(mediaPath, '/media/originals/media/x.jpg')).toBe('/originals/media/x.jpg');
  });
});
