// The look the photographer chose for the gallery (shared/src/gallery/gallery-look.ts), made
// into what the page uses: the grid's rows for the layout, the classes on <html> for the theme
// and typeface (gallery.css), the accent colours against the theme's page, the cover's
// responsive sources, and the one welcome text.
import type { GalleryImage, GalleryMedia } from '@fotostudio/shared/contracts/gallery';
import type { GalleryLayout, GalleryLook, GalleryTheme } from '@fotostudio/shared/gallery/gallery-look';
import { lookClasses, welcomeTextOf } from '@fotostudio/shared/gallery/first-screen';
import { accentColours } from './accent-colour';
import { imageUrl } from './media-url';
import { justifiedRows, targetRowHeightFor, type LayoutInput, type LayoutRow } from './justified-layout';

/** The page colour of each theme (gallery.css's --page): the accent is made to read on it. */
export const PAGE_COLOURS: Record<GalleryTheme, string> = { light: '#ffffff', dark: '#121212' };

/**
 * Square tiles of one size, as many a row as fit near the target size (at least two): the
 * photos are cropped to the square (the viewer shows them whole).
 */
export const squareRows = (count: number, { containerWidth, targetSize, gap }: { containerWidth: number; targetSize: number; gap: number }): LayoutRow[] => {
  if (containerWidth <= 0 || count === 0) return [];
  const columns = Math.max(2, Math.round((containerWidth + gap) / (targetSize + gap)));
  const size = (containerWidth - gap * (columns - 1)) / columns;
  const rows: LayoutRow[] = [];
  for (let first = 0; first < count; first += columns) {
    const tiles = Array.from({ length: Math.min(columns, count - first) }, (_, offset) => ({ index: first + offset, left: offset * (size + gap), width: size }));
    rows.push({ top: rows.length * (size + gap), height: size, tiles });
  }
  return rows;
};

/** The grid's rows for the chosen layout: justified rows (masonry, the look before the choice) or square tiles. */
export const layoutRows = (layout: GalleryLayout, images: readonly LayoutInput[], containerWidth: number, gap: number): LayoutRow[] =>
  layout === 'grid'
    ? squareRows(images.length, { containerWidth, targetSize: targetRowHeightFor(containerWidth), gap })
    : justifiedRows(images, { containerWidth, targetRowHeight: targetRowHeightFor(containerWidth), gap });

/** The classes <html> carries for a look (gallery.css); the gallery function's first screen writes the same. */
export { lookClasses };

/** The CSS properties of the accent for a theme's page. */
export const accentProperties = (accentColor: string | null, theme: GalleryTheme): Record<'--accent' | '--on-accent' | '--accent-page', string> => {
  const colours = accentColours(accentColor, PAGE_COLOURS[theme]);
  return { '--accent': colours.accent, '--on-accent': colours.onAccent, '--accent-page': colours.accentOnPage };
};

/**
 * Puts a look on the document's root, so dialogs (rendered at the end of <body>) and the
 * whole-page states get it too; answers the way to take it off.
 */
export const applyLook = (root: HTMLElement, look: Pick<GalleryLook, 'theme' | 'font'>, accentColor: string | null): (() => void) => {
  const classes = lookClasses(look);
  root.classList.add(...classes);
  const properties = accentProperties(accentColor, look.theme);
  for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
  return () => {
    root.classList.remove(...classes);
    for (const name of Object.keys(properties)) root.style.removeProperty(name);
  };
};

/** Longest side of the processed renditions the cover can use (functions/src/images/process-image.ts). */
const GRID_SIDE = 800;
const PREVIEW_SIDE = 1920;

/** The width of a rendition whose longest side is `side` (never enlarged past the photo). */
const widthAt = ({ width, height }: Pick<GalleryImage, 'width' | 'height'>, side: number): number => {
  if (width <= 0 || height <= 0) return side;
  const scale = Math.min(1, side / Math.max(width, height));
  return Math.round(width * scale);
};

/** The cover's height in viewport heights (gallery.css: `.g-cover`, between its clamp's bounds). */
const COVER_VH = 62;

/**
 * The cover's sources: the 800 px grid rendition and the full preview (watermarked ones under a
 * watermark), never the original; `src` is the grid one for browsers without srcset. `sizes` is
 * the width the photo is drawn at: the screen's, or wider where covering the cover's height
 * crops a landscape photo's sides (a phone held upright).
 */
export const coverSources = (media: GalleryMedia, cover: GalleryImage): { src: string; srcSet: string; sizes: string } => {
  const grid = imageUrl(media, cover, media.renditions.grid);
  const preview = imageUrl(media, cover, media.renditions.preview);
  const gridWidth = widthAt(cover, GRID_SIDE);
  const previewWidth = widthAt(cover, PREVIEW_SIDE);
  const aspect = cover.width > 0 && cover.height > 0 ? cover.width / cover.height : 1.5;
  return {
    src: grid,
    srcSet: previewWidth > gridWidth ? `${grid} ${gridWidth}w, ${preview} ${previewWidth}w` : `${grid} ${gridWidth}w`,
    sizes: `max(100vw, ${Math.round(COVER_VH * aspect)}vh)`,
  };
};

/** The one welcome text (shared with the gallery function's first screen). */
export { welcomeTextOf };
