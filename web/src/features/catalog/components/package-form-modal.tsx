import { createPackage, listComments, listPackages, listProducts, updatePackage, type DeadlineAction, type Product, type SessionPackage } from '@fotostudio/shared/contracts/catalog';
import { getPaymentsAccount } from '@fotostudio/shared/contracts/payments';
import { formatMoneyInput } from '@fotostudio/shared/format/money-input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dropdown } from '../../../components/ui/dropdown';
import { MoneyField } from '../../../components/ui/money-field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { FormModal } from '../../../components/ui/form-modal';
import { useLanguage } from '../../../i18n/use-language';
import { usePreferences } from '../../../lib/preferences';
import { useRoute, useRouteMutation } from '../../../lib/use-route';
import {
  checkPackageForm,
  emptyPackageForm,
  GALLERY_COMMENT_MAX,
  NO_PACKAGE_ERRORS,
  packageFieldOfCode,
  packageFormOf,
  type Delivery,
  type PackageFormValues,
  withoutFieldError,
} from '../utils/package-form';
import { useCatalogForm } from '../hooks/use-catalog-form';
import { CatalogBasicsSection } from './catalog-basics-section';
import { ForSaleProductsField } from './for-sale-products-field';
import { IncludedProductsField } from './included-products-field';
import { PricesVatNote } from './prices-vat-note';
import type { SelectionRule } from '@fotostudio/shared/pricing/selection-counter';

/**
 * Creates or edits a session package: every field of spec section 3, checked on submit
 * (section 5), amounts typed in the photographer's currency and sent in minor units.
 */
