// Which stored image stands for a session in lists (its cover): a ready image's grid-size
// derivative. Shared by whoever makes an image ready and whoever removes the cover.
import type { SessionImageItem } from '../data/entities/session-image.js';

export interface SessionCover {
  coverImageId: string;
  coverKey: string;
  coverThumbhash?: string | undefined;
}

export const coverOf = (image: SessionImageItem): SessionCover | undefined => {
  const key = image.gridKey ?? image.thumbKey;
  if (image.status !== 'ready' || !key) return undefined;
  return { coverImageId: image.imageId, coverKey: key, coverThumbhash: image.thumbhash };
};

/** The first ready image in upload order that can be a cover, if any. */
export const nextCover = (images: SessionImageItem[]): SessionCover | undefined => {
  const ordered = [...images].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.imageId.localeCompare(b.imageId));
  for (const image of ordered) {
    const cover = coverOf(image);
    if (cover) return cover;
  }
  return undefined;
};
