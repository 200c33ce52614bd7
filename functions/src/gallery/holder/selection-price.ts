// The authoritative price of a client's choices (`gallery.price`, and what `gallery.finalize`
// stores): every image must be a ready image of this session, and the shared `galleryPrice`
// rule decides (pricing-records.ts); its refusals keep their catalogue codes.
import type { GalleryChoices, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { requireSessionImages } from './confirmation-records.js';
import { pricingRecordsOf } from './gallery-terms.js';
import type { Holder } from './holder-access.js';
import { priceOf } from './pricing-records.js';
import { readyImagesOf } from './ready-images.js';

/** `gallery.price`: the price of the client's choices, as the session's records make it now. */
export const priceChoices = async ({ session }: Pick<Holder, 'session'>, choices: GalleryChoices): Promise<{ price: GalleryPriceResult }> => {
  const [ready, records] = await Promise.all([readyImagesOf(session), pricingRecordsOf(session)]);
  requireSessionImages(choices, ready.byId);
  return { price: priceOf(choices, records) };
};
