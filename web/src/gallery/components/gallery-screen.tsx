// The client's gallery: branding, what the package includes, the photo grid with hearts,
// products, comments, downloads, and the way to review and confirm. Every choice is kept
// in one value that the draft saver saves as the client goes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GalleryData, GalleryImage, GalleryImageChoice, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { selectionCounter } from '@fotostudio/shared/pricing/selection-counter';
import { galleryApi } from '../api';
import { canReview, isSelected, productsFor, restoreRemoved, toggleWithinLimit, updateImage, type ToggleResult } from '../choices';
import { useDraftSaver, type SaveState } from '../draft-saver';
import { priceVatKey, useMoney } from '../format';
import { DeadlineInfo } from './deadline-info';
import { useI18n } from '../i18n';
import { GENERAL_COMMENT_MAX } from '../limits';
import { applyLook, welcomeTextOf } from '../look';
import { usePagedImages, type ImageSource } from '../paged-images';
import { GalleryCover } from './brand';
import { CommentField } from './comment-field';
import { DownloadAll } from './downloads';
import { ImageModal } from './image-modal';
import { JumpToPhoto, type JumpedPage } from './jump-to-photo';
import { PageFailure, PageFooter, PageHeader } from './page-frame';
import { PhotoGrid } from './photo-grid';
import { PreviewModal } from './preview-modal';
import { ProductLines } from './product-lines';
import { ReviewModal } from './review-modal';
import { SelectionBar, type Notice } from './selection-bar';
import { useViewerLists } from '../viewer-lists';
import { ViewerOffer, ViewerWho, type Viewer } from './viewer-step';

/** The viewer shows place `index` of the shown list (loaded as it is reached). */
type Open = { kind: 'none' } | { kind: 'preview'; index: number } | { kind: 'jumped'; page: JumpedPage } | { kind: 'image'; image: GalleryImage } | { kind: 'review' };


