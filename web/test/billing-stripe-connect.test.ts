// Settings → Billing → Stripe: Stripe's return marker and the Bizum limit typed in euros.
import { BIZUM_MAX_LIMIT_CENTS, paymentMethods } from '@fotostudio/shared/contracts/payments';
import { describe, expect, it } from 'vitest';
import { bizumMaxCentsOf, eurosOf, stripeReturnOf } from '../src/features/billing/utils/stripe-connect';

describe('the Stripe section', () => {
  it("reads Stripe's return marker, and nothing else, from the address", () => {
    expect([stripeReturnOf('return'), stripeReturnOf('refresh'), stripeReturnOf('x'), stripeReturnOf(null)]).toEqual(['return', 'refresh', undefined, undefined]);
  });

  it('takes the Bizum limit in euros (comma or point) within 1 € and the banks’ cap, as the contract does', () => {
    expect(bizumMaxCentsOf('500')).toBe(50_000);
    expect(bizumMaxCentsOf('499,99')).toBe(49_999);
    expect(bizumMaxCentsOf('1000')).toBe(BIZUM_MAX_LIMIT_CENTS);
    for (const refused of ['1000.01', '0.99', '', 'abc', '-5']) expect(bizumMaxCentsOf(refused), refused).toBeUndefined();
    for (const euros of ['1', '250,5', '1000']) {
      const cents = bizumMaxCentsOf(euros);
      expect(paymentMethods.safeParse({ card: true, bizum: true, bizumMaxCents: cents, sepaDebit: false }).success, euros).toBe(true);
    }
    expect([eurosOf(100_000), eurosOf(49_999)]).toEqual(['1000', '499.99']);
  });
});
