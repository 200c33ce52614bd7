// The authoritative price of a client's choices (`gallery.price`, and what `gallery.finalize`
// stores): every image must be a ready image of this session, and the shared `galleryPrice`
// rule decides (pricing-records.ts); its refusals keep their catalogue codes.
import type { GalleryChoices, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { DomainError } from '../../lib/errors.js';
import { pricingRecordsOf } from './gallery-terms.js';
import type { Holder } from './holder-access.js';
import { priceOf } from './pricing-records.js';
import { readyImagesOf } from './ready-images.js';

/** Refuses choices that name an image which is not a ready image of the session. */
export const requireSessionImages = (choices: Pick<GalleryChoices, 'images'>, readyIds: ReadonlyMap<string, unknown>): void => {
  if (choices.images.some((image) => !readyIds.has(image.imageId))) throw new DomainError('gallery.image_not_in_session');
};

/** `gallery.price`: the price of the client's choices, as the session's records make it now. */
export const priceChoices = async ({ session }: Pick<Holder, 'session'>, choices: GalleryChoices): Promise<{ price: GalleryPriceResult }> => {
  const [ready, records] = await Promise.all([readyImagesOf(session), pricingRecordsOf(session)]);
  requireSessionImages(choices, ready.byId);
  return { price: priceOf(choices, records) };
};
