// Verifies AWS Signature Version 4 on requests to the local stand-ins, as the AWS endpoints
// do: the canonical request is signed again with the stack's secret by the SDK's own
// signer (@smithy/signature-v4) and the signatures are compared in constant time. Header
// auth (Authorization) and query auth (presigned URLs, S3 only) are both understood.
// https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv.html
import { createHash, createHmac, type Hash as NodeHash, type Hmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import type { Hash, HttpRequest, QueryParameterBag, SourceData } from '@smithy/types';
import type { StackCredentials } from './stack-credentials.js';

export const ALGORITHM = 'AWS4-HMAC-SHA256';
/** AWS refuses a request signed more than 15 minutes before or after its own clock. */
export const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;
const CONTENT_SHA256 = 'x-amz-content-sha256';
const UNSIGNED_PAYLOADS = new Set(['UNSIGNED-PAYLOAD', 'STREAMING-UNSIGNED-PAYLOAD-TRAILER']);
const QUERY_AUTH_PARAMETERS = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature'];

const bytesOf = (data: SourceData): Buffer =>
  typeof data === 'string'
    ? Buffer.from(data, 'utf8')
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256 and HMAC-SHA256 from node:crypto, in the shape the signer asks for. */
class Sha256 implements Hash {
  private readonly hash: NodeHash | Hmac;

  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }

  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

export type SigV4Failure = 'missing' | 'malformed' | 'unknown-key' | 'scope' | 'skewed' | 'expired' | 'payload' | 'mismatch';

export type SigV4Verdict = { ok: true } | { ok: false; failure: SigV4Failure; message: string };

export interface SigV4Expectation {
  service: string;
  region: string;
  credentials: StackCredentials;
  /** False only for S3, which signs the path as sent. */
  uriEscapePath: boolean;
  now: Date;
}

export interface ReceivedRequest {
  method: string;
  /** The request target as received (path and query, not normalised). */
  rawUrl: string;
  headers: IncomingHttpHeaders;
  /** The body, when the signature covers it; undefined for UNSIGNED-PAYLOAD requests. */
  body: Buffer | undefined;
}

const fail = (failure: SigV4Failure, message: string): SigV4Verdict => ({ ok: false, failure, message });

const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(',') : value;

/** `20260101T120000Z` -> Date, or undefined. */
const parseAmzDate = (value: string | undefined): Date | undefined => {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  if (y === undefined || mo === undefined || d === undefined || h === undefined || mi === undefined || s === undefined) return undefined;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const splitTarget = (rawUrl: string): { path: string; query: URLSearchParams } => {
  const index = rawUrl.indexOf('?');
  return index === -1
    ? { path: rawUrl, query: new URLSearchParams() }
    : { path: rawUrl.slice(0, index), query: new URLSearchParams(rawUrl.slice(index + 1)) };
};

const queryBag = (query: URLSearchParams, without: readonly string[]): QueryParameterBag => {
  const bag: Record<string, string | string[]> = {};
  for (const [name, value] of query) {
    if (without.includes(name)) continue;
    const known = bag[name];
    bag[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return bag;
};

const sameHex = (given: string, expected: string): boolean => {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === 32 && b.length === 32 && timingSafeEqual(a, b);
};

/** Checks the credential scope `<key>/<yyyymmdd>/<region>/<service>/aws4_request`. */
const checkScope = (credential: string, date: Date, expected: SigV4Expectation): SigV4Verdict => {
  const [accessKeyId, day, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !day || !region || !service || terminator !== 'aws4_request' || rest.length > 0) {
    return fail('malformed', 'The credential scope is malformed.');
  }
  if (accessKeyId !== expected.credentials.accessKeyId) return fail('unknown-key', 'The access key id is not known.');
  if (day !== date.toISOString().slice(0, 10).replaceAll('-', '')) return fail('scope', 'The credential date does not match the request date.');
  if (region !== expected.region || service !== expected.service) {
    return fail('scope', `The credential should be scoped to ${expected.region}/${expected.service}.`);
  }
  return { ok: true };
};

/** The headers the client signed, as received; undefined when one is missing. */
const signedHeaders = (list: string, headers: IncomingHttpHeaders): Record<string, string> | undefined => {
  const names = list.split(';');
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headerText(headers[name]);
    if (!name || name !== name.toLowerCase() || value === undefined) return undefined;
    picked[name] = value;
  }
  return picked;
};

const signerFor = (expected: SigV4Expectation) =>
  new SignatureV4({
    service: expected.service,
    region: expected.region,
    credentials: expected.credentials,
    sha256: Sha256,
    uriEscapePath: expected.uriEscapePath,
    applyChecksum: false,
  });

const verifyHeaderAuth = async (request: ReceivedRequest, authorization: string, expected: SigV4Expectation): Promise<SigV4Verdict> => {
  const [algorithm, ...rest] = authorization.trim().split(/\s+/);
  if (algorithm !== ALGORITHM) return fail('malformed', `Only ${ALGORITHM} is supported.`);
  const components = new Map(
    rest
      .join('')
      .split(',')
      .map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at), part.slice(at + 1)] as const;
      }),
  );
  const credential = components.get('Credential');
  const signedList = components.get('SignedHeaders');
  const signature = components.get('Signature');
  if (!credential || !signedList || !signature || !/^[0-9a-f]{64}$/.test(signature)) {
    return fail('malformed', 'The Authorization header is malformed.');
  }
  const names = signedList.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return fail('malformed', 'host and x-amz-date must be signed.');
  const date = parseAmzDate(headerText(request.headers['x-amz-date']));
  if (!date) return fail('malformed', 'The x-amz-date header is missing or malformed.');
  const scope = checkScope(credential, date, expected);
  if (!scope.ok) return scope;
  if (Math.abs(expected.now.getTime() - date.getTime()) > MAX_CLOCK_SKEW_MS) {
    return fail('skewed', 'The difference between the request time and the current time is too large.');
  }
  const headers = signedHeaders(signedList, request.headers);
  if (!headers) return fail('malformed', 'A signed header is missing from the request.');

  // As S3 does, the declared payload hash is what is signed; it must then match the body.
  const declared = headerText(request.headers[CONTENT_SHA256]);
  if (expected.service === 's3') {
    if (declared === undefined) return fail('payload', 'Missing required header for this request: x-amz-content-sha256');
    if (/^[0-9a-f]{64}$/.test(declared)) {
      if (!request.body || !sameHex(declared, createHash('sha256').update(request.body).digest('hex'))) {
        return fail('payload', 'The provided x-amz-content-sha256 header does not match what was computed.');
      }
    } else if (!UNSIGNED_PAYLOADS.has(declared)) {
      return fail('payload', `x-amz-content-sha256 ${declared} is not supported here.`);
    }
    headers[CONTENT_SHA256] = declared;
  }
  const { path, query } = splitTarget(request.rawUrl);
  const toSign: HttpRequest = {
    method: request.method,
    protocol: 'http:',
    hostname: 'local',
    path,
    query: queryBag(query, []),
    headers,
    ...(request.body && request.body.length > 0 ? { body: request.body } : {}),
  };
  const signed = await signerFor(expected).sign(toSign, {
    signingDate: date,
    signableHeaders: new Set(names),
    unsignableHeaders: names.includes(CONTENT_SHA256) ? new Set() : new Set([CONTENT_SHA256]),
  });
  const expectedSignature = /Signature=([0-9a-f]{64})/.exec(headerText(signed.headers.authorization) ?? '')?.[1] ?? '';
  return sameHex(signature, expectedSignature)
    ? { ok: true }
    : fail('mismatch', 'The request signature we calculated does not match the signature you provided.');
};

