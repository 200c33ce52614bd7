// The one origin: every path the browser or a function uses, on one 127.0.0.1 port, as
// CloudFront and the AWS endpoints would answer them.
import { galleryPage } from '@fotostudio/shared/contracts/gallery';
import { linkKeyOfPath } from '@fotostudio/shared/gallery/link-address';
import { VIEWER_ADDRESS_HEADER } from '@fotostudio/shared/viewer-address';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { API_PATH_PREFIX } from './api-gateway/api-gateway.js';
import { COGNITO_PATH_PREFIX } from './cognito/cognito-route.js';
import { LocalStackError } from './errors.js';
import { sendText } from './http-util.js';
import type { Logger } from './logger.js';
import { compressLikeCloudFront } from './cloudfront/compression.js';
import { MEDIA_PATH_PREFIX } from './cloudfront/media-route.js';
import type { RateLimiter } from './waf/rate-limit.js';
import { S3_PATH_PREFIX } from './s3/s3-route.js';
import { closeServer } from './ses/ses-local.js';
import { GALLERY_PAGE_QUERY } from '../lib/edge/default-viewer-request.js';
import { localSecurityHeaders } from '../lib/security-headers.js';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

export interface LocalRoutes {
  api: Handler;
  media: Handler;
  cognito: Handler;
  s3: Handler;
  runtimeConfig: Handler;
  web: Handler | undefined;
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * A gallery address is answered by the gallery page route (its link-preview tags), as the
 * default behaviour's CloudFront Function does (infra/lib/edge/default-viewer-request.ts):
 * the request goes on to the API as `GET /api/gallery-page?path=<address>`.
 */
const galleryPageUrl = (req: IncomingMessage, path: string): string | undefined =>
  req.method === 'GET' && linkKeyOfPath(path) !== undefined
    ? `${galleryPage.path}?${new URLSearchParams({ [GALLERY_PAGE_QUERY]: path }).toString()}`
    : undefined;

/** CloudFront-Viewer-Address as CloudFront writes it: `<ip>:<port>`, IPv6 unbracketed. */
const viewerAddressOf = (req: IncomingMessage): string =>
  `${(req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')}:${req.socket.remotePort ?? 0}`;

export interface LocalServer {
  url: string;
  port: number;
  /** Until the routes are set, every request answers 503 (the stand-ins are starting). */
  setRoutes(routes: LocalRoutes): void;
  close(): Promise<void>;
}

export const startLocalServer = async (options: { port: number; logger: Logger; rateLimiter: RateLimiter }): Promise<LocalServer> => {
  let routes: LocalRoutes | undefined;
  const securityHeaders = Object.entries(localSecurityHeaders());

  const dispatch = async (req: IncomingMessage, res: ServerResponse) => {
    // As CloudFront does: the viewer's address from the connection, replacing any a client sent.
    req.headers[VIEWER_ADDRESS_HEADER] = viewerAddressOf(req);
    const url = new URL(req.url ?? '/', 'http://local');
    const path = url.pathname;
    if (!routes) {
      sendText(res, 503, 'The local stack is starting; try again in a moment.', { 'retry-after': '1' });
      return;
    }
    if (options.rateLimiter(req, res, path)) return;
    if (under(path, API_PATH_PREFIX)) return routes.api(req, res, url);
    if (path.startsWith(MEDIA_PATH_PREFIX)) return routes.media(req, res, url);
    if (under(path, COGNITO_PATH_PREFIX)) return routes.cognito(req, res, url);
    if (under(path, S3_PATH_PREFIX)) return routes.s3(req, res, url);
    if (path === '/config.json') return routes.runtimeConfig(req, res, url);
    const pageUrl = galleryPageUrl(req, path);
    if (pageUrl) {
      req.url = pageUrl;
      return routes.api(req, res, new URL(pageUrl, url));
    }
    if (routes.web) return routes.web(req, res, url);
    sendText(res, 404, 'Not found');
  };

  const server: Server = createServer((req, res) => {
    // Set before any route writes its head, so every answer (errors, 404s, proxied ones) has them.
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    compressLikeCloudFront(req, res);
    Promise.resolve(dispatch(req, res)).catch((error: unknown) => {
      options.logger.error(`${req.method} ${req.url} failed in the local server`, error);
      if (!res.headersSent) sendText(res, 500, 'Local server error (see the terminal).');
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new LocalStackError(`Port ${options.port} is already in use: stop the other process or set PORT=<another port>.`));
      } else if (error.code === 'EACCES') {
        reject(new LocalStackError(`Port ${options.port} cannot be used (permission denied): set PORT=<a port above 1024>.`));
      } else {
        reject(error);
      }
    });
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('local server has no address');

  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    setRoutes: (value) => {
      routes = value;
    },
    close: () => closeServer(server),
  };
};
