// Readable URLs for private media: CloudFront `/media/<key>` with a canned-policy
// signature (the local stand-in checks the same signature).
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { config } from '../lib/config.js';
import { mediaSigningKey } from '../lib/media-signing-key.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Valid until the end of the next full hour (1 to 2 hours): long enough for a page that
 * stays open, short enough that a leaked URL soon dies, and the same URL all hour long,
 * so browsers and CloudFront can cache the image.
 */
export const mediaUrlExpiry = (now: Date): Date => new Date((Math.floor(now.getTime() / HOUR_MS) + 2) * HOUR_MS);

export const mediaUrlOf = async (key: string | undefined | null, now = new Date()): Promise<string | null> => {
  if (!key) return null;
  const signing = await mediaSigningKey();
  if (!signing) return null;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return getSignedUrl({
    url: `${config().APP_URL.replace(/\/$/, '')}/media/${path}`,
    keyPairId: signing.keyPairId,
    privateKey: signing.privateKey,
    dateLessThan: mediaUrlExpiry(now).toISOString(),
  });
};
