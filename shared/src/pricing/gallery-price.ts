// Gallery price calculation (spec sections 3 "Price calculation result", "Session selection",
// "Session package", 4 "Gallery price calculation", 9 "Price display"). Pure and exact:
// integer cents in, integer cents out, so the gallery, the server and a quote agree to the cent.
//
// The spec names the parts of the result but not how they combine; the rules chosen here:
// - Extra photos: max(0, selected - included) at the package's extra photo price; a package
//   with a hard limit (`selectionRule`) sells none and refuses a selection beyond it
//   (selection-counter.ts counts both ways, for the gallery's live counter too).
// - Full gallery (only when the package offers it): its price replaces the extra photos, every
//   image is included, the base price stays and products still add. The package form accepts a
//   full-gallery price below the package price (the catalog's own example: 1,800 € package,
//   600 € full gallery), which only makes sense as a flat price for the photos beyond the
//   included ones, not as the price of the whole session.
// - Included products: a package includes a quantity of each (product, variant) for the whole
//   session (e.g. 1 album 30x30, 10 prints 13x18), wherever its units are chosen: the first
//   units chosen, in the order the selection lists them (the images in order, then the
//   additional products), are included and the rest pay the variant price. Counts report every
//   unit chosen; prices only what is charged. `productLines` details each (product, variant):
//   units chosen, included, charged, unit price and line price, so the review and the quote show
//   the same lines the total is made of.
// - The gallery offers only the package's included products and those it marks for sale in the
//   gallery (`forSaleProductIds`); a choice of any other product is refused with a code.
// - A chosen product must still exist with that variant and be offered for that use (usage type
//   images or both on an image, extra or both as an additional product); anything else is
//   refused with a code, never priced at 0.
// - Tax (issue 22 A): every part is priced at the session's VAT category, entered VAT included
//   or VAT excluded as the billing settings say; `tax` is taxBreakdown's result over the lines a
//   quote of the selection has (the session's base price, the extra photos, the full gallery and
//   one line per chosen product variant with what it charges), so the quote totals the same to
//   the cent. `tax.totalCents` is what the client pays; `totalPriceCents` stays the sum of the
//   entered prices.
// - remaining = total - paid, exact: it is negative when the client paid more than the
//   selection now costs, and showing that as a credit is the display's choice.
// - The edge contracts make every input a non-negative integer; one that is not here is a bug
//   and throws. A total beyond Number.MAX_SAFE_INTEGER can come from valid input (2,000 images x
//   50 lines x 1,000 units x 1,000,000 €) and is refused with a code instead of rounded.
import type { IndirectTax } from '../tax/indirect-tax.js';
import type { Product, Variant } from '../contracts/catalog.js';
import type { GalleryProductChoice } from '../contracts/gallery-price.js';
import type { ErrorCode } from '../errors/catalogue.js';
import { remainingCents } from '../sessions/session-finance.js';
import { selectionCounter, type SelectionRule } from './selection-counter.js';
import { taxBreakdown, type SpanishVatCategory } from '../tax/invoice-totals.js';

export interface GalleryPriceTerms {
  priceCents: number;
  includedPhotos: number;
  extraPhotoPriceCents: number;
  /** Absent: `paidExtras` (issue 28 point 2; every package before). */
  selectionRule?: SelectionRule | undefined;
  allowFullGallery: boolean;
  fullGalleryPriceCents: number | null;
  /** Units of each (product, variant) the package includes for the whole session. */
  includedProducts: readonly { productId: string; variants: readonly { variantId: string; quantity: number }[] }[];
  /** The other products the client may buy in the gallery. */
  forSaleProductIds: readonly string[];
}

/** How the session's prices are taxed: the billing settings' VAT category and whether the prices include it. */
export interface GalleryTaxTerms {
  pricesIncludeVat: boolean;
  vat: SpanishVatCategory;
  /** The issuer's tax (issue 22 point 3); absent is IVA. */
  tax?: IndirectTax | undefined;
}

