// What a package includes and offers, whichever rule wrote its item (issue 22). No data access
// here: the catalog reads packages through ElectroDB, the gallery function through the plain
// path (gallery/holder/pricing-records.ts), and both read them with this.
import type { SessionPackageItem } from '../data/entities/session-package.js';

/** What a package includes and offers, as today's rule has it. */
export interface PackageRule {
  includedProducts: { productId: string; variants: { variantId: string; quantity: number }[] }[];
  forSaleProductIds: string[];
}

/**
 * A package's included products and products for sale, whichever rule wrote it. An item from
 * before issue 22 (the data migration `package-included-quantities` rewrites them) reads as
 * including one unit of each listed variant and offering every other product of the catalog
 * (`catalogProductIds`), as the gallery did then.
 */
export const packageRuleOf = (item: Pick<SessionPackageItem, 'includedProducts' | 'forSaleProductIds'>, catalogProductIds: readonly string[]): PackageRule => {
  const includedProducts = item.includedProducts.map((p) => ({
    productId: p.productId,
    variants: p.variants?.map((v) => ({ variantId: v.variantId, quantity: v.quantity })) ?? (p.variantIds ?? []).map((variantId) => ({ variantId, quantity: 1 })),
  }));
  const included = new Set(includedProducts.map((p) => p.productId));
  return {
    includedProducts,
    forSaleProductIds: item.forSaleProductIds ? [...item.forSaleProductIds] : catalogProductIds.filter((productId) => !included.has(productId)),
  };
};

/** Whether an item still has the shape from before issue 22. */
export const hasLegacyPackageRule = (item: Pick<SessionPackageItem, 'includedProducts' | 'forSaleProductIds'>): boolean =>
  item.forSaleProductIds === undefined || item.includedProducts.some((p) => p.variants === undefined || p.variantIds !== undefined);
