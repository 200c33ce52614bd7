import { listProducts } from '@fotostudio/shared/contracts/catalog';
import type { GalleryChoices, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { listSessionSelections, type SelectionViewerList } from '@fotostudio/shared/contracts/share-links';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute } from '../../../lib/use-route';
import { useSessionImages } from '../api/get-session-images';
import { CLIENT_CHANGES_FRESH_MS, useShareLink } from '../api/get-share-link';
import { useReopenSelection } from '../api/reopen-selection';
import { shareActionErrorCode } from '../utils/share-link-errors';
import {
  confirmedSelectionView,
  draftSelectionView,
  selectionFileNames,
  type ProductLineView,
  type SelectionView,
} from '../utils/selection-view';
import { SelectionNamesTools } from './selection-names-tools';

const ProductLines = ({ lines, label }: { lines: readonly ProductLineView[]; label: string }) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  if (lines.length === 0) return null;
  return (
    <ul className="selection-products" aria-label={label}>
      {lines.map((line) => (
        <li key={line.key}>
          <span>{line.variant ? `${line.productName} · ${line.variant}` : line.productName}</span>
          <span className="selection-product-amount">
            {line.unitPriceCents === null
              ? t('sessions.selections.quantity', { count: line.quantity })
              : t('sessions.selections.quantityPrice', { count: line.quantity, price: formatMoney(line.unitPriceCents) })}
          </span>
        </li>
      ))}
    </ul>
  );
};

type PriceRow =
  | 'basePrice'
  | 'includedPhotos'
  | 'extraPhotoPrice'
  | 'extraPhotosCount'
  | 'extraImagesPrice'
  | 'fullGalleryPrice'
  | 'imageProductsCount'
  | 'imageProductsPrice'
  | 'additionalProductsCount'
  | 'additionalProductsPrice'
  | 'totalPrice'
  | 'paid'
  | 'remaining';

const PRICE_ROWS: readonly { key: PriceRow; value: (price: GalleryPriceResult) => number; money: boolean }[] = [
  { key: 'basePrice', value: (p) => p.basePriceCents, money: true },
  { key: 'includedPhotos', value: (p) => p.includedPhotos, money: false },
  { key: 'extraPhotoPrice', value: (p) => p.extraPhotoPriceCents, money: true },
  { key: 'extraPhotosCount', value: (p) => p.extraPhotosCount, money: false },
  { key: 'extraImagesPrice', value: (p) => p.extraImagesPriceCents, money: true },
  { key: 'fullGalleryPrice', value: (p) => p.fullGallerySelection.priceCents, money: true },
  { key: 'imageProductsCount', value: (p) => p.imageProductsCount, money: false },
  { key: 'imageProductsPrice', value: (p) => p.imageProductsPriceCents, money: true },
  { key: 'additionalProductsCount', value: (p) => p.additionalProductsCount, money: false },
  { key: 'additionalProductsPrice', value: (p) => p.additionalProductsPriceCents, money: true },
  { key: 'totalPrice', value: (p) => p.totalPriceCents, money: true },
  { key: 'paid', value: (p) => p.paidCents, money: true },
  { key: 'remaining', value: (p) => p.remainingCents, money: true },
];

