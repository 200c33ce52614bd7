import {
  cancelInvoice,
  checkInvoiceNumber,
  convertQuote,
  createQuote,
  deleteQuote,
  getDocument,
  issueInvoice,
  issueSessionSimplifiedInvoice,
  listDocuments,
  markInvoicePaid,
  markInvoiceSent,
  markInvoiceUnpaid,
  rectifyInvoice,
  sendSessionToInvoicing,
  substituteInvoices,
  updateInvoiceNotes,
  updateQuote,
} from '@fotostudio/shared/contracts/billing/document-routes';
import { documentAnswerOf, listDocuments as listDocumentItems, requireDocumentItem } from '../../billing/documents.js';
import * as status from '../../billing/invoice-status.js';
import * as payments from '../../billing/invoice-payments.js';
import { convertQuote as convert, issueInvoice as issue } from '../../billing/issue-invoice.js';
import { checkInvoiceNumber as checkNumber } from '../../billing/number-check.js';
import * as quotes from '../../billing/quotes.js';
import { rectifyInvoice as rectify } from '../../billing/rectify-invoice.js';
import { sendToInvoicing } from '../../billing/send-to-invoicing.js';
import { substituteInvoices as substitute } from '../../billing/substitute-invoices.js';
import { issueSessionSimplifiedInvoice as issueSimplified } from '../../billing/session-simplified-invoice.js';
import { photographerRoute } from '../../lib/http/route-handlers.js';

const answer = async (item: Parameters<typeof documentAnswerOf>[0]) => ({ document: await documentAnswerOf(item) });

export const documentHandlers = [
  photographerRoute(listDocuments, ({ caller, query }) => listDocumentItems(caller.photographerId, query)),
  photographerRoute(getDocument, async ({ caller, params }) => answer(await requireDocumentItem(caller.photographerId, params.documentId))),
  photographerRoute(createQuote, async ({ caller, body }) => answer(await quotes.createQuote(caller.photographerId, body))),
  photographerRoute(updateQuote, async ({ caller, params, body }) => answer(await quotes.updateQuote(caller.photographerId, params.quoteId, body))),
  photographerRoute(deleteQuote, async ({ caller, params }) => {
    await quotes.deleteQuote(caller.photographerId, params.quoteId);
    return { deleted: true as const };
  }),
  photographerRoute(convertQuote, async ({ caller, params, body }) => {
    const { quote, invoice } = await convert(caller.photographerId, params.quoteId, body);
    return { quote: await documentAnswerOf(quote), invoice: await documentAnswerOf(invoice) };
  }),
  photographerRoute(issueInvoice, async ({ caller, body }) => answer(await issue(caller.photographerId, body))),
  photographerRoute(checkInvoiceNumber, ({ caller, query }) => checkNumber(caller.photographerId, query)),
  photographerRoute(markInvoiceSent, async ({ caller, params }) => answer(await status.markSent(caller.photographerId, params.invoiceId))),
  photographerRoute(markInvoicePaid, async ({ caller, params, body }) =>
    answer(await payments.markPaid(caller.photographerId, params.invoiceId, body.paidDate, body.method)),
  ),
  photographerRoute(markInvoiceUnpaid, async ({ caller, params }) => answer(await payments.markUnpaid(caller.photographerId, params.invoiceId))),
  photographerRoute(rectifyInvoice, async ({ caller, params, body }) => {
    const { invoice, original } = await rectify(caller.photographerId, params.invoiceId, body);
    return { invoice: await documentAnswerOf(invoice), original: await documentAnswerOf(original) };
  }),
  photographerRoute(substituteInvoices, async ({ caller, body }) => {
    const { invoice, substituted } = await substitute(caller.photographerId, body);
    return { invoice: await documentAnswerOf(invoice), substituted: await Promise.all(substituted.map(documentAnswerOf)) };
  }),
  photographerRoute(cancelInvoice, async ({ caller, params, body }) =>
    answer(await status.cancelInvoice(caller.photographerId, params.invoiceId, body.reason)),
  ),
  photographerRoute(updateInvoiceNotes, async ({ caller, params, body }) =>
    answer(await status.updateInternalNotes(caller.photographerId, params.invoiceId, body.internalNotes)),
  ),
  photographerRoute(sendSessionToInvoicing, async ({ caller, params }) => answer(await sendToInvoicing(caller.photographerId, params.sessionId))),
  photographerRoute(issueSessionSimplifiedInvoice, async ({ caller, params }) => answer(await issueSimplified(caller.photographerId, params.sessionId))),
];
