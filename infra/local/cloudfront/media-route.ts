// `/media/*`: the CloudFront behaviour in front of the private media bucket. Only signed
// URLs get through; the object is then streamed from the bucket (key = path after /media/).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, type S3Client } from '@aws-sdk/client-s3';
import { unsignedUrl, verifySignedUrl } from './cloudfront-url.js';
import { isEdgeResponse, type ViewerRequestHandler } from './edge-function.js';
import { sendText } from '../http-util.js';
import type { Logger } from '../logger.js';

export const MEDIA_PATH_PREFIX = '/media/';

/** CloudFront's default TTL, kept private: a signed URL is one person's permission. */
const DEFAULT_CACHE_CONTROL = 'private, max-age=86400';

const cloudFrontError = (res: ServerResponse, status: number, code: string, message: string) => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'text/xml', 'content-length': Buffer.byteLength(xml), 'cache-control': 'no-store' });
  res.end(xml);
};

/**
 * Whether a `Range` header can be served from an object of `size` bytes (RFC 9110 14.1.1);
 * undefined when the header is not a single byte range, which S3 then ignores.
 */
export const rangeSatisfiable = (range: string, size: number): boolean | undefined => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return Number(last) > 0 && size > 0;
  if (last !== '' && Number(last) < Number(first)) return undefined;
  return Number(first) < size;
};

export const createMediaRoute = (options: {
  s3: S3Client;
  bucket: string;
  publicKeys: Map<string, string>;
  /** Origins the app is reached by (the signer used one of them). */
  origins: (req: IncomingMessage) => string[];
  /** The behaviour's viewer-request CloudFront Function, run after the signature is checked. */
  viewerRequest: ViewerRequestHandler;
  logger: Logger;
}) => {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    const rawUrl = req.url ?? '/';
    const url = new URL(rawUrl, 'http://local');
    const verdict = verifySignedUrl({
      query: url.searchParams,
      urls: options.origins(req).map((origin) => unsignedUrl(origin, rawUrl)),
      publicKeys: options.publicKeys,
      now: new Date(),
      sourceIp: (req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
    });
    if (!verdict.ok) {
      cloudFrontError(res, 403, 'AccessDenied', verdict.reason);
      return;
    }

    // The path exactly as the viewer sent it (WHATWG URL parsing would resolve `..` and
    // `%2e` first); the function refuses anything that is not a plain key, and its answer is
    // the one key read.
    const queryIndex = rawUrl.indexOf('?');
    const rawPath = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
    const edge = await options.viewerRequest({ request: { uri: rawPath, method: req.method, querystring: {} } });
    if (isEdgeResponse(edge)) {
      sendText(res, edge.statusCode, edge.statusDescription ?? '', { 'cache-control': 'no-store' });
      return;
    }
    const key = edge.uri.slice(1);
    const range = req.headers.range;
    try {
      if (range) {
        const head = await options.s3.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        const size = head.ContentLength ?? 0;
        if (rangeSatisfiable(range, size) === false) {
          // As CloudFront passes S3's answer on: 416 with the object's size.
          const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidRange</Code><Message>The requested range is not satisfiable</Message></Error>`;
          res.writeHead(416, {
            'content-type': 'text/xml',
            'content-range': `bytes */${size}`,
            'content-length': Buffer.byteLength(xml),
            'cache-control': 'no-store',
          });
          res.end(xml);
          return;
        }
      }
      const input = { Bucket: options.bucket, Key: key, ...(range ? { Range: range } : {}) };
      const object =
        req.method === 'HEAD'
          ? await options.s3.send(new HeadObjectCommand(input))
          : await options.s3.send(new GetObjectCommand(input));
      const etag = object.ETag;
      if (etag && req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag, 'cache-control': object.CacheControl ?? DEFAULT_CACHE_CONTROL });
        res.end();
        return;
      }
      const headers: Record<string, string> = {
        'content-type': object.ContentType ?? 'application/octet-stream',
        'cache-control': object.CacheControl ?? DEFAULT_CACHE_CONTROL,
        'accept-ranges': 'bytes',
      };
      if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
      if (etag) headers.etag = etag;
      if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
      if (object.ContentDisposition) headers['content-disposition'] = object.ContentDisposition;
      if ('ContentRange' in object && object.ContentRange) headers['content-range'] = object.ContentRange;
      res.writeHead(range && 'ContentRange' in object && object.ContentRange ? 206 : 200, headers);
      if ('Body' in object && object.Body instanceof Readable) object.Body.pipe(res);
      else res.end();
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) {
        cloudFrontError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        return;
      }
      options.logger.error(`media ${key} could not be read`, error);
      cloudFrontError(res, 502, 'BadGateway', 'The media bucket did not answer.');
    }
  };
};
