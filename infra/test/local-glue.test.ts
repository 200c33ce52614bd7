// The pure parts of the local stand-in's glue: what AWS checks or reshapes, checked here
// without starting anything.
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { defineRoute } from '@fotostudio/shared/contracts/route';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '../local/api-gateway/api-gateway.js';
import { verifySignedUrl, unsignedUrl } from '../local/cloudfront/cloudfront-url.js';
import { normaliseUserNames, refreshAsInitiateAuth } from '../local/cognito/cognito-route.js';
import { checkPresignedPost, isRejection } from '../local/s3/presigned-post.js';
import { withoutFilePaths } from '../local/http-util.js';
import { rangeSatisfiable } from '../local/cloudfront/media-route.js';
import { eventSources } from '@fotostudio/functions/event-sources';
import { encodeEventKey, triggersSource } from '../local/s3/s3-event-bridge.js';
import { toLambdaRecord } from '../local/dynamodb/stream-poller.js';

describe('presigned POST policy', () => {
  const secret = 'S3RVER';
  const date = '20260101';
  const sign = (policy: object) => {
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
    const key = ['20260101', 'eu-west-1', 's3', 'aws4_request'].reduce<Buffer | string>(
      (k, part) => createHmac('sha256', k).update(part).digest(),
      `AWS4${secret}`,
    );
    return { encoded, signature: createHmac('sha256', key).update(encoded).digest('hex') };
  };
  const upload = (overrides: { fields?: Record<string, string>; size?: number; expiration?: string; conditions?: unknown[] } = {}) => {
    const conditions = overrides.conditions ?? [
      ['content-length-range', 1, 100],
      ['eq', '$Content-Type', 'image/jpeg'],
      { bucket: 'media' },
      { key: 'originals/p1/a.jpg' },
      { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
      { 'X-Amz-Credential': `S3RVER/${date}/eu-west-1/s3/aws4_request` },
      { 'X-Amz-Date': `${date}T000000Z` },
    ];
    const { encoded, signature } = sign({ expiration: overrides.expiration ?? '2099-01-01T00:00:00Z', conditions });
    const fields = new Map(
      Object.entries({
        key: 'originals/p1/a.jpg',
        'content-type': 'image/jpeg',
        'x-amz-algorithm': 'AWS4-HMAC-SHA256',
        'x-amz-credential': `S3RVER/${date}/eu-west-1/s3/aws4_request`,
        'x-amz-date': `${date}T000000Z`,
        policy: encoded,
        'x-amz-signature': signature,
        ...overrides.fields,
      }),
    );
    return checkPresignedPost({
      bucket: 'media',
      fields,
      file: { name: 'a.jpg', size: overrides.size ?? 10 },
      now: new Date('2026-06-01T00:00:00Z'),
      secretFor: (id) => (id === 'S3RVER' ? secret : undefined),
    });
  };

  it('accepts an upload that meets every condition', () => {
    expect(upload()).toEqual({ key: 'originals/p1/a.jpg', size: 10 });
  });

  it('refuses a file outside content-length-range', () => {
    const result = upload({ size: 101 });
    expect(isRejection(result) && result.code).toBe('EntityTooLarge');
  });

  it('refuses another content type than the policy names', () => {
    const result = upload({ fields: { 'content-type': 'image/png' } });
    expect(isRejection(result) && result.status).toBe(403);
  });

  it('refuses another key than the signed one', () => {
    const result = upload({ fields: { key: 'originals/p2/a.jpg' } });
    expect(isRejection(result) && result.message).toContain('Policy Condition failed');
  });

  it('refuses an expired policy', () => {
    const result = upload({ expiration: '2026-01-01T00:00:00Z' });
    expect(isRejection(result) && result.message).toContain('Policy expired');
  });

  it('refuses form fields the policy does not mention', () => {
    const result = upload({ fields: { 'x-amz-meta-owner': 'someone' } });
    expect(isRejection(result) && result.message).toContain('Extra input fields: x-amz-meta-owner');
  });

  it('refuses a policy signed with another secret', () => {
    const result = upload({ fields: { 'x-amz-signature': '0'.repeat(64) } });
    expect(isRejection(result) && result.code).toBe('SignatureDoesNotMatch');
  });

  it('honours starts-with conditions', () => {
    const conditions = [
      ['starts-with', '$key', 'originals/p1/'],
      ['starts-with', '$Content-Type', 'image/'],
      { bucket: 'media' },
      { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
      { 'X-Amz-Credential': `S3RVER/${date}/eu-west-1/s3/aws4_request` },
      { 'X-Amz-Date': `${date}T000000Z` },
    ];
    expect(isRejection(upload({ conditions }))).toBe(false);
    expect(isRejection(upload({ conditions, fields: { key: 'originals/p2/a.jpg' } }))).toBe(true);
  });
});

describe('CloudFront signed URLs', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const keyPairId = 'KTESTKEY123456';
  const origin = 'http://127.0.0.1:3000';
  const now = new Date('2026-06-01T00:00:00Z');
  const verify = (signed: string, at = now) => {
    const url = new URL(signed);
    return verifySignedUrl({
      query: url.searchParams,
      urls: [unsignedUrl(origin, url.pathname + url.search)],
      publicKeys: new Map([[keyPairId, publicKey]]),
      now: at,
      sourceIp: '127.0.0.1',
    });
  };
  const sign = (path: string, options: { dateLessThan: string } | { policy: string }) =>
    'policy' in options
      ? getSignedUrl({ url: `${origin}${path}`, keyPairId, privateKey, policy: options.policy })
      : getSignedUrl({ url: `${origin}${path}`, keyPairId, privateKey, dateLessThan: options.dateLessThan });

  it('lets a canned-policy URL through until it expires', () => {
    const signed = sign('/media/derived/p1/a%20b.jpg', { dateLessThan: '2026-06-01T00:05:00Z' });
    expect(verify(signed)).toEqual({ ok: true });
    expect(verify(signed, new Date('2026-06-01T00:06:00Z')).ok).toBe(false);
  });

  it('refuses a URL whose path was changed', () => {
    const signed = sign('/media/derived/p1/a.jpg', { dateLessThan: '2026-06-01T00:05:00Z' });
    expect(verify(signed.replace('/p1/', '/p2/')).ok).toBe(false);
  });

  it('keeps other query parameters in the signed resource', () => {
    const signed = sign('/media/derived/p1/a.jpg?v=2', { dateLessThan: '2026-06-01T00:05:00Z' });
    expect(verify(signed)).toEqual({ ok: true });
    expect(verify(signed.replace('v=2', 'v=3')).ok).toBe(false);
  });

  it('honours custom policies with wildcards', () => {
    const policy = JSON.stringify({
      Statement: [{ Resource: `${origin}/media/derived/p1/*`, Condition: { DateLessThan: { 'AWS:EpochTime': 1780272300 } } }],
    });
    expect(verify(sign('/media/derived/p1/x/y.jpg', { policy }))).toEqual({ ok: true });
    expect(verify(sign('/media/derived/p2/y.jpg', { policy })).ok).toBe(false);
  });

  it('refuses an unknown key pair and an unsigned URL', () => {
    const signed = sign('/media/a.jpg', { dateLessThan: '2026-06-01T00:05:00Z' });
    expect(verify(signed.replace(keyPairId, 'KOTHER')).ok).toBe(false);
    expect(verify(`${origin}/media/a.jpg`).ok).toBe(false);
  });
});

describe('Cognito requests on their way to cognito-local', () => {
  it('lower-cases every user name that is an email', () => {
    expect(
      normaliseUserNames({
        Username: 'Ana@Example.COM',
        AuthParameters: { USERNAME: 'Ana@Example.COM', PASSWORD: 'Secret-1A' },
        UserAttributes: [
          { Name: 'email', Value: 'Ana@Example.COM' },
          { Name: 'name', Value: 'Ana' },
        ],
      }),
    ).toEqual({
      Username: 'ana@example.com',
      AuthParameters: { USERNAME: 'ana@example.com', PASSWORD: 'Secret-1A' },
      UserAttributes: [
        { Name: 'email', Value: 'ana@example.com' },
        { Name: 'name', Value: 'Ana' },
      ],
    });
  });

  it('turns GetTokensFromRefreshToken into InitiateAuth REFRESH_TOKEN_AUTH', () => {
    expect(refreshAsInitiateAuth({ ClientId: 'c1', RefreshToken: 'r1' })).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'c1',
      AuthParameters: { REFRESH_TOKEN: 'r1' },
    });
  });
});

