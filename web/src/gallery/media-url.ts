// Image addresses: one signed prefix covers the whole gallery, so a file URL is the prefix,
// the image's folder, the rendition's file name and the one signature.
import type { GalleryImage, GalleryMedia } from '@fotostudio/shared/contracts/gallery';

export type GridRendition = 'thumb' | 'grid';

/** Wider than this, tiles are large enough to want the grid rendition. */
export const WIDE_SCREEN_MIN_WIDTH = 768;

export const imageUrl = (media: GalleryMedia, image: Pick<GalleryImage, 'folder'>, file: string): string =>
  `${media.base}${image.folder}/${file}${media.query}`;

/** The tile file: the small thumb on phones, the grid rendition on wide screens when there is one. */
export const tileFile = (media: GalleryMedia, viewportWidth: number): string =>
  viewportWidth >= WIDE_SCREEN_MIN_WIDTH && media.renditions.grid !== null ? media.renditions.grid : media.renditions.thumb;
