// The first screen the gallery function rendered into the page (issue 27 point 1,
// functions/src/gallery/holder/first-screen.ts): its embedded data, which the app starts from
// instead of asking `gallery.get` again, and the pictures it has already painted, which the
// app's own <img> show under them while theirs load (no flash of placeholders when the app
// takes over, and the cover it swaps for a sharper one stays on screen meanwhile).
import { createContext, useContext } from 'react';
import type { GalleryData } from '@fotostudio/shared/contracts/gallery';
import { GALLERY_DATA_ID } from '@fotostudio/shared/gallery/first-screen';

export interface FirstScreen {
  gallery: GalleryData;
  /** Painted picture per image id (`cover` for the cover): its URL, in the browser's cache. */
  painted: ReadonlyMap<string, string>;
}

/** Read once, before the app replaces the server's markup; undefined for a page without one. */
export const readFirstScreen = (document: Document): FirstScreen | undefined => {
  const data = document.getElementById(GALLERY_DATA_ID);
  if (!data?.textContent) return undefined;
  let gallery: GalleryData;
  try {
    gallery = JSON.parse(data.textContent) as GalleryData;
  } catch {
    return undefined;
  }
  const painted = new Map<string, string>();
  // Loaded or still loading: either way the browser has it or is fetching it.
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-first-screen]')) {
    const key = image.dataset.firstScreen;
    if (key) painted.set(key, image.currentSrc || image.src);
  }
  return { gallery, painted };
};

const Painted = createContext<ReadonlyMap<string, string>>(new Map());
export const PaintedProvider = Painted.Provider;

/** The placeholder of an image the first screen painted (a CSS background), else undefined. */
export const usePaintedPicture = (key: string): string | undefined => {
  const url = useContext(Painted).get(key);
  return url ? `url("${url.replace(/["\\]/g, '\\$&')}")` : undefined;
};
