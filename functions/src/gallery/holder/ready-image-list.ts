// The ready images of a session as the gallery lists them. Reading 2,000 image items on every
// gallery visit would dominate the request, so the list is kept in the warm container's
// memory under the session's `imageRevision`, which moves in the same writes that make an
// image ready or remove one: a list built at the current revision is exactly the current list.
// No data access here: each function passes its own read of the image items (the gallery
// function's plain path, ready-images.ts; the sessions function's ElectroDB).
import type { GalleryImage } from '@fotostudio/shared/contracts/gallery';
import type { SessionImageItem } from '../../data/entities/session-image.js';
import type { SessionItem } from '../../data/entities/session.js';
import { sessionImageFolder, sessionPrefixes } from '../../media/object-keys.js';

export interface ReadyImage extends GalleryImage {
  /** The kept file, for downloads. */
  keptKey: string | null;
}

export interface ReadyImageList {
  revision: number;
  images: ReadyImage[];
  byId: Map<string, ReadyImage>;
}

/** The attributes of an image item the list is made of (a read may return only these). */
export const READY_IMAGE_ATTRIBUTES = ['imageId', 'fileName', 'status', 'width', 'height', 'thumbhash', 'originalKey', 'keptKey', 'createdAt'] as const;

type ImageRow = Pick<SessionImageItem, (typeof READY_IMAGE_ATTRIBUTES)[number]>;

/** Every image item of the session, read consistently, with at least READY_IMAGE_ATTRIBUTES. */
export type ReadImageRows = (photographerId: string, sessionId: string) => Promise<ImageRow[]>;

/** Sessions whose lists a container keeps; 2,000 images take about 1 MB. */
const CACHED_SESSIONS = 50;

const cacheKey = (photographerId: string, sessionId: string) => `${photographerId}/${sessionId}`;

/** The session's derivatives prefix, which the gallery signs once. */
export const derivedBaseOf = (photographerId: string, sessionId: string): string => sessionPrefixes(photographerId, sessionId)[1];

const readyListOf = (photographerId: string, sessionId: string, rows: ImageRow[]): ReadyImage[] =>
  rows
    .filter((image) => image.status === 'ready')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.imageId.localeCompare(b.imageId))
    .map((image) => ({
      imageId: image.imageId,
      fileName: image.fileName,
      // The derived folder is named after the original's file name (`<imageId>.<ext>`).
      folder: sessionImageFolder(photographerId, sessionId, image.originalKey) ?? image.imageId,
      width: image.width ?? 0,
      height: image.height ?? 0,
      thumbhash: image.thumbhash ?? null,
      keptKey: image.keptKey ?? null,
    }));

type SessionRevision = Pick<SessionItem, 'photographerId' | 'sessionId' | 'imageRevision'>;

/**
 * The ready images of a session at its current revision, read through `read` only when it
 * moved (one cache per reader: a function has one).
 */
export const readyImagesThrough = (read: ReadImageRows): ((session: SessionRevision) => Promise<ReadyImageList>) => {
  const cache = new Map<string, ReadyImageList>();
  return async (session) => {
    const key = cacheKey(session.photographerId, session.sessionId);
    const cached = cache.get(key);
    if (cached && cached.revision === session.imageRevision) {
      // Most recently used last, so the oldest entry is the one dropped.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const images = readyListOf(session.photographerId, session.sessionId, await read(session.photographerId, session.sessionId));
    const list = { revision: session.imageRevision, images, byId: new Map(images.map((image) => [image.imageId, image])) };
    // A revision read before a slower, older read finished must not be replaced by it.
    const latest = cache.get(key);
    if (!latest || latest.revision <= list.revision) {
      cache.delete(key);
      cache.set(key, list);
      while (cache.size > CACHED_SESSIONS) cache.delete(cache.keys().next().value as string);
    }
    return list;
  };
};
