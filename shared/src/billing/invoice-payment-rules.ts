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