/** A catalog product as far as pricing needs it; a full `Product` fits. */
export type PricedProduct = Pick<Product, 'productId' | 'usageType'> & {
  variants: readonly Pick<Variant, 'variantId' | 'priceCents'>[];
};

/** The client's choices, as `galleryChoices` (contracts/gallery.ts) validates them at the edge. */
export interface GallerySelection {
  images: readonly { imageId: string; products: readonly GalleryProductChoice[] }[];
  additionalProducts: readonly GalleryProductChoice[];
  fullGallerySelected: boolean;
}

export interface GalleryPriceInput {
  terms: GalleryPriceTerms;
  products: readonly PricedProduct[];
  selection: GallerySelection;
  paidCents: number;
  tax: GalleryTaxTerms;
}

/** The tax inside (or on top of) the selection's prices, per VAT category. */
export interface GalleryTax {
  pricesIncludeVat: boolean;
  /** IGIC or IPSI; absent is IVA (every price before issue 22 point 3). */
  tax?: IndirectTax | undefined;
  rows: { vat: SpanishVatCategory; baseCents: number; quotaCents: number }[];
  baseCents: number;
  quotaCents: number;
  /** What the client pays: the prices, VAT included. */
  totalCents: number;
}

/** One (product, variant) of the selection: units chosen, how many the package includes, what the rest cost. */
export interface GalleryPriceLine {
  productId: string;
  variantId: string;
  quantity: number;
  includedUnits: number;
  chargedUnits: number;
  unitPriceCents: number;
  linePriceCents: number;
}

export interface GalleryPrice {
  basePriceCents: number;
  /** `priceCents` is what the full gallery adds to the total: 0 when not selected. */
  fullGallerySelection: { selected: boolean; priceCents: number };
  includedPhotos: number;
  extraPhotoPriceCents: number;
  extraPhotosCount: number;
  extraImagesPriceCents: number;
  imageProductsCount: number;
  imageProductsPriceCents: number;
  additionalProductsCount: number;
  additionalProductsPriceCents: number;
  /** Per chosen (product, variant), in the order first chosen: what makes the products' prices. */
  productLines: GalleryPriceLine[];
  totalPriceCents: number;
  paidCents: number;
  remainingCents: number;
  tax: GalleryTax;
}

type ProductUse = 'images' | 'extra';

export type GalleryPriceRefusal =
  | {
      code: Extract<
        ErrorCode,
        'gallery.product_unavailable' | 'gallery.product_not_offered' | 'gallery.product_not_for_images' | 'gallery.product_not_for_extras'
      >;
      productId: string;
      variantId: string;
    }
  | { code: Extract<ErrorCode, 'gallery.full_gallery_unavailable' | 'gallery.amount_too_large' | 'gallery.selection_limit_exceeded'> };

export type GalleryPriceResult = { ok: true; price: GalleryPrice } | { ok: false; refusal: GalleryPriceRefusal };

class Overflow extends Error {}

/** Every sum and product goes through here: beyond 2^53 cents stop being exact. */
const exact = (cents: number): number => {
  if (!Number.isSafeInteger(cents)) throw new Overflow();
  return cents;
};

const requireCount = (value: number, what: string, min = 0): void => {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`galleryPrice: ${what} must be an integer of at least ${min}, got ${value}`);
  }
};

const requireValidInput = ({ terms, products, selection, paidCents }: GalleryPriceInput): void => {
  requireCount(terms.priceCents, 'priceCents');
  requireCount(terms.includedPhotos, 'includedPhotos');
  requireCount(terms.extraPhotoPriceCents, 'extraPhotoPriceCents');
  if (terms.fullGalleryPriceCents !== null) requireCount(terms.fullGalleryPriceCents, 'fullGalleryPriceCents');
  requireCount(paidCents, 'paidCents');
  for (const included of terms.includedProducts) for (const variant of included.variants) requireCount(variant.quantity, 'an included quantity', 1);
  for (const product of products) for (const variant of product.variants) requireCount(variant.priceCents, 'a variant price');
  const chosen = [...selection.images.flatMap((image) => image.products), ...selection.additionalProducts];
  for (const choice of chosen) requireCount(choice.quantity, 'a product quantity', 1);
  if (new Set(selection.images.map((image) => image.imageId)).size !== selection.images.length) {
    throw new RangeError('galleryPrice: an image is selected twice');
  }
};

