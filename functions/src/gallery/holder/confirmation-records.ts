// What a confirmed selection stores (the `sessionSelection` version's attributes), made one way
// for every path that confirms: the client's own (finalize.ts), the extras' Checkout that
// confirms once paid (extras-checkout.ts freezes it, workers/extras-payment.ts writes it) and the
// hourly run at the selection deadline (selection-deadline.ts). Each reads the records its own
// way (the gallery function's plain path, the others' ElectroDB); what is made of them is here,
// so a version confirmed at the deadline or by a payment carries the named viewers' lists and
// who confirmed exactly as a hand confirmation does. No data access here.
import type { GalleryChoices, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { sameSelection, viewerUnion, type ViewerList } from '@fotostudio/shared/gallery/viewer-lists';
import { storedViewerLists } from '@fotostudio/shared/stored/gallery-selection';
import { DomainError } from '../../lib/errors.js';
import { priceOf, type PricingRecords } from './pricing-records.js';
import { namesOf } from './stored-selection.js';

/** Refuses choices that name an image which is not a ready image of the session. */
export const requireSessionImages = (choices: Pick<GalleryChoices, 'images'>, readyIds: ReadonlyMap<string, unknown>): void => {
  if (choices.images.some((image) => !readyIds.has(image.imageId))) throw new DomainError('gallery.image_not_in_session');
};

/** The version's stored attributes beside its key: each JSON as stored; `viewers` and `confirmedBy` only when someone was named. */
export interface StoredConfirmation {
  choices: string;
  lines: string;
  price: string;
  fileNames: string;
  viewers?: string;
  confirmedBy?: string;
}

export interface ConfirmationInput {
  /** The session's ready photos by id (their file names are stored). */
  readyById: ReadonlyMap<string, { fileName: string }>;
  /** The package's records, read now: the price is made of them. */
  records: PricingRecords;
  /** The named viewers' lists of the draft as read (`viewerListsOf`); empty without a draft. */
  lists: readonly ViewerList[];
  /** Who confirms: a viewer's id (the client's confirmation or payment), none at the deadline. */
  viewerId?: string | undefined;
  confirmedAt: string;
}

/**
 * The named viewers' lists a confirmation of `choices` stores, checked against them: with more
 * than one list the choices must have exactly the photos of their union (photos that left the
 * gallery aside) and the full-gallery choice, else `gallery.selection_changed`; one list is the
 * choices confirmed (its last save may lag the page by a moment). Null when nobody was named,
 * as every confirmation before named viewers.
 */
const confirmedListsOf = (lists: readonly ViewerList[], choices: GalleryChoices, readyById: ReadonlyMap<string, unknown>, confirmedAt: string): ViewerList[] | null => {
  if (lists.length > 1) {
    const union = viewerUnion(lists);
    if (!sameSelection({ ...union, images: union.images.filter((image) => readyById.has(image.imageId)) }, choices)) throw new DomainError('gallery.selection_changed');
    return [...lists];
  }
  const [only] = lists;
  return only && only.name !== '' ? [{ ...only, choices, savedAt: confirmedAt }] : null;
};

/**
 * Prices `choices` and makes what their confirmation stores: the price, the chosen products'
 * names and prices as the catalog has them now, the photos' file names, the viewers' lists and
 * the name of the viewer who confirmed. Refuses an empty selection, a photo not ready in the
 * session, and whatever the price refuses, with their catalogue codes.
 */
export const confirmationOf = (choices: GalleryChoices, input: ConfirmationInput): { price: GalleryPriceResult; stored: StoredConfirmation } => {
  const { readyById, records, lists, viewerId, confirmedAt } = input;
  if (choices.images.length === 0 && !choices.fullGallerySelected) throw new DomainError('gallery.no_images_selected');
  requireSessionImages(choices, readyById);
  const price = priceOf(choices, records);
  const names = namesOf(choices, new Map(records.products.map((product) => [product.productId, product])));
  const fileNames = Object.fromEntries(choices.images.map((image) => [image.imageId, readyById.get(image.imageId)?.fileName ?? '']));
  const confirmedLists = confirmedListsOf(lists, choices, readyById, confirmedAt);
  const confirmedBy = viewerId === undefined ? undefined : confirmedLists?.find((list) => list.viewerId === viewerId)?.name;
  return {
    price,
    stored: {
      choices: JSON.stringify(choices),
      lines: JSON.stringify(names),
      price: JSON.stringify(price),
      fileNames: JSON.stringify(fileNames),
      ...(confirmedLists ? { viewers: storedViewerLists.encode(confirmedLists) } : {}),
      ...(confirmedBy ? { confirmedBy } : {}),
    },
  };
};
