// `/s3/*` on the one origin: the S3 endpoint for the functions' SDK and for browser uploads.
// s3rver verifies no SigV4 signature and no POST policy, so this route does, as S3 would:
// presigned POSTs to `/s3/<bucket>` against their policy, everything else against a
// signature (Authorization header or presigned URL) with the stack's credentials. s3rver
// ignores `If-None-Match` on PUT, so this route answers S3's conditional write itself: a PUT
// with `If-None-Match: *` on an existing key gets 412 PreconditionFailed, one at a time per key.
// Keys written once (isWriteOnceKey: signed agreements' PDFs, under S3 Object Lock on AWS) are
// never overwritten or deleted here: a PUT on an existing one, a DELETE, a multi-object delete
// naming one, or a multipart upload to one is refused with 403 AccessDenied.
import { isWriteOnceKey } from '@fotostudio/shared/media/bucket-layout';
import { randomUUID } from 'node:crypto';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { BodyTooLargeError, forward, readBody } from '../http-util.js';
import type { Logger } from '../logger.js';
import { checkPresignedPost, isRejection, type PostRejection, s3ErrorXml } from './presigned-post.js';
import { declaresPayloadHash, type ReceivedRequest, type SigV4Verdict } from '../iam/sigv4.js';

export const S3_PATH_PREFIX = '/s3';

/** Beyond any upload the product allows (5 MB originals) plus form overhead. */
const MAX_POST_BYTES = 20 * 1024 * 1024;

/** The largest signed request body read to check its x-amz-content-sha256 (S3 parts go to 5 GB). */
const MAX_SIGNED_BODY_BYTES = 128 * 1024 * 1024;

