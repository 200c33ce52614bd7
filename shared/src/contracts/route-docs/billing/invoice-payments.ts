// The summaries and examples of ../../billing/invoice-payments.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { answerRefundQuestion, deleteInvoicePayment, listInvoicePayments, recordInvoicePayment } from '../../billing/invoice-payments.js';
import { EXAMPLE_ID } from '../../ids.js';
import { routeDocs } from '../route-doc.js';

export const billingInvoicePaymentsDocs = [
  routeDocs(listInvoicePayments, {
    summary: 'The payments recorded against an invoice, what was paid and what is still due.',
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(recordInvoicePayment, {
    summary: 'Records a payment against an issued invoice (never more than is still due); the invoice becomes partly paid, or paid when the sum reaches its total.',
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { amountCents: 5000, method: 'bizum', note: 'Señal' } },
  }),
  routeDocs(deleteInvoicePayment, {
    summary: 'Deletes a payment recorded by hand; a payment recorded from Stripe cannot be deleted.',
    example: { params: { invoiceId: EXAMPLE_ID, paymentId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(answerRefundQuestion, {
    summary:
      'Answers the question a Stripe refund of the payment asks, once: the sale changed (the rectifying invoice issued for it) or an overpayment was returned (no rectifying invoice). The invoice is not changed.',
    example: { params: { invoiceId: EXAMPLE_ID, paymentId: EXAMPLE_ID }, query: {}, body: { answer: 'overpaymentReturned' } },
  }),
];
