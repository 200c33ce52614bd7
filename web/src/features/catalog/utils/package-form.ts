// The package form as the user edits it (amounts as typed text) and its check on submit,
// which yields the API body with amounts in minor units. Rules: spec section 5.
import type { Currency, Language } from '@fotostudio/shared/constants';
import { DELIVERY_KINDS, INCLUDED_QUANTITY_MAX, packageInput, type DeadlineAction, type PackageInput, type Product, type SessionPackage } from '@fotostudio/shared/contracts/catalog';
import { formatMoneyInput } from '@fotostudio/shared/format/money-input';
import type { SelectionRule } from '@fotostudio/shared/pricing/selection-counter';
import { placeIssues } from '../../../lib/field-problem';
import { checkMoney, checkText, checkWholeNumber, problemOfIssue, type Checked, type FieldProblem } from './field-problem';

export const PACKAGE_NAME_MAX = 120;
export const PACKAGE_DESCRIPTION_MAX = 2000;
export const GALLERY_COMMENT_MAX = 500;
export const INCLUDED_PHOTOS_MAX = 100_000;
export const INCLUDED_PRODUCTS_MAX = 50;
/** Days to choose: at most a link's longest validity. */
export const SELECTION_DAYS_MAX = 365;

export type Delivery = (typeof DELIVERY_KINDS)[number];

/** One included variant: its units for the whole session, as typed. */
export interface IncludedVariantValue {
  variantId: string;
  quantity: string;
}

export interface IncludedProductValue {
  productId: string;
  variants: IncludedVariantValue[];
}

export interface PackageFormValues {
  name: string;
  description: string;
  price: string;
  includedPhotos: string;
  extraPhotoPrice: string;
  selectionRule: SelectionRule;
  includedProducts: IncludedProductValue[];
  /** The other products the client may buy in the gallery. */
  forSaleProductIds: string[];
  watermark: boolean;
  allowDownload: boolean;
  active: boolean;
  galleryComment: string;
  allowFullGallery: boolean;
  fullGalleryPrice: string;
  delivery: Delivery;
  /** The client pays the extras in the gallery to confirm (issue 25 point 4; off for every package stored before it). */
  extrasPaidInGallery: boolean;
  /** Days the client has to choose (a new link's deadline), as typed; empty: no deadline. */
  selectionDays: string;
  deadlineAction: DeadlineAction;
}

export type PackageFormField = keyof PackageFormValues;

export interface PackageFormErrors {
  fields: Partial<Record<PackageFormField, FieldProblem>>;
  /** Per included product (by productId): it needs at least one variant, each with a quantity of 1 or more. */
  products: Partial<Record<string, FieldProblem>>;
}

export const NO_PACKAGE_ERRORS: PackageFormErrors = { fields: {}, products: {} };

/** The errors without the one of `field`, once the user has changed it. */
export const withoutFieldError = (errors: PackageFormErrors, field: PackageFormField): PackageFormErrors => {
  if (!(field in errors.fields)) return errors;
  const fields = { ...errors.fields };
  delete fields[field];
  return { ...errors, fields };
};

export const hasPackageErrors = (errors: PackageFormErrors): boolean =>
  Object.keys(errors.fields).length > 0 || Object.keys(errors.products).length > 0;

export const emptyPackageForm = (): PackageFormValues => ({
  name: '',
  description: '',
  price: '',
  includedPhotos: '0',
  extraPhotoPrice: '',
  selectionRule: 'paidExtras',
  includedProducts: [],
  forSaleProductIds: [],
  watermark: false,
  allowDownload: true,
  active: true,
  galleryComment: '',
  allowFullGallery: false,
  fullGalleryPrice: '',
  delivery: 'originals',
  extrasPaidInGallery: false,
  selectionDays: '',
  deadlineAction: 'closeLink',
});

