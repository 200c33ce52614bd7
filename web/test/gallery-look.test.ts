// The gallery's look as the page applies it: the layout the photographer chose decides the
// grid's rows, the theme and typeface become classes on <html>, the accent reads on the theme's
// page, the cover is served from processed renditions only, one welcome text, and the viewer's
// gestures (swipe, pinch, pan).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GALLERY_LOOK, galleryLookOf } from '@fotostudio/shared/gallery/gallery-look';
import { contrastRatio } from '../src/gallery/accent-colour';
import { justifiedRows } from '../src/gallery/justified-layout';
import { accentProperties, coverSources, layoutRows, lookClasses, PAGE_COLOURS, squareRows, welcomeTextOf } from '../src/gallery/look';
import { NO_ZOOM, pinchZoom, swipeDirection, ViewerGestures, type Zoom } from '../src/gallery/viewer-gestures';
import { galleryData, galleryImage } from './gallery-fixtures';

const photos = [galleryImage(1, 1500, 1000), galleryImage(2, 1000, 1500), galleryImage(3, 3000, 1000), galleryImage(4, 1000, 1000), galleryImage(5, 1200, 800)];

describe('the layout the photographer chose', () => {
  it('masonry is the justified rows the gallery had before the choice', () => {
    expect(layoutRows('masonry', photos, 382, 4)).toEqual(justifiedRows(photos, { containerWidth: 382, targetRowHeight: 150, gap: 4 }));
  });

  it('the square grid gives every photo the same square tile, whatever its shape, filling each full row', () => {
    const rows = layoutRows('grid', photos, 382, 4);
    expect(rows.flatMap((row) => row.tiles.map((tile) => tile.index))).toEqual([0, 1, 2, 3, 4]);
    const size = rows[0]?.height ?? 0;
    for (const row of rows) {
      expect(row.height).toBeCloseTo(size);
      for (const tile of row.tiles) expect(tile.width).toBeCloseTo(size);
    }
    // A 390 px phone (382 px of grid) shows three photos a row.
    expect(rows[0]?.tiles).toHaveLength(3);
    expect(layoutRows('masonry', photos, 382, 4)[0]?.tiles.length).not.toBe(3);
  });

  it('square rows: at least two columns, full rows exactly the width, rows stacked by size and gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 120, max: 2400 }), fc.integer({ min: 80, max: 300 }), (count, containerWidth, targetSize) => {
        const rows = squareRows(count, { containerWidth, targetSize, gap: 4 });
        expect(rows.reduce((sum, row) => sum + row.tiles.length, 0)).toBe(count);
        if (rows.length > 1) expect(rows[0]?.tiles.length).toBeGreaterThanOrEqual(2);
        rows.forEach((row, place) => {
          expect(row.top).toBeCloseTo(place * (row.height + 4));
          // Every row but the last is full.
          if (place < rows.length - 1) {
            const last = row.tiles[row.tiles.length - 1];
            expect((last?.left ?? 0) + (last?.width ?? 0)).toBeCloseTo(containerWidth);
          }
        });
      }),
    );
  });
});

