import { createProduct, listProducts, updateProduct, type Product } from '@fotostudio/shared/contracts/catalog';
import { formatMoneyInput } from '@fotostudio/shared/format/money-input';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../../components/ui/radio-group';
import { FormModal } from '../../../components/ui/form-modal';
import { useLanguage } from '../../../i18n/use-language';
import { saveWhenUploadVerified } from '../../../lib/image-upload';
import { usePreferences } from '../../../lib/preferences';
import { useRouteMutation } from '../../../lib/use-route';
import {
  checkProductForm,
  emptyProductForm,
  NO_PRODUCT_ERRORS,
  productFormOf,
  type ProductFormValues,
  type UsageType,
  withoutVariantError,
} from '../utils/product-form';
import { useCatalogForm } from '../hooks/use-catalog-form';
import { CatalogBasicsSection } from './catalog-basics-section';
import { ProductImageField } from './product-image-field';
import { VariantsEditor } from './variants-editor';
import { PricesVatNote } from './prices-vat-note';

const USAGE_TYPES: readonly UsageType[] = ['images', 'extra', 'both'];

/** Creates or edits a product with its image and variants (spec sections 3 and 5). */
export const ProductFormModal = ({
  saved,
  variantsInUse,
  onClose,
}: {
  /** The product being edited; null creates one. */
  saved: Product | null;
  /** Variant ids some package chose: their rows cannot be removed. */
  variantsInUse: ReadonlySet<string>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { currency } = usePreferences();
  const create = useRouteMutation(createProduct, { invalidates: [listProducts] });
  // Replaces the product: each existing variant keeps its variantId, or packages lose it (variant_in_use).
  const update = useRouteMutation(updateProduct, { invalidates: [listProducts] });
  const [uploading, setUploading] = useState(false);
  const { values, setValues, errors, setErrors, modal, problemText } = useCatalogForm({
    kind: 'products',
    editing: saved !== null,
    initial: (): ProductFormValues => (saved ? productFormOf(saved, currency, language) : emptyProductForm()),
    noErrors: NO_PRODUCT_ERRORS,
    check: (checked) => checkProductForm(checked, currency),
    // A just-uploaded image may still be being verified: that answer is waited out.
    save: (input) =>
      saveWhenUploadVerified(() => (saved ? update.trigger({ params: { productId: saved.productId }, body: input }) : create.trigger({ body: input }))),
    saving: create.isMutating || update.isMutating,
    busy: uploading,
    onClose,
  });

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  return (
    <FormModal size="3xl" {...modal}>
      <CatalogBasicsSection
        kind="products"
        values={values}
        errors={errors}
        onChange={(field, value) => {
          set(field, value);
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
      >
        <ProductImageField
          name={values.name}
          imageUrl={saved?.imageUrl ?? null}
          onUploaded={(key) => set('imageKey', key)}
          onRemove={() => set('imageKey', null)}
          onBusyChange={onBusyChange}
        />
        <RadioGroup<UsageType>
          label={t('catalog.products.fields.usageType')}
          value={values.usageType}
          onValueChange={(usageType) => set('usageType', usageType)}
          options={USAGE_TYPES.map((usageType) => ({
            value: usageType,
            label: t(`catalog.products.usageTypes.${usageType}`),
            hint: t(`catalog.products.usageHints.${usageType}`),
          }))}
        />
      </CatalogBasicsSection>
      <PricesVatNote />
      <VariantsEditor
        rows={values.variants}
        currency={currency}
        moneyPlaceholder={formatMoneyInput(0, currency, language)}
        variantsInUse={variantsInUse}
        rowErrors={errors.rows}
        error={problemText(errors.variants)}
        onChange={(variants) => set('variants', variants)}
        onFieldEdited={(rowId, field) => setErrors((current) => withoutVariantError(current, rowId, field))}
      />
    </FormModal>
  );
};
