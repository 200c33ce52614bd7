// The delivery gallery (issue 28 point 4): the session's finals under its cover, title and brand
// (the look the photographer chose), "Disponible hasta …", "Descargar todo" as a zip in parts,
// and each photo in the viewer (swipe, pinch zoom) with a download per offered size, so a phone
// saves photos one by one (iOS cannot open a zip).
import { useEffect, useMemo, useState } from 'react';
import type { GalleryImage } from '@fotostudio/shared/contracts/gallery';
import type { GalleryDeliveryData } from '@fotostudio/shared/contracts/gallery-delivery';
import type { DeliverySize } from '@fotostudio/shared/gallery/delivery-terms';
import { downloadFromUrl } from '../../lib/download-link';
import { codeOfError, galleryApi } from '../api';
import { useI18n, type Language } from '../i18n';
import { applyLook } from '../look';
import { usePagedImages, type ImageSource } from '../paged-images';
import { GalleryCover } from './brand';
import { DownloadAll, FINALS_ZIP } from './downloads';
import { PageFooter, PageHeader } from './page-frame';
import { ReadOnlyPhotos } from './read-only-photos';

const SIZE_LABELS = { web: 'delivery.downloadWeb', full: 'delivery.downloadFull' } as const;

/** The delivery's end as a date in Madrid (the studio's zone, whatever the visitor's). */
const untilOf = (expiresAt: string, language: Language): string =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(Date.parse(expiresAt));

/** One button per offered size: asks for the final's signed link and hands it to the browser. */
export const FinalDownloads = ({ linkKey, image, sizes, onLinkGone }: { linkKey: string; image: GalleryImage; sizes: readonly DeliverySize[]; onLinkGone: (code: string) => void }) => {
  const { t, m } = useI18n();
  const [busy, setBusy] = useState<DeliverySize | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = (size: DeliverySize) => {
    setBusy(size);
    setError(null);
    galleryApi.finalDownload(linkKey, image.imageId, size).then(
      ({ url, fileName }) => {
        setBusy(null);
        downloadFromUrl(url, fileName);
      },
      (failure: unknown) => {
        setBusy(null);
        const code = codeOfError(failure, 'gallery.image_download_failed');
        if (code === 'gallery.delivery_closed' || code === 'gallery.password_required' || code.startsWith('gallery.link_')) onLinkGone(code);
        else setError(code);
      },
    );
  };
  return (
    <div className="g-final-downloads">
      {sizes.map((size) => (
        <button
          key={size}
          type="button"
          className="g-button g-button-secondary"
          disabled={busy !== null}
          onClick={() => download(size)}
          aria-label={t('delivery.downloadOf', { size: t(SIZE_LABELS[size]), name: image.fileName })}
        >
          {t(SIZE_LABELS[size])}
        </button>
      ))}
      {error && (
        <span className="g-error" role="alert">
          {m(error)}
        </span>
      )}
    </div>
  );
};

interface DeliveryScreenProps {
  linkKey: string;
  delivery: GalleryDeliveryData;
  onLinkGone: (code: string) => void;
}

export const DeliveryScreen = ({ linkKey, delivery, onLinkGone }: DeliveryScreenProps) => {
  const { t, language } = useI18n();
  const { theme, font } = delivery.look;
  useEffect(() => applyLook(document.documentElement, { theme, font }, delivery.branding.accentColor), [theme, font, delivery.branding.accentColor]);
  useEffect(() => {
    document.title = `${delivery.title} · ${delivery.branding.businessName}`;
  }, [delivery.title, delivery.branding.businessName]);
  const source = useMemo<ImageSource>(
    () => ({ kind: 'all', first: delivery.images, total: delivery.imageCount, fetch: (offset, limit, signal) => galleryApi.deliveryImages(linkKey, { offset, limit }, signal) }),
    [linkKey, delivery.images, delivery.imageCount],
  );
  const paged = usePagedImages(linkKey, source, onLinkGone);
  const { branding } = delivery;

  return (
    <div className="g-app g-delivery">
      <PageHeader branding={branding} />
      <GalleryCover gallery={delivery} />
      <main className="g-main">
        <div className="g-intro">
          <p className="g-message">{t('delivery.intro', { count: delivery.imageCount })}</p>
          <p className="g-delivery-until">{t('delivery.until', { date: untilOf(delivery.expiresAt, language) })}</p>
        </div>
        {delivery.imageCount > 0 && (
          <DownloadAll linkKey={linkKey} imageCount={delivery.imageCount} zip={FINALS_ZIP} titleKey="delivery.downloadAllTitle" startKey="delivery.downloadAll" />
        )}
        <ReadOnlyPhotos
          paged={paged}
          layout={delivery.look.layout}
          media={delivery.media}
          empty={<p className="g-empty">{t('delivery.empty')}</p>}
          before={<p className="g-muted g-small g-grid-hint">{t('delivery.gridHint')}</p>}
          actions={(image) => <FinalDownloads linkKey={linkKey} image={image} sizes={delivery.sizes} onLinkGone={onLinkGone} />}
        />
        <PageFooter branding={branding} label={t('brand.contact')} />
      </main>
    </div>
  );
};
