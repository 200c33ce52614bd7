// Readable URLs for private media: CloudFront `/media/<key>` with a canned-policy
// signature (the local stand-in checks the same signature).
import { mediaKeyOf } from '@fotostudio/shared/media/media-paths';
import type { UploadItem } from '../data/entities/upload.js';
import { appConfig } from '../lib/config.js';
import { mediaSigningKey } from '../lib/media-signing-key.js';
import { cannedSignedUrl, customPolicyQuery } from './cloudfront-signature.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Valid until the end of the next full hour (1 to 2 hours): long enough for a page that
 * stays open, short enough that a leaked URL soon dies, and the same URL all hour long,
 * so browsers and CloudFront can cache the image.
 */
export const mediaUrlExpiry = (now: Date): Date => new Date((Math.floor(now.getTime() / HOUR_MS) + 2) * HOUR_MS);

/** The key as its URL path: only well-formed keys are signed (the edge refuses any other). */
const encodeKey = (key: string): string => {
  if (mediaKeyOf(key) === null) throw new Error(`media: refusing to sign a malformed key (${JSON.stringify(key.slice(0, 80))})`);
  return key;
};

/** The app's `/media/` root, e.g. `https://host/media/`. */
export const mediaRoot = (): string => `${appConfig().APP_URL.replace(/\/$/, '')}/media/`;

/** A signed URL of one object; `until` overrides the usual expiry (a link mailed to a client). */
export const mediaUrlOf = async (key: string | undefined | null, now = new Date(), until = mediaUrlExpiry(now)): Promise<string | null> => {
  if (!key) return null;
  return signUrl(`${mediaRoot()}${encodeKey(key)}`, until);
};

/**
 * The upload records of those of a photographer's object keys that have one: through ElectroDB
 * (media/owned-upload.ts) in every function but the gallery's, which reads them on its plain
 * path (gallery/gallery-items.ts), the only function that may reach it.
 */
export type ReadUploads = (photographerId: string, objectKeys: string[]) => Promise<Pick<UploadItem, 'objectKey' | 'status'>[]>;

/**
 * Signed URLs of those of a photographer's upload keys whose bytes the image function has
 * verified; any other key (refused, or overwritten since with a file it refused) gets null,
 * so nothing but a checked image is ever served from a profile or the catalog.
 */
export const verifiedMediaUrls = async (
  readUploads: ReadUploads,
  photographerId: string,
  keys: (string | null | undefined)[],
): Promise<Map<string, string | null>> => {
  const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (wanted.length === 0) return new Map();
  const data = await readUploads(photographerId, wanted);
  const verified = new Set(data.filter((upload) => upload.status === 'received').map((upload) => upload.objectKey));
  return new Map(await Promise.all(wanted.map(async (key) => [key, verified.has(key) ? await mediaUrlOf(key) : null] as const)));
};

export interface SignedPrefix {
  /** `https://host/media/<prefix>` (encoded). */
  base: string;
  /** `?Policy=…&Signature=…&Key-Pair-Id=…`, valid for every key under the prefix. */
  query: string;
  expiresAt: Date;
}

/**
 * One custom-policy signature whose resource is a prefix with a wildcard: appended to the URL
 * of any key under the prefix, so a page of 2,000 images costs one RSA signature instead of 2,000.
 */
export const signPrefix = async (prefix: string, now = new Date()): Promise<SignedPrefix | null> => {
  const base = `${mediaRoot()}${encodeKey(prefix.replace(/\/$/, ''))}/`;
  return signResourcePrefix(base, mediaUrlExpiry(now));
};

/**
 * One custom-policy signature for every URL that starts with `base` (a resource ending in `*`),
 * valid until `expiresAt`.
 */
export const signResourcePrefix = async (base: string, expiresAt: Date): Promise<SignedPrefix | null> => {
  const signing = await mediaSigningKey();
  if (!signing) return null;
  return { base, query: customPolicyQuery(`${base}*`, expiresAt, signing), expiresAt };
};

/** A canned-policy signature of exactly `url`. */
export const signUrl = async (url: string, expiresAt: Date): Promise<string | null> => {
  const signing = await mediaSigningKey();
  if (!signing) return null;
  return cannedSignedUrl(url, expiresAt, signing);
};

/** Signed URLs for many keys under one prefix (a session's derivatives), sharing one signature. */
export const mediaUrlsUnder = async (prefix: string, now = new Date()): Promise<((key: string) => string) | null> => {
  const signed = await signPrefix(prefix, now);
  if (!signed) return null;
  return (key: string) => {
    if (!key.startsWith(prefix)) throw new Error('mediaUrlsUnder: key outside the signed prefix');
    return `${signed.base}${encodeKey(key.slice(prefix.length))}${signed.query}`;
  };
};

/** Signed URLs for keys under any of a few prefixes: one signature per prefix. */
export const mediaUrlsUnderAny = async (prefixes: readonly string[], now = new Date()): Promise<((key: string) => string) | null> => {
  const signers = await Promise.all(prefixes.map(async (prefix) => ({ prefix, urlOf: await mediaUrlsUnder(prefix, now) })));
  if (signers.some((signer) => !signer.urlOf)) return null;
  return (key: string) => {
    const signer = signers.find(({ prefix }) => key.startsWith(prefix));
    if (!signer?.urlOf) throw new Error('mediaUrlsUnderAny: key outside the signed prefixes');
    return signer.urlOf(key);
  };
};
