// A quote's deposit (issue 25 point 3, docs/billing.md "Deposits"): what the quote asks the client
// to pay on accepting it, as an amount in cents or a percentage of the quote's total. Integer
// cents only: a percentage (two decimals at most) is taken of the total in hundredths of a
// percent and rounded half up to the cent. Paid online, the deposit gets its own invoice (an
// advance payment: VAT accrues on it, art. 75.Dos LIVA) whose lines split it over the quote's VAT
// categories in proportion to each one's gross, so the invoice's total is the deposit to the cent.
import type { VatCategory } from '../tax/invoice-totals.js';
import type { RuleProblem } from './rule-problem.js';

export const DEPOSIT_KINDS = ['amount', 'percent'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** What the photographer asks: an amount, or a percentage of the total (0.01 to 99.99). */
export type DepositRequest = { kind: 'amount'; amountCents: number } | { kind: 'percent'; percent: number };

/** Half up of a non-negative ratio of integers, exactly. */
const roundedRatio = (numerator: bigint, denominator: bigint): bigint => (numerator * 2n + denominator) / (denominator * 2n);

/** The deposit in cents of a quote whose total is `totalCents`. */
export const depositCentsOf = (deposit: DepositRequest, totalCents: number): number => {
  if (deposit.kind === 'amount') return deposit.amountCents;
  const hundredths = BigInt(Math.round(deposit.percent * 100));
  return Number(roundedRatio(BigInt(Math.max(0, totalCents)) * hundredths, 10_000n));
};

/**
 * A deposit is at least one cent and less than the quote's total, whose IRPF withholding (if any)
 * it cannot carry: an advance invoice withholding IRPF would not total the amount paid. Coded
 * problems on the `deposit` field.
 */
export const depositProblems = (deposit: DepositRequest | null | undefined, totals: { totalCents: number; irpfCents: number }): RuleProblem[] => {
  if (!deposit) return [];
  if (totals.irpfCents !== 0) return [{ path: ['deposit'], code: 'billing.deposit_with_irpf', message: 'a quote with IRPF withheld cannot ask a deposit' }];
  const cents = depositCentsOf(deposit, totals.totalCents);
  if (!(cents >= 1 && cents < totals.totalCents)) {
    return [{ path: ['deposit'], code: 'billing.deposit_invalid', message: 'the deposit must be more than 0 and less than the total' }];
  }
  return [];
};

/** One row of the quote's VAT breakdown: its category and gross (base + VAT). */
export interface GrossRow {
  vat: VatCategory;
  grossCents: number;
}

/**
 * The deposit split over the quote's VAT categories in proportion to each one's gross (largest
 * remainder, so the parts sum to the deposit exactly); rows that get nothing are left out.
 */
export const depositShares = (depositCents: number, rows: readonly GrossRow[]): GrossRow[] => {
  const total = rows.reduce((sum, row) => sum + Math.max(0, row.grossCents), 0);
  if (total <= 0) return [];
  const parts = rows.map((row, index) => {
    const exact = BigInt(depositCents) * BigInt(Math.max(0, row.grossCents));
    return { index, floor: exact / BigInt(total), remainder: exact % BigInt(total) };
  });
  let left = BigInt(depositCents) - parts.reduce((sum, part) => sum + part.floor, 0n);
  const order = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const extra = new Set<number>();
  for (const part of order) {
    if (left <= 0n) break;
    extra.add(part.index);
    left -= 1n;
  }
  return rows
    .map((row, index) => ({ vat: row.vat, grossCents: Number(parts[index]?.floor ?? 0n) + (extra.has(index) ? 1 : 0) }))
    .filter((row) => row.grossCents > 0);
};
