// The payment ledger of an issued invoice (issue 25 point 2): payments recorded against it, by
// hand today (source `manual`) and by Stripe Checkout later (source `stripe`, with its ids). Money
// is integer cents; a payment's day is `YYYY-MM-DD` in Europe/Madrid. The invoice's shown status
// follows the sum: partly paid while it is below the total, paid when it reaches it.
//
// - GET /api/billing/invoices/{invoiceId}/payments: the payments, what was paid and what is due;
// - POST /api/billing/invoices/{invoiceId}/payments: records a payment (never above what is due);
// - DELETE /api/billing/invoices/{invoiceId}/payments/{paymentId}: deletes a manual payment
//   (one recorded from Stripe cannot be deleted by hand);
// - POST /api/billing/invoices/{invoiceId}/payments/{paymentId}/refund-answer: answers the refund
//   question of a payment refunded in Stripe, once (billing/refund-question.ts).
import * as z from 'zod';
import { entityId as id } from '../ids.js';
import { defineRoute } from '../route.js';
import { INVOICE_PAYMENT_METHODS, INVOICE_PAYMENT_SOURCES } from '../../billing/invoice-payment-rules.js';
import { REFUND_ANSWERS } from '../../billing/refund-question.js';
import { isoDate, MONEY_MAX } from './fields.js';
import { invoiceParams } from './document-routes.js';
import { DOCUMENT_STATUSES } from './vocabulary.js';

export { INVOICE_PAYMENT_METHODS, INVOICE_PAYMENT_SOURCES, type InvoicePaymentMethod, type InvoicePaymentSource } from '../../billing/invoice-payment-rules.js';

export const INVOICE_PAYMENT_NOTE_MAX = 500;

export const invoicePayment = z.object({
  paymentId: z.string(),
  /** Integer cents, with the invoice total's sign (a rectifying invoice's negative total is money returned). */
  amountCents: z.number().int(),
  paidOn: z.string(),
  method: z.enum(INVOICE_PAYMENT_METHODS),
  note: z.string().nullable(),
  source: z.enum(INVOICE_PAYMENT_SOURCES),
  /** A payment told by Stripe: its Checkout Session and PaymentIntent ids; null for a manual one. */
  stripe: z.object({ checkoutSessionId: z.string().nullable(), paymentIntentId: z.string().nullable() }).nullable(),
  /** A Stripe payment: what arrived beyond what was due (paid twice), to return; 0 otherwise. */
  overpaidCents: z.number().int().nonnegative(),
  /** A Stripe payment: what was refunded in Stripe so far (the overpaid part first); 0 otherwise. */
  refundedCents: z.number().int().nonnegative(),
  /**
   * A refunded Stripe payment's answer to the refund question: the sale changed (with the
   * rectifying invoice issued for it) or an overpayment was returned; the refunded total it
   * answered, and when. Null while unanswered (or nothing was refunded).
   */
  refundAnswer: z
    .object({ answer: z.enum(REFUND_ANSWERS), refundedCents: z.number().int().nonnegative(), answeredAt: z.string(), rectifyingInvoice: z.object({ documentId: z.string(), number: z.string() }).nullable() })
    .nullable(),
  createdAt: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

export const invoicePayments = z.object({
  payments: z.array(invoicePayment),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  amountDueCents: z.number().int(),
  /** The invoice's shown status after the change (partly_paid, paid, ...). */
  status: z.enum(DOCUMENT_STATUSES),
});
export type InvoicePayments = z.infer<typeof invoicePayments>;

/** A payment recorded by hand: a positive amount (signed by the invoice's total on the server), a day from the issue date to today. */
export const recordPaymentInput = z
  .object({
    amountCents: z.number().int().positive().max(MONEY_MAX),
    paidOn: isoDate.optional(),
    method: z.enum(INVOICE_PAYMENT_METHODS),
    note: z.string().trim().max(INVOICE_PAYMENT_NOTE_MAX).nullable().optional(),
  })
  .strict();
export type RecordPaymentValues = z.infer<typeof recordPaymentInput>;

const paymentParams = z.object({ invoiceId: id, paymentId: id }).strict();

/** The refund question's answer: the sale changed (naming the rectifying invoice issued for it), or an overpayment was returned. */
export const refundAnswerInput = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('saleChanged'), rectifyingInvoiceId: id }).strict(),
  z.object({ answer: z.literal('overpaymentReturned') }).strict(),
]);
export type RefundAnswerInput = z.infer<typeof refundAnswerInput>;

export const listInvoicePayments = defineRoute({
  id: 'billing.listInvoicePayments',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/{invoiceId}/payments',
  auth: 'photographer',
  params: invoiceParams,
  response: invoicePayments,
});

export const recordInvoicePayment = defineRoute({
  id: 'billing.recordInvoicePayment',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices/{invoiceId}/payments',
  auth: 'photographer',
  params: invoiceParams,
  body: recordPaymentInput,
  response: invoicePayments,
});

export const deleteInvoicePayment = defineRoute({
  id: 'billing.deleteInvoicePayment',
  domain: 'billing',
  method: 'DELETE',
  path: '/api/billing/invoices/{invoiceId}/payments/{paymentId}',
  auth: 'photographer',
  params: paymentParams,
  response: invoicePayments,
});

export const answerRefundQuestion = defineRoute({
  id: 'billing.answerRefundQuestion',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices/{invoiceId}/payments/{paymentId}/refund-answer',
  auth: 'photographer',
  params: paymentParams,
  body: refundAnswerInput,
  response: invoicePayments,
});
