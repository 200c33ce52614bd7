// The rule of a photographer's change to a session's finance (issue 25 point 7), apart from the
// finance arithmetic (session-finance.ts) so the functions that only price a confirmation (the
// gallery's) do not carry its refusal codes, which their pages would then have to name.
/** A photographer's change of the finance the server refuses (each a catalogue code). */
export type FinanceChangeRefusal = 'sessions.paid_above_total' | 'sessions.total_below_recorded_payments' | 'sessions.paid_below_recorded_payments';

/**
 * The rule of a photographer's change to a session's finance (issue 25 point 7). Money received
 * through recorded payments (invoice payments, gallery extras: `recordedPaidCents`) may take paid
 * above the total, an overpayment shown as a balance in the client's favour; what the photographer
 * types may not: the total is never set below what recorded payments paid (name that amount), paid
 * never set below it (a refund would take it under zero) nor above the total beyond it. Only the
 * figures the change moves are checked, so a finance already paid above its total can still be edited.
 */
export const financeChangeRefusal = (
  saved: { totalPriceCents: number; paidCents: number; recordedPaidCents?: number | undefined },
  next: { totalPriceCents: number; paidCents: number },
): FinanceChangeRefusal | null => {
  const recorded = Math.max(0, saved.recordedPaidCents ?? 0);
  const totalChanged = next.totalPriceCents !== saved.totalPriceCents;
  const paidChanged = next.paidCents !== saved.paidCents;
  if (totalChanged && next.totalPriceCents < recorded) return 'sessions.total_below_recorded_payments';
  if (paidChanged && next.paidCents < recorded) return 'sessions.paid_below_recorded_payments';
  if ((totalChanged || paidChanged) && next.paidCents > Math.max(next.totalPriceCents, recorded)) return 'sessions.paid_above_total';
  return null;
};