export const packageFormOf = (saved: SessionPackage, currency: Currency, language: Language): PackageFormValues => {
  const money = (minorUnits: number) => formatMoneyInput(minorUnits, currency, language);
  return {
    name: saved.name,
    description: saved.description ?? '',
    price: money(saved.priceCents),
    includedPhotos: String(saved.includedPhotos),
    extraPhotoPrice: money(saved.extraPhotoPriceCents),
    selectionRule: saved.selectionRule,
    includedProducts: saved.includedProducts.map((included) => ({
      productId: included.productId,
      variants: included.variants.map((variant) => ({ variantId: variant.variantId, quantity: String(variant.quantity) })),
    })),
    forSaleProductIds: [...saved.forSaleProductIds],
    watermark: saved.watermark,
    allowDownload: saved.allowDownload,
    active: saved.active,
    galleryComment: saved.galleryComment ?? '',
    allowFullGallery: saved.allowFullGallery,
    fullGalleryPrice: saved.fullGalleryPriceCents === null ? '' : money(saved.fullGalleryPriceCents),
    delivery: saved.delivery,
    extrasPaidInGallery: saved.extrasPaidInGallery,
    selectionDays: saved.selectionDays === null ? '' : String(saved.selectionDays),
    deadlineAction: saved.deadlineAction,
  };
};

/** `form`: a problem of the contract that no field shows. */
export type PackageCheck = { ok: true; input: PackageInput } | { ok: false; errors: PackageFormErrors; form?: FieldProblem };

/** The contract's fields as the form names them. */
const FIELD_OF_INPUT: Partial<Record<string, PackageFormField>> = {
  name: 'name',
  description: 'description',
  priceCents: 'price',
  includedPhotos: 'includedPhotos',
  extraPhotoPriceCents: 'extraPhotoPrice',
  selectionRule: 'selectionRule',
  includedProducts: 'includedProducts',
  forSaleProductIds: 'forSaleProductIds',
  watermark: 'watermark',
  allowDownload: 'watermark',
  galleryComment: 'galleryComment',
  fullGalleryPriceCents: 'fullGalleryPrice',
  delivery: 'delivery',
  selectionDays: 'selectionDays',
  deadlineAction: 'deadlineAction',
};

const placeOf = (path: readonly PropertyKey[]): PackageFormField | null => (typeof path[0] === 'string' ? (FIELD_OF_INPUT[path[0]] ?? null) : null);

/** Units of a variant included for the session: a whole number from 1 to INCLUDED_QUANTITY_MAX. */
const checkIncludedQuantity = (typed: string): Checked<number> => {
  const count = checkWholeNumber(typed, INCLUDED_QUANTITY_MAX);
  return count.ok && count.value === 0 ? { ok: false, problem: { message: 'quantityPositive' } } : count;
};

/**
 * Checks every field at once (forms validate on submit) and builds the API body. An
 * included product needs at least one variant that the product still has, each with its
 * quantity; products for sale that the catalog no longer has are left out.
 */
