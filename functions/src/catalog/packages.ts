// Session packages. Including a product bumps its `packageRefs` in the same transaction
// that writes the package, with the product's existence as a condition: a product cannot
// be deleted between the check and the write, and a foreign or deleted product is refused.
import { randomUUID } from 'node:crypto';
import type { PackageInput } from '@fotostudio/shared/contracts/catalog';
import { db, transact, writeItems } from '../data/database.js';
import { refusedAmong, type TransactionOutcome } from '../data/transaction.js';
import { deleteUnusedPackage, updatePackageAsRead } from '../data/stores/catalog.js';
import type { ProductItem } from '../data/entities/product.js';
import type { SessionPackageItem } from '../data/entities/session-package.js';
import { hasLegacyPackageRule, packageRuleOf, type PackageRule } from './package-rule.js';
import { DomainError } from '../lib/errors.js';
import { requireAccount } from '../account/photographer-account.js';
import { byName } from './name-order.js';

/** A package with what it includes and offers read under today's rule (`packageRuleOf`). */
export type PackageRecord = Omit<SessionPackageItem, keyof PackageRule> & PackageRule;

/** Items as today's rule reads them; the catalog is read only for an item the data migration has not reached yet. */
const withPackageRules = async (photographerId: string, items: SessionPackageItem[]): Promise<PackageRecord[]> => {
  const catalog = items.some(hasLegacyPackageRule)
    ? (await db().entities.product.query.byProduct({ photographerId }).go({ pages: 'all', attributes: ['productId'] })).data.map((p) => p.productId)
    : [];
  return items.map((item) => ({ ...item, ...packageRuleOf(item, catalog) }));
};

/** The photographer's packages, in name order. */
export const listPackageItems = async (photographerId: string): Promise<PackageRecord[]> =>
  withPackageRules(photographerId, (await db().entities.sessionPackage.query.byPackage({ photographerId }).go({ pages: 'all' })).data.sort(byName((p) => p.name)));

export const getPackageItem = async (photographerId: string, packageId: string): Promise<PackageRecord> => {
  const { data } = await db().entities.sessionPackage.get({ photographerId, packageId }).go();
  if (!data) throw new DomainError('catalog.package_not_found');
  const [record] = await withPackageRules(photographerId, [data]);
  if (!record) throw new Error('a package reads as one package');
  return record;
};

/** Each included product must be the photographer's, with variants it really has; each product for sale must be the photographer's. */
const checkIncludedProducts = async (photographerId: string, input: PackageInput): Promise<void> => {
  const productIds = [...new Set([...input.includedProducts.map(({ productId }) => productId), ...input.forSaleProductIds])];
  if (productIds.length === 0) return;
  const { data } = await db()
    .entities.product.get(productIds.map((productId) => ({ photographerId, productId })))
    .go();
  const found = new Map<string, ProductItem>(data.map((p) => [p.productId, p]));
  for (const { productId, variants: included } of input.includedProducts) {
    const product = found.get(productId);
    const variants = new Set(product?.variants.map((v) => v.variantId));
    if (!product || included.some((v) => !variants.has(v.variantId))) throw new DomainError('catalog.unknown_product');
  }
  if (input.forSaleProductIds.some((productId) => !found.has(productId))) throw new DomainError('catalog.unknown_product');
};

const checkWatermark = async (photographerId: string, input: PackageInput): Promise<void> => {
  if (!input.watermark) return;
  const { photographer } = await requireAccount(photographerId);
  if (!photographer.businessName?.trim()) throw new DomainError('catalog.watermark_needs_business_name');
};

