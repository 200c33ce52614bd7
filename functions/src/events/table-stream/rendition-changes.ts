import type { SessionPackageItem } from '../../data/entities/session-package.js';
import type { SessionItem } from '../../data/entities/session.js';
import * as renditions from '../../gallery/workers/follow-watermark.js';
import type { ItemChange } from './stream-record.js';

/** A package changed: its sessions follow a watermark switched on or off (gallery/workers/follow-watermark.ts). */
export const followPackageWatermark = (change: ItemChange): Promise<void> =>
  renditions.followPackageWatermark(change.oldItem as SessionPackageItem | undefined, change.newItem as SessionPackageItem | undefined);

/** A session changed: moved to another package, its gallery follows that package's watermark. */
export const followSessionPackage = (change: ItemChange): Promise<void> =>
  renditions.followSessionPackage(change.oldItem as SessionItem | undefined, change.newItem as SessionItem | undefined);

/**
 * A session's delivery watermark turned on: its ready finals get their watermarked renditions
 * (sessions/final-watermarks.ts, loaded only here: it brings sharp).
 */
export const followDeliveryWatermark = async (change: ItemChange): Promise<void> => {
  const before = change.oldItem as SessionItem | undefined;
  const after = change.newItem as SessionItem | undefined;
  if (!after?.delivery?.watermark || before?.delivery?.watermark) return;
  await (await import('../../sessions/final-watermarks.js')).ensureFinalWatermarks(after);
};
