// Compression as CloudFront applies it (the distribution's behaviours compress, their cache
// policies accept gzip and Brotli: infra/lib/web-stack.ts): an answer of a compressible type
// between 1,000 bytes and 10 MB, not already encoded, is sent Brotli-compressed to a viewer
// that accepts it, else gzip; anything else passes as it is. The local server applies it to
// every answer (issue 27 point 1: the gallery's bytes before its first paint are measured
// through it as a phone gets them from CloudFront).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip, type Gzip, type BrotliCompress } from 'node:zlib';

/** The content types CloudFront compresses (its documented list, the ones this app serves). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|x-javascript|json|ld\+json|manifest\+json|xml|xhtml\+xml|rss\+xml)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(otf|ttf)|application\/vnd\.ms-fontobject)/i;
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;

/** The encoding CloudFront would pick for an Accept-Encoding: Brotli first, then gzip. */
export const viewerEncodingOf = (accept: string | undefined): 'br' | 'gzip' | undefined => {
  const offered = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name?.trim());
  return offered.includes('br') ? 'br' : offered.includes('gzip') ? 'gzip' : undefined;
};

const compressible = (res: ServerResponse): boolean => {
  if (res.getHeader('content-encoding') || [204, 206, 304].includes(res.statusCode)) return false;
  const length = Number(res.getHeader('content-length') ?? Number.NaN);
  if (length < MIN_BYTES || length > MAX_BYTES) return false;
  return COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''));
};

/** Makes `res` compress its body as CloudFront would for `req`; answers as sent when that does not apply. */
export const compressLikeCloudFront = (req: IncomingMessage, res: ServerResponse): void => {
  const encoding = viewerEncodingOf(req.headers['accept-encoding']);
  // A range is served as stored (CloudFront does not compress a partial answer).
  if (!encoding || req.method === 'HEAD' || req.headers.range) return;
  const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown) => boolean;
  const end = res.end.bind(res) as () => ServerResponse;
  let zip: Gzip | BrotliCompress | undefined;

  // Every answer's head goes through here, given by the route or implied by its first write.
  res.writeHead = ((status: number, messageOrHeaders?: string | OutgoingHttpHeaders, maybeHeaders?: OutgoingHttpHeaders) => {
    const headers = typeof messageOrHeaders === 'object' ? messageOrHeaders : maybeHeaders;
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    res.statusCode = status;
    if (!res.headersSent && compressible(res)) {
      res.removeHeader('content-length');
      res.setHeader('content-encoding', encoding);
      const vary = String(res.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      zip = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
      zip.on('data', (chunk: Buffer) => write(chunk));
      zip.on('end', () => end());
    }
    return typeof messageOrHeaders === 'string' ? writeHead(status, messageOrHeaders) : writeHead(status);
  }) as ServerResponse['writeHead'];

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!zip) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    zip.write(typeof chunk === 'string' ? Buffer.from(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8') : (chunk as Buffer), callback);
    // zlib buffers what it is given: a pipe into this answer never waits for a drain that would not come.
    return true;
  }) as ServerResponse['write'];

  res.end = ((...args: unknown[]) => {
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    if (!res.headersSent) {
      // The whole body is known: its length decides, as CloudFront's Content-Length does.
      if (chunk !== undefined && chunk !== null && res.getHeader('content-length') === undefined) {
        res.setHeader('content-length', typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Buffer).length);
      }
      res.writeHead(res.statusCode);
    }
    if (!zip) return (end as (...a: unknown[]) => ServerResponse)(...args);
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) res.once('finish', callback);
    if (chunk !== undefined && chunk !== null) zip.end(typeof chunk === 'string' ? Buffer.from(chunk, typeof args[1] === 'string' ? (args[1] as BufferEncoding) : 'utf8') : (chunk as Buffer));
    else zip.end();
    return res;
  }) as ServerResponse['end'];
};
