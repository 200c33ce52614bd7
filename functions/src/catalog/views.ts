// Stored catalog items to their API shapes.
import type { DefaultComment, Product, SessionPackage } from '@fotostudio/shared/contracts/catalog';
import type { DefaultCommentItem } from '../data/entities/default-comment.js';
import type { ProductItem } from '../data/entities/product.js';
import { verifiedMediaUrls } from '../media/media-urls.js';
import { readUploads } from '../media/owned-upload.js';
import type { PackageRecord } from './packages.js';

const toProduct = (item: ProductItem, imageUrls: Map<string, string | null>): Product => ({
  productId: item.productId,
  name: item.name,
  description: item.description ?? null,
  imageKey: item.imageKey ?? null,
  imageUrl: (item.imageKey && imageUrls.get(item.imageKey)) ?? null,
  usageType: item.usageType,
  variants: item.variants.map((v) => ({ variantId: v.variantId, type: v.type, name: v.name, value: v.value, priceCents: v.priceCents })),
  packageCount: item.packageRefs,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

/** Products with the signed URLs of their verified images (one batch read for all). */
export const toProducts = async (photographerId: string, items: ProductItem[]): Promise<Product[]> => {
  const imageUrls = await verifiedMediaUrls(readUploads, photographerId, items.map((item) => item.imageKey));
  return items.map((item) => toProduct(item, imageUrls));
};

/** One product with the signed URL of its verified image. */
export const toOneProduct = async (photographerId: string, item: ProductItem): Promise<Product> => {
  const [product] = await toProducts(photographerId, [item]);
  if (!product) throw new Error('a product maps to one product');
  return product;
};

export const toPackage = (item: PackageRecord): SessionPackage => ({
  packageId: item.packageId,
  name: item.name,
  description: item.description ?? null,
  priceCents: item.priceCents,
  includedPhotos: item.includedPhotos,
  extraPhotoPriceCents: item.extraPhotoPriceCents,
  selectionRule: item.selectionRule ?? 'paidExtras',
  includedProducts: item.includedProducts.map((p) => ({ productId: p.productId, variants: p.variants.map((v) => ({ ...v })) })),
  forSaleProductIds: [...item.forSaleProductIds],
  watermark: item.watermark,
  allowDownload: item.allowDownload,
  active: item.active,
  galleryComment: item.galleryComment ?? null,
  allowFullGallery: item.allowFullGallery,
  fullGalleryPriceCents: item.fullGalleryPriceCents ?? null,
  delivery: item.delivery,
  extrasPaidInGallery: item.extrasPaidInGallery ?? false,
  selectionDays: item.selectionDays ?? null,
  deadlineAction: item.deadlineAction ?? 'closeLink',
  sessionCount: item.sessionRefs,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

export const toComment = (item: DefaultCommentItem): DefaultComment => ({
  commentId: item.commentId,
  title: item.title,
  text: item.text,
  linkCount: item.linkRefs,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});