/** The key of one product variant ("product/variant"), in the price's maps and wherever a selection's units are matched to it. */
export const pairKey = (productId: string, variantId: string): string => `${productId}/${variantId}`;

const offeredFor = (usageType: PricedProduct['usageType'], use: ProductUse): boolean => usageType === 'both' || usageType === use;

interface LinesPrice {
  count: number;
  priceCents: number;
}

interface PricingState {
  catalog: ReadonlyMap<string, { usageType: PricedProduct['usageType']; variantPrices: ReadonlyMap<string, number> }>;
  offered: ReadonlySet<string>;
  /** Included units not yet used, per (product, variant). */
  includedLeft: Map<string, number>;
  lines: Map<string, GalleryPriceLine>;
}

/**
 * Prices product lines: each unit uses up one of the package's included units of its
 * (product, variant) while any are left, the rest pay the variant price.
 */
const priceProductGroups = (groups: readonly (readonly GalleryProductChoice[])[], use: ProductUse, state: PricingState): LinesPrice | GalleryPriceRefusal => {
  let count = 0;
  let priceCents = 0;
  for (const group of groups) {
    for (const { productId, variantId, quantity } of group) {
      const product = state.catalog.get(productId);
      const unitCents = product?.variantPrices.get(variantId);
      if (product === undefined || unitCents === undefined) return { code: 'gallery.product_unavailable', productId, variantId };
      if (!state.offered.has(productId)) return { code: 'gallery.product_not_offered', productId, variantId };
      if (!offeredFor(product.usageType, use)) {
        return { code: use === 'images' ? 'gallery.product_not_for_images' : 'gallery.product_not_for_extras', productId, variantId };
      }
      const key = pairKey(productId, variantId);
      const left = state.includedLeft.get(key) ?? 0;
      const includedUnits = Math.min(left, quantity);
      if (includedUnits > 0) state.includedLeft.set(key, left - includedUnits);
      const chargedCents = exact((quantity - includedUnits) * unitCents);
      const line = state.lines.get(key) ?? {
        productId,
        variantId,
        quantity: 0,
        includedUnits: 0,
        chargedUnits: 0,
        unitPriceCents: unitCents,
        linePriceCents: 0,
      };
      line.quantity = exact(line.quantity + quantity);
      line.includedUnits += includedUnits;
      line.chargedUnits = exact(line.chargedUnits + quantity - includedUnits);
      line.linePriceCents = exact(line.linePriceCents + chargedCents);
      state.lines.set(key, line);
      count = exact(count + quantity);
      priceCents = exact(priceCents + chargedCents);
    }
  }
  return { count, priceCents };
};

const isRefusal = (value: LinesPrice | GalleryPriceRefusal): value is GalleryPriceRefusal => 'code' in value;

/** The tax of the selection's lines (amounts in cents, one per line of its quote). */
const selectionTax = ({ pricesIncludeVat, vat, tax: indirectTax }: GalleryTaxTerms, amounts: readonly number[]): GalleryTax => {
  const lines = amounts.map((unitPriceCents) => ({ quantity: 1, unitPriceCents, vat }));
  let tax: ReturnType<typeof taxBreakdown>;
  try {
    tax = taxBreakdown({ lines, pricesIncludeVat });
  } catch {
    // The amounts are exact already: only the VAT on top of them can leave the safe range.
    throw new Overflow();
  }
  return {
    pricesIncludeVat,
    ...(indirectTax && indirectTax !== 'IVA' ? { tax: indirectTax } : {}),
    rows: tax.breakdown.map((row) => ({ vat: row.vat as SpanishVatCategory, baseCents: row.baseCents, quotaCents: row.vatCents })),
    baseCents: tax.baseCents,
    quotaCents: tax.vatCents,
    totalCents: exact(tax.totalCents),
  };
};

