// CloudFront signed URLs, canned and custom policy, as CloudFront checks them:
// https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/private-content-creating-signed-url-canned-policy.html
// The policy is signed with RSA-SHA1 and both travel in CloudFront's URL-safe base64. Written
// here rather than taken from @aws-sdk/cloudfront-signer so the gallery function, the cold start
// clients wait on, stays within its bundle budget (the signer's URL parsing is most of its 4.7 KB);
// functions/test/cloudfront-signature.test.ts checks it gives byte for byte what that package gives.
import { createSign } from 'node:crypto';

const cloudFrontBase64 = (bytes: Buffer): string => bytes.toString('base64').replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');

export interface SigningKey {
  keyPairId: string;
  privateKey: string;
}

const signatureOf = (policy: string, key: SigningKey): string => cloudFrontBase64(createSign('RSA-SHA1').update(policy).sign(key.privateKey));

const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** `url` with a canned policy: exactly that URL (no query of its own), until `expiresAt`. */
export const cannedSignedUrl = (url: string, expiresAt: Date, key: SigningKey): string => {
  const expires = epochSeconds(expiresAt);
  const policy = JSON.stringify({ Statement: [{ Resource: url, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }] });
  return `${url}?Expires=${expires}&Key-Pair-Id=${key.keyPairId}&Signature=${signatureOf(policy, key)}`;
};

/** The query (`?Policy=…&Key-Pair-Id=…&Signature=…`) of a custom policy over `resource` (may end in `*`), until `expiresAt`. */
export const customPolicyQuery = (resource: string, expiresAt: Date, key: SigningKey): string => {
  const policy = JSON.stringify({ Statement: [{ Resource: resource, Condition: { DateLessThan: { 'AWS:EpochTime': epochSeconds(expiresAt) } } }] });
  return `?Policy=${cloudFrontBase64(Buffer.from(policy))}&Key-Pair-Id=${key.keyPairId}&Signature=${signatureOf(policy, key)}`;
};