interface GalleryScreenProps {
  linkKey: string;
  gallery: GalleryData;
  /** Whose list this is (issue 28 point 2); null: the link's one list, nobody named. */
  viewer: Viewer | null;
  /** "Cambiar" (or, unnamed, "Decir quién soy"): "¿Quién eres?". */
  onAskViewer: () => void;
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

export const GalleryScreen = ({ linkKey, gallery, viewer, onAskViewer, onConfirmed, onLinkGone }: GalleryScreenProps) => {
  const { t } = useI18n();
  const money = useMoney();
  // The price chips say whether the prices include VAT (the billing setting), as the total does.
  const priced = (cents: number) => t('info.priceWithVat', { price: money(cents), vat: t(priceVatKey(gallery.taxTerms)) });
  // Named viewers (issue 28 point 2): `choices` is this person's own list; the counter, the
  // limit, the review and the confirmation take the union of every list on the link.
  const { choices, setChoices, others, union, chosenBy, setLists, unionRefuses } = useViewerLists(gallery, viewer, linkKey, onLinkGone);
  const [filter, setFilter] = useState<'all' | 'selected' | 'union'>('all');
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [needsPhoto, setNeedsPhoto] = useState(false);
  const saveState = useDraftSaver(linkKey, choices, onLinkGone, viewer?.viewerId);
  const [pendingIndex, setPendingIndex] = useState<number | null>(null);

  const selected = useMemo(() => new Set(choices.images.map((image) => image.imageId)), [choices.images]);
  const detailed = useMemo(
    () => new Set(choices.images.filter((image) => image.products.length > 0 || image.comment).map((image) => image.imageId)),
    [choices.images],
  );
  const allImages = useMemo<ImageSource>(() => ({ kind: 'all', first: gallery.images, total: gallery.imageCount }), [gallery.images, gallery.imageCount]);
  // The Selected view keeps its photos while the client un-hearts some, until the filter changes.
  // Time-ordered ids sort as the gallery orders its photos (by upload).
  const [selectedImages, setSelectedImages] = useState<ImageSource>({ kind: 'selected', ids: [] });
  const showFilter = (next: 'all' | 'selected' | 'union') => {
    if (next !== 'all') setSelectedImages({ kind: 'selected', ids: (next === 'union' ? union : choices).images.map((image) => image.imageId).sort() });
    setFilter(next);
  };
  const paged = usePagedImages(linkKey, filter === 'all' ? allImages : selectedImages, onLinkGone);
  const shownImages = paged.images;
  const { ensure } = paged;
  const nearEnd = useCallback(() => ensure(shownImages.length), [ensure, shownImages.length]);
  const imageProducts = useMemo(() => productsFor(gallery.products, 'images'), [gallery.products]);
  const extraProducts = useMemo(() => productsFor(gallery.products, 'extra'), [gallery.products]);
  // On the root, so dialogs (rendered at the end of <body>) get the look and brand too.
  const { theme, font } = gallery.look;
  useEffect(() => applyLook(document.documentElement, { theme, font }, gallery.branding.accentColor), [theme, font, gallery.branding.accentColor]);
  const welcome = welcomeTextOf(gallery);
  const fullGalleryOffered = gallery.terms.allowFullGallery && gallery.terms.fullGalleryPriceCents !== null;

  // Handlers read the choices as last rendered (a click is handled after the render before it).
  const choicesRef = useRef(choices);
  useEffect(() => {
    choicesRef.current = choices;
  }, [choices]);
  const [notice, setNotice] = useState<Notice>(null);
  // The live counter counts the union: a photo two people chose counts once.
  const counter = selectionCounter(gallery.terms, union);
  const apply = useCallback((result: ToggleResult) => {
    setNeedsPhoto(false);
    choicesRef.current = result.choices;
    setChoices(result.choices);
    setNotice(result.refused ? { kind: 'limit' } : result.removed ? { kind: 'removed', removed: result.removed } : null);
  }, []);
  // A heart beyond the package's limit on the union is refused (toggleWithinLimit holds it on this list alone).
  const toggle = useCallback((imageId: string) => apply(unionRefuses(choicesRef.current, imageId) ?? toggleWithinLimit(choicesRef.current, imageId, gallery.terms)), [apply, gallery.terms, unionRefuses]);
  const openPreview = useCallback(
    (imageId: string) => {
      const index = shownImages.findIndex((image) => image.imageId === imageId);
      if (index >= 0) setOpen({ kind: 'preview', index });
    },
    [shownImages],
  );
  // Choosing a product or a comment hearts the photo too: within the package's limit.
  const change = (imageId: string, patch: Partial<Omit<GalleryImageChoice, 'imageId'>>) => {
    const current = choicesRef.current;
    if (!isSelected(current, imageId) && (unionRefuses(current, imageId) || !selectionCounter(gallery.terms, current).canAddPhoto)) {
      setNotice({ kind: 'limit' });
      return;
    }
    apply({ choices: updateImage(current, imageId, patch), refused: false, removed: null });
  };

  const previewImage = open.kind === 'preview' ? shownImages[open.index] : undefined;
  const detailImage = open.kind === 'image' ? open.image : undefined;
  const { branding, terms } = gallery;
  // The viewer asked for a photo not loaded yet: it moves there once its page is in.
  useEffect(() => {
    if (pendingIndex !== null && shownImages[pendingIndex]) {
      setOpen((current) => (current.kind === 'preview' ? { kind: 'preview', index: pendingIndex } : current));
      setPendingIndex(null);
    }
  }, [pendingIndex, shownImages]);

  return (
    <div className="g-app">
      <PageHeader branding={branding}>
        <SaveStatus state={saveState} />
        {viewer && <ViewerWho name={viewer.name} onSwitch={onAskViewer} />}
      </PageHeader>
      <GalleryCover gallery={gallery} />
      <main className="g-main">
        <div className="g-intro">
          {welcome && <p className="g-message">{welcome}</p>}
        </div>
        {!viewer && <ViewerOffer onAsk={onAskViewer} />}
        <ul className="g-info" aria-label={t('info.label')}>
          <li>{t('info.images', { count: gallery.imageCount })}</li>
          <li>{t('info.basePrice', { price: priced(terms.priceCents) })}</li>
          <li>{t('info.included', { count: terms.includedPhotos })}</li>
          <li>{t('info.extraPrice', { price: priced(terms.extraPhotoPriceCents) })}</li>
          <DeadlineInfo deadline={gallery.selectionDeadline} />
        </ul>
        <div className="g-filter" role="group" aria-label={t('filter.label')}>
          <button type="button" aria-pressed={filter === 'all'} onClick={() => showFilter('all')}>
            {t('filter.all', { count: gallery.imageCount })}
          </button>
          <button type="button" aria-pressed={filter === 'selected'} onClick={() => showFilter('selected')}>
            {viewer || others.length > 0 ? t('filter.mine', { count: choices.images.length }) : t('filter.selected', { count: choices.images.length })}
          </button>
          {others.length > 0 && (
            <button type="button" aria-pressed={filter === 'union'} onClick={() => showFilter('union')}>
              {t('filter.union', { count: union.images.length })}
            </button>
          )}
        </div>
        {gallery.imageCount > 1 && (
          <JumpToPhoto linkKey={linkKey} imageCount={gallery.imageCount} onFound={(page) => setOpen({ kind: 'jumped', page })} onLinkGone={onLinkGone} />
        )}
        {paged.total === 0 ? (
          <p className="g-empty">{filter === 'all' ? t('filter.noImages') : t('filter.noneSelected')}</p>
        ) : (
          <PhotoGrid
            layout={gallery.look.layout}
            images={shownImages}
            media={gallery.media}
            selected={selected}
            detailed={detailed}
            onToggle={toggle}
            onOpen={openPreview}
            onNearEnd={shownImages.length < paged.total ? nearEnd : undefined}
            chosenBy={filter === 'union' ? chosenBy : undefined}
          />
        )}
        <PageFailure failed={paged.failed} onRetry={nearEnd} />
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
                {t('fullGallery.label', { count: gallery.imageCount, price: money(terms.fullGalleryPriceCents ?? 0) })}
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
        {gallery.allowDownload && <DownloadAll linkKey={linkKey} imageCount={gallery.imageCount} />}
        <PageFooter branding={branding} />
      </main>
      <SelectionBar
        counter={counter}
        needsPhoto={needsPhoto}
        notice={notice}
        fullGallerySelected={choices.fullGallerySelected}
        priced={priced}
        onUndo={(removed) => apply(restoreRemoved(choicesRef.current, removed, gallery.terms))}
        onReview={() => {
          if (!canReview(union)) {
            setNeedsPhoto(true);
            return;
          }
          setOpen({ kind: 'review' });
          // The others' lists as they are now, so the union reviewed is the one the server confirms.
          if (others.length > 0 || viewer) galleryApi.get(linkKey).then((fresh) => setLists(fresh.viewers), () => undefined);
        }}
      />
      {previewImage && open.kind === 'preview' && (
        <PreviewModal
          images={shownImages}
          total={paged.total}
          index={open.index}
          media={gallery.media}
          onIndex={(index) => {
            // The photo after the last loaded one: its page is asked for, the viewer moves when it is in.
            ensure(index + 1);
            if (shownImages[index]) setOpen({ kind: 'preview', index });
            else setPendingIndex(index);
          }}
          choosing={{ selected: selected.has(previewImage.imageId), onToggle: () => toggle(previewImage.imageId), onDetails: () => setOpen({ kind: 'image', image: previewImage }) }}
          onClose={() => setOpen({ kind: 'none' })}
        />
      )}
      {open.kind === 'jumped' && open.page.images[open.page.index] && (
        <PreviewModal
          images={open.page.images}
          total={open.page.images.length}
          index={open.page.index}
          offset={open.page.offset}
          galleryTotal={open.page.total}
          media={gallery.media}
          onIndex={(index) => setOpen({ kind: 'jumped', page: { ...open.page, index } })}
          choosing={{
            selected: selected.has(open.page.images[open.page.index]?.imageId ?? ''),
            onToggle: () => toggle(open.page.images[open.page.index]?.imageId ?? ''),
            onDetails: () => {
              const image = open.page.images[open.page.index];
              if (image) setOpen({ kind: 'image', image });
            },
          }}
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
          choices={union}
          viewerId={viewer?.viewerId}
          onClose={() => setOpen({ kind: 'none' })}
          onConfirmed={({ price }) => onConfirmed({ price, photoCount: union.fullGallerySelected ? gallery.imageCount : union.images.length })}
          onLinkGone={onLinkGone}
        />
      )}
    </div>
  );
};
