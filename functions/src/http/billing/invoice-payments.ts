import { answerRefundQuestion, deleteInvoicePayment, listInvoicePayments, recordInvoicePayment } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { deletePayment, ledgerOf, listPayments, recordPayment } from '../../billing/invoice-payments.js';
import { answerRefundQuestion as answerQuestion } from '../../billing/refund-question.js';
import { photographerRoute } from '../../lib/http/route-handlers.js';

export const invoicePaymentHandlers = [
  photographerRoute(listInvoicePayments, ({ caller, params }) => listPayments(caller.photographerId, params.invoiceId)),
  photographerRoute(recordInvoicePayment, async ({ caller, params, body }) => ledgerOf(await recordPayment(caller.photographerId, params.invoiceId, body))),
  photographerRoute(deleteInvoicePayment, async ({ caller, params }) => ledgerOf(await deletePayment(caller.photographerId, params.invoiceId, params.paymentId))),
  photographerRoute(answerRefundQuestion, ({ caller, params, body }) => answerQuestion(caller.photographerId, params.invoiceId, params.paymentId, body)),
];
