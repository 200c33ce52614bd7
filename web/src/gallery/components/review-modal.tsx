// Review and confirm: what was chosen (photos, products, comment), the price, then one
// explicit confirmation, after which the selection cannot be changed here.
import { useEffect, useState } from 'react';
import type { GalleryChoices, GalleryData, GalleryImage, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { clientRemainingCents } from '@fotostudio/shared/pricing/gallery-tax';
import { confirmedTotalCents } from '@fotostudio/shared/sessions/session-finance';
import { codeOfError, galleryApi, GalleryApiError } from '../api';
import { approximatePrice, extrasToPayCents, type ShownPrice } from '../approximate-price';
import { useMoney } from '../format';
import { useI18n } from '../i18n';
import { imageUrl } from '../media-url';
import { Modal } from './modal';

/** The server's price is awaited this long; then the page's own calculation is shown. */
export const PRICE_TIMEOUT_MS = 4000;
/** The review shows this many photos; more are counted, not drawn. */
const REVIEW_THUMBS_MAX = 48;

type PriceState = { kind: 'loading' } | ShownPrice;

/** The photos the review draws, looked up by id (the page holds only the photos loaded so far); until then, none. */
const useReviewImages = (linkKey: string, imageIds: readonly string[]): ReadonlyMap<string, GalleryImage> => {
  const [byId, setById] = useState<ReadonlyMap<string, GalleryImage>>(new Map());
  const key = imageIds.join(',');
  useEffect(() => {
    if (!key) return undefined;
    const controller = new AbortController();
    galleryApi.images(linkKey, { ids: key.split(',') }, controller.signal).then(
      (page) => setById(new Map(page.images.map((image) => [image.imageId, image]))),
      // Only the thumbnails are missing: the count, products and price are shown all the same.
      () => undefined,
    );
    return () => controller.abort();
  }, [linkKey, key]);
  return byId;
};

export const usePrice = (linkKey: string, gallery: GalleryData, choices: GalleryChoices): PriceState => {
  const [state, setState] = useState<PriceState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    galleryApi.price(linkKey, choices, PRICE_TIMEOUT_MS).then(
      (price) => current && setState({ price, approximate: false }),
      (error: unknown) => {
        if (!current) return;
        // A refusal about the selection is the answer; a slow or failed server is not.
        if (error instanceof GalleryApiError && !error.isTransient && error.code.startsWith('gallery.')) setState({ refusal: error.code });
        else setState(approximatePrice(gallery, choices));
      },
    );
    return () => {
      current = false;
    };
  }, [linkKey, gallery, choices]);
  return state;
};

type Row = [string, string];

/** The VAT rows of a price: per rate its quota ("IVA 21 %"), or "exento"; with VAT-included prices each rate's base too. */
const useTaxRows = (): ((tax: NonNullable<GalleryPriceResult['tax']>) => Row[]) => {
  const { t } = useI18n();
  const money = useMoney();
  return (tax) =>
    tax.rows.flatMap((row): Row[] => {
      const vat: Row =
        row.vat.kind === 'exempt'
          ? [t('price.vatExempt'), money(row.baseCents)]
          : // IGIC or IPSI (issue 22 point 3) name their own tax: "IGIC 7 %".
            [tax.tax ? t('price.taxRate', { tax: tax.tax, rate: row.vat.ratePercent }) : t('price.vat', { rate: row.vat.ratePercent }), money(row.quotaCents)];
      return tax.pricesIncludeVat ? [[t('price.taxBase'), money(row.baseCents)], vat] : [vat];
    });
};

/** The label of the total the client pays: VAT included when the price carries its tax. */
export const useTotalLabel = (): ((price: GalleryPriceResult, approximate: boolean) => string) => {
  const { t } = useI18n();
  return (price, approximate) =>
    price.tax?.tax
      ? t(approximate ? 'price.totalApproximateTaxIncluded' : 'price.totalTaxIncluded', { tax: price.tax.tax })
      : price.tax
        ? t(approximate ? 'price.totalApproximateVatIncluded' : 'price.totalVatIncluded')
        : t(approximate ? 'price.totalApproximate' : 'price.total');
};

/**
 * The price's product lines as the quote will have them: per chosen variant, the units the
 * package includes ("Incluido") and the units charged at the variant price.
 */
const productLineRows = (
  price: GalleryPriceResult,
  products: GalleryData['products'],
  t: ReturnType<typeof useI18n>['t'],
  money: (cents: number) => string,
): [string, string][] =>
  price.productLines.flatMap((line) => {
    const product = products.find((p) => p.productId === line.productId);
    const variant = product?.variants.find((v) => v.variantId === line.variantId);
    const label = (quantity: number) =>
      t('price.productLine', { quantity, name: product?.name ?? '', variant: variant ? `${variant.name}: ${variant.value}` : '' });
    return [
      ...(line.includedUnits > 0 ? [[label(line.includedUnits), t('price.included')] as [string, string]] : []),
      ...(line.chargedUnits > 0 ? [[label(line.chargedUnits), money(line.linePriceCents)] as [string, string]] : []),
    ];
  });

