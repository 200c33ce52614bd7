// The CloudFront Functions run in CloudFront's own JavaScript runtime; their files are plain
// scripts defining `handler`, evaluated here the same way.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface ViewerRequestEvent {
  request: { uri: string; querystring?: Record<string, unknown> };
}
type Handler = (event: ViewerRequestEvent) => { uri: string };

const loadHandler = (file: string): Handler => {
  const code = readFileSync(fileURLToPath(new URL(`../lib/edge/${file}`, import.meta.url)), 'utf8');
  return new Function(`${code}\nreturn handler;`)() as Handler;
};

const uriAfter = (handler: Handler, uri: string): string => handler({ request: { uri } }).uri;

describe('SPA rewrite (default behaviour)', () => {
  const spaRewrite = loadHandler('spa-rewrite.js');

  it.each(['/', '/login', '/sessions/123', '/studio/ana/boda-2025', '/auth/confirm'])('serves index.html for the client route %s', (uri) => {
    expect(uriAfter(spaRewrite, uri)).toBe('/index.html');
  });

  it.each(['/assets/index-abc123.js', '/favicon.svg', '/config.json', '/index.html'])('passes the file %s through', (uri) => {
    expect(uriAfter(spaRewrite, uri)).toBe(uri);
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
