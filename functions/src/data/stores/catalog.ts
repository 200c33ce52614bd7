// The catalog's named store operations: every write of products, packages and default
// comments that carries a condition (besides an ElectroDB `create`'s own not-exists one). Use
// cases call these and build no condition; an operation meant for a transaction returns its
// item, one run alone throws ElectroDB's error (`isConditionalFailure` tells a refused condition).
import { db, writeItems } from '../database.js';
import type { ProductItem } from '../entities/product.js';
import type { TransactItem } from '../transaction.js';

type Entities = ReturnType<typeof db>['entities'];
type ProductPatch = Parameters<ReturnType<Entities['product']['patch']>['set']>[0];
type ProductField = Parameters<ReturnType<Entities['product']['patch']>['remove']>[0][number];
type PackagePatch = Parameters<ReturnType<Entities['sessionPackage']['patch']>['set']>[0];
type PackageField = Parameters<ReturnType<Entities['sessionPackage']['patch']>['remove']>[0][number];

/** Changes a product only while as many packages include it as when read; answers it as written. */
export const updateProductAsRead = async (
  photographerId: string,
  productId: string,
  readPackageRefs: number,
  set: ProductPatch,
  remove: ProductField[],
): Promise<ProductItem> => {
  const { data } = await db()
    .entities.product.patch({ photographerId, productId })
    .set(set)
    .remove(remove)
    .where((attr, op) => op.eq(attr.packageRefs, readPackageRefs))
    .go({ response: 'all_new' });
  return data as ProductItem;
};

/** Deletes a product that no package includes. */
export const deleteUnusedProduct = async (photographerId: string, productId: string): Promise<void> => {
  await db()
    .entities.product.delete({ photographerId, productId })
    .where((attr, op) => op.eq(attr.packageRefs, 0))
    .go();
};

/** Deletes a default comment that no share link uses. */
export const deleteUnusedComment = async (photographerId: string, commentId: string): Promise<void> => {
  await db()
    .entities.defaultComment.delete({ photographerId, commentId })
    .where((attr, op) => op.eq(attr.linkRefs, 0))
    .go();
};

/** Changes a package, only while it is as read (`updatedAt`). */
export const updatePackageAsRead = (photographerId: string, packageId: string, readUpdatedAt: string, set: PackagePatch, remove: PackageField[]): TransactItem =>
  writeItems(({ sessionPackage }) => [
    sessionPackage
      .patch({ photographerId, packageId })
      .set(set)
      .remove(remove)
      .where((attr, op) => op.eq(attr.updatedAt, readUpdatedAt))
      .commit(),
  ])[0] as TransactItem;

/** Deletes a package no session uses, only while it is as read (`updatedAt`). */
export const deleteUnusedPackage = (photographerId: string, packageId: string, readUpdatedAt: string): TransactItem =>
  writeItems(({ sessionPackage }) => [
    sessionPackage
      .delete({ photographerId, packageId })
      .where((attr, op) => `${op.eq(attr.sessionRefs, 0)} AND ${op.eq(attr.updatedAt, readUpdatedAt)}`)
      .commit(),
  ])[0] as TransactItem;
