// The gallery function's list of a session's ready images (ready-image-list.ts): the session's
// manifest when it is at the current revision (one S3 GET, gallery/image-manifest.ts), else its
// image items read through the plain path.
import { appConfig } from '../../lib/config.js';
import { getObjectBytes } from '../../lib/aws-s3-get.js';
import { logger } from '../../lib/logger.js';
import { imageManifestKey, sessionPrefixes } from '../../media/object-keys.js';
import { decodeImageManifest } from '../image-manifest.js';
import { readSessionImages } from './gallery-items.js';
import { READY_IMAGE_ATTRIBUTES, readyImagesThrough, type ReadKeptImages } from './ready-image-list.js';

/** The manifest's images when it was written at the session's revision; a session that never had a ready image has none. */
export const readManifestImages: ReadKeptImages = async ({ photographerId, sessionId, imageRevision }) => {
  if (imageRevision === 0) return undefined;
  try {
    const body = await getObjectBytes(appConfig().MEDIA_BUCKET, imageManifestKey(photographerId, sessionId));
    const manifest = body && decodeImageManifest(body, sessionPrefixes(photographerId, sessionId)[0]);
    return manifest?.revision === imageRevision ? manifest.images : undefined;
  } catch (error) {
    // The items are the truth: a manifest that cannot be read only costs their read.
    logger.warn('gallery: image manifest unreadable; reading the image items', { photographerId, sessionId, error });
    return undefined;
  }
};

export const readyImagesOf = readyImagesThrough(
  (photographerId, sessionId) => readSessionImages(photographerId, sessionId, { consistent: true, attributes: READY_IMAGE_ATTRIBUTES }),
  readManifestImages,
);
