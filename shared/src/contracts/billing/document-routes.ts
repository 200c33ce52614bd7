// The billing routes of quotes and invoices (spec sections 2 "/dashboard/invoices", 4 "Send
// to invoicing", "Quote", "Invoice", 8 "Invoices and billing"). Money is integer cents; dates
// are `YYYY-MM-DD` in Europe/Madrid; totals come only from shared/src/tax/invoice-totals.ts
// (through shared/src/billing/document-lines.ts), on the server and in the modal alike.
//
// - documents: GET /api/billing/documents (quotes and invoices; `kind`, `status`, `search`,
//   period, `clientId` (the CRM client's Invoices tab) and `sessionId` filters; stats),
//   GET /api/billing/documents/{documentId};
// - quotes: POST /api/billing/quotes, PUT/DELETE /api/billing/quotes/{quoteId} (pending
//   only), POST /api/billing/quotes/{quoteId}/convert (issues a new invoice, once);
// - invoices: POST /api/billing/invoices (issued at once, numbered by the server),
//   GET /api/billing/invoices/number-check, POST .../{invoiceId}/sent|paid|unpaid|cancel|rectify,
//   PATCH .../{invoiceId}/notes (internal notes: the only edit of an issued invoice),
//   GET /api/billing/invoices/export (period as CSV or XLSX);
// - PDF and email of either kind: GET /api/billing/documents/{documentId}/pdf,
//   POST /api/billing/documents/{documentId}/email;
// - POST /api/sessions/{sessionId}/send-to-invoicing: a quote from the client's confirmed selection;
//   POST /api/sessions/{sessionId}/simplified-invoice: a simplified invoice (F2) from it instead.
// Settings: ./settings.ts; VERI*FACTU verification: ./verifactu.ts.
import * as z from 'zod';
import { entityId as id } from '../ids.js';
import { defineRoute } from '../route.js';
import {
  cancelInvoiceInput,
  convertQuoteInput,
  documentEmailInput,
  internalNotesInput,
  invoiceInput,
  markPaidInput,
  quoteInput,
  rectifyInvoiceInput,
  substituteInvoicesInput,
} from './document-input.js';
import { billingDocument, documentPage, exportQuery, listDocumentsQuery, numberCheck, numberCheckQuery, signedFile } from './document.js';

const documentParams = z.object({ documentId: id }).strict();
const quoteParams = z.object({ quoteId: id }).strict();
export const invoiceParams = z.object({ invoiceId: id }).strict();
const sessionParams = z.object({ sessionId: id }).strict();
const documentResponse = z.object({ document: billingDocument });

export const listDocuments = defineRoute({
  id: 'billing.listDocuments',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/documents',
  auth: 'photographer',
  query: listDocumentsQuery,
  response: documentPage,
});

export const getDocument = defineRoute({
  id: 'billing.getDocument',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/documents/{documentId}',
  auth: 'photographer',
  params: documentParams,
  response: documentResponse,
});

export const createQuote = defineRoute({
  id: 'billing.createQuote',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/quotes',
  auth: 'photographer',
  body: quoteInput,
  response: documentResponse,
  successStatus: 201,
});

export const updateQuote = defineRoute({
  id: 'billing.updateQuote',
  domain: 'billing',
  method: 'PUT',
  path: '/api/billing/quotes/{quoteId}',
  auth: 'photographer',
  params: quoteParams,
  body: quoteInput,
  response: documentResponse,
});

export const deleteQuote = defineRoute({
  id: 'billing.deleteQuote',
  domain: 'billing',
  method: 'DELETE',
  path: '/api/billing/quotes/{quoteId}',
  auth: 'photographer',
  params: quoteParams,
  response: z.object({ deleted: z.literal(true) }),
});

export const convertQuote = defineRoute({
  id: 'billing.convertQuote',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/quotes/{quoteId}/convert',
  auth: 'photographer',
  params: quoteParams,
  body: convertQuoteInput,
  response: z.object({ quote: billingDocument, invoice: billingDocument }),
  successStatus: 201,
});