export const checkPackageForm = (values: PackageFormValues, currency: Currency, products: readonly Product[]): PackageCheck => {
  const errors: PackageFormErrors = { fields: {}, products: {} };
  const name = checkText(values.name, PACKAGE_NAME_MAX);
  const description = checkText(values.description, PACKAGE_DESCRIPTION_MAX, { required: false });
  const price = checkMoney(values.price, currency, 'pricePositive');
  const includedPhotos = checkWholeNumber(values.includedPhotos, INCLUDED_PHOTOS_MAX);
  // With a hard limit no extra photo is sold: the price is kept when it reads, else 0.
  const typedExtraPrice = checkMoney(values.extraPhotoPrice, currency);
  const extraPhotoPrice: typeof typedExtraPrice = values.selectionRule === 'hardLimit' && !typedExtraPrice.ok ? { ok: true, value: 0 } : typedExtraPrice;
  const galleryComment = checkText(values.galleryComment, GALLERY_COMMENT_MAX, { required: false });
  const fullGalleryPrice = values.allowFullGallery ? checkMoney(values.fullGalleryPrice, currency, 'fullGalleryPricePositive') : undefined;
  const selectionDays = values.selectionDays.trim() === '' ? undefined : checkWholeNumber(values.selectionDays, SELECTION_DAYS_MAX);

  if (!name.ok) errors.fields.name = name.problem;
  if (!description.ok) errors.fields.description = description.problem;
  if (!price.ok) errors.fields.price = price.problem;
  if (!includedPhotos.ok) errors.fields.includedPhotos = includedPhotos.problem;
  if (!extraPhotoPrice.ok) errors.fields.extraPhotoPrice = extraPhotoPrice.problem;
  if (!galleryComment.ok) errors.fields.galleryComment = galleryComment.problem;
  if (fullGalleryPrice && !fullGalleryPrice.ok) errors.fields.fullGalleryPrice = fullGalleryPrice.problem;
  if (selectionDays && !selectionDays.ok) errors.fields.selectionDays = selectionDays.problem;
  if (values.includedProducts.length > INCLUDED_PRODUCTS_MAX) {
    errors.fields.includedProducts = { message: 'tooManyItems', max: INCLUDED_PRODUCTS_MAX };
  }

  const includedProducts = values.includedProducts.map((included) => {
    const product = products.find((candidate) => candidate.productId === included.productId);
    const known = new Set(product?.variants.map((variant) => variant.variantId));
    const variants = included.variants.flatMap((variant) => {
      if (!known.has(variant.variantId)) return [];
      const quantity = checkIncludedQuantity(variant.quantity);
      if (!quantity.ok) {
        errors.products[included.productId] ??= quantity.problem;
        return [];
      }
      return [{ variantId: variant.variantId, quantity: quantity.value }];
    });
    if (variants.length === 0 && !errors.products[included.productId]) errors.products[included.productId] = { message: 'chooseVariant' };
    return { productId: included.productId, variants };
  });
  const catalogIds = new Set(products.map((product) => product.productId));
  const forSaleProductIds = values.forSaleProductIds.filter((productId) => catalogIds.has(productId));

  if (!name.ok || !description.ok || !price.ok || !includedPhotos.ok || !extraPhotoPrice.ok || !galleryComment.ok || hasPackageErrors(errors)) {
    return { ok: false, errors };
  }
  const parsed = packageInput.safeParse({
    name: name.value,
    description: description.value === '' ? null : description.value,
    priceCents: price.value,
    includedPhotos: includedPhotos.value,
    extraPhotoPriceCents: extraPhotoPrice.value,
    selectionRule: values.selectionRule,
    includedProducts,
    forSaleProductIds,
    watermark: values.watermark,
    // Download is unavailable while the watermark is on (spec section 5).
    allowDownload: values.watermark ? false : values.allowDownload,
    active: values.active,
    galleryComment: galleryComment.value === '' ? null : galleryComment.value,
    allowFullGallery: values.allowFullGallery,
    fullGalleryPriceCents: fullGalleryPrice?.ok ? fullGalleryPrice.value : null,
    delivery: values.delivery,
    extrasPaidInGallery: values.extrasPaidInGallery,
    selectionDays: selectionDays?.ok ? selectionDays.value : null,
    deadlineAction: values.deadlineAction,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const placed = placeIssues(parsed.error.issues, placeOf, problemOfIssue);
  return { ok: false, errors: { ...errors, fields: placed.fields }, ...(placed.form ? { form: placed.form } : {}) };
};

/** Server refusals that belong to one field of the form. */
export const packageFieldOfCode = (code: string): PackageFormField | undefined => {
  if (code === 'catalog.watermark_needs_business_name') return 'watermark';
  if (code === 'catalog.unknown_product' || code === 'catalog.included_quantity_invalid' || code === 'catalog.product_included_twice') return 'includedProducts';
  if (code === 'catalog.for_sale_included') return 'forSaleProductIds';
  return undefined;
};
