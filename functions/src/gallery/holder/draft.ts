// `gallery.saveDraft`: what the client chose so far, kept as they go: the list of the viewer
// the request names (issue 28 point 2, viewers.ts) and the union of every list. Only ready
// images of the link's own session may be named. A draft frozen by an open Checkout of its
// extras (issue 25 point 4, extras-checkout.ts) is refused until that Checkout expires or its
// outcome releases it.
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import type { Holder } from './holder-access.js';
import { readyImagesOf } from './ready-images.js';
import { requireSessionImages } from './confirmation-records.js';
import { saveViewerList } from './viewers.js';

export const saveDraft = async (holder: Holder, choices: GalleryChoices, viewerId?: string, now = new Date()): Promise<{ savedAt: string }> => {
  requireSessionImages(choices, (await readyImagesOf(holder.session)).byId);
  return saveViewerList(holder, viewerId, choices, now);
};
