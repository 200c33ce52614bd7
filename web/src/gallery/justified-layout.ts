// Justified rows (as Flickr and Google Photos lay out photos): each row keeps the photos'
// aspect ratios and fills the width exactly, at a height near the target. Computed from the
// width and height the API sends, so the virtualiser knows every row's height before any
// image loads and nothing jumps while scrolling.

export interface LayoutInput {
  width: number;
  height: number;
}

export interface LayoutTile {
  /** Index in the input list. */
  index: number;
  left: number;
  width: number;
}

export interface LayoutRow {
  top: number;
  height: number;
  tiles: LayoutTile[];
}

export interface LayoutOptions {
  containerWidth: number;
  targetRowHeight: number;
  gap: number;
  /** A row never grows taller than this times the target (a last row or a lone panorama). */
  maxScale?: number;
}

/** A broken or missing size must not break the layout: treat it as a 3:2 photo. */
const aspectOf = ({ width, height }: LayoutInput): number => {
  const aspect = width > 0 && height > 0 ? width / height : 1.5;
  return Math.min(Math.max(aspect, 0.25), 5);
};

const placeRow = (aspects: readonly number[], first: number, height: number, gap: number, top: number): LayoutRow => {
  let left = 0;
  const tiles = aspects.map((aspect, offset) => {
    const width = aspect * height;
    const tile = { index: first + offset, left, width };
    left += width + gap;
    return tile;
  });
  return { top, height, tiles };
};

const fillHeight = (aspects: readonly number[], containerWidth: number, gap: number): number =>
  (containerWidth - gap * (aspects.length - 1)) / aspects.reduce((total, aspect) => total + aspect, 0);

export const justifiedRows = (items: readonly LayoutInput[], options: LayoutOptions): LayoutRow[] => {
  const { containerWidth, targetRowHeight, gap } = options;
  const maxHeight = targetRowHeight * (options.maxScale ?? 1.5);
  if (containerWidth <= 0 || items.length === 0) return [];
  const rows: LayoutRow[] = [];
  let top = 0;
  let first = 0;
  let aspects: number[] = [];
  const closeRow = (height: number): void => {
    rows.push(placeRow(aspects, first, height, gap, top));
    top += height + gap;
    first += aspects.length;
    aspects = [];
  };
  for (const item of items) {
    const aspect = aspectOf(item);
    const before = aspects.length > 0 ? fillHeight(aspects, containerWidth, gap) : Infinity;
    const after = fillHeight([...aspects, aspect], containerWidth, gap);
    if (after > targetRowHeight) {
      aspects.push(aspect);
    } else if (before - targetRowHeight < targetRowHeight - after && before <= maxHeight) {
      // The row without this photo is nearer the target: close it, start the next with this one.
      closeRow(before);
      aspects.push(aspect);
    } else {
      aspects.push(aspect);
      closeRow(after);
    }
  }
  // The last row keeps the target height (not stretched to the full width).
  if (aspects.length > 0) closeRow(Math.min(fillHeight(aspects, containerWidth, gap), targetRowHeight));
  return rows;
};

/** Row height for the viewport: two to three photos a row on a phone, more on wide screens. */
export const targetRowHeightFor = (containerWidth: number): number => (containerWidth < 600 ? 150 : containerWidth < 1100 ? 200 : 240);
