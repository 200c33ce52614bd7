// Session finance arithmetic (spec section 3 "Session finance"): integer cents, remaining is
// total minus paid.

export interface FinanceAmounts {
  basePriceCents: number;
  totalPriceCents: number;
  paidCents: number;
}

export const remainingCents = (finance: Pick<FinanceAmounts, 'totalPriceCents' | 'paidCents'>): number =>
  finance.totalPriceCents - finance.paidCents;

/** A new session's finance: the total defaults to the package price, an empty paid amount to 0. */
export const initialFinance = (
  basePriceCents: number,
  input: { totalPriceCents?: number | undefined; paidCents?: number | undefined } = {},
): FinanceAmounts => ({
  basePriceCents,
  totalPriceCents: input.totalPriceCents ?? basePriceCents,
  paidCents: input.paidCents ?? 0,
});

/** True when a paid amount may be saved against a total (spec: a valid, positive number not above the total). */
export const paidIsValid = (paidCents: number, totalPriceCents: number): boolean =>
  Number.isInteger(paidCents) && paidCents >= 0 && paidCents <= totalPriceCents;
