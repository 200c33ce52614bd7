// What a session's gallery is priced with, read from the photographer's records: the
// package's terms, the session's agreed base price and what was paid, and the catalog's
// products. A client's request never names a price.
import type { GalleryProduct, GalleryTerms } from '@fotostudio/shared/contracts/gallery';
import type { ProductItem } from '../../data/entities/product.js';
import type { SessionPackageItem } from '../../data/entities/session-package.js';
import type { SessionItem } from '../../data/entities/session.js';
import { DomainError } from '../../lib/errors.js';
import { readProducts, readSessionFinance, readSessionPackage } from './gallery-items.js';

export interface PricingRecords {
  sessionPackage: SessionPackageItem;
  terms: GalleryTerms;
  paidCents: number;
  products: ProductItem[];
}

export const pricingRecordsOf = async (session: SessionItem): Promise<PricingRecords> => {
  const { photographerId, sessionId, packageId } = session;
  const [sessionPackage, finance, products] = await Promise.all([
    readSessionPackage(photographerId, packageId),
    readSessionFinance(photographerId, sessionId),
    readProducts(photographerId),
  ]);
  // A package in use cannot be deleted and a session always has its finance: a broken invariant.
  if (!sessionPackage || !finance) throw new DomainError('gallery.link_invalid');
  return {
    sessionPackage,
    terms: {
      priceCents: finance.basePriceCents,
      includedPhotos: sessionPackage.includedPhotos,
      extraPhotoPriceCents: sessionPackage.extraPhotoPriceCents,
      allowFullGallery: sessionPackage.allowFullGallery,
      fullGalleryPriceCents: sessionPackage.fullGalleryPriceCents ?? null,
      includedProducts: sessionPackage.includedProducts.map((p) => ({ productId: p.productId, variantIds: [...p.variantIds] })),
    },
    paidCents: finance.paidCents,
    products,
  };
};

export const toGalleryProduct = (item: ProductItem, imageUrl: string | null): GalleryProduct => ({
  productId: item.productId,
  name: item.name,
  description: item.description ?? null,
  imageUrl,
  usageType: item.usageType,
  variants: item.variants.map((v) => ({ variantId: v.variantId, type: v.type, name: v.name, value: v.value, priceCents: v.priceCents })),
});
