// Products and their variants. A product included by packages cannot be deleted, and its
// variants those packages chose cannot be removed: `packageRefs` counts the packages and
// changes in the same transactions as they do, so the check and the delete are one step.
import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@fotostudio/shared/contracts/catalog';
import { db, isConditionalFailure } from '../data/database.js';
import { deleteUnusedProduct, updateProductAsRead } from '../data/stores/catalog.js';
import type { ProductItem } from '../data/entities/product.js';
import { DomainError } from '../lib/errors.js';
import { checkOwnedUpload } from '../media/owned-upload.js';
import { deleteUnlessUsed } from './delete-unless-used.js';
import { byName } from './name-order.js';
import { listPackageItems } from './packages.js';

/** The photographer's products, in name order. */
export const listProductItems = async (photographerId: string): Promise<ProductItem[]> =>
  (await db().entities.product.query.byProduct({ photographerId }).go({ pages: 'all' })).data.sort(byName((p) => p.name));

export const getProductItem = async (photographerId: string, productId: string): Promise<ProductItem> => {
  const { data } = await db().entities.product.get({ photographerId, productId }).go();
  if (!data) throw new DomainError('catalog.product_not_found');
  return data;
};

type VariantInput = ProductInput['variants'][number];

const toVariant = (v: VariantInput, variantId: string) => ({
  variantId,
  type: v.type,
  name: v.name,
  value: v.value,
  priceCents: v.priceCents,
});

export const createProductItem = async (photographerId: string, input: ProductInput): Promise<ProductItem> => {
  // A new product has no variants yet: a variant id can only be someone else's or made up.
  if (input.variants.some((v) => v.variantId)) throw new DomainError('general.validation');
  if (input.imageKey) await checkOwnedUpload(photographerId, 'productImage', input.imageKey);
  const { data } = await db()
    .entities.product.create({
      photographerId,
      productId: randomUUID(),
      name: input.name,
      description: input.description ?? undefined,
      imageKey: input.imageKey ?? undefined,
      usageType: input.usageType,
      variants: input.variants.map((v) => toVariant(v, randomUUID())),
    })
    .go();
  return data;
};

export const updateProductItem = async (photographerId: string, productId: string, input: ProductInput): Promise<ProductItem> => {
  const current = await getProductItem(photographerId, productId);
  if (input.imageKey && input.imageKey !== current.imageKey) await checkOwnedUpload(photographerId, 'productImage', input.imageKey);
  const known = new Set(current.variants.map((v) => v.variantId));
  const variants = input.variants.map((v) => {
    if (v.variantId && !known.has(v.variantId)) throw new DomainError('general.validation');
    return toVariant(v, v.variantId ?? randomUUID());
  });
  const kept = new Set(variants.map((v) => v.variantId));
  if (current.packageRefs > 0) {
    const packages = await listPackageItems(photographerId);
    const chosen = packages.flatMap((p) => p.includedProducts.filter((i) => i.productId === productId).flatMap((i) => i.variants.map((v) => v.variantId)));
    if (chosen.some((variantId) => !kept.has(variantId))) throw new DomainError('catalog.variant_in_use');
  }
  const remove = [
    ...(input.description ? [] : (['description'] as const)),
    ...(input.imageKey ? [] : (['imageKey'] as const)),
  ];
  try {
    // A package that started using a variant since we looked would be left pointing nowhere.
    return await updateProductAsRead(
      photographerId,
      productId,
      current.packageRefs,
      {
        name: input.name,
        usageType: input.usageType,
        variants,
        ...(input.description ? { description: input.description } : {}),
        ...(input.imageKey ? { imageKey: input.imageKey } : {}),
      },
      remove,
    );
  } catch (error) {
    if (isConditionalFailure(error)) throw new DomainError('catalog.changed_meanwhile', { cause: error });
    throw error;
  }
};

export const deleteProductItem = (photographerId: string, productId: string): Promise<void> =>
  deleteUnlessUsed(
    () => deleteUnusedProduct(photographerId, productId),
    () => getProductItem(photographerId, productId),
    'catalog.product_in_use',
  );
