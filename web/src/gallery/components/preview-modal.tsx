// The photo viewer: one photo large, previous/next by buttons, arrow keys or a swipe, the
// heart, and the way to the photo's products and comment.
import { useRef } from 'react';
import type { GalleryImage, GalleryMedia } from '@fotostudio/shared/contracts/gallery';
import { thumbhashPlaceholder } from '../../lib/thumbhash-placeholder';
import { useI18n } from '../i18n';
import { imageUrl } from '../media-url';
import { HeartButton } from './heart-button';
import { Modal } from './modal';

/** A horizontal move longer than this, and mostly horizontal, is a swipe. */
const SWIPE_MIN_PX = 50;

interface PreviewModalProps {
  /** The photos loaded so far; `total` is how many the list holds (the next ones load as the viewer reaches them). */
  images: readonly GalleryImage[];
  total: number;
  index: number;
  media: GalleryMedia;
  selected: boolean;
  onIndex: (index: number) => void;
  onToggle: () => void;
  onDetails: () => void;
  onClose: () => void;
}

export const PreviewModal = ({ images, total, index, media, selected, onIndex, onToggle, onDetails, onClose }: PreviewModalProps) => {
  const { t } = useI18n();
  const start = useRef<{ x: number; y: number } | null>(null);
  const image = images[index];
  if (!image) return null;
  const previous = index > 0 ? () => onIndex(index - 1) : undefined;
  const next = index < total - 1 ? () => onIndex(index + 1) : undefined;
  const placeholder = thumbhashPlaceholder(image.thumbhash);

  return (
    <Modal
      title={t('preview.title', { position: index + 1, total, name: image.fileName })}
      onClose={onClose}
      variant="full"
      onKey={(event) => {
        if (event.key === 'ArrowLeft') previous?.();
        if (event.key === 'ArrowRight') next?.();
      }}
    >
      <div
        className="g-viewer"
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const from = start.current;
          start.current = null;
          if (!from) return;
          const dx = event.clientX - from.x;
          if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) (dx < 0 ? next : previous)?.();
        }}
      >
        <img
          key={image.imageId}
          src={imageUrl(media, image, media.renditions.preview)}
          alt={image.fileName}
          className="g-viewer-image"
          style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
          draggable={false}
        />
      </div>
      <div className="g-viewer-bar">
        <button type="button" className="g-icon-button" onClick={previous} disabled={!previous} aria-label={t('preview.previous')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <HeartButton selected={selected} fileName={image.fileName} onToggle={onToggle} className="g-heart g-heart-inline" />
        <button type="button" className="g-button g-button-secondary" onClick={onDetails} data-autofocus>
          {t('preview.details')}
        </button>
        <button type="button" className="g-icon-button" onClick={next} disabled={!next} aria-label={t('preview.next')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </Modal>
  );
};
