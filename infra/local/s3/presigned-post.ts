// The checks S3 makes on a browser upload with a presigned POST, which s3rver skips:
// SigV4 signature over the policy, expiration, every condition, no unlisted fields.
// https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PostRejection {
  status: number;
  code: string;
  message: string;
}

export interface PostUpload {
  key: string;
  /** Size in bytes of the `file` field. */
  size: number;
}

type Condition = unknown;

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

const signingKey = (secret: string, date: string, region: string, service: string): Buffer =>
  hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');

const reject = (status: number, code: string, message: string): PostRejection => ({ status, code, message });
const denied = (message: string) => reject(403, 'AccessDenied', `Invalid according to Policy: ${message}`);

/** Fields that the policy does not have to mention. */
const isExempt = (name: string) =>
  ['policy', 'x-amz-signature', 'file', 'signature', 'awsaccesskeyid'].includes(name) || name.startsWith('x-ignore-');

const parsePolicy = (encoded: string): { expiration?: unknown; conditions?: unknown } | undefined => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Checks one multipart upload to `bucket`. `fields` has every text field by lower-cased
 * name; `secretFor` gives the secret of an access key id (undefined when unknown).
 */
export const checkPresignedPost = (input: {
  bucket: string;
  fields: Map<string, string>;
  file: { name: string; size: number } | undefined;
  now: Date;
  secretFor: (accessKeyId: string) => string | undefined;
}): PostRejection | PostUpload => {
  const { fields, file } = input;
  if (!file) return reject(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  const policyText = fields.get('policy');
  if (!policyText) return reject(403, 'AccessDenied', 'Access Denied');

  const credential = fields.get('x-amz-credential') ?? '';
  const signature = fields.get('x-amz-signature') ?? '';
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256' || !signature) {
    return reject(400, 'InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');
  }
  const [accessKeyId = '', date = '', region = '', service = ''] = credential.split('/');
  const secret = input.secretFor(accessKeyId);
  if (secret === undefined) {
    return reject(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  const expected = createHmac('sha256', signingKey(secret, date, region, service)).update(policyText).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return reject(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }

  const policy = parsePolicy(policyText);
  if (!policy || typeof policy.expiration !== 'string' || !Array.isArray(policy.conditions)) {
    return reject(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = Date.parse(policy.expiration);
  if (Number.isNaN(expiration) || expiration <= input.now.getTime()) return denied('Policy expired.');

  const key = (fields.get('key') ?? '').replaceAll('${filename}', file.name);
  const valueOf = (name: string): string | undefined => {
    if (name === 'bucket') return input.bucket;
    if (name === 'key') return fields.has('key') ? key : undefined;
    return fields.get(name);
  };

  const mentioned = new Set<string>();
  for (const condition of policy.conditions as Condition[]) {
    const failed = () => denied(`Policy Condition failed: ${JSON.stringify(condition)}`);
    if (Array.isArray(condition)) {
      const [operator, first, second] = condition as unknown[];
      if (operator === 'content-length-range') {
        const min = Number(first);
        const max = Number(second);
        if (file.size > max) return reject(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        if (file.size < min) return reject(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
        continue;
      }
      if ((operator !== 'eq' && operator !== 'starts-with') || typeof first !== 'string' || typeof second !== 'string') {
        return reject(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid Condition: ${JSON.stringify(condition)}`);
      }
      const name = first.replace(/^\$/, '').toLowerCase();
      mentioned.add(name);
      const value = valueOf(name);
      if (value === undefined) return failed();
      if (operator === 'eq' ? value !== second : !value.startsWith(second)) return failed();
    } else if (typeof condition === 'object' && condition !== null) {
      for (const [rawName, expectedValue] of Object.entries(condition)) {
        const name = rawName.toLowerCase();
        mentioned.add(name);
        if (valueOf(name) !== expectedValue) return failed();
      }
    } else {
      return reject(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid Condition: ${JSON.stringify(condition)}`);
    }
  }

  const extra = [...fields.keys()].filter((name) => !isExempt(name) && !mentioned.has(name));
  if (extra.length > 0) return denied(`Extra input fields: ${extra.join(', ')}`);
  if (!key) return reject(400, 'InvalidArgument', "Bucket POST must contain a field named 'key'.");
  return { key, size: file.size };
};

export const isRejection = (result: PostRejection | PostUpload): result is PostRejection => 'code' in result;

export const s3ErrorXml = (rejection: PostRejection, requestId: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${rejection.code}</Code><Message>${rejection.message
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')}</Message><RequestId>${requestId}</RequestId></Error>`;