/** The spec's price calculation result, every field, money in the user's currency. */
const PriceSummary = ({ price }: { price: GalleryPriceResult }) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <section className="selection-section" aria-labelledby="selection-price-heading">
      <h4 id="selection-price-heading">{t('sessions.selections.price.title')}</h4>
      <dl className="selection-price">
        {PRICE_ROWS.filter((row) => row.key !== 'fullGalleryPrice' || price.fullGallerySelection.selected).map((row) => (
          <div key={row.key} className={row.key === 'totalPrice' || row.key === 'remaining' ? 'selection-price-total' : undefined}>
            <dt>{t(`sessions.selections.price.${row.key}`)}</dt>
            <dd>{row.money ? formatMoney(row.value(price)) : row.value(price)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/** What the client chose: images with comments and products, extra products, comment, full gallery. */
const SelectionDetails = ({ view }: { view: SelectionView }) => {
  const { t } = useTranslation();
  return (
    <>
      {view.fullGallerySelected ? <Alert tone="info">{t('sessions.selections.fullGallery')}</Alert> : null}
      <section className="selection-section" aria-labelledby="selection-images-heading">
        <h4 id="selection-images-heading">{t('sessions.selections.images', { count: view.images.length })}</h4>
        <ul className="selection-images">
          {view.images.map((image) => (
            <li key={image.imageId} className="selection-image">
              {image.thumbUrl ? (
                <img src={image.thumbUrl} alt={image.fileName ?? ''} loading="lazy" className="selection-thumb" />
              ) : (
                <span className="selection-thumb selection-thumb-missing" aria-hidden="true" />
              )}
              <div className="selection-image-facts">
                <p className="selection-file-name">{image.fileName ?? t('sessions.selections.imageRemoved')}</p>
                {image.comment ? <p className="selection-comment">{t('sessions.selections.imageComment', { comment: image.comment })}</p> : null}
                <ProductLines lines={image.products} label={t('sessions.selections.imageProducts', { name: image.fileName ?? '' })} />
              </div>
            </li>
          ))}
        </ul>
      </section>
      {view.additionalProducts.length > 0 ? (
        <section className="selection-section" aria-labelledby="selection-additional-heading">
          <h4 id="selection-additional-heading">{t('sessions.selections.additionalProducts')}</h4>
          <ProductLines lines={view.additionalProducts} label={t('sessions.selections.additionalProducts')} />
        </section>
      ) : null}
      {view.generalComment ? (
        <section className="selection-section" aria-labelledby="selection-comment-heading">
          <h4 id="selection-comment-heading">{t('sessions.selections.generalComment')}</h4>
          <p className="selection-comment">{view.generalComment}</p>
        </section>
      ) : null}
    </>
  );
};

/**
 * Each named viewer's list and their union (issue 28 point 2): the file names each person chose,
 * against the selection shown (the union), which is what is confirmed, charged and exported.
 */
const ViewerLists = ({ lists, view }: { lists: readonly SelectionViewerList[]; view: SelectionView }) => {
  const { t } = useTranslation();
  if (lists.length === 0) return null;
  const fileNameOf = new Map(view.images.map((image) => [image.imageId, image.fileName ?? t('sessions.selections.imageRemoved')]));
  return (
    <section className="selection-section" aria-labelledby="selection-viewers-heading">
      <h4 id="selection-viewers-heading">{t('sessions.selections.viewers.title')}</h4>
      <p className="sessions-muted">{t('sessions.selections.viewers.intro')}</p>
      <ul className="selection-viewers">
        {lists.map((list) => (
          <li key={list.viewerId}>
            <p className="selection-viewer-name">
              {t('sessions.selections.viewers.list', { name: list.name || t('sessions.selections.viewers.unnamed'), count: list.imageIds.length })}
            </p>
            <p className="selection-viewer-files">{list.imageIds.map((imageId) => fileNameOf.get(imageId) ?? t('sessions.selections.imageRemoved')).join(', ')}</p>
          </li>
        ))}
      </ul>
      <p className="selection-viewer-name">{t('sessions.selections.viewers.union', { count: view.images.length })}</p>
    </section>
  );
};

/** Reopens the confirmed selection for changes, after asking. */
const ReopenButton = ({ sessionId }: { sessionId: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const reopen = useReopenSelection();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await reopen.trigger({ params: { sessionId } });
      toast.success(t('sessions.selections.reopened'));
    } catch (error) {
      const code = shareActionErrorCode(error, 'share.process_failed');
      if (code) catalogueToast.showCode(code);
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('sessions.selections.reopen')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('sessions.selections.reopenTitle')}
        confirmLabel={t('sessions.selections.reopenConfirm')}
        pending={reopen.isMutating}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('sessions.selections.reopenMessage')}</p>
      </ConfirmDialog>
    </>
  );
};

/** The draft in progress, named against the session's images and the catalog as they are now. */
const DraftSelection = ({
  sessionId,
  sessionTitle,
  draft,
  savedAt,
  viewers,
}: {
  sessionId: string;
  sessionTitle: string;
  draft: GalleryChoices;
  savedAt: string | null;
  viewers: readonly SelectionViewerList[];
}) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const images = useSessionImages(sessionId);
  // The catalog's products, to name what a draft selection chose.
  const products = useRoute(listProducts);
  if (!images.data) return <Spinner label={t('sessions.selections.loading')} />;
  const view = draftSelectionView(draft, images.data.images, products.data?.products ?? [], t('sessions.selections.unknownProduct'));
  return (
    <div className="selection-version">
      <div className="selection-head">
        <Badge tone="warning">{t('sessions.selections.draftBadge')}</Badge>
        <p className="sessions-muted">{savedAt ? t('sessions.selections.draftSavedAt', { date: formatDate(new Date(savedAt)) }) : t('sessions.selections.draftIntro')}</p>
      </div>
      <SelectionNamesTools fileNames={selectionFileNames(view)} fileNameParts={[sessionTitle, t('sessions.selections.draftFile')]} />
      <ViewerLists lists={viewers} view={view} />
      <SelectionDetails view={view} />
    </div>
  );
};

/**
 * The session's Selections tab (spec sections 2 and 3 "Session selection"): every confirmed
 * version, latest first, with a picker; the draft in progress when none is confirmed yet;
 * reopening for changes; the chosen file names for the photographer's editing program.
 */
export const SelectionsTab = ({ sessionId, sessionTitle }: { sessionId: string; sessionTitle: string }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  // The client changes these: read again whenever the tab is shown.
  const selections = useRoute(listSessionSelections, { params: { sessionId } }, { dedupingInterval: CLIENT_CHANGES_FRESH_MS });
  const link = useShareLink(sessionId);
  const [picked, setPicked] = useState<number | null>(null);

  if (selections.error && !selections.data) {
    return <LoadError message={errorMessage(selections.error.code)} retryLabel={t('common.retry')} onRetry={() => void selections.mutate()} />;
  }
  if (!selections.data) return <Spinner label={t('sessions.selections.loading')} />;
  const { selections: versions, draft, draftSavedAt, draftViewers } = selections.data;
  const latest = versions[0];

  if (!latest) {
    if (draft) return <DraftSelection sessionId={sessionId} sessionTitle={sessionTitle} draft={draft} savedAt={draftSavedAt} viewers={draftViewers} />;
    return <EmptyState icon="image" title={t('sessions.detail.selections.emptyTitle')} message={t('sessions.detail.selections.emptyMessage')} />;
  }

  const selection = versions.find((version) => version.version === picked) ?? latest;
  const view = confirmedSelectionView(selection);
  const closed = link.data?.link?.status === 'closed';

  return (
    <div className="selection-version">
      <div className="selection-head">
        {versions.length > 1 ? (
          <SelectField
            label={t('sessions.selections.version')}
            value={String(selection.version)}
            options={versions.map((version) => ({
              value: String(version.version),
              label: t('sessions.selections.versionOption', { version: version.version, date: formatDate(new Date(version.confirmedAt)) }),
            }))}
            onValueChange={(value) => setPicked(Number(value))}
          />
        ) : null}
        <p>
          <Badge tone="success">{t('sessions.selections.confirmedBadge', { version: selection.version })}</Badge>{' '}
          <span className="sessions-muted">{t('sessions.selections.confirmedAt', { date: formatDate(new Date(selection.confirmedAt)) })}</span>
          {/* Issue 25 point 4: the client paid the extras in the gallery to confirm this version. */}
          {selection.paidInGallery ? (
            <>
              {' '}
              <Badge tone="success">{t('sessions.selections.paidInGallery', { amount: formatMoney(selection.paidInGallery.amountCents) })}</Badge>
            </>
          ) : null}
          {selection.confirmedBy ? <span className="sessions-muted">{` · ${t('sessions.selections.viewers.confirmedBy', { name: selection.confirmedBy })}`}</span> : null}
        </p>
        {selection.version === latest.version && closed ? <ReopenButton sessionId={sessionId} /> : null}
      </div>
      {selection.version === latest.version && link.data?.link && !closed ? <Alert tone="info">{t('sessions.selections.reopenedNote')}</Alert> : null}
      <SelectionNamesTools
        fileNames={selectionFileNames(view)}
        fileNameParts={[sessionTitle, t('sessions.selections.versionFile', { version: selection.version })]}
      />
      <ViewerLists lists={selection.viewers} view={view} />
      <SelectionDetails view={view} />
      <PriceSummary price={selection.price} />
    </div>
  );
};
