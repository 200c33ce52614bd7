import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/image-upload-field';
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

  const shown = localPreview ?? (removed ? null : imageUrl);

  return (
    <ImageUploadField
      testId="product-image-field"
      preview={<ProductThumbnail name={name} imageUrl={shown} size="lg" />}
      texts={{
        label: t('catalog.products.image.label'),
        upload: t('catalog.products.image.upload'),
        change: t('catalog.products.image.change'),
        remove: t('catalog.products.image.remove'),
      }}
      hint={t('catalog.products.image.hint')}
      hasImage={shown !== null}
      state={state}
      onReset={reset}
      onFile={(file) => void onFile(file)}
      onRemove={() => {
        setLocalPreview(null);
        setRemoved(true);
        reset();
        onRemove();
      }}
    />
  );
};
