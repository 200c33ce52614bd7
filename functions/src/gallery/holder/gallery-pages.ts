// `gallery.images`: a page of the gallery's photos (issue 27 point 1), so what the client asks
// for never grows with the gallery. Pages come from the session's ready-image list (kept per
// revision in the container, from the manifest on a cold one: ready-image-list.ts); the
// "Selected" list is the saved draft's photos in gallery order.
import type { GalleryImage, GalleryImagePage } from '@fotostudio/shared/contracts/gallery';
import { baseNameOf } from '@fotostudio/shared/gallery/selection-names';
import type { Holder } from './holder-access.js';
import { readGalleryDraft } from './gallery-items.js';
import type { ReadyImage, ReadyImageList } from './ready-image-list.js';
import { readyImagesOf } from './ready-images.js';
import { draftOf } from './stored-selection.js';

export interface ImagePageQuery {
  filter: 'all' | 'selected';
  offset: number;
  limit: number;
  at?: string | undefined;
  /** A file name: the page holding the first photo called so (`photoNamed`). */
  name?: string | undefined;
  ids?: string[] | undefined;
}

/** The first photo of `list` whose file name is `name`, the case and the extension aside. */
export const photoNamed = (list: readonly ReadyImage[], name: string): ReadyImage | undefined => {
  const wanted = name.trim().toLowerCase();
  const base = baseNameOf(wanted);
  return list.find((image) => image.fileName.toLowerCase() === wanted) ?? list.find((image) => baseNameOf(image.fileName.toLowerCase()) === base);
};

/** What the gallery shows of a ready image (not its kept file). */
export const galleryImageOf = ({ imageId, fileName, folder, width, height, thumbhash }: ReadyImage): GalleryImage => ({
  imageId,
  fileName,
  folder,
  width,
  height,
  thumbhash,
});

/** The saved draft's photos that are still in the gallery, in gallery order. */
export const selectedImagesOf = (ready: ReadyImageList, selectedIds: readonly string[]): ReadyImage[] => {
  const places = selectedIds.flatMap((imageId) => {
    const place = ready.indexOf.get(imageId);
    return place === undefined ? [] : [place];
  });
  return places.sort((a, b) => a - b).flatMap((place) => ready.images[place] ?? []);
};

/** One page of `list`: from `offset`, or the page (at a multiple of `limit`) holding `at` (from the start when it is not there). */
export const pageOf = (list: readonly ReadyImage[], { offset, limit, at }: Pick<ImagePageQuery, 'offset' | 'limit' | 'at'>) => {
  let start = Math.min(offset, list.length);
  if (at !== undefined) {
    const place = list.findIndex((image) => image.imageId === at);
    start = place < 0 ? 0 : place - (place % limit);
  }
  return { offset: start, images: list.slice(start, start + limit).map(galleryImageOf) };
};

export const galleryImagePageOf = async ({ photographerId, sessionId, session }: Holder, query: ImagePageQuery): Promise<GalleryImagePage> => {
  const ready = await readyImagesOf(session);
  if (query.ids) {
    const images = query.ids.flatMap((imageId) => {
      const image = ready.byId.get(imageId);
      return image ? [galleryImageOf(image)] : [];
    });
    return { images, offset: 0, total: images.length, revision: ready.revision };
  }
  let list: readonly ReadyImage[] = ready.images;
  if (query.filter === 'selected') {
    const draft = draftOf(await readGalleryDraft(photographerId, sessionId));
    list = selectedImagesOf(ready, draft?.choices.images.map((image) => image.imageId) ?? []);
  }
  const at = query.name === undefined ? query.at : photoNamed(list, query.name)?.imageId;
  return { ...pageOf(list, { ...query, at }), total: list.length, revision: ready.revision };
};
