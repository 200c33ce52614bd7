// The functions' own CloudFront signer gives, byte for byte, what @aws-sdk/cloudfront-signer
// gives (RSA PKCS#1 v1.5 signatures are deterministic), for canned and custom policies.
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cannedSignedUrl, customPolicyQuery } from '../src/media/cloudfront-signature.js';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const key = { keyPairId: 'K2JCJMDEHXQW5F', privateKey };
const until = new Date('2026-11-28T16:00:00.000Z');

describe('CloudFront signed URLs', () => {
  it.each([
    'https://app.example.com/media/derived/p/sessions/s/a.jpg/thumb.webp',
    'https://app.example.com/media/g/p/s/0123456789abcdef01234567/1732800000000/o/0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.jpg',
  ])('signs a canned policy as the SDK does: %s', (url) => {
    expect(cannedSignedUrl(url, until, key)).toBe(getSignedUrl({ url, keyPairId: key.keyPairId, privateKey, dateLessThan: until.toISOString() }));
  });

  it('signs a custom policy over a prefix as the SDK does', () => {
    const base = 'https://app.example.com/media/g/p/s/0123456789abcdef01234567/0/t/';
    const policy = JSON.stringify({ Statement: [{ Resource: `${base}*`, Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(until.getTime() / 1000) } } }] });
    const official = getSignedUrl({ url: base, keyPairId: key.keyPairId, privateKey, policy });
    expect(customPolicyQuery(`${base}*`, until, key)).toBe(official.slice(official.indexOf('?')));
  });
});
