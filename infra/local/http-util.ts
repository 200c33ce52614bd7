// Small helpers shared by the routes of the local server.
import { request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/**
 * Reads a request body, refusing more than `limit` bytes. A refused body is still drained
 * to its end before the refusal, so the client, which may still be sending, gets the
 * answer instead of a broken pipe.
 */
export const readBody = (req: IncomingMessage, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = declared > limit;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) reject(new BodyTooLargeError(`body of ${declared || size} bytes exceeds ${limit}`));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });

export const sendJson = (res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
};

export const sendText = (res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void => {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
};

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

const withoutHopByHop = (headers: IncomingHttpHeaders): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * Forwards a request to a stand-in on 127.0.0.1. With `body` the (already read, maybe
 * rewritten) bytes are sent; without it the request is streamed. A 5xx answer of the
 * stand-in is replaced by `onServerError`'s, so its internals never reach the client.
 */
export const forward = (
  req: IncomingMessage,
  res: ServerResponse,
  target: { port: number; path: string; body?: Buffer; onServerError?: () => void },
): Promise<void> =>
  new Promise((resolve) => {
    const headers = withoutHopByHop(req.headers);
    headers.host = `127.0.0.1:${target.port}`;
    if (target.body) {
      delete headers['transfer-encoding'];
      headers['content-length'] = target.body.length;
    }
    const upstream = request(
      { host: '127.0.0.1', port: target.port, method: req.method, path: target.path, headers },
      (response) => {
        if (target.onServerError && (response.statusCode ?? 502) >= 500) {
          response.resume();
          target.onServerError();
          resolve();
          return;
        }
        res.writeHead(response.statusCode ?? 502, withoutHopByHop(response.headers));
        response.pipe(res);
        response.on('end', resolve);
        response.on('error', () => resolve());
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) sendText(res, 502, 'Bad gateway: the local stand-in did not answer.');
      else res.destroy();
      resolve();
    });
    if (target.body) upstream.end(target.body);
    else req.pipe(upstream);
  });

/** Joins repeated header values the way API Gateway and most proxies do. */
export const headerValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(',') : value;

/**
 * A message with absolute file paths (and file:// URLs) blanked out, for the errors that
 * the stand-ins pass on to a client: which files the stack runs from is nobody's business.
 */
export const withoutFilePaths = (message: string): string =>
  message.replace(/(?:file:\/\/)?(?:\/[\w.@+-]+){2,}\/?/g, '<path>').replace(/[A-Za-z]:\\[^\s'"]+/g, '<path>');
