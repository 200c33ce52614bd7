// One photo's details: a 2x zoom to check it, its products (variant and quantity), a
// comment for the photographer, and its download when the gallery allows downloads.
import { useState } from 'react';
import type { GalleryImage, GalleryImageChoice, GalleryMedia, GalleryProduct } from '@fotostudio/shared/contracts/gallery';
import { useI18n } from '../i18n';
import { COMMENT_MAX } from '../limits';
import { imageUrl } from '../media-url';
import { CommentField } from './comment-field';
import { HeartButton } from './heart-button';
import { ImageDownloadButton } from './downloads';
import { Modal } from './modal';
import { ProductLines } from './product-lines';

interface ImageModalProps {
  linkKey: string;
  image: GalleryImage;
  media: GalleryMedia;
  products: readonly GalleryProduct[];
  choice: GalleryImageChoice | undefined;
  allowDownload: boolean;
  onToggle: () => void;
  onChange: (change: Partial<Omit<GalleryImageChoice, 'imageId'>>) => void;
  onClose: () => void;
}

export const ImageModal = ({ linkKey, image, media, products, choice, allowDownload, onToggle, onChange, onClose }: ImageModalProps) => {
  const { t } = useI18n();
  const [zoomed, setZoomed] = useState(false);

  return (
    <Modal title={image.fileName} onClose={onClose}>
      <div className={`g-zoom${zoomed ? ' g-zoom-on' : ''}`}>
        <img src={imageUrl(media, image, media.renditions.preview)} alt={image.fileName} className="g-zoom-image" draggable={false} />
      </div>
      <div className="g-detail-actions">
        <HeartButton selected={choice !== undefined} fileName={image.fileName} onToggle={onToggle} className="g-heart g-heart-inline" />
        <button type="button" className="g-button g-button-secondary" aria-pressed={zoomed} onClick={() => setZoomed((on) => !on)} data-autofocus>
          {t('image.zoom')}
        </button>
        {allowDownload && <ImageDownloadButton linkKey={linkKey} imageId={image.imageId} />}
      </div>
      <section className="g-detail-section" aria-labelledby="g-image-products">
        <h3 id="g-image-products">{t('image.products')}</h3>
        <ProductLines products={products} lines={choice?.products ?? []} onChange={(lines) => onChange({ products: lines })} />
      </section>
      <section className="g-detail-section">
        <CommentField
          id="g-image-comment"
          label={t('image.comment')}
          labelClassName="g-label"
          placeholder={t('image.commentPlaceholder')}
          maxLength={COMMENT_MAX}
          initial={choice?.comment ?? null}
          onChange={(comment) => onChange({ comment })}
        />
      </section>
      <div className="g-dialog-foot">
        <button
          type="button"
          className="g-button"
          onClick={onClose}
        >
          {t('common.done')}
        </button>
      </div>
    </Modal>
  );
};
