import { deleteInvoicePayment, listInvoicePayments, recordInvoicePayment } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { deletePayment, ledgerAnswerOf, listPayments, paymentsOf, recordPayment } from '../../billing/invoice-payments.js';
import type { BillingDocumentItem } from '../../data/entities/billing.js';
import { photographerRoute } from '../../lib/http/route-handlers.js';

const ledgerOf = async (invoice: BillingDocumentItem) => ledgerAnswerOf(invoice, await paymentsOf(invoice.photographerId, invoice.documentId));

export const invoicePaymentHandlers = [
  photographerRoute(listInvoicePayments, ({ caller, params }) => listPayments(caller.photographerId, params.invoiceId)),
  photographerRoute(recordInvoicePayment, async ({ caller, params, body }) => ledgerOf(await recordPayment(caller.photographerId, params.invoiceId, body))),
  photographerRoute(deleteInvoicePayment, async ({ caller, params }) => ledgerOf(await deletePayment(caller.photographerId, params.invoiceId, params.paymentId))),
];
