// The package form as the user edits it (amounts as typed text) and its check on submit,
// which yields the API body with amounts in minor units. Rules: spec section 5.
import type { Currency, Language } from '@fotostudio/shared/constants';
import { DELIVERY_KINDS, packageInput, type PackageInput, type Product, type SessionPackage } from '@fotostudio/shared/contracts/catalog';
import { formatMoneyInput } from '@fotostudio/shared/format/money-input';
import { placeIssues } from '../../../lib/field-problem';
import { checkMoney, checkText, checkWholeNumber, problemOfIssue, type FieldProblem } from './field-problem';

export const PACKAGE_NAME_MAX = 120;
export const PACKAGE_DESCRIPTION_MAX = 2000;
export const GALLERY_COMMENT_MAX = 500;
export const INCLUDED_PHOTOS_MAX = 100_000;
export const INCLUDED_PRODUCTS_MAX = 50;

export type Delivery = (typeof DELIVERY_KINDS)[number];

export interface IncludedProductValue {
  productId: string;
  variantIds: string[];
}

export interface PackageFormValues {
  name: string;
  description: string;
  price: string;
  includedPhotos: string;
  extraPhotoPrice: string;
  includedProducts: IncludedProductValue[];
  watermark: boolean;
  allowDownload: boolean;
  active: boolean;
  galleryComment: string;
  allowFullGallery: boolean;
  fullGalleryPrice: string;
  delivery: Delivery;
}

export type PackageFormField = keyof PackageFormValues;

export interface PackageFormErrors {
  fields: Partial<Record<PackageFormField, FieldProblem>>;
  /** Per included product (by productId): it needs at least one variant. */
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
  includedProducts: [],
  watermark: false,
  allowDownload: true,
  active: true,
  galleryComment: '',
  allowFullGallery: false,
  fullGalleryPrice: '',
  delivery: 'originals',
});

export const packageFormOf = (saved: SessionPackage, currency: Currency, language: Language): PackageFormValues => {
  const money = (minorUnits: number) => formatMoneyInput(minorUnits, currency, language);
  return {
    name: saved.name,
    description: saved.description ?? '',
    price: money(saved.priceCents),
    includedPhotos: String(saved.includedPhotos),
    extraPhotoPrice: money(saved.extraPhotoPriceCents),
    includedProducts: saved.includedProducts.map((included) => ({ productId: included.productId, variantIds: [...included.variantIds] })),
    watermark: saved.watermark,
    allowDownload: saved.allowDownload,
    active: saved.active,
    galleryComment: saved.galleryComment ?? '',
    allowFullGallery: saved.allowFullGallery,
    fullGalleryPrice: saved.fullGalleryPriceCents === null ? '' : money(saved.fullGalleryPriceCents),
    delivery: saved.delivery,
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
  includedProducts: 'includedProducts',
  watermark: 'watermark',
  allowDownload: 'watermark',
  galleryComment: 'galleryComment',
  fullGalleryPriceCents: 'fullGalleryPrice',
  delivery: 'delivery',
};

const placeOf = (path: readonly PropertyKey[]): PackageFormField | null => (typeof path[0] === 'string' ? (FIELD_OF_INPUT[path[0]] ?? null) : null);

/**
 * Checks every field at once (forms validate on submit) and builds the API body. An
 * included product needs at least one variant that the product still has.
 */
export const checkPackageForm = (values: PackageFormValues, currency: Currency, products: readonly Product[]): PackageCheck => {
  const errors: PackageFormErrors = { fields: {}, products: {} };
  const name = checkText(values.name, PACKAGE_NAME_MAX);
  const description = checkText(values.description, PACKAGE_DESCRIPTION_MAX, { required: false });
  const price = checkMoney(values.price, currency, 'pricePositive');
  const includedPhotos = checkWholeNumber(values.includedPhotos, INCLUDED_PHOTOS_MAX);
  const extraPhotoPrice = checkMoney(values.extraPhotoPrice, currency);
  const galleryComment = checkText(values.galleryComment, GALLERY_COMMENT_MAX, { required: false });
  const fullGalleryPrice = values.allowFullGallery ? checkMoney(values.fullGalleryPrice, currency, 'fullGalleryPricePositive') : undefined;

  if (!name.ok) errors.fields.name = name.problem;
  if (!description.ok) errors.fields.description = description.problem;
  if (!price.ok) errors.fields.price = price.problem;
  if (!includedPhotos.ok) errors.fields.includedPhotos = includedPhotos.problem;
  if (!extraPhotoPrice.ok) errors.fields.extraPhotoPrice = extraPhotoPrice.problem;
  if (!galleryComment.ok) errors.fields.galleryComment = galleryComment.problem;
  if (fullGalleryPrice && !fullGalleryPrice.ok) errors.fields.fullGalleryPrice = fullGalleryPrice.problem;
  if (values.includedProducts.length > INCLUDED_PRODUCTS_MAX) {
    errors.fields.includedProducts = { message: 'tooManyItems', max: INCLUDED_PRODUCTS_MAX };
  }

  const includedProducts = values.includedProducts.map((included) => {
    const product = products.find((candidate) => candidate.productId === included.productId);
    const known = new Set(product?.variants.map((variant) => variant.variantId));
    const variantIds = included.variantIds.filter((variantId) => known.has(variantId));
    if (variantIds.length === 0) errors.products[included.productId] = { message: 'chooseVariant' };
    return { productId: included.productId, variantIds };
  });

  if (!name.ok || !description.ok || !price.ok || !includedPhotos.ok || !extraPhotoPrice.ok || !galleryComment.ok || hasPackageErrors(errors)) {
    return { ok: false, errors };
  }
  const parsed = packageInput.safeParse({
    name: name.value,
    description: description.value === '' ? null : description.value,
    priceCents: price.value,
    includedPhotos: includedPhotos.value,
    extraPhotoPriceCents: extraPhotoPrice.value,
    includedProducts,
    watermark: values.watermark,
    // Download is unavailable while the watermark is on (spec section 5).
    allowDownload: values.watermark ? false : values.allowDownload,
    active: values.active,
    galleryComment: galleryComment.value === '' ? null : galleryComment.value,
    allowFullGallery: values.allowFullGallery,
    fullGalleryPriceCents: fullGalleryPrice?.ok ? fullGalleryPrice.value : null,
    delivery: values.delivery,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const placed = placeIssues(parsed.error.issues, placeOf, problemOfIssue);
  return { ok: false, errors: { ...errors, fields: placed.fields }, ...(placed.form ? { form: placed.form } : {}) };
};

/** Server refusals that belong to one field of the form. */
export const packageFieldOfCode = (code: string): PackageFormField | undefined => {
  if (code === 'catalog.watermark_needs_business_name') return 'watermark';
  if (code === 'catalog.unknown_product') return 'includedProducts';
  return undefined;
};
