// `gallery.saveDraft`: what the client chose so far, kept as they go. Only ready images of
// the link's own session may be named.
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import { itemKeys } from '../../data/item-keys.js';
import { putItem } from '../../data/plain-table.js';
import type { Holder } from './holder-access.js';
import { readyImagesOf } from './ready-images.js';
import { requireSessionImages } from './selection-price.js';

export const saveDraft = async ({ photographerId, sessionId, session }: Holder, choices: GalleryChoices): Promise<{ savedAt: string }> => {
  requireSessionImages(choices, (await readyImagesOf(session)).byId);
  const savedAt = new Date().toISOString();
  await putItem('galleryDraft', itemKeys.galleryDraft(photographerId, sessionId), { photographerId, sessionId, choices: JSON.stringify(choices), savedAt });
  return { savedAt };
};
