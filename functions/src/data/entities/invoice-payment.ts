// An issued invoice's payment ledger and its public page (issue 25 point 2, docs/billing.md
// "Payments and the public invoice page"): each payment recorded against the invoice, in the
// billing collection beside it; and the lookup of an invoice's public link token.
import { Entity, type EntityItem } from 'electrodb';
import { INVOICE_PAYMENT_METHODS, INVOICE_PAYMENT_SOURCES } from '@fotostudio/shared/billing/invoice-payment-rules';
import { REFUND_ANSWERS } from '@fotostudio/shared/billing/refund-question';
import { timestamps } from './timestamps.js';

/**
 * A payment against an invoice: integer cents with the invoice total's sign, the day it arrived,
 * how, a note, and who recorded it (by hand, or from Stripe with its ids). An accounting record:
 * kept with the invoice. The invoice's `paidCents` is the sum of its payments, moved in the same
 * transaction as each payment's create or delete (data/stores/invoice-payments.ts).
 */
export const invoicePaymentEntity = () => new Entity({
  model: { entity: 'invoicePayment', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    paymentId: { type: 'string', required: true, readOnly: true },
    amountCents: { type: 'number', required: true, readOnly: true },
    paidOn: { type: 'string', required: true, readOnly: true },
    method: { type: INVOICE_PAYMENT_METHODS, required: true, readOnly: true },
    note: { type: 'string', readOnly: true },
    source: { type: INVOICE_PAYMENT_SOURCES, required: true, readOnly: true },
    stripeCheckoutSessionId: { type: 'string', readOnly: true },
    stripePaymentIntentId: { type: 'string', readOnly: true },
    /**
     * A Stripe payment that arrived beyond what was due (the client paid twice, in two tabs): the
     * excess, not counted in the invoice's `paidCents`, for the photographer to return. Absent: none
     * (every payment recorded before invoices were paid online).
     */
    overpaidCents: { type: 'number', readOnly: true },
    /** A Stripe payment: Stripe's cumulative refunded amount, only ever raised (the overpaid part is returned first). Absent: none. */
    refundedCents: { type: 'number' },
    /**
     * Counted into its session's finance (`paidCents`) when recorded (issue 25 point 7: the invoice's
     * session, while its finance exists), so its refund or delete takes it back out. Absent: not
     * counted (every payment recorded before, which the photographer kept in the finance by hand).
     */
    sessionCounted: { type: 'boolean', readOnly: true },
    /**
     * The photographer's answer to the question a refund in Stripe asks (billing/refund-question.ts):
     * the sale changed (the rectifying invoice issued for it) or an overpayment was returned; the
     * refunded total it answered, and when. Set once. Absent: unanswered (every payment before it).
     */
    refundAnswer: {
      type: 'map',
      properties: {
        answer: { type: REFUND_ANSWERS, required: true },
        refundedCents: { type: 'number', required: true },
        answeredAt: { type: 'string', required: true },
        rectifyingInvoiceId: { type: 'string' },
        rectifyingInvoiceNumber: { type: 'string' },
      },
    },
    ...timestamps,
  },
  indexes: {
    byInvoice: {
      collection: 'billing',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['documentId', 'paymentId'] },
    },
  },
});
export type InvoicePaymentItem = EntityItem<ReturnType<typeof invoicePaymentEntity>>;

/**
 * The lookup of an invoice's public page token (26 characters of base32, 130 random bits): the
 * invoice it opens. The link's state (expiry, revocation) is on the invoice (`publicLink`); the
 * lookup goes when the invoice gets a new link after a revocation (or the account is deleted).
 */
export const invoiceLinkKeyEntity = () => new Entity({
  model: { entity: 'invoiceLinkKey', version: '1', service: 'fotostudio' },
  attributes: {
    token: { type: 'string', required: true, readOnly: true },
    photographerId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['token'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type InvoiceLinkKeyItem = EntityItem<ReturnType<typeof invoiceLinkKeyEntity>>;
