// What a photographer's plan allows. There is one plan today and no billing of plans: every
// photographer has the default plan's limits unless their photographer item carries an
// override set by the operator (docs/deploy.md). A limit is read per use from the
// photographer (`effectiveLimits`), never from a constant, so raising a plan or one
// photographer's limit needs no code change.

export interface PlanLimits {
  /** Images a session may hold: ready ones plus uploads ticketed and not yet processed. */
  imagesPerSession: number;
  /**
   * Bytes the photographer's photos may take in the media bucket (originals kept and the files
   * derived from them, profile and catalog uploads): new uploads are refused at or above it.
   */
  storageQuotaBytes: number;
  /** The largest session image (a camera export) one upload may be; sent in parts above UPLOAD_MAX_BYTES. */
  uploadMaxBytes: number;
  /**
   * The largest part a gallery's zip is split into (each part a complete zip, built into S3 one
   * after another, docs/media.md): at most 4 GB, which FAT32 drives and old unzip tools take.
   */
  zipPartBytes: number;
}

/** Decimal units, as the plan and the price are stated (1 GB = 10^9 bytes). */
export const GIGABYTE = 1_000_000_000;
/** Binary, as file sizes are shown by the browser and UPLOAD_MAX_BYTES is stated. */
export const MEBIBYTE = 1024 * 1024;

export const PLANS = {
  standard: { imagesPerSession: 2000, storageQuotaBytes: 100 * GIGABYTE, uploadMaxBytes: 50 * MEBIBYTE, zipPartBytes: 4 * GIGABYTE },
} as const satisfies Record<string, PlanLimits>;

export type PlanId = keyof typeof PLANS;

export const DEFAULT_PLAN: PlanId = 'standard';

/**
 * The most any plan or override may allow: what request contracts are bounded by (a list of
 * a session's images, a gallery selection). An override above it is cut down to it.
 */
export const PLAN_LIMIT_CEILINGS: PlanLimits = {
  imagesPerSession: 2000,
  storageQuotaBytes: 100_000 * GIGABYTE,
  // What the image function is measured to process within its memory (docs/performance.md).
  uploadMaxBytes: 50 * MEBIBYTE,
  // 4 GB (decimal) stays under FAT32's 4 GiB file limit, and one part is built within one
  // invocation of the zip worker (docs/performance.md, "Gallery zips").
  zipPartBytes: 4 * GIGABYTE,
};

/** A photographer's overrides, as stored on their item; absent fields take the plan's. */
export type PlanLimitOverrides = { [Name in keyof PlanLimits]?: PlanLimits[Name] | undefined };

export const effectiveLimits = (overrides: PlanLimitOverrides = {}, plan: PlanId = DEFAULT_PLAN): PlanLimits => {
  const base = PLANS[plan];
  const bounded = (name: keyof PlanLimits) => Math.max(0, Math.min(PLAN_LIMIT_CEILINGS[name], Math.floor(overrides[name] ?? base[name])));
  return { imagesPerSession: bounded('imagesPerSession'), storageQuotaBytes: bounded('storageQuotaBytes'), uploadMaxBytes: bounded('uploadMaxBytes'), zipPartBytes: bounded('zipPartBytes') };
};

/**
 * Extra storage beyond the plan's (spec section 9): sold in blocks of 50 GB at 5 EUR a month
 * each. Buying it is not built yet; the settings' Storage tab shows the price.
 */
export const EXTRA_STORAGE = { blockBytes: 50 * GIGABYTE, monthlyPriceCents: 500, currency: 'EUR' } as const;

/** The usage percentages at which the photographer is alerted (spec section 9), ascending. */
export const STORAGE_ALERT_PERCENTS = [80, 95, 100] as const;

/** The highest alert percentage `used` has reached of `quota` (0 below the first). */
export const storageAlertLevel = (used: number, quota: number): number => {
  if (quota <= 0) return used > 0 ? 100 : 0;
  return STORAGE_ALERT_PERCENTS.filter((percent) => used * 100 >= percent * quota).at(-1) ?? 0;
};
