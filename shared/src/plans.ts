// What a photographer's plan allows. There is one plan today and no billing of plans: every
// photographer has the default plan's limits unless their photographer item carries an
// override set by the operator (docs/deploy.md). A limit is read per use from the
// photographer (`effectiveLimits`), never from a constant, so raising a plan or one
// photographer's limit needs no code change.

export interface PlanLimits {
  /** Images a session may hold: ready ones plus uploads ticketed and not yet processed. */
  imagesPerSession: number;
}

export const PLANS = {
  standard: { imagesPerSession: 2000 },
} as const satisfies Record<string, PlanLimits>;

export type PlanId = keyof typeof PLANS;

export const DEFAULT_PLAN: PlanId = 'standard';

/**
 * The most any plan or override may allow: what request contracts are bounded by (a list of
 * a session's images, a gallery selection). An override above it is cut down to it.
 */
export const PLAN_LIMIT_CEILINGS: PlanLimits = { imagesPerSession: 2000 };

/** A photographer's overrides, as stored on their item; absent fields take the plan's. */
export type PlanLimitOverrides = { [Name in keyof PlanLimits]?: PlanLimits[Name] | undefined };

export const effectiveLimits = (overrides: PlanLimitOverrides = {}, plan: PlanId = DEFAULT_PLAN): PlanLimits => {
  const base = PLANS[plan];
  const imagesPerSession = overrides.imagesPerSession ?? base.imagesPerSession;
  return { imagesPerSession: Math.max(0, Math.min(PLAN_LIMIT_CEILINGS.imagesPerSession, Math.floor(imagesPerSession))) };
};
