import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

export const sessionPackageEntity = () => new Entity({
  model: { entity: 'sessionPackage', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    packageId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    priceCents: { type: 'number', required: true },
    includedPhotos: { type: 'number', required: true },
    extraPhotoPriceCents: { type: 'number', required: true },
    includedProducts: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          productId: { type: 'string', required: true },
          /** Units of each variant included for the whole session (issue 22). */
          variants: {
            type: 'list',
            items: {
              type: 'map',
              properties: { variantId: { type: 'string', required: true }, quantity: { type: 'number', required: true } },
            },
          },
          /** Before issue 22: the variants included, one unit per selected photo (read by `packageRuleOf`). */
          variantIds: { type: 'list', items: { type: 'string' } },
        },
      },
    },
    /** The other products offered for sale in the gallery; absent before issue 22 (read by `packageRuleOf`). */
    forSaleProductIds: { type: 'list', items: { type: 'string' } },
    watermark: { type: 'boolean', required: true },
    allowDownload: { type: 'boolean', required: true },
    active: { type: 'boolean', required: true },
    galleryComment: { type: 'string' },
    allowFullGallery: { type: 'boolean', required: true },
    fullGalleryPriceCents: { type: 'number' },
    delivery: { type: ['originals', 'compressed'] as const, required: true },
    /** Sessions using it; kept in the same transactions that change those sessions. */
    sessionRefs: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byPackage: {
      collection: 'catalog',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['packageId'] },
    },
  },
});

export type SessionPackageItem = EntityItem<ReturnType<typeof sessionPackageEntity>>;

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
