import { describe, expect, it } from 'vitest';
import { effectiveLimits, GIGABYTE, MEBIBYTE, PLAN_LIMIT_CEILINGS, PLANS, storageAlertLevel } from '../src/plans.js';

describe('plan limits', () => {
  it('are the default plan’s unless the photographer has an override, never above the ceiling', () => {
    expect(effectiveLimits()).toEqual({ imagesPerSession: 2000, storageQuotaBytes: 100 * GIGABYTE, uploadMaxBytes: 50 * MEBIBYTE, zipPartBytes: 4 * GIGABYTE });
    expect(effectiveLimits({ imagesPerSession: undefined })).toEqual(PLANS.standard);
    expect(effectiveLimits({ imagesPerSession: 600 })).toEqual({ imagesPerSession: 600, storageQuotaBytes: 100 * GIGABYTE, uploadMaxBytes: 50 * MEBIBYTE, zipPartBytes: 4 * GIGABYTE });
    expect(effectiveLimits({ imagesPerSession: PLAN_LIMIT_CEILINGS.imagesPerSession + 1 }).imagesPerSession).toBe(PLAN_LIMIT_CEILINGS.imagesPerSession);
    expect(effectiveLimits({ imagesPerSession: -3 }).imagesPerSession).toBe(0);
    expect(effectiveLimits({ uploadMaxBytes: 500 * MEBIBYTE }).uploadMaxBytes).toBe(PLAN_LIMIT_CEILINGS.uploadMaxBytes);
    // A zip's parts: at most 4 GB (FAT32), lower per photographer (the tests split small data so).
    expect(effectiveLimits({ zipPartBytes: 5 * GIGABYTE }).zipPartBytes).toBe(PLAN_LIMIT_CEILINGS.zipPartBytes);
    expect(effectiveLimits({ zipPartBytes: 1000 }).zipPartBytes).toBe(1000);
    expect(effectiveLimits({ storageQuotaBytes: 150 * GIGABYTE, uploadMaxBytes: 50 * MEBIBYTE, zipPartBytes: 4 * GIGABYTE })).toEqual({ imagesPerSession: 2000, storageQuotaBytes: 150 * GIGABYTE, uploadMaxBytes: 50 * MEBIBYTE, zipPartBytes: 4 * GIGABYTE });
  });

  it('alerts at 80, 95 and 100 % of the storage quota', () => {
    expect([0, 79, 80, 94, 95, 99, 100, 130].map((used) => storageAlertLevel(used, 100))).toEqual([0, 0, 80, 80, 95, 95, 100, 100]);
    expect(storageAlertLevel(0, 0)).toBe(0);
  });
});