/** The price of a client's gallery selection under the session's package terms. */
export const galleryPrice = (input: GalleryPriceInput): GalleryPriceResult => {
  requireValidInput(input);
  const { terms, selection } = input;
  const fullGallery = selection.fullGallerySelected;
  if (fullGallery && (!terms.allowFullGallery || terms.fullGalleryPriceCents === null)) {
    return { ok: false, refusal: { code: 'gallery.full_gallery_unavailable' } };
  }
  const counter = selectionCounter(terms, selection);
  if (counter.overLimit > 0) return { ok: false, refusal: { code: 'gallery.selection_limit_exceeded' } };
  const catalog = new Map(
    input.products.map((product) => [
      product.productId,
      { usageType: product.usageType, variantPrices: new Map(product.variants.map((v) => [v.variantId, v.priceCents])) },
    ]),
  );
  const state: PricingState = {
    catalog,
    offered: new Set([...terms.includedProducts.map((p) => p.productId), ...terms.forSaleProductIds]),
    includedLeft: new Map(terms.includedProducts.flatMap((p) => p.variants.map((v) => [pairKey(p.productId, v.variantId), v.quantity] as const))),
    lines: new Map(),
  };

  try {
    const imageProducts = priceProductGroups(
      selection.images.map((image) => image.products),
      'images',
      state,
    );
    if (isRefusal(imageProducts)) return { ok: false, refusal: imageProducts };
    const additionalProducts = priceProductGroups([selection.additionalProducts], 'extra', state);
    if (isRefusal(additionalProducts)) return { ok: false, refusal: additionalProducts };

    const fullGalleryPriceCents = fullGallery ? (terms.fullGalleryPriceCents ?? 0) : 0;
    const extraPhotosCount = counter.extra;
    const extraImagesPriceCents = exact(counter.extraPriceCents);
    const totalPriceCents = [fullGalleryPriceCents, extraImagesPriceCents, imageProducts.priceCents, additionalProducts.priceCents].reduce(
      (sum, part) => exact(sum + part),
      terms.priceCents,
    );
    return {
      ok: true,
      price: {
        basePriceCents: terms.priceCents,
        fullGallerySelection: { selected: fullGallery, priceCents: fullGalleryPriceCents },
        includedPhotos: terms.includedPhotos,
        extraPhotoPriceCents: terms.extraPhotoPriceCents,
        extraPhotosCount,
        extraImagesPriceCents,
        imageProductsCount: imageProducts.count,
        imageProductsPriceCents: imageProducts.priceCents,
        additionalProductsCount: additionalProducts.count,
        additionalProductsPriceCents: additionalProducts.priceCents,
        productLines: [...state.lines.values()],
        totalPriceCents,
        paidCents: input.paidCents,
        remainingCents: remainingCents({ totalPriceCents, paidCents: input.paidCents }),
        tax: selectionTax(input.tax, [terms.priceCents, fullGalleryPriceCents, extraImagesPriceCents, ...[...state.lines.values()].map((line) => line.linePriceCents)]),
      },
    };
  } catch (error) {
    if (error instanceof Overflow) return { ok: false, refusal: { code: 'gallery.amount_too_large' } };
    throw error;
  }
};

/**
 * What the client's choices add to the package, as the client pays it (issue 25 point 4: the
 * gallery extras paid at confirmation): the selection's total (`tax.totalCents`, VAT included)
 * less the total of the package alone under the same tax, so the extra photos, the full gallery
 * and the charged products of `galleryPrice`, to the cent of what the review shows. Zero when the
 * choices stay within what the package includes.
 */
export const galleryExtrasCents = (input: GalleryPriceInput, price: { tax: Pick<GalleryTax, 'totalCents'> }): number =>
  exact(price.tax.totalCents - selectionTax(input.tax, [input.terms.priceCents]).totalCents);
