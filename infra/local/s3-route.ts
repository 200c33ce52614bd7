// `/s3/*` on the one origin: the S3 endpoint for the functions' SDK and for browser uploads.
// Presigned POSTs to `/s3/<bucket>` are checked like S3 would before s3rver stores them;
// anything else must at least carry SigV4 credentials (s3rver does not verify them).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, forward, readBody } from './http-util.js';
import type { Logger } from './logger.js';
import { checkPresignedPost, isRejection, type PostRejection, s3ErrorXml } from './presigned-post.js';

export const S3_PATH_PREFIX = '/s3';

/** Beyond any upload the product allows (5 MB originals) plus form overhead. */
const MAX_POST_BYTES = 20 * 1024 * 1024;

const sendS3Error = (res: ServerResponse, rejection: PostRejection) => {
  const xml = s3ErrorXml(rejection, randomUUID());
  res.writeHead(rejection.status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
  res.end(xml);
};

const carriesSigV4 = (req: IncomingMessage, query: URLSearchParams): boolean =>
  (req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256') || query.has('X-Amz-Signature');

export const createS3Route = (options: {
  s3Port: () => number;
  secretFor: (accessKeyId: string) => string | undefined;
  logger: Logger;
}) => {
  const handlePost = async (req: IncomingMessage, res: ServerResponse, bucket: string, upstreamPath: string) => {
    let body: Buffer;
    try {
      body = await readBody(req, MAX_POST_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        sendS3Error(res, { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' });
        return;
      }
      throw error;
    }
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
    } catch {
      sendS3Error(res, { status: 400, code: 'MalformedPOSTRequest', message: 'The body of your POST request is not well-formed multipart/form-data.' });
      return;
    }
    const fields = new Map<string, string>();
    let file: File | undefined;
    for (const [name, value] of form.entries()) {
      const lower = name.toLowerCase();
      if (typeof value === 'string') {
        if (!fields.has(lower)) fields.set(lower, value);
      } else if (lower === 'file' && !file) {
        file = value;
      }
    }
    const result = checkPresignedPost({
      bucket,
      fields,
      file: file && { name: file.name, size: file.size },
      now: new Date(),
      secretFor: options.secretFor,
    });
    if (isRejection(result)) {
      options.logger.info(`upload to ${bucket} refused: ${result.code} ${result.message}`);
      sendS3Error(res, result);
      return;
    }
    await forward(req, res, { port: options.s3Port(), path: upstreamPath, body });
  };

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    // The raw target, not URL-normalised: object keys may contain `..` or encoded slashes.
    const raw = req.url ?? '/';
    const rest = raw.slice(S3_PATH_PREFIX.length);
    const upstreamPath = rest.startsWith('/') ? rest : `/${rest}`;
    const bucketOnly = /^\/([^/?]+)\/?(\?.*)?$/.exec(upstreamPath);
    const isForm = (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
    if (req.method === 'POST' && bucketOnly?.[1] && isForm) {
      await handlePost(req, res, decodeURIComponent(bucketOnly[1]), upstreamPath);
      return;
    }
    if (!carriesSigV4(req, url.searchParams)) {
      sendS3Error(res, { status: 403, code: 'AccessDenied', message: 'Access Denied' });
      return;
    }
    await forward(req, res, { port: options.s3Port(), path: upstreamPath });
  };
};
