// The photo viewer: one photo full screen, previous/next by buttons, arrow keys or a swipe,
// pinch to zoom and a finger to move the zoomed photo (viewer-gestures.ts), the heart, and the
// way to the photo's products and comment (or, read-only, what was asked of it: `caption`; or
// the delivery's downloads: `actions`). Escape closes it; focus stays inside (modal.tsx).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { GalleryImage, GalleryMedia } from '@fotostudio/shared/contracts/gallery';
import { thumbhashPlaceholder } from '../../lib/thumbhash-placeholder';
import { useI18n } from '../i18n';
import { imageUrl } from '../media-url';
import { HeartButton } from './heart-button';
import { NO_ZOOM, ViewerGestures, type Zoom } from '../viewer-gestures';
import { Modal } from './modal';

interface PreviewModalProps {
  /** The photos loaded so far; `total` is how many the list holds (the next ones load as the viewer reaches them). */
  images: readonly GalleryImage[];
  total: number;
  index: number;
  media: GalleryMedia;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** The heart and the way to the photo's products and comment; absent read-only (the confirmed selection, the delivery's finals). */
  choosing?: { selected: boolean; onToggle: () => void; onDetails: () => void } | undefined;
  /** Read-only: what was asked of the photo, under it. */
  caption?: ReactNode;
  /** What the bar offers for the photo shown (the delivery's downloads). */
  actions?: ((image: GalleryImage) => ReactNode) | undefined;
  /**
   * A page of the gallery jumped to (jump-to-photo.tsx): `images` start at this place of the
   * gallery, whose photos number `galleryTotal`; the title counts in the gallery.
   */
  offset?: number;
  galleryTotal?: number;
}

export const PreviewModal = ({ images, total, index, media, onIndex, onClose, choosing, caption, actions, offset = 0, galleryTotal = total }: PreviewModalProps) => {
  const { t } = useI18n();
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const previous = index > 0 ? () => onIndex(index - 1) : undefined;
  const next = index < total - 1 ? () => onIndex(index + 1) : undefined;
  const swipeTo = useRef<(direction: -1 | 1) => void>(() => undefined);
  swipeTo.current = (direction) => (direction === 1 ? next : previous)?.();
  const gestures = useRef<ViewerGestures | null>(null);
  gestures.current ??= new ViewerGestures(NO_ZOOM, setZoom, (direction) => swipeTo.current(direction));
  // Another photo starts unzoomed.
  useEffect(() => {
    gestures.current?.reset();
    setZoom(NO_ZOOM);
  }, [index]);
  const image = images[index];
  if (!image) return null;
  const point = (event: React.PointerEvent) => ({ x: event.clientX, y: event.clientY });
  const placeholder = thumbhashPlaceholder(image.thumbhash);

  return (
    <Modal
      title={t('preview.title', { position: offset + index + 1, total: galleryTotal, name: image.fileName })}
      onClose={onClose}
      variant="full"
      onKey={(event) => {
        if (event.key === 'ArrowLeft') previous?.();
        if (event.key === 'ArrowRight') next?.();
      }}
    >
      <div
        className="g-viewer"
        data-zoomed={zoom.scale > 1 || undefined}
        onPointerDown={(event) => {
          // Moves outside the photo still belong to the gesture (a pointer that cannot be captured still works).
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // Not capturable: the moves over the viewer are enough.
          }
          gestures.current?.down(event.pointerId, point(event));
        }}
        onPointerMove={(event) => gestures.current?.move(event.pointerId, point(event))}
        onPointerUp={(event) => gestures.current?.up(event.pointerId, point(event))}
        onPointerCancel={(event) => gestures.current?.cancel(event.pointerId)}
      >
        <img
          key={image.imageId}
          src={imageUrl(media, image, media.renditions.preview)}
          alt={image.fileName}
          className="g-viewer-image"
          style={{
            ...(placeholder ? { backgroundImage: `url(${placeholder})` } : {}),
            ...(zoom.scale > 1 ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` } : {}),
          }}
          draggable={false}
        />
      </div>
      <div className="g-viewer-bar">
        <button type="button" className="g-icon-button" onClick={previous} disabled={!previous} aria-label={t('preview.previous')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        {choosing ? (
          <>
            <HeartButton selected={choosing.selected} fileName={image.fileName} onToggle={choosing.onToggle} className="g-heart g-heart-inline" />
            <button type="button" className="g-button g-button-secondary" onClick={choosing.onDetails} data-autofocus>
              {t('preview.details')}
            </button>
          </>
        ) : caption ? (
          <div className="g-viewer-caption">{caption}</div>
        ) : null}
        {actions?.(image)}
        <button type="button" className="g-icon-button" onClick={next} disabled={!next} aria-label={t('preview.next')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </Modal>
  );
};
