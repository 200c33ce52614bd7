// What a session's gallery is priced with, read from the photographer's records through the
// plain path (the gallery function's; what they mean is pricing-records.ts).
import type { GalleryProduct } from '@fotostudio/shared/contracts/gallery';
import type { ProductItem } from '../../data/entities/product.js';
import type { SessionItem } from '../../data/entities/session.js';
import { readBillingSettings, readProducts, readSessionFinance, readSessionPackage } from './gallery-items.js';
import { pricingRecordsFrom, type PricingRecords } from './pricing-records.js';

export const pricingRecordsOf = async (session: SessionItem): Promise<PricingRecords> => {
  const { photographerId, sessionId, packageId } = session;
  const [sessionPackage, finance, products, billingSettings] = await Promise.all([
    readSessionPackage(photographerId, packageId),
    readSessionFinance(photographerId, sessionId),
    readProducts(photographerId),
    readBillingSettings(photographerId),
  ]);
  return pricingRecordsFrom(sessionPackage, finance, products, billingSettings);
};

export const toGalleryProduct = (item: ProductItem, imageUrl: string | null): GalleryProduct => ({
  productId: item.productId,
  name: item.name,
  description: item.description ?? null,
  imageUrl,
  usageType: item.usageType,
  variants: item.variants.map((v) => ({ variantId: v.variantId, type: v.type, name: v.name, value: v.value, priceCents: v.priceCents })),
});