export const issueInvoice = defineRoute({
  id: 'billing.issueInvoice',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices',
  auth: 'photographer',
  body: invoiceInput,
  response: documentResponse,
  successStatus: 201,
});

export const checkInvoiceNumber = defineRoute({
  id: 'billing.checkInvoiceNumber',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/number-check',
  auth: 'photographer',
  query: numberCheckQuery,
  response: numberCheck,
});

const invoiceAction = (
  id: string,
  path: `/api/billing/invoices/{invoiceId}/${string}`,
) => ({ id: `billing.${id}`, domain: 'billing' as const, method: 'POST' as const, path, auth: 'photographer' as const, params: invoiceParams, response: documentResponse });

export const markInvoiceSent = defineRoute({
  ...invoiceAction('markInvoiceSent', '/api/billing/invoices/{invoiceId}/sent'),
});

export const markInvoicePaid = defineRoute({
  ...invoiceAction('markInvoicePaid', '/api/billing/invoices/{invoiceId}/paid'),
  body: markPaidInput,
});

export const markInvoiceUnpaid = defineRoute({
  ...invoiceAction('markInvoiceUnpaid', '/api/billing/invoices/{invoiceId}/unpaid'),
});

export const cancelInvoice = defineRoute({
  ...invoiceAction('cancelInvoice', '/api/billing/invoices/{invoiceId}/cancel'),
  body: cancelInvoiceInput,
});

export const rectifyInvoice = defineRoute({
  id: 'billing.rectifyInvoice',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices/{invoiceId}/rectify',
  auth: 'photographer',
  params: invoiceParams,
  body: rectifyInvoiceInput,
  response: z.object({ invoice: billingDocument, original: billingDocument }),
  successStatus: 201,
});

export const substituteInvoices = defineRoute({
  id: 'billing.substituteInvoices',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices/substitute',
  auth: 'photographer',
  body: substituteInvoicesInput,
  response: z.object({ invoice: billingDocument, substituted: z.array(billingDocument) }),
  successStatus: 201,
});

export const updateInvoiceNotes = defineRoute({
  id: 'billing.updateInvoiceNotes',
  domain: 'billing',
  method: 'PATCH',
  path: '/api/billing/invoices/{invoiceId}/notes',
  auth: 'photographer',
  params: invoiceParams,
  body: internalNotesInput,
  response: documentResponse,
});

export const exportInvoices = defineRoute({
  id: 'billing.exportInvoices',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/export',
  auth: 'photographer',
  query: exportQuery,
  response: signedFile.extend({ invoiceCount: z.number() }),
});

export const getDocumentPdf = defineRoute({
  id: 'billing.getDocumentPdf',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/documents/{documentId}/pdf',
  auth: 'photographer',
  params: documentParams,
  response: signedFile,
});

export const emailDocument = defineRoute({
  id: 'billing.emailDocument',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/documents/{documentId}/email',
  auth: 'photographer',
  params: documentParams,
  body: documentEmailInput,
  response: z.object({ sent: z.literal(true), messageId: z.string(), document: billingDocument }),
});

export const sendSessionToInvoicing = defineRoute({
  id: 'billing.sendSessionToInvoicing',
  domain: 'billing',
  method: 'POST',
  path: '/api/sessions/{sessionId}/send-to-invoicing',
  auth: 'photographer',
  params: sessionParams,
  response: documentResponse,
  successStatus: 201,
});

export const issueSessionSimplifiedInvoice = defineRoute({
  id: 'billing.issueSessionSimplifiedInvoice',
  domain: 'billing',
  method: 'POST',
  path: '/api/sessions/{sessionId}/simplified-invoice',
  auth: 'photographer',
  params: sessionParams,
  response: documentResponse,
  successStatus: 201,
});
