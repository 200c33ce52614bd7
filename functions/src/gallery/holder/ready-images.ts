// The gallery function's list of a session's ready images (ready-image-list.ts), its image
// items read through the plain path.
import { readSessionImages } from './gallery-items.js';
import { READY_IMAGE_ATTRIBUTES, readyImagesThrough } from './ready-image-list.js';

export const readyImagesOf = readyImagesThrough((photographerId, sessionId) =>
  readSessionImages(photographerId, sessionId, { consistent: true, attributes: READY_IMAGE_ATTRIBUTES }),
);
