// The arithmetic of an invoice's payment ledger (issue 25 point 2), shared by the server, the
// dashboard and the web: what is still due, whether a payment fits, the shown status it leaves.
// Amounts are integer cents with the invoice total's sign: a rectifying invoice with a negative
// total is settled by money returned to the client.

/** How a payment arrived. Card and Bizum also come from Stripe Checkout (source `stripe`). */
export const INVOICE_PAYMENT_METHODS = ['transfer', 'cash', 'card', 'bizum', 'other'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

/** Who recorded it: the photographer by hand, or a Stripe payment (only removable in Stripe, by a refund). */
export const INVOICE_PAYMENT_SOURCES = ['manual', 'stripe'] as const;
export type InvoicePaymentSource = (typeof INVOICE_PAYMENT_SOURCES)[number];

/** What is still due: the total less what was paid (0 on a paid or cancelled invoice). */
export const amountDueOf = (invoice: { totalCents: number; paidCents?: number | undefined; status: string }): number =>
  invoice.status === 'paid' || invoice.status === 'cancelled' ? 0 : invoice.totalCents - (invoice.paidCents ?? 0);

/** A payment of `magnitude` (positive cents) signed as the invoice's total. */
export const signedPayment = (totalCents: number, magnitude: number): number => (totalCents < 0 ? -magnitude : magnitude);

/** Whether a signed payment fits what is due: same sign, never beyond it. */
export const paymentFits = (dueCents: number, amountCents: number): boolean =>
  amountCents !== 0 && Math.sign(amountCents) === Math.sign(dueCents) && Math.abs(amountCents) <= Math.abs(dueCents);

/**
 * The one rule of what the photographer may undo by hand (issue 25 point 2): a payment they
 * recorded themselves. A payment from Stripe is money Stripe holds on their account: it goes
 * back only by a refund in Stripe, so neither deleting it nor "mark unpaid" may remove it (the
 * server refuses; the web offers neither).
 */
export const removableByHand = (payment: { source: InvoicePaymentSource }): boolean => payment.source === 'manual';

/** Whether "mark unpaid" may be offered: a paid invoice none of whose payments came from Stripe. */
export const markableUnpaid = (invoice: { status: string }, payments: readonly { source: InvoicePaymentSource }[]): boolean =>
  invoice.status === 'paid' && payments.every(removableByHand);

/**
 * Whether an invoice itself may be paid online ("Pagar ahora", issue 25 point 2): issued and not
 * paid, cancelled, rectified or replaced by an F3, with a positive amount still due (a rectifying
 * invoice's negative total is money returned to the client, not asked of them). The photographer's
 * account must also take charges (the payments engine checks it).
 */
export type OnlinePayability = 'payable' | 'nothing_due' | 'not_payable';
export const onlinePayabilityOf = (invoice: {
  totalCents: number;
  paidCents?: number | undefined;
  status: string;
  rectifiedBy?: readonly unknown[] | undefined;
  substitutedBy?: unknown;
}): OnlinePayability => {
  if (invoice.status === 'cancelled' || (invoice.rectifiedBy?.length ?? 0) > 0 || invoice.substitutedBy) return 'not_payable';
  return amountDueOf(invoice) > 0 ? 'payable' : 'nothing_due';
};

/**
 * A Stripe payment against an invoice: the part that settles what is still due, and what arrived
 * beyond it (the client paid twice, in two tabs): recorded too, for the photographer to return.
 */
export const stripePaymentParts = (dueCents: number, receivedCents: number): { appliedCents: number; overpaidCents: number } => {
  const appliedCents = Math.max(0, Math.min(receivedCents, dueCents));
  return { appliedCents, overpaidCents: receivedCents - appliedCents };
};

/**
 * What a refund in Stripe takes back from what settled the invoice: a refund returns first what
 * was paid beyond what was due, then what settled it (`refundedCents` is Stripe's cumulative total).
 */
export const refundedOfApplied = (payment: { amountCents: number; overpaidCents?: number | undefined }, refundedCents: number): number =>
  Math.max(0, Math.min(Math.abs(payment.amountCents), refundedCents - (payment.overpaidCents ?? 0)));
