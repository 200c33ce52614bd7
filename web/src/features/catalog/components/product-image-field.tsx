import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFilePicker } from '../../../components/ui/file-picker';
import { Icon } from '../../../components/ui/icon';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/image-upload';
import { useProductImageUpload } from '../hooks/use-product-image-upload';
import { ProductThumbnail } from './product-thumbnail';

/**
 * The product's image in its form: upload (checked here first, then sent with progress)
 * or remove. The new key only reaches the product when the form is saved.
 */
export const ProductImageField = ({
  name,
  imageUrl,
  onUploaded,
  onRemove,
  onBusyChange,
}: {
  /** The product's name, for the image's text alternative. */
  name: string;
  /** Signed URL of the saved image; null without one. */
  imageUrl: string | null;
  onUploaded: (key: string) => void;
  onRemove: () => void;
  /** True while bytes are on their way: the form cannot be saved meanwhile. */
  onBusyChange: (busy: boolean) => void;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { state, upload, reset } = useProductImageUpload();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);

  useEffect(() => () => {
    if (localPreview) URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const busy = state.status === 'uploading';
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const onFile = async (file: File) => {
    const key = await upload(file);
    if (!key) return;
    setLocalPreview(URL.createObjectURL(file));
    setRemoved(false);
    onUploaded(key);
  };

  const picker = useFilePicker({ accept: ACCEPTED_IMAGE_TYPES, onFile: (file) => void onFile(file) });
  const shown = localPreview ?? (removed ? null : imageUrl);
  const progress = state.status === 'uploading' ? Math.round(state.progress * 100) : null;

  return (
    <div className="catalog-image-field" data-testid="product-image-field">
      <ProductThumbnail name={name} imageUrl={shown} size="lg" />
      <div className="catalog-image-body">
        <p className="catalog-image-label">{t('catalog.products.image.label')}</p>
        <p className="field-hint">{t('catalog.products.image.hint')}</p>
        <div className="catalog-image-actions">
          <Button
            variant="secondary"
            icon={<Icon name="upload" size={18} />}
            disabled={busy}
            onClick={() => {
              reset();
              picker.open();
            }}
          >
            {shown ? t('catalog.products.image.change') : t('catalog.products.image.upload')}
          </Button>
          {shown ? (
            <Button
              variant="ghost"
              icon={<Icon name="trash" size={18} />}
              disabled={busy}
              onClick={() => {
                setLocalPreview(null);
                setRemoved(true);
                reset();
                onRemove();
              }}
            >
              {t('catalog.products.image.remove')}
            </Button>
          ) : null}
        </div>
        {progress !== null ? (
          <ProgressBar label={t('catalog.products.image.progressLabel')} value={progress} status={t('catalog.products.image.uploading', { percent: progress })} />
        ) : null}
        {state.status === 'error' ? (
          <p className="field-error" role="alert">
            {errorMessage(state.code)}
          </p>
        ) : null}
      </div>
      {picker.input}
    </div>
  );
};
