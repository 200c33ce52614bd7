// A package whose watermark was switched on or off, or a session moved to another package:
// the sessions concerned get the renditions their gallery is now signed for
// (gallery/workers/gallery-renditions.ts). The image code, and sharp with it, is loaded
// only here, so the stream function's cold start does not pay for it.
import type { SessionPackageItem } from '../../data/entities/session-package.js';
import type { SessionItem } from '../../data/entities/session.js';

const renditions = () => import('./gallery-renditions.js');

export const followPackageWatermark = async (before: SessionPackageItem | undefined, after: SessionPackageItem | undefined): Promise<void> => {
  if (!before || !after || Boolean(before.watermark) === Boolean(after.watermark)) return;
  await (await renditions()).ensureGalleryRenditionsOfPackage(after.photographerId, after.packageId);
};

export const followSessionPackage = async (before: SessionItem | undefined, after: SessionItem | undefined): Promise<void> => {
  if (!before || !after || before.packageId === after.packageId) return;
  await (await renditions()).ensureGalleryRenditions(after);
};
