import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { justifiedRows, type LayoutRow } from '../src/gallery/justified-layout';
import { imageUrl, tileRendition } from '../src/gallery/media-url';
import { galleryData } from './gallery-fixtures';

const rowWidth = (row: LayoutRow, gap: number): number => row.tiles.reduce((sum, tile) => sum + tile.width, 0) + gap * (row.tiles.length - 1);

const sizes = fc.array(fc.record({ width: fc.integer({ min: 1, max: 8000 }), height: fc.integer({ min: 1, max: 8000 }) }), { minLength: 1, maxLength: 300 });

describe('justified rows of the gallery grid', () => {
  const options = { containerWidth: 382, targetRowHeight: 150, gap: 4 };

  it('places every photo once, in order, each row but the last filling the width exactly', () => {
    fc.assert(
      fc.property(sizes, fc.integer({ min: 200, max: 2000 }), (items, containerWidth) => {
        const rows = justifiedRows(items, { ...options, containerWidth });
        expect(rows.flatMap((row) => row.tiles.map((tile) => tile.index))).toEqual(items.map((_, index) => index));
        rows.slice(0, -1).forEach((row) => expect(rowWidth(row, 4)).toBeCloseTo(containerWidth, 6));
        const last = rows[rows.length - 1];
        expect(last && rowWidth(last, 4)).toBeLessThanOrEqual(containerWidth + 1e-6);
      }),
    );
  });

  it('keeps each photo’s aspect ratio and stacks the rows without overlap', () => {
    const items = [
      { width: 3000, height: 2000 },
      { width: 2000, height: 3000 },
      { width: 4000, height: 1000 },
      { width: 1000, height: 1000 },
      { width: 3000, height: 2000 },
    ];
    const rows = justifiedRows(items, options);
    for (const row of rows) {
      for (const tile of row.tiles) {
        const item = items[tile.index];
        expect(item && tile.width / row.height).toBeCloseTo((item?.width ?? 0) / (item?.height ?? 1), 6);
      }
    }
    rows.slice(1).forEach((row, i) => expect(row.top).toBeCloseTo((rows[i]?.top ?? 0) + (rows[i]?.height ?? 0) + 4, 6));
  });

  it('keeps rows near the target height: 3:2 photos on a phone go two to a row', () => {
    const rows = justifiedRows(Array.from({ length: 10 }, () => ({ width: 1500, height: 1000 })), options);
    expect(rows.map((row) => row.tiles.length)).toEqual([2, 2, 2, 2, 2]);
    expect(rows[0]?.height).toBeCloseTo((382 - 4) / 3, 6);
  });

  it('does not stretch a short last row to the full width', () => {
    const rows = justifiedRows([{ width: 1000, height: 1000 }], options);
    expect(rows).toEqual([{ top: 0, height: 150, tiles: [{ index: 0, left: 0, width: 150 }] }]);
  });

  it('treats a missing size as a 3:2 photo and lays out nothing without width or photos', () => {
    const [row] = justifiedRows([{ width: 0, height: 0 }], options);
    expect(row?.tiles[0]?.width).toBeCloseTo(225, 6);
    expect(justifiedRows([], options)).toEqual([]);
    expect(justifiedRows([{ width: 1, height: 1 }], { ...options, containerWidth: 0 })).toEqual([]);
  });
});

describe('gallery image addresses', () => {
  const { media } = galleryData();

  it('joins the base, the class, the folder and that class’s signature', () => {
    expect(imageUrl(media, { folder: 'abc.jpg' }, media.renditions.thumb)).toBe(
      'https://example.test/media/g/p/s/grant/0/t/abc.jpg?Policy=t&Signature=s&Key-Pair-Id=k',
    );
  });

  it('uses the thumbnail only where it is not enlarged: small low-density screens', () => {
    expect(tileRendition(media, 390, 1)).toBe(media.renditions.thumb);
    expect(tileRendition(media, 390, 3)).toBe(media.renditions.grid);
    expect(tileRendition(media, 1280)).toBe(media.renditions.grid);
  });
});