describe('local gateway route matching', () => {
  const byId = defineRoute({ id: 'x.get', domain: 'platform', method: 'GET', path: '/api/things/{thingId}', auth: 'public', response: z.object({}) });
  const literal = defineRoute({ id: 'x.search', domain: 'account', method: 'GET', path: '/api/things/search', auth: 'public', response: z.object({}) });
  const match = createRouteMatcher([byId, literal]);

  it('prefers the literal route, as API Gateway does', () => {
    expect(match('GET', '/api/things/search').route?.id).toBe('x.search');
  });

  it('decodes path parameters', () => {
    expect(match('GET', '/api/things/a%20b')).toEqual({ route: byId, pathParameters: { thingId: 'a b' } });
  });

  it('sends anything else to the catch-all route with its proxy parameter', () => {
    expect(match('POST', '/api/things/search')).toEqual({ route: undefined, pathParameters: { proxy: 'things/search' } });
  });
});

describe('event shapes', () => {
  it('URL-encodes S3 notification keys like S3 (spaces as +)', () => {
    expect(encodeEventKey('originals/p1/photo 1(a).jpg')).toBe('originals/p1/photo+1%28a%29.jpg');
  });

  it('delivers to a bucket source only the events and keys its filter names (originals/, never derived/)', () => {
    const record = (eventName: string, key: string, bucket = 'media') => ({ eventName, eventTime: '', s3: { bucket: { name: bucket }, object: { key } } });
    const source = eventSources.mediaOriginals;
    expect(triggersSource(record('ObjectCreated:Put', 'originals/p1/sessions/s1/i1.jpg'), 'media', source)).toBe(true);
    expect(triggersSource(record('ObjectCreated:Post', 'originals/p1/profile/a.png'), 'media', source)).toBe(true);
    expect(triggersSource(record('ObjectCreated:Put', 'derived/p1/sessions/s1/i1.jpg/thumb.webp'), 'media', source)).toBe(false);
    expect(triggersSource(record('ObjectRemoved:Delete', 'originals/p1/profile/a.png'), 'media', source)).toBe(false);
    expect(triggersSource(record('ObjectCreated:Put', 'originals/p1/profile/a.png', 'other'), 'media', source)).toBe(false);
  });

  it('reports a DynamoDB Local TTL deletion as a REMOVE by the DynamoDB service', () => {
    const record = toLambdaRecord(
      {
        eventID: '1',
        eventName: 'UNKNOWN_TO_SDK_VERSION' as 'REMOVE',
        dynamodb: {
          ApproximateCreationDateTime: new Date('2026-06-01T00:00:00Z'),
          Keys: { pk: { S: 'a' } },
          OldImage: { pk: { S: 'a' }, data: { B: new Uint8Array([1, 2, 3]) } },
          SequenceNumber: '7',
        },
      },
      'arn:stream',
      'eu-west-1',
    );
    expect(record.eventName).toBe('REMOVE');
    expect(record.userIdentity).toEqual({ type: 'Service', principalId: 'dynamodb.amazonaws.com' });
    expect(record.dynamodb?.OldImage?.data).toEqual({ B: 'AQID' });
    expect(record.dynamodb?.ApproximateCreationDateTime).toBe(1780272000);
  });

  it('leaves an ordinary REMOVE without actor', () => {
    const record = toLambdaRecord({ eventName: 'REMOVE', dynamodb: { Keys: { pk: { S: 'a' } } } }, 'arn:stream', 'eu-west-1');
    expect(record.userIdentity).toBeUndefined();
  });
});

