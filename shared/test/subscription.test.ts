import { describe, expect, it } from 'vitest';
import { subscriptionOf, TRIAL_DAYS } from '../src/subscription';

describe('the photographer subscription (nothing is charged yet)', () => {
  const created = '2026-01-20T10:00:00.000Z';

  it('is the free Hobby plan, monthly, in its 14-day trial from the account creation', () => {
    expect(TRIAL_DAYS).toBe(14);
    expect(subscriptionOf(created, new Date('2026-01-25T00:00:00Z'))).toEqual({
      plan: 'hobby',
      monthlyPriceCents: 0,
      status: 'trialing',
      billingPeriod: 'monthly',
      trialEndsAt: '2026-02-03T10:00:00.000Z',
      cancelAtPeriodEnd: false,
      nextRenewalAt: '2026-02-03T10:00:00.000Z',
      chargingEnabled: false,
    });
  });

  it('is active after the trial and renews monthly from its end', () => {
    const at = subscriptionOf(created, new Date('2026-02-03T10:00:00.000Z'));
    expect(at).toMatchObject({ status: 'active', nextRenewalAt: '2026-03-03T10:00:00.000Z' });
    expect(subscriptionOf(created, new Date('2026-07-10T00:00:00Z'))).toMatchObject({ status: 'active', nextRenewalAt: '2026-08-03T10:00:00.000Z' });
  });

  it('renews on the month\'s last day when the month is shorter', () => {
    // Created on 17 January: the trial ends on 31 January; February has no 31st.
    expect(subscriptionOf('2027-01-17T09:00:00.000Z', new Date('2027-02-05T00:00:00Z')).nextRenewalAt).toBe('2027-02-28T09:00:00.000Z');
    // and the next one is on the 31st again, not the 28th carried on.
    expect(subscriptionOf('2027-01-17T09:00:00.000Z', new Date('2027-03-01T00:00:00Z')).nextRenewalAt).toBe('2027-03-31T09:00:00.000Z');
  });

  it('says unknown, not a made-up date, when the account has no readable creation date', () => {
    expect(subscriptionOf('', new Date())).toMatchObject({ status: 'unknown', nextRenewalAt: null });
  });
});
