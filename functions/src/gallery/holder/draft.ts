// `gallery.saveDraft`: what the client chose so far, kept as they go. Only ready images of
// the link's own session may be named. A draft frozen by an open Checkout of its extras (issue 25
// point 4, extras-checkout.ts) is refused until that Checkout expires or its outcome releases it.
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import { saveDraftUnlessFrozen } from '../../data/stores/gallery-holder.js';
import { DomainError } from '../../lib/errors.js';
import type { Holder } from './holder-access.js';
import { readyImagesOf } from './ready-images.js';
import { requireSessionImages } from './selection-price.js';

export const saveDraft = async ({ photographerId, sessionId, session }: Holder, choices: GalleryChoices, now = new Date()): Promise<{ savedAt: string }> => {
  requireSessionImages(choices, (await readyImagesOf(session)).byId);
  const savedAt = now.toISOString();
  if (!(await saveDraftUnlessFrozen({ photographerId, sessionId }, JSON.stringify(choices), savedAt, Math.floor(now.getTime() / 1000)))) {
    throw new DomainError('gallery.draft_frozen');
  }
  return { savedAt };
};
