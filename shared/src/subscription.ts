// A photographer's subscription as the spec lists it (sections 3 and 9): plan, status, billing
// period, trial end, cancel at period end, next renewal. Charging photographers is not built:
// every account is on the free Hobby plan, in its 14-day trial from the account's creation and
// active after it, and nothing is ever charged. Computed when read, so no stored item pretends
// to be a billing record; when charging lands, a stored subscription replaces this function's
// answer and `chargingEnabled` turns true.

export const SUBSCRIPTION_PLANS = ['hobby'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'unknown'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The free trial new accounts get (spec section 9: 14 days). */
export const TRIAL_DAYS = 14;
/** The default plan shown (spec section 9: Hobby at 0 a month, monthly). */
export const DEFAULT_SUBSCRIPTION_PLAN = { plan: 'hobby', monthlyPriceCents: 0, billingPeriod: 'monthly' } as const;

export interface Subscription {
  plan: SubscriptionPlan;
  monthlyPriceCents: number;
  status: SubscriptionStatus;
  billingPeriod: BillingPeriod | null;
  /** ISO instant the trial ends (or ended). */
  trialEndsAt: string;
  cancelAtPeriodEnd: boolean;
  /** ISO instant the current period renews: the trial's end during the trial, then monthly from it. */
  nextRenewalAt: string | null;
  /** False while charging photographers is not built: nothing is charged, no payment method is asked. */
  chargingEnabled: boolean;
}

const DAY_MS = 86_400_000;

/** `months` after `anchor`, on the anchor's day of the month (the month's last day when it has fewer). */
const addMonths = (anchor: Date, months: number): Date => {
  const next = new Date(anchor);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return next;
};

export const subscriptionOf = (accountCreatedAt: string, now: Date = new Date()): Subscription => {
  const created = Date.parse(accountCreatedAt);
  if (Number.isNaN(created)) {
    return { ...DEFAULT_SUBSCRIPTION_PLAN, status: 'unknown', trialEndsAt: accountCreatedAt, cancelAtPeriodEnd: false, nextRenewalAt: null, chargingEnabled: false };
  }
  const trialEnd = new Date(created + TRIAL_DAYS * DAY_MS);
  const trialing = now.getTime() < trialEnd.getTime();
  let months = 0;
  while (addMonths(trialEnd, months).getTime() <= now.getTime()) months += 1;
  const renewal = addMonths(trialEnd, months);
  return {
    ...DEFAULT_SUBSCRIPTION_PLAN,
    status: trialing ? 'trialing' : 'active',
    trialEndsAt: trialEnd.toISOString(),
    cancelAtPeriodEnd: false,
    nextRenewalAt: renewal.toISOString(),
    chargingEnabled: false,
  };
};
