// Image addresses: each rendition class of the gallery is signed once, so a file URL is the
// gallery's base, the class's path, the image's folder and that class's signature.
import type { GalleryMedia, GalleryRendition } from '@fotostudio/shared/contracts/gallery';
import { galleryImageUrl } from '@fotostudio/shared/gallery/first-screen';

/** Screens this many device pixels wide or more want the 800 px grid tile rather than the 320 px thumbnail. */
export const WIDE_SCREEN_MIN_WIDTH = 768;

/** The one rule, shared with the first screen the gallery function renders. */
export const imageUrl = galleryImageUrl;

/**
 * The tile rendition: the thumbnail on small low-density screens, the grid rendition (watermarked
 * under a watermark, the same size) wherever the thumbnail would be enlarged, phones included.
 */
export const tileRendition = (media: GalleryMedia, viewportWidth: number, devicePixelRatio = 1): GalleryRendition =>
  viewportWidth * devicePixelRatio >= WIDE_SCREEN_MIN_WIDTH ? media.renditions.grid : media.renditions.thumb;
