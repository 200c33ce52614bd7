// The refund question (issue 25 point 2): a Stripe refund of a payment recorded against an
// invoice asks the photographer whether the sale changed (then a rectifying invoice of that
// invoice, issued through the existing form) or an overpayment was returned (no rectifying
// invoice). The answer is kept on the payment, once; the issued invoice is never altered.

export const REFUND_ANSWERS = ['saleChanged', 'overpaymentReturned'] as const;
export type RefundAnswerKind = (typeof REFUND_ANSWERS)[number];

/** Where a payment's question stands: no refund (nothing to ask), asked, or answered. */
export type RefundQuestionState = 'none' | 'open' | 'answered';

export const refundQuestionOf = (payment: { source: string; refundedCents?: number | null | undefined; refundAnswer?: unknown }): RefundQuestionState => {
  if (payment.refundAnswer) return 'answered';
  return payment.source === 'stripe' && (payment.refundedCents ?? 0) > 0 ? 'open' : 'none';
};
