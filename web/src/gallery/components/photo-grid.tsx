// The photo grid: justified rows or square tiles (the photographer's layout: look.ts),
// virtualised against the window's scroll, so 10,000 photos
// cost the DOM only the rows near the screen (a few dozen <img>). Each tile shows its
// ThumbHash until the thumbnail has loaded. The grid holds the photos loaded so far; a marker
// below its last row asks for the next page as it comes near the screen.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GalleryImage, GalleryMedia } from '@fotostudio/shared/contracts/gallery';
import type { GalleryLayout } from '@fotostudio/shared/gallery/gallery-look';
import { thumbhashPlaceholder } from '../../lib/thumbhash-placeholder';
import { usePaintedPicture } from '../first-screen';
import { useI18n } from '../i18n';
import { layoutRows } from '../look';
import { imageUrl, tileRendition } from '../media-url';
import { HeartButton } from './heart-button';

const GAP = 4;
/** Rows rendered beyond the screen on each side: smooth flicks without many more images. */
const OVERSCAN_ROWS = 3;
/** How far below the screen the next page is asked for. */
const NEXT_PAGE_MARGIN = '1200px';

interface PhotoGridProps {
  layout: GalleryLayout;
  images: readonly GalleryImage[];
  media: GalleryMedia;
  selected: ReadonlySet<string>;
  /** Images with products or a comment get a small mark. */
  detailed: ReadonlySet<string>;
  /** The heart on each tile; absent, the tiles have no heart (the confirmed selection, the delivery's finals). */
  onToggle?: ((imageId: string) => void) | undefined;
  onOpen: (imageId: string) => void;
  /** More photos follow those given: called as the grid's end comes near the screen. */
  onNearEnd?: (() => void) | undefined;
  /** Per photo, who chose it ("Todas (unión)" on a link of named viewers, issue 28 point 2). */
  chosenBy?: ReadonlyMap<string, readonly string[]> | undefined;
}

const useWidth = (ref: React.RefObject<HTMLElement | null>): number => {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
};

interface TileProps {
  image: GalleryImage;
  src: string;
  left: number;
  width: number;
  height: number;
  selected: boolean;
  detailed: boolean;
  onToggle?: ((imageId: string) => void) | undefined;
  onOpen: (imageId: string) => void;
  chosenBy?: readonly string[] | undefined;
}

const Tile = memo(function Tile({ image, src, left, width, height, selected, detailed, onToggle, onOpen, chosenBy }: TileProps) {
  const { t } = useI18n();
  const [loaded, setLoaded] = useState(false);
  // Under the tile while it loads: the first screen's thumbnail when the server painted it, else the ThumbHash.
  const painted = usePaintedPicture(image.imageId);
  const thumbhash = loaded || painted ? undefined : thumbhashPlaceholder(image.thumbhash);
  const placeholder = loaded ? undefined : (painted ?? (thumbhash ? `url(${thumbhash})` : undefined));
  return (
    <div className={`g-tile${selected ? ' g-tile-selected' : ''}`} style={{ left, width, height }}>
      <button type="button" className="g-tile-open" onClick={() => onOpen(image.imageId)} aria-label={t('tile.open', { name: image.fileName })}>
        <img
          src={src}
          alt=""
          width={Math.round(width)}
          height={Math.round(height)}
          decoding="async"
          className="g-tile-image"
          // Element Timing: lets `npm run bench -- gallery` read when each thumbnail was painted.
          {...{ elementtiming: 'gallery-tile' }}
          style={placeholder ? { backgroundImage: placeholder } : undefined}
          onLoad={() => setLoaded(true)}
        />
      </button>
      {detailed && <span className="g-tile-badge" aria-hidden="true" />}
      {chosenBy && chosenBy.length > 0 && (
        <span className="g-tile-who">{t('viewers.chosenBy', { names: chosenBy.map((name) => name || t('viewers.unnamed')).join(', ') })}</span>
      )}
      {onToggle && <HeartButton selected={selected} fileName={image.fileName} onToggle={() => onToggle(image.imageId)} />}
    </div>
  );
});

/** Calls `onNearEnd` whenever the marker comes within NEXT_PAGE_MARGIN of the screen (again after each page: `count`). */
const useNearEnd = (marker: React.RefObject<HTMLElement | null>, count: number, onNearEnd: (() => void) | undefined): void => {
  useEffect(() => {
    const element = marker.current;
    if (!element || !onNearEnd) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNearEnd();
    }, { rootMargin: `0px 0px ${NEXT_PAGE_MARGIN} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [marker, count, onNearEnd]);
};

export const PhotoGrid = ({ layout, images, media, selected, detailed, onToggle, onOpen, onNearEnd, chosenBy }: PhotoGridProps) => {
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  useNearEnd(marker, images.length, onNearEnd);
  const width = useWidth(container);
  const rows = useMemo(() => layoutRows(layout, images, width, GAP), [layout, images, width]);
  const file = typeof window === 'undefined' ? media.renditions.thumb : tileRendition(media, window.innerWidth, window.devicePixelRatio || 1);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin((container.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, [width, rows.length]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.height ?? 0) + GAP,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });
  // The layout changed (rotation, filter): the virtualiser must forget the old row sizes.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [rows, virtualizer]);
  const total = rows.length === 0 ? 0 : virtualizer.getTotalSize() - GAP;

  return (
    <>
    <div ref={container} className={`g-grid g-grid-${layout}`} style={{ height: total }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div key={item.key} className="g-row" style={{ transform: `translateY(${item.start - scrollMargin}px)`, height: row.height }}>
            {row.tiles.map((tile) => {
              const image = images[tile.index];
              if (!image) return null;
              return (
                <Tile
                  key={image.imageId}
                  image={image}
                  src={imageUrl(media, image, file)}
                  left={tile.left}
                  width={tile.width}
                  height={row.height}
                  selected={selected.has(image.imageId)}
                  detailed={detailed.has(image.imageId)}
                  onToggle={onToggle}
                  onOpen={onOpen}
                  chosenBy={chosenBy?.get(image.imageId)}
                />
              );
            })}
          </div>
        );
      })}
    </div>
    {onNearEnd && <div ref={marker} className="g-grid-end" aria-hidden="true" />}
    </>
  );
};
