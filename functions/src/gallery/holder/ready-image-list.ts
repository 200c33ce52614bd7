// The ready images of a session as the gallery lists them. Reading 2,000 image items on every
// gallery visit would dominate the request, so the list is kept in the warm container's
// memory under the session's `imageRevision`, which moves in the same writes that make an
// image ready or remove one: a list built at the current revision is exactly the current list.
// A container that has no list at the current revision first asks the session's manifest
// (gallery/image-manifest.ts: one object, kept at that revision) and reads the image items only
// when the manifest is missing or behind.
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
  /** Each image's place in `images`. */
  indexOf: Map<string, number>;
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

/** The ready images among a session's image items, in gallery order (oldest first). */
export const readyListOf = (photographerId: string, sessionId: string, rows: ImageRow[]): ReadyImage[] =>
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

/** The session's ready images kept at exactly `session.imageRevision`, or undefined (missing, behind, unreadable). */
export type ReadKeptImages = (session: SessionRevision) => Promise<ReadyImage[] | undefined>;

const listOf = (revision: number, images: ReadyImage[]): ReadyImageList => ({
  revision,
  images,
  byId: new Map(images.map((image) => [image.imageId, image])),
  indexOf: new Map(images.map((image, index) => [image.imageId, index])),
});

/**
 * The ready images of a session at its current revision, read through `kept` (the manifest),
 * else `read`, only when it moved (one cache per reader: a function has one).
 */
export const readyImagesThrough = (read: ReadImageRows, kept?: ReadKeptImages): ((session: SessionRevision) => Promise<ReadyImageList>) => {
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
    const images =
      (await kept?.(session)) ?? readyListOf(session.photographerId, session.sessionId, await read(session.photographerId, session.sessionId));
    const list = listOf(session.imageRevision, images);
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