const verifyQueryAuth = async (request: ReceivedRequest, query: URLSearchParams, expected: SigV4Expectation): Promise<SigV4Verdict> => {
  for (const name of QUERY_AUTH_PARAMETERS) {
    if (query.getAll(name).length !== 1) return fail('malformed', `Query-string authentication requires exactly one ${name}.`);
  }
  const signature = query.get('X-Amz-Signature') ?? '';
  const signedList = query.get('X-Amz-SignedHeaders') ?? '';
  const expires = Number(query.get('X-Amz-Expires'));
  const date = parseAmzDate(query.get('X-Amz-Date') ?? undefined);
  if (query.get('X-Amz-Algorithm') !== ALGORITHM || !/^[0-9a-f]{64}$/.test(signature) || !date) {
    return fail('malformed', 'The presigned URL is malformed.');
  }
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGNED_SECONDS) {
    return fail('malformed', 'X-Amz-Expires must be between 1 and 604800 seconds.');
  }
  const scope = checkScope(query.get('X-Amz-Credential') ?? '', date, expected);
  if (!scope.ok) return scope;
  const now = expected.now.getTime();
  if (now > date.getTime() + expires * 1000) return fail('expired', 'Request has expired');
  if (date.getTime() - now > MAX_CLOCK_SKEW_MS) return fail('skewed', 'Request is not valid yet');
  const names = signedList.split(';');
  if (!names.includes('host')) return fail('malformed', 'host must be signed.');
  const headers = signedHeaders(signedList, request.headers);
  if (!headers) return fail('malformed', 'A signed header is missing from the request.');
  // A presigned URL signs no payload.
  headers[CONTENT_SHA256] = 'UNSIGNED-PAYLOAD';
  const { path } = splitTarget(request.rawUrl);
  const toSign: HttpRequest = {
    method: request.method,
    protocol: 'http:',
    hostname: 'local',
    path,
    query: queryBag(query, QUERY_AUTH_PARAMETERS),
    headers,
  };
  const presigned = await signerFor(expected).presign(toSign, {
    signingDate: date,
    expiresIn: expires,
    signableHeaders: new Set(names),
    unsignableHeaders: names.includes(CONTENT_SHA256) ? new Set() : new Set([CONTENT_SHA256]),
    // The client already moved what it wanted into the query; the headers stay headers.
    unhoistableHeaders: new Set(Object.keys(headers)),
  });
  const expectedSignature = presigned.query?.['X-Amz-Signature'];
  return typeof expectedSignature === 'string' && sameHex(signature, expectedSignature)
    ? { ok: true }
    : fail('mismatch', 'The request signature we calculated does not match the signature you provided.');
};

