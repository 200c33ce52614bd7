// The refund question's answer (issue 25 point 2, docs/payments.md "Refunds"): a payment refunded
// in Stripe asks whether the sale changed or an overpayment was returned. "The sale changed" names
// the rectifying invoice the photographer issued for this invoice (the existing form, prefilled in
// the web); "an overpayment was returned" needs none. Kept on the payment once, by a conditioned
// write: a second answer (or two at once) is refused. The invoice itself is never changed.
import { refundQuestionOf } from '@fotostudio/shared/billing/refund-question';
import type { InvoicePayments, RefundAnswerInput } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { db, transact } from '../data/database.js';
import { answerRefund } from '../data/stores/invoice-payments.js';
import { DomainError } from '../lib/errors.js';
import { requireDocumentItem, requireKind } from './documents.js';
import { ledgerOf } from './invoice-payments.js';

/** The rectifying invoice named by "the sale changed": one issued for this invoice (not another's, not a plain invoice). */
const rectifyingInvoiceFor = async (photographerId: string, invoiceId: string, rectifyingInvoiceId: string) => {
  const rectifying = await requireDocumentItem(photographerId, rectifyingInvoiceId);
  if (rectifying.kind !== 'invoice' || rectifying.rectification?.originalId !== invoiceId) throw new DomainError('billing.refund_rectifying_invalid');
  return rectifying;
};

export const answerRefundQuestion = async (photographerId: string, invoiceId: string, paymentId: string, input: RefundAnswerInput, now = new Date()): Promise<InvoicePayments> => {
  // The payment first, as its delete does: an unknown one (or another photographer's) is the payment's 404.
  const { data: payment } = await db().entities.invoicePayment.get({ photographerId, documentId: invoiceId, paymentId }).go({ consistent: true });
  if (!payment) throw new DomainError('billing.payment_not_found');
  const invoice = await requireKind(photographerId, invoiceId, 'invoice');
  const state = refundQuestionOf(payment);
  if (state === 'answered') throw new DomainError('billing.refund_already_answered');
  // The invoice named is checked before whether anything was refunded: another photographer's is not found.
  const rectifying = input.answer === 'saleChanged' ? await rectifyingInvoiceFor(photographerId, invoiceId, input.rectifyingInvoiceId) : undefined;
  if (state === 'none') throw new DomainError('billing.refund_none');
  const outcome = await transact([
    answerRefund(payment, {
      answer: input.answer,
      refundedCents: payment.refundedCents ?? 0,
      answeredAt: now.toISOString(),
      ...(rectifying ? { rectifyingInvoiceId: rectifying.documentId, rectifyingInvoiceNumber: rectifying.number } : {}),
    }),
  ]);
  // Refused only by an answer written meanwhile (a refund is never taken back).
  if (!outcome.committed) throw new DomainError('billing.refund_already_answered');
  return ledgerOf(invoice);
};
