// Settings → Billing → Stripe: what the page does on Stripe's return, and the Bizum limit in euros.
import { BIZUM_MAX_LIMIT_CENTS, type PaymentMethods } from '@fotostudio/shared/contracts/payments';

/** Stripe sends the browser back with `?stripe=return` (read the account again) or `?stripe=refresh` (the link expired: start again). */
export type StripeReturn = 'return' | 'refresh' | undefined;
export const stripeReturnOf = (value: string | null): StripeReturn => (value === 'return' || value === 'refresh' ? value : undefined);

/** Whole euros typed in the form, as cents; undefined when out of the allowed range (1 € to the bank's cap). */
export const bizumMaxCentsOf = (euros: string): number | undefined => {
  const value = Number(euros.replace(',', '.'));
  if (!Number.isFinite(value)) return undefined;
  const cents = Math.round(value * 100);
  return cents >= 100 && cents <= BIZUM_MAX_LIMIT_CENTS ? cents : undefined;
};

export const eurosOf = (cents: number): string => (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);

export const sameMethods = (a: PaymentMethods, b: PaymentMethods): boolean =>
  a.card === b.card && a.bizum === b.bizum && a.bizumMaxCents === b.bizumMaxCents && a.sepaDebit === b.sepaDebit;