/** Whether the request carries SigV4 authentication at all (header or query). */
export const carriesSigV4 = (request: Pick<ReceivedRequest, 'rawUrl' | 'headers'>): boolean =>
  request.headers.authorization !== undefined || splitTarget(request.rawUrl).query.has('X-Amz-Signature');

export const verifySigV4 = async (request: ReceivedRequest, expected: SigV4Expectation): Promise<SigV4Verdict> => {
  const authorization = headerText(request.headers.authorization);
  const { query } = splitTarget(request.rawUrl);
  const queryAuth = query.has('X-Amz-Signature') || query.has('X-Amz-Algorithm') || query.has('X-Amz-Credential');
  if (authorization !== undefined && queryAuth) return fail('malformed', 'Only one auth mechanism allowed.');
  if (authorization !== undefined) return verifyHeaderAuth(request, authorization, expected);
  if (queryAuth) {
    if (expected.service !== 's3') return fail('malformed', 'Query-string authentication is not supported by this service.');
    return verifyQueryAuth(request, query, expected);
  }
  return fail('missing', 'Missing Authentication Token');
};

/** Whether a header-signed S3 request declares a body hash, so the body must be read to check it. */
export const declaresPayloadHash = (headers: IncomingHttpHeaders): boolean =>
  /^[0-9a-f]{64}$/.test(headerText(headers[CONTENT_SHA256]) ?? '');