const packageValues = (input: PackageInput) => ({
  name: input.name,
  priceCents: input.priceCents,
  includedPhotos: input.includedPhotos,
  extraPhotoPriceCents: input.extraPhotoPriceCents,
  selectionRule: input.selectionRule ?? 'paidExtras',
  includedProducts: input.includedProducts.map((p) => ({
    productId: p.productId,
    variants: p.variants.map((v) => ({ variantId: v.variantId, quantity: v.quantity })),
  })),
  forSaleProductIds: [...new Set(input.forSaleProductIds)],
  watermark: input.watermark,
  allowDownload: input.allowDownload,
  active: input.active,
  allowFullGallery: input.allowFullGallery,
  delivery: input.delivery,
  extrasPaidInGallery: input.extrasPaidInGallery ?? false,
  deadlineAction: input.deadlineAction ?? 'closeLink',
  ...(input.selectionDays ? { selectionDays: input.selectionDays } : {}),
  ...(input.description ? { description: input.description } : {}),
  ...(input.galleryComment ? { galleryComment: input.galleryComment } : {}),
  ...(input.allowFullGallery && input.fullGalleryPriceCents ? { fullGalleryPriceCents: input.fullGalleryPriceCents } : {}),
});

const optionalFields = (input: PackageInput) => [
  ...(input.description ? [] : (['description'] as const)),
  ...(input.galleryComment ? [] : (['galleryComment'] as const)),
  ...(input.allowFullGallery && input.fullGalleryPriceCents ? [] : (['fullGalleryPriceCents'] as const)),
  ...(input.selectionDays ? [] : (['selectionDays'] as const)),
];

/** A canceled transaction: a product condition failing means it vanished meanwhile. */
const failureOf = (outcome: TransactionOutcome, productOperationsFrom: number): DomainError =>
  new DomainError(refusedAmong(outcome, productOperationsFrom) ? 'catalog.unknown_product' : 'catalog.changed_meanwhile');

export const createPackageItem = async (photographerId: string, input: PackageInput): Promise<PackageRecord> => {
  await Promise.all([checkWatermark(photographerId, input), checkIncludedProducts(photographerId, input)]);
  const packageId = randomUUID();
  const outcome = await transact(
    writeItems(({ sessionPackage, product }) => [
      sessionPackage.create({ photographerId, packageId, ...packageValues(input) }).commit(),
      ...input.includedProducts.map(({ productId }) => product.patch({ photographerId, productId }).add({ packageRefs: 1 }).commit()),
    ]),
  );
  if (!outcome.committed) throw failureOf(outcome, 1);
  return getPackageItem(photographerId, packageId);
};

export const updatePackageItem = async (
  photographerId: string,
  packageId: string,
  input: PackageInput,
): Promise<PackageRecord> => {
  const current = await getPackageItem(photographerId, packageId);
  await Promise.all([checkWatermark(photographerId, input), checkIncludedProducts(photographerId, input)]);
  const before = new Set(current.includedProducts.map((p) => p.productId));
  const after = new Set(input.includedProducts.map((p) => p.productId));
  const added = [...after].filter((id) => !before.has(id));
  const removed = [...before].filter((id) => !after.has(id));
  const outcome = await transact([
    // Another save since we read it would have its product counts overwritten.
    updatePackageAsRead(photographerId, packageId, current.updatedAt, packageValues(input), optionalFields(input)),
    ...writeItems(({ product }) => [
      ...added.map((productId) => product.patch({ photographerId, productId }).add({ packageRefs: 1 }).commit()),
      ...removed.map((productId) => product.patch({ photographerId, productId }).subtract({ packageRefs: 1 }).commit()),
    ]),
  ]);
  if (!outcome.committed) throw failureOf(outcome, 1);
  return getPackageItem(photographerId, packageId);
};

export const deletePackageItem = async (photographerId: string, packageId: string): Promise<void> => {
  const current = await getPackageItem(photographerId, packageId);
  const outcome = await transact([
    deleteUnusedPackage(photographerId, packageId, current.updatedAt),
    ...writeItems(({ product }) => current.includedProducts.map(({ productId }) => product.patch({ photographerId, productId }).subtract({ packageRefs: 1 }).commit())),
  ]);
  if (outcome.committed) return;
  const now = await getPackageItem(photographerId, packageId);
  throw new DomainError(now.sessionRefs > 0 ? 'catalog.package_in_use' : 'catalog.changed_meanwhile');
};

