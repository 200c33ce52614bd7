import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

/** A product's image from its signed URL, or a placeholder without one (or when it fails to load). */
export const ProductThumbnail = ({ name, imageUrl, size = 'sm' }: { name: string; imageUrl: string | null; size?: 'sm' | 'lg' }) => {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const show = imageUrl !== null && failed !== imageUrl;
  return (
    <div className={`catalog-thumb catalog-thumb-${size}`}>
      {show ? (
        <img src={imageUrl} alt={t('catalog.products.imageAlt', { name })} onError={() => setFailed(imageUrl)} />
      ) : (
        <Icon name="image" size={size === 'lg' ? 32 : 22} className="catalog-thumb-placeholder" />
      )}
    </div>
  );
};
