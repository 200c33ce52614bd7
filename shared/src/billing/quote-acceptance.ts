// Where a quote stands with its client (issue 26 point 4, issue 25 point 3): a quote that asks a
// deposit the client pays online is accepted only once that deposit is paid. Between the client's
// "Aceptar" and the payment it is "accepted, deposit pending" (`awaiting_deposit`), for the client
// on the quote page and for the photographer in the quote's list and detail. Pure, so the quote
// page, the document answers and their tests read one rule (docs/billing.md).

export const QUOTE_ACCEPTANCE_STATES = ['not_accepted', 'awaiting_deposit', 'accepted'] as const;
export type QuoteAcceptanceState = (typeof QUOTE_ACCEPTANCE_STATES)[number];

export interface QuoteAcceptanceFacts {
  /** The client pressed "Aceptar" on the quote page (the quote's `acceptance`). */
  accepted: boolean;
  /**
   * Whether that acceptance asked the deposit online: the quote asked a deposit and the
   * photographer's Stripe account took charges when the client accepted. Without payments the
   * deposit is paid as the quote's payment conditions say, and the acceptance stands at once.
   */
  depositDue: boolean;
  /** The deposit's invoice was issued (the payment arrived: billing/deposits.ts). */
  depositPaid: boolean;
}

export const quoteAcceptanceState = ({ accepted, depositDue, depositPaid }: QuoteAcceptanceFacts): QuoteAcceptanceState => {
  if (!accepted) return 'not_accepted';
  return depositDue && !depositPaid ? 'awaiting_deposit' : 'accepted';
};

/** Whether accepting asks the deposit online: one is asked and the photographer can take it now. */
export const depositDueOnAcceptance = ({ depositAsked, takesCharges }: { depositAsked: boolean; takesCharges: boolean }): boolean => depositAsked && takesCharges;