describe('the theme and typeface', () => {
  it('become classes on the page: a session that never chose reads as light with the system font', () => {
    expect(galleryLookOf({})).toEqual(DEFAULT_GALLERY_LOOK);
    expect(galleryLookOf({ galleryLayout: 'grid', galleryTheme: 'neon', galleryFont: 'playfair' })).toEqual({ layout: 'grid', theme: 'light', font: 'playfair' });
    expect(lookClasses(DEFAULT_GALLERY_LOOK)).toEqual(['g-theme-light', 'g-font-system']);
    expect(lookClasses({ theme: 'dark', font: 'cormorant' })).toEqual(['g-theme-dark', 'g-font-cormorant']);
  });

  it('the accent reads on the theme’s page: 3:1 on the light one, 4.5:1 on the dark one, the fill unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const colour = `#${value.toString(16).padStart(6, '0')}`;
        const light = accentProperties(colour, 'light');
        const dark = accentProperties(colour, 'dark');
        expect(dark['--accent']).toBe(light['--accent']);
        expect(contrastRatio(light['--accent-page'], PAGE_COLOURS.light)).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(dark['--accent-page'], PAGE_COLOURS.dark)).toBeGreaterThanOrEqual(4.5);
      }),
    );
    // The default accent (dark grey) would vanish on the dark page: it is lightened there.
    expect(contrastRatio(accentProperties(null, 'dark')['--accent-page'], PAGE_COLOURS.dark)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the cover and the welcome text', () => {
  it('serves the cover from the grid and preview renditions by width, never the original', () => {
    const gallery = galleryData();
    const landscape = coverSources(gallery.media, galleryImage(7, 6000, 4000));
    expect(landscape.src).toBe(`${gallery.media.base}g/${galleryImage(7).folder}${gallery.media.renditions.grid.query}`);
    expect(landscape.srcSet).toBe(
      `${landscape.src} 800w, ${gallery.media.base}p/${galleryImage(7).folder}${gallery.media.renditions.preview.query} 1920w`,
    );
    // Upright on a phone, the 62vh-tall cover crops a 3:2 photo's sides: it is drawn 93vh wide.
    expect(landscape.sizes).toBe('max(100vw, 93vh)');
    // A portrait photo's renditions are narrower than their long side.
    expect(coverSources(gallery.media, galleryImage(8, 4000, 6000)).srcSet).toMatch(/ 533w, .* 1280w$/);
    // A small photo is never enlarged: one width for both.
    expect(coverSources(gallery.media, galleryImage(9, 600, 400)).srcSet).toMatch(/ 600w$/);
  });

  it('says one welcome: the link’s message when there is one, else the package’s gallery comment', () => {
    expect(welcomeTextOf({ message: 'Hola Ana', galleryComment: 'Elige 20 fotos' })).toBe('Hola Ana');
    expect(welcomeTextOf({ message: null, galleryComment: 'Elige 20 fotos' })).toBe('Elige 20 fotos');
    expect(welcomeTextOf({ message: '  ', galleryComment: 'Elige 20 fotos' })).toBe('Elige 20 fotos');
    expect(welcomeTextOf({ message: null, galleryComment: null })).toBeNull();
  });
});

describe('the viewer’s gestures', () => {
  const viewer = () => {
    const swipes: number[] = [];
    let zoom: Zoom = NO_ZOOM;
    const gestures = new ViewerGestures(
      NO_ZOOM,
      (next) => (zoom = next),
      (direction) => swipes.push(direction),
    );
    return { gestures, swipes, zoom: () => zoom };
  };

  it('a finger moved left swipes to the next photo, right to the previous; a short or vertical move does nothing', () => {
    expect(swipeDirection({ x: 300, y: 400 }, { x: 100, y: 420 })).toBe(1);
    expect(swipeDirection({ x: 100, y: 400 }, { x: 300, y: 380 })).toBe(-1);
    expect(swipeDirection({ x: 100, y: 400 }, { x: 130, y: 400 })).toBe(0);
    expect(swipeDirection({ x: 100, y: 100 }, { x: 160, y: 400 })).toBe(0);
    const { gestures, swipes } = viewer();
    gestures.down(1, { x: 300, y: 400 });
    gestures.move(1, { x: 200, y: 400 });
    gestures.up(1, { x: 100, y: 400 });
    expect(swipes).toEqual([1]);
  });

  it('two fingers pinch the photo up to 4x; a zoomed photo moves under one finger instead of swiping', () => {
    expect(pinchZoom([{ x: 100, y: 100 }, { x: 200, y: 100 }], [{ x: 50, y: 100 }, { x: 250, y: 100 }], NO_ZOOM).scale).toBe(2);
    expect(pinchZoom([{ x: 100, y: 100 }, { x: 110, y: 100 }], [{ x: 0, y: 100 }, { x: 390, y: 100 }], NO_ZOOM).scale).toBe(4);
    expect(pinchZoom([{ x: 100, y: 100 }, { x: 200, y: 100 }], [{ x: 140, y: 100 }, { x: 160, y: 100 }], NO_ZOOM)).toEqual(NO_ZOOM);
    const { gestures, swipes, zoom } = viewer();
    gestures.down(1, { x: 150, y: 300 });
    gestures.down(2, { x: 250, y: 300 });
    gestures.move(1, { x: 100, y: 300 });
    gestures.move(2, { x: 300, y: 300 });
    expect(zoom().scale).toBe(2);
    gestures.up(1, { x: 100, y: 300 });
    gestures.up(2, { x: 300, y: 300 });
    gestures.down(3, { x: 300, y: 300 });
    gestures.move(3, { x: 100, y: 320 });
    gestures.up(3, { x: 100, y: 320 });
    expect(zoom()).toEqual({ scale: 2, x: -200, y: 20 });
    expect(swipes).toEqual([]);
    // A new photo starts unzoomed, and swipes again.
    gestures.reset();
    gestures.down(4, { x: 100, y: 300 });
    gestures.up(4, { x: 300, y: 300 });
    expect(swipes).toEqual([-1]);
  });
});
