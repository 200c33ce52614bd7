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
    /** Issue 28 point 2; absent (every package before) reads as 'paidExtras' (shared/src/pricing/selection-counter.ts). */
    selectionRule: { type: ['paidExtras', 'hardLimit'] as const },
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
          /** Before issue 22: the variants included, one unit per selected photo (read by `packageRuleOf`, catalog/package-rule.ts). */
          variantIds: { type: 'list', items: { type: 'string' } },
        },
      },
    },
    /** The other products offered for sale in the gallery; absent before issue 22 (read by `packageRuleOf`, catalog/package-rule.ts). */
    forSaleProductIds: { type: 'list', items: { type: 'string' } },
    watermark: { type: 'boolean', required: true },
    allowDownload: { type: 'boolean', required: true },
    active: { type: 'boolean', required: true },
    galleryComment: { type: 'string' },
    allowFullGallery: { type: 'boolean', required: true },
    fullGalleryPriceCents: { type: 'number' },
    /** The client pays the selection's extras in the gallery at confirmation (issue 25 point 4); absent is off, as before. */
    extrasPaidInGallery: { type: 'boolean' },
    /** Days to choose (issue 28 point 2): a new share link's selection deadline; absent (every package before) is none. */
    selectionDays: { type: 'number' },
    /** What the deadline does to a non-empty draft; absent (every package before) reads as 'closeLink'. */
    deadlineAction: { type: ['confirmDraft', 'closeLink'] as const },
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
