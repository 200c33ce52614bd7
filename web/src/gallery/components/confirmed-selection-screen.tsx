// The client's link between the confirmation and the delivery (issue 28 point 4): the selection
// as confirmed, read-only. When and by whom it was confirmed, what happens next, the total as
// confirmed, the additional products and comment, and the photos chosen (a page at a time, as
// the gallery's: paged-images.ts) in the grid and the viewer, each with what was asked of it.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ConfirmedPhoto, ConfirmedProductLine, ConfirmedSelection } from '@fotostudio/shared/contracts/gallery-confirmed';
import { confirmedTotalCents } from '@fotostudio/shared/sessions/session-finance';
import { galleryApi } from '../api';
import { useMoney } from '../format';
import { useI18n, type Language } from '../i18n';
import { applyLook } from '../look';
import { usePagedImages, type FetchPage, type ImageSource } from '../paged-images';
import { PageFooter, PageHeader } from './page-frame';
import { ReadOnlyPhotos } from './read-only-photos';

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

/** When it was confirmed, in Madrid's time (the studio's), in the visitor's language. */
const confirmedDate = (at: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(Date.parse(at));

const ProductList = ({ lines }: { lines: readonly ConfirmedProductLine[] }) => {
  const { t } = useI18n();
  return (
    <ul className="g-confirmed-lines">
      {lines.map((line, index) => (
        <li key={index}>{t('confirmed.productLine', { name: line.productName, variant: `${line.variantName}: ${line.variantValue}`, quantity: line.quantity })}</li>
      ))}
    </ul>
  );
};

/** What was asked of one photo: its products and comment. */
const PhotoCaption = ({ photo }: { photo: ConfirmedPhoto | undefined }) => {
  const { t } = useI18n();
  if (!photo || (photo.products.length === 0 && !photo.comment)) return <p className="g-muted">{t('confirmed.nothingAsked')}</p>;
  return (
    <>
      {photo.products.length > 0 && <ProductList lines={photo.products} />}
      {photo.comment && <p>{t('confirmed.photoComment', { comment: photo.comment })}</p>}
    </>
  );
};

const WhoConfirmed = ({ selection }: { selection: ConfirmedSelection }) => {
  const { t, language } = useI18n();
  const date = confirmedDate(selection.confirmedAt, language);
  const name = selection.confirmedBy;
  const text =
    selection.confirmedHow === 'deadline'
      ? t('confirmed.atDeadline', { date })
      : selection.confirmedHow === 'payment'
        ? name
          ? t('confirmed.byViewerPayment', { name, date })
          : t('confirmed.byPayment', { date })
        : name
          ? t('confirmed.byViewer', { name, date })
          : t('confirmed.byClient', { date });
  return (
    <p>
      <time dateTime={selection.confirmedAt}>{text}</time>
      {selection.viewers.length > 1 && ` ${t('confirmed.viewers', { names: selection.viewers.join(', ') })}`}
    </p>
  );
};

interface ConfirmedSelectionScreenProps {
  linkKey: string;
  /** The answer of the first page. */
  selection: ConfirmedSelection;
  onLinkGone: (code: string) => void;
}

export const ConfirmedSelectionScreen = ({ linkKey, selection, onLinkGone }: ConfirmedSelectionScreenProps) => {
  const { t } = useI18n();
  const money = useMoney();
  const { branding, look, price } = selection;
  useEffect(() => applyLook(document.documentElement, { theme: look.theme, font: look.font }, branding.accentColor), [look.theme, look.font, branding.accentColor]);

  // Each photo's products and comment, as its page brings them (the grid keeps only the photos).
  const photos = useRef(new Map<string, ConfirmedPhoto>(selection.photos.images.map((photo) => [photo.imageId, photo])));
  const fetch = useCallback<FetchPage>(
    (offset, limit, signal) =>
      galleryApi.confirmedSelection(linkKey, { offset, limit }, signal).then(({ photos: page }) => {
        for (const photo of page.images) photos.current.set(photo.imageId, photo);
        return page;
      }),
    [linkKey],
  );
  const source = useMemo<ImageSource>(() => ({ kind: 'all', first: selection.photos.images, total: selection.photos.total, fetch }), [selection.photos, fetch]);
  const paged = usePagedImages(linkKey, source, onLinkGone);
  const detailed = useMemo(
    () => new Set(paged.images.filter((image) => { const photo = photos.current.get(image.imageId); return photo && (photo.products.length > 0 || photo.comment); }).map((image) => image.imageId)),
    [paged.images],
  );
  const taxKey = price.tax?.tax ? 'thanks.summaryTaxIncluded' : price.tax ? 'thanks.summaryVatIncluded' : 'thanks.summary';

  return (
    <div className="g-app">
      <PageHeader branding={branding} />
      <main className="g-main g-confirmed">
        <section className="g-card" aria-labelledby="g-confirmed-title">
          <h1 id="g-confirmed-title" className="g-title g-display">
            {t('confirmed.title')}
          </h1>
          <p className="g-muted">{selection.title}</p>
          <WhoConfirmed selection={selection} />
          <p className="g-confirmed-next" role="note">
            {t('confirmed.next')}
          </p>
          <p className="g-confirmed-total">
            {t(taxKey, { count: selection.photos.total, total: money(confirmedTotalCents(price)), ...(price.tax?.tax ? { tax: price.tax.tax } : {}) })}
          </p>
          {selection.fullGallerySelected && <p>{t('confirmed.fullGallery')}</p>}
        </section>
        {selection.additionalProducts.length > 0 && (
          <section className="g-card" aria-labelledby="g-confirmed-products">
            <h2 id="g-confirmed-products" className="g-section-title">
              {t('confirmed.products')}
            </h2>
            <ProductList lines={selection.additionalProducts} />
          </section>
        )}
        {selection.generalComment && (
          <section className="g-card" aria-labelledby="g-confirmed-comment">
            <h2 id="g-confirmed-comment" className="g-section-title">
              {t('confirmed.comment')}
            </h2>
            <p className="g-message">{selection.generalComment}</p>
          </section>
        )}
        <h2 className="g-section-title">{t('confirmed.photosTitle')}</h2>
        <ReadOnlyPhotos
          paged={paged}
          layout={look.layout}
          media={selection.media}
          detailed={detailed}
          caption={(image) => <PhotoCaption photo={photos.current.get(image.imageId)} />}
        />
        <PageFooter branding={branding} label={t('brand.contact')} />
      </main>
    </div>
  );
};
