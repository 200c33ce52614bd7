// The Selections tab's view of what the client chose: a confirmed version comes with names
// resolved at confirmation; the draft in progress names only ids, resolved here against the
// session's images and the catalog as they are now.
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import type { GalleryProductChoice } from '@fotostudio/shared/contracts/gallery-price';
import type { SessionSelection, SelectedProductLine } from '@fotostudio/shared/contracts/share-links';
import { slugify } from '@fotostudio/shared/business-slug';

export interface ProductLineView {
  key: string;
  productName: string;
  /** e.g. "Tamaño: 20x30"; null when the variant is no longer in the catalog. */
  variant: string | null;
  quantity: number;
  /** Null when the product is no longer in the catalog (a draft names ids only). */
  unitPriceCents: number | null;
}

export interface SelectionImageView {
  imageId: string;
  /** Null when the image is no longer in the session. */
  fileName: string | null;
  thumbUrl: string | null;
  comment: string | null;
  products: ProductLineView[];
}

export interface SelectionView {
  images: SelectionImageView[];
  additionalProducts: ProductLineView[];
  generalComment: string | null;
  fullGallerySelected: boolean;
}

interface CatalogVariant {
  variantId: string;
  name: string;
  value: string;
  priceCents: number;
}
interface CatalogProduct {
  productId: string;
  name: string;
  variants: CatalogVariant[];
}
interface ImageFacts {
  imageId: string;
  fileName: string;
  thumbUrl: string | null;
}

const confirmedLine = (line: SelectedProductLine, index: number): ProductLineView => ({
  key: `${line.productId}:${line.variantId}:${index}`,
  productName: line.productName,
  variant: `${line.variantName}: ${line.variantValue}`,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
});

/** A confirmed version as the tab shows it. */
export const confirmedSelectionView = (selection: SessionSelection): SelectionView => ({
  images: selection.images.map((image) => ({
    imageId: image.imageId,
    fileName: image.fileName,
    thumbUrl: image.thumbUrl,
    comment: image.comment,
    products: image.products.map(confirmedLine),
  })),
  additionalProducts: selection.additionalProducts.map(confirmedLine),
  generalComment: selection.generalComment,
  fullGallerySelected: selection.fullGallerySelected,
});

/** The draft as the tab shows it; `unknownProduct` names a product the catalog no longer has. */
export const draftSelectionView = (
  draft: GalleryChoices,
  images: readonly ImageFacts[],
  products: readonly CatalogProduct[],
  unknownProduct: string,
): SelectionView => {
  const imageById = new Map(images.map((image) => [image.imageId, image]));
  const productById = new Map(products.map((product) => [product.productId, product]));
  const line = (choice: GalleryProductChoice, index: number): ProductLineView => {
    const product = productById.get(choice.productId);
    const variant = product?.variants.find((v) => v.variantId === choice.variantId);
    return {
      key: `${choice.productId}:${choice.variantId}:${index}`,
      productName: product?.name ?? unknownProduct,
      variant: variant ? `${variant.name}: ${variant.value}` : null,
      quantity: choice.quantity,
      unitPriceCents: variant?.priceCents ?? null,
    };
  };
  return {
    images: draft.images.map((choice) => {
      const image = imageById.get(choice.imageId);
      return {
        imageId: choice.imageId,
        fileName: image?.fileName ?? null,
        thumbUrl: image?.thumbUrl ?? null,
        comment: choice.comment ?? null,
        products: choice.products.map(line),
      };
    }),
    additionalProducts: draft.additionalProducts.map(line),
    generalComment: draft.generalComment ?? null,
    fullGallerySelected: draft.fullGallerySelected,
  };
};

/** The file names of a selection, in its order (images no longer in the session have none). */
export const selectionFileNames = (view: SelectionView): string[] => view.images.flatMap((image) => (image.fileName === null ? [] : [image.fileName]));

/** The .txt download's name from its parts (the session title, the version in the user's language), as slugs. */
export const selectionFileName = (parts: readonly string[]): string => `${parts.map(slugify).filter(Boolean).join('-') || 'selection'}.txt`;
