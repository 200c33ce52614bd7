// The `/media/` address space, one rule for the signer (functions), the CloudFront function
// (generated from these constants: infra/lib/edge/media-viewer-request.ts) and the local
// stand-in, which runs that same generated function.
//
// Two kinds of address:
// - `/media/<object key>`: the photographer's own files (session images in the dashboard,
//   profile, catalog, invoice PDFs). The key is read exactly as written: every segment is made
//   of `[A-Za-z0-9_-]` and dots (never `.` or `..`, never starting with a dot), so no
//   percent-encoding, backslash or empty segment can make CloudFront, the bucket or a file
//   system read another key than the one the signature names.
// - `/media/g/<photographer>/<session>/<grant>/<bound>/<class>/<item>`: what a client gallery
//   link hands out. Each rendition class is its own signature (a resource ending in
//   `/<class>/*`), and the class alone decides the object read, so a thumbnail signature
//   cannot read a preview, and a watermarked gallery's signatures cannot read a clean file.
//   `grant` names the link's state (link-grant.ts): when the link is deactivated, regenerated,
//   re-passworded or closed, the grant is revoked at the edge. `bound` is the newest image the
//   gallery listed (milliseconds of its time-ordered id): an image uploaded later is outside
//   every signature handed out before it.
import { DERIVED_PREFIX, DOWNLOADS_PREFIX, FINALS_FOLDER, ORIGINALS_PREFIX, SESSIONS_FOLDER } from './bucket-layout.js';

/** One segment of an object key. */
export const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The object key a `/media/<key>` path names, or null when it is not a well-formed key. */
export const mediaKeyOf = (key: string): string | null => {
  if (key.length === 0 || key.length > 1024) return null;
  const segments = key.split('/');
  return segments.every((segment) => KEY_SEGMENT.test(segment)) ? key : null;
};

export const GALLERY_MEDIA_SEGMENT = 'g';

/** An image's item: its id (a UUID) and the original's extension, as the bucket names its folder. */
export const GALLERY_IMAGE_ITEM = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;
/** A zip's item: the download's id, and the part's number when the zip is split into parts. */
export const GALLERY_ZIP_ITEM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[1-9][0-9]{0,3})?\.zip$/;
export const GALLERY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 24 hex digits (link-grant.ts). */
export const GALLERY_GRANT = /^[0-9a-f]{24}$/;
export const GALLERY_BOUND = /^(0|[1-9][0-9]{0,14})$/;

/**
 * The rendition classes a gallery link can be given, and the object each one reads:
 * `derived` files of the image's folder, the kept `original`, or a gallery `zip`.
 */
export const GALLERY_CLASSES = {
  thumb: { path: 't', object: 'derived', file: 'thumb.webp' },
  grid: { path: 'g', object: 'derived', file: 'grid.webp' },
  preview: { path: 'p', object: 'derived', file: 'preview.webp' },
  watermarkedGrid: { path: 'wg', object: 'derived', file: 'watermarked-grid.webp' },
  watermarkedPreview: { path: 'wp', object: 'derived', file: 'watermarked.webp' },
  compressed: { path: 'c', object: 'derived', file: 'compressed.jpg' },
  original: { path: 'o', object: 'original', file: null },
  /** The kept original without its location data, for an image whose original has some (docs/media.md). */
  originalWithoutLocation: { path: 'n', object: 'derived', file: 'no-location.jpg' },
  zip: { path: 'z', object: 'zip', file: null },
  // The delivery's finals (issue 28 point 4): their own classes, reading only the session's
  // `finals/` folders, signed only while the session's delivery is open (docs/media.md).
  finalThumb: { path: 'ft', object: 'finalDerived', file: 'thumb.webp' },
  finalGrid: { path: 'fg', object: 'finalDerived', file: 'grid.webp' },
  /** The 1,920 px rendition: what the viewer shows and the "web" size downloads. */
  finalPreview: { path: 'fp', object: 'finalDerived', file: 'preview.webp' },
  /** The final as uploaded (the photographer keeps its location data). */
  finalOriginal: { path: 'fo', object: 'finalOriginal', file: null },
  /** The final as uploaded without its location data (the JPEG not re-encoded). */
  finalWithoutLocation: { path: 'fn', object: 'finalDerived', file: 'no-location.jpg' },
  // Under the delivery's watermark (docs/gallery.md, "The delivery's watermark") the delivery is
  // signed for these alone, never for a clean class above.
  /** The grid-size watermarked rendition: the delivery grid's tiles and thumbnails. */
  finalWatermarkedGrid: { path: 'fwg', object: 'finalDerived', file: 'watermarked-grid.webp' },
  /** The 1,920 px watermarked rendition: the viewer and the "web" size. */
  finalWatermarkedPreview: { path: 'fwp', object: 'finalDerived', file: 'watermarked.webp' },
  /** The full resolution watermarked, a JPEG without metadata: the "full" size. */
  finalWatermarkedFull: { path: 'fwf', object: 'finalDerived', file: 'watermarked-full.jpg' },
} as const;
export type GalleryClass = keyof typeof GALLERY_CLASSES;

/** The object key a gallery address reads (the same mapping the CloudFront function applies). */
export const galleryObjectKey = (galleryClass: GalleryClass, photographerId: string, sessionId: string, item: string): string => {
  const { object, file } = GALLERY_CLASSES[galleryClass];
  if (object === 'zip') return `${DOWNLOADS_PREFIX}${photographerId}/${sessionId}/${item}`;
  if (object === 'original') return `${ORIGINALS_PREFIX}${photographerId}/${SESSIONS_FOLDER}/${sessionId}/${item}`;
  if (object === 'finalOriginal') return `${ORIGINALS_PREFIX}${photographerId}/${SESSIONS_FOLDER}/${sessionId}/${FINALS_FOLDER}/${item}`;
  if (object === 'finalDerived') return `${DERIVED_PREFIX}${photographerId}/${SESSIONS_FOLDER}/${sessionId}/${FINALS_FOLDER}/${item}/${file}`;
  return `${DERIVED_PREFIX}${photographerId}/${SESSIONS_FOLDER}/${sessionId}/${item}/${file}`;
};

/**
 * The time (ms since the epoch) in a version 7 UUID, or 0 for any other id: images uploaded
 * before ids were time-ordered all predate every gallery signature of this scheme.
 */
export const idTimeMs = (id: string): number => {
  if (!GALLERY_ID.test(id) || id[14] !== '7') return 0;
  return Number.parseInt(`${id.slice(0, 8)}${id.slice(9, 13)}`, 16);
};
