// What the gallery's first screen shows, as one rule for the page (web/src/gallery) and for the
// first screen the gallery function renders into the page's HTML (issue 27 point 1:
// functions/src/gallery/holder/first-screen.ts), so the app that takes over draws the same
// thing and finds the server's pictures in the browser's cache.
import type { GalleryData, GalleryImage, GalleryMedia, GalleryRendition } from '../contracts/gallery.js';
import type { GalleryLook } from './gallery-look.js';

/** The id of the `<script type="application/json">` that carries the gallery's data in the page. */
export const GALLERY_DATA_ID = 'gallery-data';

/**
 * The attribute of the first screen's `<noscript>` that holds its photos after the first row: the
 * page's entry (web/src/gallery/later-photos.ts) puts them in once the cover has loaded.
 */
export const LATER_PHOTOS_ATTRIBUTE = 'data-first-screen-later';

/**
 * A gallery image's address: each rendition class of a gallery is signed once, so a file's URL
 * is the gallery's base, the class's path, the image's folder and that class's signature.
 */
export const galleryImageUrl = (media: Pick<GalleryMedia, 'base'>, image: Pick<GalleryImage, 'folder'>, rendition: GalleryRendition): string =>
  `${media.base}${rendition.path}/${image.folder}${rendition.query}`;

/** The classes <html> carries for a look (web/src/gallery/gallery.css: `.g-theme-dark`, `.g-font-playfair`...). */
export const lookClasses = (look: Pick<GalleryLook, 'theme' | 'font'>): string[] => [`g-theme-${look.theme}`, `g-font-${look.font}`];

/** The one welcome text: the link's message when it has one, else the package's gallery comment. */
export const welcomeTextOf = ({ message, galleryComment }: Pick<GalleryData, 'message' | 'galleryComment'>): string | null =>
  message?.trim() ? message : galleryComment?.trim() ? galleryComment : null;
