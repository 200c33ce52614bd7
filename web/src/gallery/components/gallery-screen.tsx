// The client's gallery: branding, what the package includes, the photo grid with hearts,
// products, comments, downloads, and the way to review and confirm. Every choice is kept
// in one value that the draft saver saves as the client goes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GalleryChoices, GalleryData, GalleryImageChoice, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { accentColours } from '../accent-colour';
import { canReview, productsFor, restoreDraft, toggleImage, updateImage } from '../choices';
import { useDraftSaver, type SaveState } from '../draft-saver';
import { priceVatKey, useMoney } from '../format';
import { useI18n } from '../i18n';
import { GENERAL_COMMENT_MAX } from '../limits';
import { CommentField } from './comment-field';
import { DownloadAll } from './downloads';
import { ImageModal } from './image-modal';
import { LanguageSwitch } from './language-switch';
import { PhotoGrid } from './photo-grid';
import { PreviewModal } from './preview-modal';
import { ProductLines } from './product-lines';
import { ReviewModal } from './review-modal';

type Open = { kind: 'none' } | { kind: 'preview'; imageId: string } | { kind: 'image'; imageId: string } | { kind: 'review' };

interface GalleryScreenProps {
  linkKey: string;
  gallery: GalleryData;
  onConfirmed: (result: { price: GalleryPriceResult; photoCount: number }) => void;
  onLinkGone: (code: string) => void;
}

const SaveStatus = ({ state }: { state: SaveState }) => {
  const { t, m } = useI18n();
  const text =
    state.kind === 'saving'
      ? t('save.saving')
      : state.kind === 'saved'
        ? t('save.saved')
        : state.kind === 'retrying'
          ? m('gallery.draft_save_failed')
          : state.kind === 'failed'
            ? m(state.code)
            : '';
  return (
    <p className={`g-save g-save-${state.kind}`} role="status">
      {text}
    </p>
  );
};

