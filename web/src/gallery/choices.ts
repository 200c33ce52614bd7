// What the client chose, as one immutable value: every change makes a new one, which the
// screen renders, the draft saver saves and the price is computed from.
import type { GalleryChoices, GalleryData, GalleryImageChoice, GalleryProduct } from '@fotostudio/shared/contracts/gallery';
import type { GalleryProductChoice } from '@fotostudio/shared/contracts/gallery-price';
import { selectionCounter, type CounterTerms } from '@fotostudio/shared/pricing/selection-counter';

export const emptyChoices = (): GalleryChoices => ({ images: [], additionalProducts: [], fullGallerySelected: false, generalComment: null });

type ProductUse = 'images' | 'extra';

const offeredFor = (product: Pick<GalleryProduct, 'usageType'>, use: ProductUse): boolean => product.usageType === 'both' || product.usageType === use;

/** Products the client may add to one photo, or to the session as additional products. */
export const productsFor = (products: readonly GalleryProduct[], use: ProductUse): GalleryProduct[] =>
  products.filter((product) => offeredFor(product, use) && product.variants.length > 0);

const validLines = (lines: readonly GalleryProductChoice[], products: readonly GalleryProduct[], use: ProductUse): GalleryProductChoice[] =>
  lines.filter((line) => {
    const product = products.find((candidate) => candidate.productId === line.productId);
    return product !== undefined && offeredFor(product, use) && product.variants.some((v) => v.variantId === line.variantId);
  });

/**
 * The saved draft as it still applies to the gallery: images that left the gallery (the
 * server leaves those out of the draft it sends: the client never holds every photo), products
 * or variants the photographer removed and a full gallery no longer offered are dropped, so a
 * restored draft never makes the price or the confirmation fail.
 */
export const restoreDraft = (gallery: Pick<GalleryData, 'draft' | 'products' | 'terms'>): GalleryChoices => {
  const draft = gallery.draft;
  if (draft === null) return emptyChoices();
  const seen = new Set<string>();
  const images = draft.images
    .filter((choice) => {
      if (seen.has(choice.imageId)) return false;
      seen.add(choice.imageId);
      return true;
    })
    .map((choice) => ({ ...choice, products: validLines(choice.products, gallery.products, 'images') }));
  return {
    images,
    additionalProducts: validLines(draft.additionalProducts, gallery.products, 'extra'),
    fullGallerySelected: draft.fullGallerySelected && gallery.terms.allowFullGallery && gallery.terms.fullGalleryPriceCents !== null,
    generalComment: draft.generalComment ?? null,
  };
};

export const isSelected = (choices: GalleryChoices, imageId: string): boolean => choices.images.some((image) => image.imageId === imageId);

/** Hearts or un-hearts a photo; un-hearting forgets its products and comment. */
export const toggleImage = (choices: GalleryChoices, imageId: string): GalleryChoices =>
  isSelected(choices, imageId)
    ? { ...choices, images: choices.images.filter((image) => image.imageId !== imageId) }
    : { ...choices, images: [...choices.images, { imageId, products: [], comment: null }] };

/** A photo un-hearted with its products or comment, and its place, so it can be put back. */
export interface RemovedChoice {
  choice: GalleryImageChoice;
  index: number;
}

export interface ToggleResult {
  choices: GalleryChoices;
  /** The package's limit refused one more photo (issue 28 point 2). */
  refused: boolean;
  removed: RemovedChoice | null;
}

/** Hearts a photo while the package allows one more, or un-hearts it (saying what it carried). */
export const toggleWithinLimit = (choices: GalleryChoices, imageId: string, terms: CounterTerms): ToggleResult => {
  const index = choices.images.findIndex((image) => image.imageId === imageId);
  const choice = choices.images[index];
  if (choice) {
    const carried = choice.products.length > 0 || Boolean(choice.comment);
    return { choices: toggleImage(choices, imageId), refused: false, removed: carried ? { choice, index } : null };
  }
  if (!selectionCounter(terms, choices).canAddPhoto) return { choices, refused: true, removed: null };
  return { choices: toggleImage(choices, imageId), refused: false, removed: null };
};

/** Puts an un-hearted photo back where it was, with what it carried (unless it is hearted again, or the limit is reached). */
export const restoreRemoved = (choices: GalleryChoices, removed: RemovedChoice, terms: CounterTerms): ToggleResult => {
  if (isSelected(choices, removed.choice.imageId)) return { choices, refused: false, removed: null };
  if (!selectionCounter(terms, choices).canAddPhoto) return { choices, refused: true, removed: null };
  const images = [...choices.images];
  images.splice(Math.min(removed.index, images.length), 0, removed.choice);
  return { choices: { ...choices, images }, refused: false, removed: null };
};

/** Changes one photo's products or comment; choosing either hearts the photo too. */
export const updateImage = (choices: GalleryChoices, imageId: string, change: Partial<Omit<GalleryImageChoice, 'imageId'>>): GalleryChoices => {
  const current = choices.images.find((image) => image.imageId === imageId) ?? { imageId, products: [], comment: null };
  const next = { ...current, ...change };
  return isSelected(choices, imageId)
    ? { ...choices, images: choices.images.map((image) => (image.imageId === imageId ? next : image)) }
    : { ...choices, images: [...choices.images, next] };
};

/** Adds units of a product line, merged with the same product and variant if already there. */
export const addLine = (lines: readonly GalleryProductChoice[], line: GalleryProductChoice): GalleryProductChoice[] =>
  lines.some((l) => l.productId === line.productId && l.variantId === line.variantId)
    ? lines.map((l) => (l.productId === line.productId && l.variantId === line.variantId ? { ...l, quantity: l.quantity + line.quantity } : l))
    : [...lines, line];

export const removeLine = (lines: readonly GalleryProductChoice[], index: number): GalleryProductChoice[] => lines.filter((_, i) => i !== index);

/** Can the client go on to review? At least one photo, or the full gallery. */
export const canReview = (choices: GalleryChoices): boolean => choices.images.length > 0 || choices.fullGallerySelected;

/** A comment as the API takes it: trimmed, empty is null. */
export const cleanComment = (text: string): string | null => (text.trim() === '' ? null : text);