export const PriceSummary = ({ price, approximate, products }: { price: GalleryPriceResult; approximate: boolean; products: GalleryData['products'] }) => {
  const { t, m } = useI18n();
  const money = useMoney();
  const taxRows = useTaxRows();
  const totalLabel = useTotalLabel();
  const { tax } = price;
  const lines = productLineRows(price, products, t, money);
  const rows: [string, string][] = [
    [t('price.base', { count: price.includedPhotos }), money(price.basePriceCents)],
    ...(price.fullGallerySelection.selected ? [[t('price.fullGallery'), money(price.fullGallerySelection.priceCents)] as [string, string]] : []),
    ...(price.extraPhotosCount > 0
      ? [[t('price.extraPhotos', { count: price.extraPhotosCount, unit: money(price.extraPhotoPriceCents) }), money(price.extraImagesPriceCents)] as [string, string]]
      : []),
    ...(price.imageProductsCount > 0 ? [[t('price.imageProducts', { count: price.imageProductsCount }), money(price.imageProductsPriceCents)] as [string, string]] : []),
    ...(price.additionalProductsCount > 0
      ? [[t('price.additionalProducts', { count: price.additionalProductsCount }), money(price.additionalProductsPriceCents)] as [string, string]]
      : []),
  ];
  return (
    <div className="g-price">
      {approximate && (
        <p className="g-warning" role="status">
          {m('gallery.price_approximate')}
        </p>
      )}
      <dl className="g-price-rows">
        {rows.map(([label, value]) => (
          <div key={label} className="g-price-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {lines.map(([label, value]) => (
          <div key={`${label}/${value}`} className="g-price-row g-price-line">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {tax && !tax.pricesIncludeVat && (
          <>
            <div className="g-price-row">
              <dt>{t('price.subtotalVatExcluded')}</dt>
              <dd>{money(price.totalPriceCents)}</dd>
            </div>
            {taxRows(tax).map(([label, value]) => (
              <div key={label} className="g-price-row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </>
        )}
        <div className="g-price-row g-price-total">
          <dt>{totalLabel(price, approximate)}</dt>
          <dd>{money(confirmedTotalCents(price))}</dd>
        </div>
        {tax?.pricesIncludeVat &&
          taxRows(tax).map(([label, value]) => (
            <div key={label} className="g-price-row g-price-breakdown">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {price.paidCents > 0 && (
          <>
            <div className="g-price-row">
              <dt>{t('price.paid')}</dt>
              <dd>{money(price.paidCents)}</dd>
            </div>
            <div className="g-price-row g-price-total">
              <dt>{t('price.remaining')}</dt>
              <dd>{money(clientRemainingCents(price))}</dd>
            </div>
          </>
        )}
      </dl>
    </div>
  );
};

interface ReviewModalProps {
  linkKey: string;
  gallery: GalleryData;
  choices: GalleryChoices;
  /** Who confirms, on a link shared by named viewers (issue 28 point 2). */
  viewerId?: string | undefined;
  onClose: () => void;
  onConfirmed: (result: { confirmedAt: string; price: GalleryPriceResult }) => void;
  onLinkGone: (code: string) => void;
}

export const ReviewModal = ({ linkKey, gallery, choices, viewerId, onClose, onConfirmed, onLinkGone }: ReviewModalProps) => {
  const { t, m, language } = useI18n();
  const money = useMoney();
  const totalLabel = useTotalLabel();
  const price = usePrice(linkKey, gallery, choices);
  const [step, setStep] = useState<'review' | 'confirm'>('review');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = choices.images.slice(0, REVIEW_THUMBS_MAX);
  const byId = useReviewImages(linkKey, shown.map((choice) => choice.imageId));
  const productName = (productId: string, variantId: string): string => {
    const product = gallery.products.find((p) => p.productId === productId);
    const variant = product?.variants.find((v) => v.variantId === variantId);
    return product && variant ? t('review.productLine', { name: product.name, variant: `${variant.name}: ${variant.value}`, price: money(variant.priceCents) }) : productId;
  };

  // The package has the client pay the extras to confirm (issue 25 point 4): "Confirmar y pagar X €" opens Stripe's page.
  const extrasCents = 'price' in price ? extrasToPayCents(gallery, choices, price.price) : 0;
  const failed = (failure: unknown, fallback: string): void => {
    setSending(false);
    const code = codeOfError(failure, fallback);
    if (code === 'gallery.link_closed' || code === 'gallery.already_confirmed' || code === 'gallery.link_disabled' || code === 'gallery.link_expired') onLinkGone(code);
    else setError(code);
  };
  const pay = (): void => {
    setSending(true);
    setError(null);
    galleryApi.payExtras(linkKey, choices, language, viewerId).then(
      (checkout) => window.location.assign(checkout.url),
      (failure: unknown) => failed(failure, 'gallery.finalize_failed'),
    );
  };

  const confirm = (): void => {
    if (extrasCents > 0) {
      pay();
      return;
    }
    setSending(true);
    setError(null);
    galleryApi.finalize(linkKey, choices, viewerId).then(
      (result) => onConfirmed(result),
      (failure: unknown) => {
        // The package asks for payment after all (its setting changed while the page was open): pay instead.
        if (codeOfError(failure) === 'gallery.extras_payment_required') pay();
        else failed(failure, 'gallery.finalize_failed');
      },
    );
  };

  return (
    <Modal title={step === 'review' ? t('review.title') : t('review.confirmTitle')} onClose={onClose} focusKey={step}>
      {step === 'review' ? (
        <div className="g-review">
          <section aria-labelledby="g-review-photos">
            <h3 id="g-review-photos">
              {choices.fullGallerySelected ? t('review.fullGallery', { count: gallery.imageCount }) : t('review.photos', { count: choices.images.length })}
            </h3>
            {shown.length > 0 && (
              <ul className="g-review-thumbs">
                {shown.map((choice) => {
                  const image = byId.get(choice.imageId);
                  if (!image) return null;
                  return (
                    <li key={choice.imageId}>
                      <img src={imageUrl(gallery.media, image, gallery.media.renditions.thumb)} alt={image.fileName} loading="lazy" />
                      {(choice.products.length > 0 || choice.comment) && (
                        <span className="g-small">
                          {choice.products.map((line) => `${line.quantity} × ${productName(line.productId, line.variantId)}`).join(', ')}
                          {choice.comment ? ` “${choice.comment}”` : ''}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {choices.images.length > shown.length && <p className="g-muted">{t('review.morePhotos', { count: choices.images.length - shown.length })}</p>}
          </section>
          {choices.additionalProducts.length > 0 && (
            <section aria-labelledby="g-review-products">
              <h3 id="g-review-products">{t('products.title')}</h3>
              <ul>
                {choices.additionalProducts.map((line) => (
                  <li key={`${line.productId}/${line.variantId}`}>{`${line.quantity} × ${productName(line.productId, line.variantId)}`}</li>
                ))}
              </ul>
            </section>
          )}
          {choices.generalComment && (
            <section aria-labelledby="g-review-comment">
              <h3 id="g-review-comment">{t('comment.title')}</h3>
              <p className="g-quote">{choices.generalComment}</p>
            </section>
          )}
          <section aria-labelledby="g-review-price" aria-busy={'kind' in price}>
            <h3 id="g-review-price">{t('price.title')}</h3>
            {'kind' in price && <p className="g-muted">{t('price.loading')}</p>}
            {'refusal' in price && (
              <p className="g-error" role="alert">
                {m(price.refusal)}
              </p>
            )}
            {'price' in price && <PriceSummary price={price.price} approximate={price.approximate} products={gallery.products} />}
          </section>
          <div className="g-dialog-foot">
            <button type="button" className="g-button g-button-secondary" onClick={onClose}>
              {t('review.back')}
            </button>
            <button type="button" className="g-button" onClick={() => setStep('confirm')} disabled={'refusal' in price} data-autofocus>
              {t('review.continue')}
            </button>
          </div>
        </div>
      ) : (
        <div className="g-review">
          <p>{t('review.confirmText')}</p>
          {extrasCents > 0 && <p>{t('extras.payText', { amount: money(extrasCents) })}</p>}
          {'price' in price && (
            <p className="g-total-line">
              {totalLabel(price.price, price.approximate)}: <strong>{money(confirmedTotalCents(price.price))}</strong>
            </p>
          )}
          {error && (
            <p className="g-error" role="alert">
              {m(error)}
            </p>
          )}
          <div className="g-dialog-foot">
            <button type="button" className="g-button g-button-secondary" onClick={() => setStep('review')} disabled={sending}>
              {t('review.back')}
            </button>
            <button type="button" className="g-button" onClick={confirm} disabled={sending} data-autofocus>
              {extrasCents > 0
                ? sending
                  ? t('extras.opening')
                  : t('extras.payConfirm', { amount: money(extrasCents) })
                : sending
                  ? t('review.confirming')
                  : t('review.confirm')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
};
