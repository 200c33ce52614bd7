import { describe, expect, it } from 'vitest';
import { effectiveLimits, PLAN_LIMIT_CEILINGS, PLANS } from '../src/plans.js';

describe('plan limits', () => {
  it('are the default plan’s unless the photographer has an override, never above the ceiling', () => {
    expect(effectiveLimits()).toEqual({ imagesPerSession: 2000 });
    expect(effectiveLimits({ imagesPerSession: undefined })).toEqual(PLANS.standard);
    expect(effectiveLimits({ imagesPerSession: 600 })).toEqual({ imagesPerSession: 600 });
    expect(effectiveLimits({ imagesPerSession: PLAN_LIMIT_CEILINGS.imagesPerSession + 1 })).toEqual({ imagesPerSession: PLAN_LIMIT_CEILINGS.imagesPerSession });
    expect(effectiveLimits({ imagesPerSession: -3 })).toEqual({ imagesPerSession: 0 });
  });
});