const sendS3Error = (res: ServerResponse, rejection: PostRejection) => {
  const xml = s3ErrorXml(rejection, randomUUID());
  res.writeHead(rejection.status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
  res.end(xml);
};

/** S3's answer to a request whose signature does not hold. */
const signatureRejection = (verdict: Exclude<SigV4Verdict, { ok: true }>): PostRejection => {
  switch (verdict.failure) {
    case 'missing':
      return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
    case 'unknown-key':
      return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
    case 'mismatch':
      return {
        status: 403,
        code: 'SignatureDoesNotMatch',
        message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      };
    case 'skewed':
      return { status: 403, code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' };
    case 'expired':
      return { status: 403, code: 'AccessDenied', message: 'Request has expired' };
    case 'payload':
      return { status: 400, code: 'XAmzContentSHA256Mismatch', message: verdict.message };
    default:
      return { status: 400, code: 'AuthorizationHeaderMalformed', message: verdict.message };
  }
};

/** S3's answer to a conditional write on a key that exists. */
const preconditionFailed: PostRejection = { status: 412, code: 'PreconditionFailed', message: 'At least one of the pre-conditions you specified did not hold' };

/** The local stand-in of S3 Object Lock on a written-once key (docs/local-stack.md). */
const lockedObject: PostRejection = { status: 403, code: 'AccessDenied', message: 'Access Denied: the object is written once (Object Lock) and cannot be overwritten or deleted' };

/** The object key of a path-style request (`/<bucket>/<key>?...`), decoded; undefined for a bucket-level request. */
const objectKeyOf = (path: string): string | undefined => {
  const match = /^\/[^/?]+\/([^?]+)/.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
};

/** The keys a multi-object delete names (`<Key>...</Key>` of its XML body, entities decoded). */
const keysOfDeleteBody = (body: Buffer): string[] =>
  [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
    (m[1] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
  );

/** S3 takes only `*` in a PUT's If-None-Match. */
const conditionNotImplemented: PostRejection = { status: 501, code: 'NotImplemented', message: 'A header you provided implies functionality that is not implemented' };

/** Whether s3rver holds an object at the path (s3rver serves an unsigned request; the caller's signature was verified). */
const objectExists = (port: number, path: string): Promise<boolean> =>
  new Promise((resolve, reject) => {
    const head = request({ host: '127.0.0.1', port, method: 'HEAD', path }, (response) => {
      response.resume();
      const status = response.statusCode ?? 500;
      if (status === 200) resolve(true);
      else if (status === 404) resolve(false);
      else reject(new Error(`s3rver answered HEAD ${path} with ${status}`));
    });
    head.on('error', reject);
    head.end();
  });

/** s3rver's own failures stay in the terminal; S3 answers them with a bare InternalError. */
const internalError: PostRejection = { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' };

export const createS3Route = (options: {
  s3Port: () => number;
  secretFor: (accessKeyId: string) => string | undefined;
  /** Checks a SigV4 signature (service s3) against the stack's credentials. */
  verifySignature: (request: ReceivedRequest) => Promise<SigV4Verdict>;
  logger: Logger;
}) => {
  const toS3rver = (req: IncomingMessage, res: ServerResponse, path: string, body?: Buffer) =>
    forward(req, res, {
      port: options.s3Port(),
      path,
      ...(body ? { body } : {}),
      onServerError: () => sendS3Error(res, internalError),
    });

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
      // A field given twice would let the policy check one value and s3rver store another.
      if (fields.has(lower) || (lower === 'file' && file)) {
        sendS3Error(res, { status: 400, code: 'InvalidArgument', message: `POST form fields must be unique: ${name} is given more than once.` });
        return;
      }
      if (typeof value === 'string') fields.set(lower, value);
      else if (lower === 'file') file = value;
      else {
        sendS3Error(res, { status: 400, code: 'InvalidArgument', message: `POST form field ${name} must not be a file.` });
        return;
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
    await toS3rver(req, res, upstreamPath, body);
  };

  /** The conditional PUTs of each key, run one after the other so that only the first finds the key free. */
  const conditionalWrites = new Map<string, Promise<void>>();

  const putIfNoneMatch = async (req: IncomingMessage, res: ServerResponse, path: string, body: Buffer | undefined, refusal: PostRejection = preconditionFailed) => {
    if (req.headers['if-none-match'] !== undefined && req.headers['if-none-match'] !== '*') {
      req.resume();
      sendS3Error(res, conditionNotImplemented);
      return;
    }
    const key = path.split('?')[0] ?? path;
    const before = conditionalWrites.get(key) ?? Promise.resolve();
    const write = before.then(async () => {
      let exists: boolean;
      try {
        exists = await objectExists(options.s3Port(), key);
      } catch (error) {
        options.logger.info(`S3 conditional PUT ${key}: ${error instanceof Error ? error.message : String(error)}`);
        req.resume();
        sendS3Error(res, internalError);
        return;
      }
      if (exists) {
        req.resume();
        sendS3Error(res, refusal);
        return;
      }
      await toS3rver(req, res, path, body);
    });
    conditionalWrites.set(key, write);
    try {
      await write;
    } finally {
      if (conditionalWrites.get(key) === write) conditionalWrites.delete(key);
    }
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
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

    // The body is read only when the signature covers its hash; UNSIGNED-PAYLOAD streams.
    let body: Buffer | undefined;
    if (req.headers.authorization !== undefined && declaresPayloadHash(req.headers)) {
      try {
        body = await readBody(req, MAX_SIGNED_BODY_BYTES);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        sendS3Error(res, { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' });
        return;
      }
    }
    const verdict = await options.verifySignature({ method: req.method ?? 'GET', rawUrl: raw, headers: req.headers, body });
    if (!verdict.ok) {
      options.logger.info(`S3 ${req.method} ${upstreamPath} refused: ${verdict.message}`);
      req.resume();
      sendS3Error(res, signatureRejection(verdict));
      return;
    }
    const key = objectKeyOf(upstreamPath);
    if (key !== undefined && isWriteOnceKey(key)) {
      if (req.method === 'DELETE' || (req.method === 'POST' && /[?&]uploads(=|&|$)/.test(upstreamPath))) {
        options.logger.info(`S3 ${req.method} ${upstreamPath} refused: written once`);
        req.resume();
        sendS3Error(res, lockedObject);
        return;
      }
      if (req.method === 'PUT') {
        // Written once: the first PUT writes, any later one is refused (412 when it asked If-None-Match, as S3 answers).
        await putIfNoneMatch(req, res, upstreamPath, body, req.headers['if-none-match'] === undefined ? lockedObject : preconditionFailed);
        return;
      }
    }
    if (req.method === 'POST' && key === undefined && /[?&]delete(=|&|$)/.test(upstreamPath)) {
      const deleteBody = body ?? (await readBody(req, MAX_POST_BYTES));
      if (keysOfDeleteBody(deleteBody).some(isWriteOnceKey)) {
        options.logger.info(`S3 multi-object delete ${upstreamPath} refused: it names a key written once`);
        sendS3Error(res, lockedObject);
        return;
      }
      await toS3rver(req, res, upstreamPath, deleteBody);
      return;
    }
    if (req.method === 'PUT' && req.headers['if-none-match'] !== undefined) {
      await putIfNoneMatch(req, res, upstreamPath, body);
      return;
    }
    await toS3rver(req, res, upstreamPath, body);
  };
};