describe('media ranges', () => {
  it('tells satisfiable, unsatisfiable and ignored ranges apart as RFC 9110 does', () => {
    expect(rangeSatisfiable('bytes=0-3', 8)).toBe(true);
    expect(rangeSatisfiable('bytes=7-', 8)).toBe(true);
    expect(rangeSatisfiable('bytes=-100', 8)).toBe(true);
    expect(rangeSatisfiable('bytes=8-', 8)).toBe(false);
    expect(rangeSatisfiable('bytes=100-200', 8)).toBe(false);
    expect(rangeSatisfiable('bytes=-0', 8)).toBe(false);
    expect(rangeSatisfiable('bytes=0-', 0)).toBe(false);
    expect(rangeSatisfiable('bytes=5-2', 8)).toBeUndefined();
    expect(rangeSatisfiable('bytes=0-1,4-5', 8)).toBeUndefined();
    expect(rangeSatisfiable('items=0-1', 8)).toBeUndefined();
  });
});

describe('error messages passed on to clients', () => {
  it('blank out absolute file paths and file URLs', () => {
    expect(withoutFilePaths("Cannot find module '/work/app/functions/src/x.ts' imported from file:///work/app/y.ts")).toBe(
      "Cannot find module '<path>' imported from <path>",
    );
    expect(withoutFilePaths('Invalid email address / phone number')).toBe('Invalid email address / phone number');
  });
});
