// The media URLs a client gallery link hands out (`/media/g/...`, shared/src/media/media-paths.ts):
// one signature per rendition class the gallery may show, under the link's grant (revoked at the
// edge when the link is shut or changes hands) and the newest image it listed (a later image is
// outside them), never past the link's own end. Within an hour they stay the same, so browsers
// and CloudFront keep the images.
import { GALLERY_CLASSES, GALLERY_MEDIA_SEGMENT, type GalleryClass, idTimeMs } from '@fotostudio/shared/media/media-paths';
import type { ShareLinkItem } from '../data/entities/share-link.js';
import { grantOf } from '../share-links/link-grant.js';
import { mediaRoot, mediaUrlExpiry, signResourcePrefix, signUrl } from './media-urls.js';

export interface GalleryScope {
  photographerId: string;
  sessionId: string;
  link: Pick<ShareLinkItem, 'sessionId' | 'token' | 'passwordVersion' | 'selectionVersion' | 'validUntil'> & { accessVersion?: number | undefined };
}

export interface SignedRendition {
  /** The class's path segment. */
  path: string;
  /** `?Policy=…&Signature=…&Key-Pair-Id=…` for every item of the class. */
  query: string;
}

const baseOf = ({ photographerId, sessionId, link }: GalleryScope, bound: number): string =>
  `${mediaRoot()}${GALLERY_MEDIA_SEGMENT}/${photographerId}/${sessionId}/${grantOf(link)}/${bound}/`;

/** The usual expiry (or `until`), but never after the link's end. */
const expiryWithin = (link: GalleryScope['link'], until: Date): Date => new Date(Math.min(until.getTime(), Date.parse(link.validUntil)));

/** The bound that covers these images: the newest time among their ids. */
export const boundOf = (imageIds: readonly string[]): number => imageIds.reduce((newest, id) => Math.max(newest, idTimeMs(id)), 0);

export const signGalleryRenditions = async <C extends GalleryClass>(
  scope: GalleryScope,
  classes: Record<string, C>,
  bound: number,
  now = new Date(),
): Promise<{ base: string; expiresAt: Date; renditions: Record<string, SignedRendition> } | null> => {
  const base = baseOf(scope, bound);
  const expiresAt = expiryWithin(scope.link, mediaUrlExpiry(now));
  const signed = await Promise.all(
    Object.entries(classes).map(async ([name, galleryClass]) => {
      const { path } = GALLERY_CLASSES[galleryClass];
      const signature = await signResourcePrefix(`${base}${path}/`, expiresAt);
      return signature ? ([name, { path, query: signature.query }] as const) : null;
    }),
  );
  if (signed.some((entry) => entry === null)) return null;
  return { base, expiresAt, renditions: Object.fromEntries(signed.filter((entry) => entry !== null)) };
};

/**
 * A signed URL of one item of a class (an image's folder `<imageId>.<ext>`, or a zip's
 * `<downloadId>.zip`), valid until `until` (default: the usual expiry) or the link's end.
 */
export const galleryItemUrl = async (scope: GalleryScope, galleryClass: GalleryClass, item: string, now = new Date(), until = mediaUrlExpiry(now)): Promise<string | null> => {
  const bound = GALLERY_CLASSES[galleryClass].object === 'zip' ? 0 : idTimeMs(item.slice(0, 36));
  return signUrl(`${baseOf(scope, bound)}${GALLERY_CLASSES[galleryClass].path}/${item}`, expiryWithin(scope.link, until));
};
