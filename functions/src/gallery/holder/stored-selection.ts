// A confirmed selection's products and a draft, as stored and read back. No data access here:
// the gallery function reads the items through the plain path, the sessions function (the
// photographer's view of the selections) through ElectroDB.
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import type { SelectedProductLine } from '@fotostudio/shared/contracts/share-links';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedGalleryChoices, storedViewerLists } from '@fotostudio/shared/stored/gallery-selection';
import { FIRST_VIEWER_ID, type ViewerList } from '@fotostudio/shared/gallery/viewer-lists';
import type { GalleryDraftItem } from '../../data/entities/share-link.js';
import type { ProductItem } from '../../data/entities/product.js';
import { DomainError } from '../../lib/errors.js';

/**
 * What `sessionSelection.lines` holds: the name and unit price of each chosen product variant
 * as confirmed, once per variant (not per line, so 2,000 images with products stay one item).
 */
export type StoredNames = Record<string, { name: string; variants: Record<string, { name: string; value: string; unitPriceCents: number }> }>;

type Choice = GalleryChoices['additionalProducts'][number];

/** What a confirmation stores of the chosen products' names and prices, as the catalog has them now (finalize.ts, the selection deadline's confirmation). */
export const namesOf = (choices: GalleryChoices, products: ReadonlyMap<string, ProductItem>): StoredNames => {
  const names: StoredNames = {};
  for (const choice of [...choices.images.flatMap((image) => image.products), ...choices.additionalProducts]) {
    const product = products.get(choice.productId);
    const variant = product?.variants.find((v) => v.variantId === choice.variantId);
    // galleryPrice has refused unknown products and variants before this runs.
    if (!product || !variant) throw new DomainError('gallery.product_unavailable');
    const entry = (names[product.productId] ??= { name: product.name, variants: {} });
    entry.variants[variant.variantId] = { name: variant.name, value: variant.value, unitPriceCents: variant.priceCents };
  }
  return names;
};

/** The product lines of confirmed choices, with the names and prices stored with them. */
export const linesOf = (choices: readonly Choice[], names: StoredNames): SelectedProductLine[] =>
  choices.map((choice) => {
    const product = names[choice.productId];
    const variant = product?.variants[choice.variantId];
    return {
      productId: choice.productId,
      variantId: choice.variantId,
      productName: product?.name ?? '',
      variantName: variant?.name ?? '',
      variantValue: variant?.value ?? '',
      quantity: choice.quantity,
      unitPriceCents: variant?.unitPriceCents ?? 0,
    };
  });

/** The client's draft as its item stores it; null without one. */
export const draftOf = (item: GalleryDraftItem | null | undefined): { choices: GalleryChoices; savedAt: string } | null =>
  item ? { choices: decodeStored(storedGalleryChoices, item.choices, 'gallery draft choices'), savedAt: item.savedAt } : null;

/**
 * The named viewers' lists of a draft (issue 28 point 2), in the order they were started; a
 * draft without `viewers` (saved before named viewers, or written by a reopen) is one unnamed
 * list holding its choices, the first person's. Empty without a draft.
 */
export const viewerListsOf = (item: Pick<GalleryDraftItem, 'choices' | 'savedAt' | 'viewers'> | null | undefined): ViewerList[] => {
  if (!item) return [];
  if (item.viewers !== undefined) return decodeStored(storedViewerLists, item.viewers, 'gallery draft viewers');
  return [{ viewerId: FIRST_VIEWER_ID, name: '', choices: decodeStored(storedGalleryChoices, item.choices, 'gallery draft choices'), savedAt: item.savedAt }];
};