export const GalleryScreen = ({ linkKey, gallery, onConfirmed, onLinkGone }: GalleryScreenProps) => {
  const { t, m } = useI18n();
  const money = useMoney();
  // The price chips say whether the prices include VAT (the billing setting), as the total does.
  const priced = (cents: number) => t('info.priceWithVat', { price: money(cents), vat: t(priceVatKey(gallery.taxTerms)) });
  const [choices, setChoices] = useState<GalleryChoices>(() => restoreDraft(gallery));
  const [filter, setFilter] = useState<'all' | 'selected'>('all');
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [needsPhoto, setNeedsPhoto] = useState(false);
  const saveState = useDraftSaver(linkKey, choices, onLinkGone);

  const selected = useMemo(() => new Set(choices.images.map((image) => image.imageId)), [choices.images]);
  const detailed = useMemo(
    () => new Set(choices.images.filter((image) => image.products.length > 0 || image.comment).map((image) => image.imageId)),
    [choices.images],
  );
  const shownImages = useMemo(
    () => (filter === 'all' ? gallery.images : gallery.images.filter((image) => selected.has(image.imageId))),
    // The Selected view keeps its photos while the client un-hearts some, until the filter changes.
    [filter, gallery.images],
  );
  const imageProducts = useMemo(() => productsFor(gallery.products, 'images'), [gallery.products]);
  const extraProducts = useMemo(() => productsFor(gallery.products, 'extra'), [gallery.products]);
  // On the root, so dialogs (rendered at the end of <body>) and the thank-you page get the brand too.
  useEffect(() => {
    const colours = accentColours(gallery.branding.accentColor);
    const root = document.documentElement.style;
    root.setProperty('--accent', colours.accent);
    root.setProperty('--on-accent', colours.onAccent);
    root.setProperty('--accent-page', colours.accentOnPage);
  }, [gallery.branding.accentColor]);
  const fullGalleryOffered = gallery.terms.allowFullGallery && gallery.terms.fullGalleryPriceCents !== null;

  const toggle = useCallback((imageId: string) => {
    setNeedsPhoto(false);
    setChoices((current) => toggleImage(current, imageId));
  }, []);
  const openPreview = useCallback((imageId: string) => setOpen({ kind: 'preview', imageId }), []);
  const change = (imageId: string, patch: Partial<Omit<GalleryImageChoice, 'imageId'>>) => setChoices((current) => updateImage(current, imageId, patch));

  const previewIndex = open.kind === 'preview' ? shownImages.findIndex((image) => image.imageId === open.imageId) : -1;
  const detailImage = open.kind === 'image' ? gallery.images.find((image) => image.imageId === open.imageId) : undefined;
  const { branding, terms } = gallery;

  return (
    <div className="g-app">
      <header className="g-header">
        <div className="g-brand">
          {branding.logoUrl && <img src={branding.logoUrl} alt="" className="g-logo" />}
          <span className="g-business">{branding.businessName}</span>
        </div>
        <SaveStatus state={saveState} />
        <LanguageSwitch />
      </header>
      <main className="g-main">
        <section className="g-intro">
          <h1 className="g-title">{gallery.title}</h1>
          {gallery.session.clientFirstName && <p className="g-muted">{t('intro.hello', { name: gallery.session.clientFirstName })}</p>}
          {gallery.message && <p className="g-message">{gallery.message}</p>}
          {gallery.galleryComment && <p className="g-message">{gallery.galleryComment}</p>}
        </section>
        <ul className="g-info" aria-label={t('info.label')}>
          <li>{t('info.images', { count: gallery.images.length })}</li>
          <li>{t('info.basePrice', { price: priced(terms.priceCents) })}</li>
          <li>{t('info.included', { count: terms.includedPhotos })}</li>
          <li>{t('info.extraPrice', { price: priced(terms.extraPhotoPriceCents) })}</li>
        </ul>
        <div className="g-filter" role="group" aria-label={t('filter.label')}>
          <button type="button" aria-pressed={filter === 'all'} onClick={() => setFilter('all')}>
            {t('filter.all', { count: gallery.images.length })}
          </button>
          <button type="button" aria-pressed={filter === 'selected'} onClick={() => setFilter('selected')}>
            {t('filter.selected', { count: choices.images.length })}
          </button>
        </div>
        {shownImages.length === 0 ? (
          <p className="g-empty">{filter === 'selected' ? t('filter.noneSelected') : t('filter.noImages')}</p>
        ) : (
          <PhotoGrid images={shownImages} media={gallery.media} selected={selected} detailed={detailed} onToggle={toggle} onOpen={openPreview} />
        )}
        {fullGalleryOffered && (
          <section className="g-card">
            <label className="g-check">
              <input
                type="checkbox"
                checked={choices.fullGallerySelected}
                onChange={(event) => {
                  setNeedsPhoto(false);
                  setChoices((current) => ({ ...current, fullGallerySelected: event.target.checked }));
                }}
              />
              <span>
                {t('fullGallery.label', { count: gallery.images.length, price: money(terms.fullGalleryPriceCents ?? 0) })}
              </span>
            </label>
          </section>
        )}
        {extraProducts.length > 0 && (
          <section className="g-card" aria-labelledby="g-products-title">
            <h2 id="g-products-title" className="g-section-title">
              {t('products.title')}
            </h2>
            <p className="g-muted">{t('products.intro')}</p>
            <ProductLines
              products={extraProducts}
              lines={choices.additionalProducts}
              onChange={(lines) => setChoices((current) => ({ ...current, additionalProducts: lines }))}
            />
          </section>
        )}
        <section className="g-card">
          <CommentField
            id="g-general-comment"
            label={t('comment.title')}
            labelClassName="g-section-title"
            placeholder={t('comment.placeholder')}
            maxLength={GENERAL_COMMENT_MAX}
            initial={choices.generalComment ?? null}
            onChange={(generalComment) => setChoices((current) => ({ ...current, generalComment }))}
          />
        </section>
        {gallery.allowDownload && <DownloadAll linkKey={linkKey} imageCount={gallery.images.length} />}
        <footer className="g-footer">
          {(branding.website || branding.email || branding.phone) && (
            <p className="g-footer-contact">
              {branding.website && (
                <a href={branding.website} rel="noopener noreferrer" target="_blank">
                  {branding.website.replace(/^https?:\/\//, '')}
                </a>
              )}
              {branding.email && <a href={`mailto:${branding.email}`}>{branding.email}</a>}
              {branding.phone && <a href={`tel:${branding.phone}`}>{branding.phone}</a>}
            </p>
          )}
          <p className="g-powered">{t('poweredBy')}</p>
        </footer>
      </main>
      <div className="g-bar">
        {needsPhoto && (
          <p className="g-bar-error" role="alert">
            {m('gallery.no_images_selected')}
          </p>
        )}
        <span className="g-bar-count" aria-live="polite">
          {choices.fullGallerySelected ? t('bar.fullGallery') : t('bar.selected', { count: choices.images.length })}
        </span>
        <button
          type="button"
          className="g-button"
          onClick={() => {
            if (canReview(choices)) setOpen({ kind: 'review' });
            else setNeedsPhoto(true);
          }}
        >
          {t('bar.review')}
        </button>
      </div>
      {open.kind === 'preview' && previewIndex >= 0 && (
        <PreviewModal
          images={shownImages}
          index={previewIndex}
          media={gallery.media}
          selected={selected.has(open.imageId)}
          onIndex={(index) => {
            const image = shownImages[index];
            if (image) setOpen({ kind: 'preview', imageId: image.imageId });
          }}
          onToggle={() => toggle(open.imageId)}
          onDetails={() => setOpen({ kind: 'image', imageId: open.imageId })}
          onClose={() => setOpen({ kind: 'none' })}
        />
      )}
      {detailImage && (
        <ImageModal
          linkKey={linkKey}
          image={detailImage}
          media={gallery.media}
          products={imageProducts}
          choice={choices.images.find((choice) => choice.imageId === detailImage.imageId)}
          allowDownload={gallery.allowDownload}
          onToggle={() => toggle(detailImage.imageId)}
          onChange={(patch) => change(detailImage.imageId, patch)}
          onClose={() => setOpen({ kind: 'none' })}
        />
      )}
      {open.kind === 'review' && (
        <ReviewModal
          linkKey={linkKey}
          gallery={gallery}
          choices={choices}
          onClose={() => setOpen({ kind: 'none' })}
          onConfirmed={({ price }) =>
            onConfirmed({ price, photoCount: choices.fullGallerySelected ? gallery.images.length : choices.images.length })
          }
          onLinkGone={onLinkGone}
        />
      )}
    </div>
  );
};
