// CloudFront's signed-URL check, canned and custom policy alike.
// https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/private-content-signed-urls.html
import { createVerify } from 'node:crypto';
import { isIPv4 } from 'node:net';

const SIGNING_PARAMETERS = new Set(['Expires', 'Signature', 'Key-Pair-Id', 'Policy']);

const parameterName = (pair: string): string => {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

export type SignedUrlVerdict = { ok: true } | { ok: false; reason: string };

/** CloudFront's URL-safe base64: `-`, `_`, `~` stand for `+`, `=`, `/`. */
export const decodeCloudFrontBase64 = (value: string): Buffer =>
  Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

/** The URL as signed: everything but the signing parameters, other parameters kept in order. */
export const unsignedUrl = (origin: string, rawPathAndQuery: string): string => {
  const queryIndex = rawPathAndQuery.indexOf('?');
  if (queryIndex === -1) return `${origin}${rawPathAndQuery}`;
  const kept = rawPathAndQuery
    .slice(queryIndex + 1)
    .split('&')
    .filter((pair) => pair && !SIGNING_PARAMETERS.has(parameterName(pair)));
  return `${origin}${rawPathAndQuery.slice(0, queryIndex)}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
};

const wildcardMatches = (pattern: string, value: string): boolean => {
  const source = pattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 's').test(value);
};

const ipv4ToNumber = (ip: string) => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);

const inCidr = (ip: string, cidr: string): boolean => {
  const [base = '', bits = '32'] = cidr.split('/');
  if (!isIPv4(ip) || !isIPv4(base)) return ip === base;
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipv4ToNumber(ip) / size) === Math.floor(ipv4ToNumber(base) / size);
};

interface PolicyStatement {
  Resource?: unknown;
  Condition?: {
    DateLessThan?: { 'AWS:EpochTime'?: unknown };
    DateGreaterThan?: { 'AWS:EpochTime'?: unknown };
    IpAddress?: { 'AWS:SourceIp'?: unknown };
  };
}

const firstStatement = (policyJson: string): PolicyStatement | undefined => {
  try {
    const policy: unknown = JSON.parse(policyJson);
    if (typeof policy !== 'object' || policy === null || !('Statement' in policy) || !Array.isArray(policy.Statement)) {
      return undefined;
    }
    const statement: unknown = policy.Statement[0];
    return typeof statement === 'object' && statement !== null ? (statement as PolicyStatement) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Checks a request against the signed-URL rules. `urls` are the candidate URLs the signer
 * may have used (the same path under each origin the app is reached by).
 */
export const verifySignedUrl = (input: {
  query: URLSearchParams;
  urls: string[];
  publicKeys: Map<string, string>;
  now: Date;
  sourceIp: string;
}): SignedUrlVerdict => {
  const signature = input.query.get('Signature');
  const keyPairId = input.query.get('Key-Pair-Id');
  if (!signature || !keyPairId) return { ok: false, reason: 'Missing Key-Pair-Id query parameter or cookie value' };
  const publicKey = input.publicKeys.get(keyPairId);
  if (!publicKey) return { ok: false, reason: 'Unknown Key' };

  const encodedPolicy = input.query.get('Policy');
  const expires = input.query.get('Expires');
  const signedPolicies = encodedPolicy
    ? [decodeCloudFrontBase64(encodedPolicy).toString('utf8')]
    : expires && /^\d+$/.test(expires)
      ? input.urls.map(
          (url) => `{"Statement":[{"Resource":"${url}","Condition":{"DateLessThan":{"AWS:EpochTime":${expires}}}}]}`,
        )
      : [];
  if (signedPolicies.length === 0) return { ok: false, reason: 'Missing Expires or Policy query parameter' };

  const signatureBytes = decodeCloudFrontBase64(signature);
  const policyJson = signedPolicies.find((policy) =>
    createVerify('RSA-SHA1').update(policy).verify(publicKey, signatureBytes),
  );
  if (!policyJson) return { ok: false, reason: 'Access denied' };

  const statement = firstStatement(policyJson);
  if (!statement) return { ok: false, reason: 'Malformed Policy' };
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  const lessThan = Number(statement.Condition?.DateLessThan?.['AWS:EpochTime']);
  if (!Number.isFinite(lessThan)) return { ok: false, reason: 'Malformed Policy' };
  if (nowSeconds >= lessThan) return { ok: false, reason: 'Access denied' };
  const greaterThan = statement.Condition?.DateGreaterThan?.['AWS:EpochTime'];
  if (greaterThan !== undefined && nowSeconds <= Number(greaterThan)) return { ok: false, reason: 'Access denied' };
  const sourceIp = statement.Condition?.IpAddress?.['AWS:SourceIp'];
  if (typeof sourceIp === 'string' && !inCidr(input.sourceIp, sourceIp)) return { ok: false, reason: 'Access denied' };
  const resource = statement.Resource;
  if (typeof resource === 'string' && !input.urls.some((url) => wildcardMatches(resource, url))) {
    return { ok: false, reason: 'Access denied' };
  }
  return { ok: true };
};