export const PackageFormModal = ({
  saved,
  products,
  businessName,
  onClose,
}: {
  /** The package being edited; null creates one. */
  saved: SessionPackage | null;
  products: readonly Product[];
  /** The profile's business name: a watermark needs one. */
  businessName: string | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { currency } = usePreferences();
  const comments = useRoute(listComments);
  // Checkout's own rule, answered with the account (takesGalleryExtras): the extras' setting is offered only when it holds.
  const payments = useRoute(getPaymentsAccount, {}, { shouldRetryOnError: false });
  // The products reload too: their package counts may have changed.
  const create = useRouteMutation(createPackage, { invalidates: [listPackages, listProducts] });
  const update = useRouteMutation(updatePackage, { invalidates: [listPackages, listProducts] });
  const watermarkHintId = useId();
  const downloadHintId = useId();
  const extrasHintId = useId();
  const { values, setValues, errors, setErrors, modal, problemText } = useCatalogForm({
    kind: 'packages',
    editing: saved !== null,
    initial: (): PackageFormValues => (saved ? packageFormOf(saved, currency, language) : emptyPackageForm()),
    noErrors: NO_PACKAGE_ERRORS,
    check: (checked) => checkPackageForm(checked, currency, products),
    save: (input) => (saved ? update.trigger({ params: { packageId: saved.packageId }, body: input }) : create.trigger({ body: input })),
    saving: create.isMutating || update.isMutating,
    onClose,
    errorsOfCode: (code) => {
      const field = packageFieldOfCode(code);
      return field ? { ...NO_PACKAGE_ERRORS, fields: { [field]: { code } } } : null;
    },
  });
  const hasBusinessName = (businessName ?? '').trim() !== '';
  const moneyPlaceholder = formatMoneyInput(0, currency, language);

  const set = <K extends keyof PackageFormValues>(field: K, value: PackageFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutFieldError(current, field));
  };

  const commentItems = (comments.data?.comments ?? []).map((comment) => ({
    id: comment.commentId,
    label: comment.title,
    onSelect: () => set('galleryComment', comment.text),
  }));

  return (
    <FormModal size="3xl" {...modal}>
      <CatalogBasicsSection
        kind="packages"
        values={values}
        errors={errors.fields}
        descriptionHint={t('catalog.packages.fields.descriptionHint')}
        onChange={set}
      >
        <Checkbox
          label={t('catalog.packages.fields.active')}
          checked={values.active}
          onChange={(event) => set('active', event.target.checked)}
        />
      </CatalogBasicsSection>

      <fieldset className="form-section">
        <legend className="form-section-title">{t('catalog.packages.sections.pricing')}</legend>
        <PricesVatNote />
        <div className="catalog-grid-3">
          <MoneyField
            label={t('catalog.packages.fields.price')}
            required
            currency={currency}
            placeholder={moneyPlaceholder}
            value={values.price}
            error={problemText(errors.fields.price)}
            onChange={(event) => set('price', event.target.value)}
          />
          <TextField
            label={t('catalog.packages.fields.includedPhotos')}
            required
            inputMode="numeric"
            autoComplete="off"
            value={values.includedPhotos}
            error={problemText(errors.fields.includedPhotos)}
            onChange={(event) => set('includedPhotos', event.target.value)}
          />
          {values.selectionRule === 'paidExtras' ? (
            <MoneyField
              label={t('catalog.packages.fields.extraPhotoPrice')}
              required
              currency={currency}
              placeholder={moneyPlaceholder}
              value={values.extraPhotoPrice}
              error={problemText(errors.fields.extraPhotoPrice)}
              onChange={(event) => set('extraPhotoPrice', event.target.value)}
            />
          ) : null}
        </div>
        <RadioGroup<SelectionRule>
          label={t('catalog.packages.fields.selectionRule')}
          value={values.selectionRule}
          onValueChange={(selectionRule) => set('selectionRule', selectionRule)}
          options={[
            { value: 'paidExtras', label: t('catalog.packages.selectionRule.paidExtras'), hint: t('catalog.packages.selectionRule.paidExtrasHint') },
            { value: 'hardLimit', label: t('catalog.packages.selectionRule.hardLimit'), hint: t('catalog.packages.selectionRule.hardLimitHint') },
          ]}
        />
        <div className="catalog-grid-3">
          <TextField
            label={t('catalog.packages.fields.selectionDays')}
            inputMode="numeric"
            autoComplete="off"
            value={values.selectionDays}
            error={problemText(errors.fields.selectionDays)}
            hint={t('catalog.packages.fields.selectionDaysHint')}
            onChange={(event) => set('selectionDays', event.target.value)}
          />
        </div>
        {values.selectionDays.trim() !== '' ? (
          <RadioGroup<DeadlineAction>
            label={t('catalog.packages.fields.deadlineAction')}
            value={values.deadlineAction}
            onValueChange={(deadlineAction) => set('deadlineAction', deadlineAction)}
            options={[
              { value: 'confirmDraft', label: t('catalog.packages.deadlineAction.confirmDraft'), hint: t('catalog.packages.deadlineAction.confirmDraftHint') },
              { value: 'closeLink', label: t('catalog.packages.deadlineAction.closeLink'), hint: t('catalog.packages.deadlineAction.closeLinkHint') },
            ]}
          />
        ) : null}
        <Checkbox
          label={t('catalog.packages.fields.allowFullGallery')}
          checked={values.allowFullGallery}
          onChange={(event) => set('allowFullGallery', event.target.checked)}
        />
        {values.allowFullGallery ? (
          <div className="catalog-grid-3">
            <MoneyField
              label={t('catalog.packages.fields.fullGalleryPrice')}
              required
              currency={currency}
              placeholder={moneyPlaceholder}
              value={values.fullGalleryPrice}
              error={problemText(errors.fields.fullGalleryPrice)}
              onChange={(event) => set('fullGalleryPrice', event.target.value)}
            />
          </div>
        ) : null}
        {/* Shown when the studio can take the payment, or to turn off a setting already on. */}
        {payments.data?.takesGalleryExtras || values.extrasPaidInGallery ? (
          <div className="catalog-check-with-hint">
            <Checkbox
              label={t('catalog.packages.fields.extrasPaidInGallery')}
              checked={values.extrasPaidInGallery}
              aria-describedby={extrasHintId}
              onChange={(event) => set('extrasPaidInGallery', event.target.checked)}
            />
            <p id={extrasHintId} className="field-hint">
              {t('catalog.packages.extrasPaidInGalleryHint')}
            </p>
          </div>
        ) : null}
      </fieldset>

      <IncludedProductsField
        value={values.includedProducts}
        products={products}
        error={problemText(errors.fields.includedProducts)}
        productErrors={errors.products}
        onChange={(includedProducts) => {
          // An included product is offered already: it is not also for sale.
          setValues((current) => ({
            ...current,
            includedProducts,
            forSaleProductIds: current.forSaleProductIds.filter((productId) => !includedProducts.some((included) => included.productId === productId)),
          }));
          setErrors((current) => ({ ...withoutFieldError(current, 'includedProducts'), products: {} }));
        }}
      />

      <ForSaleProductsField
        value={values.forSaleProductIds}
        products={products}
        includedProductIds={values.includedProducts.map((included) => included.productId)}
        error={problemText(errors.fields.forSaleProductIds)}
        onChange={(forSaleProductIds) => set('forSaleProductIds', forSaleProductIds)}
      />

      <fieldset className="form-section">
        <legend className="form-section-title">{t('catalog.packages.sections.gallery')}</legend>
        <div className="catalog-check-with-hint">
          <Checkbox
            label={t('catalog.packages.fields.watermark')}
            checked={values.watermark}
            // Without a business name there is nothing to print; one already on can still be turned off.
            disabled={!hasBusinessName && !values.watermark}
            aria-invalid={errors.fields.watermark ? true : undefined}
            aria-describedby={!hasBusinessName || errors.fields.watermark ? watermarkHintId : undefined}
            onChange={(event) => {
              const watermark = event.target.checked;
              setValues((current) => ({ ...current, watermark, allowDownload: watermark ? false : current.allowDownload }));
              setErrors((current) => withoutFieldError(current, 'watermark'));
            }}
          />
          {errors.fields.watermark || !hasBusinessName ? (
            <p id={watermarkHintId} className={errors.fields.watermark ? 'field-error' : 'field-hint'}>
              {problemText(errors.fields.watermark) ?? t('catalog.packages.watermarkNeedsBusinessName')}{' '}
              <Link to={paths.profile}>{t('catalog.packages.goToProfile')}</Link>
            </p>
          ) : null}
        </div>
        <div className="catalog-check-with-hint">
          <Checkbox
            label={t('catalog.packages.fields.allowDownload')}
            checked={values.allowDownload && !values.watermark}
            disabled={values.watermark}
            aria-describedby={values.watermark ? downloadHintId : undefined}
            onChange={(event) => set('allowDownload', event.target.checked)}
          />
          {values.watermark ? (
            <p id={downloadHintId} className="field-hint">
              {t('catalog.packages.downloadUnavailable')}
            </p>
          ) : null}
        </div>
        <RadioGroup<Delivery>
          label={t('catalog.packages.fields.delivery')}
          value={values.delivery}
          onValueChange={(delivery) => set('delivery', delivery)}
          options={[
            { value: 'originals', label: t('catalog.packages.delivery.originals'), hint: t('catalog.packages.delivery.originalsHint') },
            { value: 'compressed', label: t('catalog.packages.delivery.compressed'), hint: t('catalog.packages.delivery.compressedHint') },
          ]}
        />
        <div className="catalog-comment-field">
          <TextAreaField
            label={t('catalog.packages.fields.galleryComment')}
            rows={3}
            value={values.galleryComment}
            hint={t('catalog.counter', { count: values.galleryComment.length, max: GALLERY_COMMENT_MAX })}
            error={problemText(errors.fields.galleryComment)}
            onChange={(event) => set('galleryComment', event.target.value)}
          />
          {commentItems.length > 0 ? (
            <Dropdown label={t('catalog.packages.fillFromComment')} items={commentItems} align="end" />
          ) : (
            <p className="field-hint">{t('catalog.packages.noDefaultComments')}</p>
          )}
        </div>
      </fieldset>
    </FormModal>
  );
};
