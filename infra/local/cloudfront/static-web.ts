// web/dist as the CloudFront default behaviour serves it from S3: hashed assets cached for
// good, the public site's prerendered pages, index.html for the app's paths, and the not-found
// page with status 404 for any other page address (the same rules as the edge functions:
// shared/src/site/pages.ts).
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { siteRequestOf } from '@fotostudio/shared/site/pages';
import { sendText } from '../http-util.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

const serveFile = (req: IncomingMessage, res: ServerResponse, path: string, cacheControl: string, status = 200) => {
  const stats = statSync(path);
  res.writeHead(status, {
    'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': stats.size,
    'cache-control': cacheControl,
    'last-modified': stats.mtime.toUTCString(),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
};

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The posts the build prerendered (dist/blog/<slug>/index.html). */
const blogSlugsIn = (root: string): string[] => {
  const dir = join(root, 'blog');
  return existsSync(dir) ? readdirSync(dir).filter((slug) => isFile(join(dir, slug, 'index.html'))) : [];
};

export const createStaticWeb = (options: { distDir: string }) => {
  const root = resolve(options.distDir);
  return (req: IncomingMessage, res: ServerResponse, url: URL): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    const index = join(root, 'index.html');
    if (!isFile(index)) {
      sendText(
        res,
        503,
        'The web app has not been built yet (web/dist/index.html is missing).\n' +
          'Run `npm run build:web` and reload; the API is already up under /api.\n',
        { 'cache-control': 'no-store' },
      );
      return;
    }
    let path: string;
    try {
      path = resolve(root, `.${decodeURIComponent(url.pathname)}`);
    } catch {
      sendText(res, 400, 'Bad request');
      return;
    }
    if ((path === root || path.startsWith(root + sep)) && isFile(path)) {
      serveFile(req, res, path, url.pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      return;
    }
    // Addresses without a file extension (or asked for as a page) are pages; a missing script
    // or image stays a plain 404.
    const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    if (!lastSegment.includes('.') || (req.headers.accept ?? '').includes('text/html')) {
      const site = siteRequestOf(url.pathname, blogSlugsIn(root));
      if (site.kind === 'app') {
        serveFile(req, res, index, 'no-cache');
        return;
      }
      const document = join(root, `.${site.document}`);
      if (site.kind === 'page' && isFile(document)) {
        serveFile(req, res, document, 'no-cache');
        return;
      }
      const notFound = join(root, `.${site.kind === 'not-found' ? site.document : '/404/index.html'}`);
      if (isFile(notFound)) {
        serveFile(req, res, notFound, 'no-cache', 404);
        return;
      }
    }
    sendText(res, 404, 'Not found');
  };
};
