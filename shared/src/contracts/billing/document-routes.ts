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
import { EXAMPLE_ID, entityId as id } from '../ids.js';
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

const exampleQuote = {
  issueDate: '2026-03-02',
  dueDate: '2026-04-01',
  paymentConditions: 'Transferencia bancaria a 30 días',
  notes: 'Gracias por confiar en nosotros.',
  description: 'Reportaje de boda',
  client: {
    clientId: EXAMPLE_ID,
    name: 'Lucía García',
    email: 'lucia.garcia@example.com',
    taxId: '12345678Z',
    phone: '+34 600 000 000',
    address: 'Calle Mayor 1, 2º B',
    city: 'Madrid',
    postalCode: '28013',
    country: 'España',
    isProfessional: false,
    language: 'es' as const,
  },
  session: { sessionId: EXAMPLE_ID, title: 'Boda Lucía y Pablo', date: '2026-02-14', time: '17:00', description: 'Ceremonia y banquete' },
  pricing: {
    sessionPriceCents: 150_000,
    includedPhotos: 50,
    extraPhotoPriceCents: 1_000,
    selectedImagesCount: 55,
    completeGallery: false,
    completeGalleryPriceCents: 0,
    sessionVat: { kind: 'rate' as const, ratePercent: 21 as const },
  },
  products: [{ name: 'Álbum', variant: '30x30', quantity: 1, unitPriceCents: 25_000, vat: { kind: 'rate' as const, ratePercent: 21 as const } }],
  irpfRatePercent: null,
};

export const listDocuments = defineRoute({
  id: 'billing.listDocuments',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/documents',
  auth: 'photographer',
  summary: 'A page of quotes and/or invoices, newest issue date first, with search, filters and stats.',
  query: listDocumentsQuery,
  response: documentPage,
  example: { params: {}, query: { kind: 'invoice', status: 'overdue', search: 'garcía' }, body: {} },
});

export const getDocument = defineRoute({
  id: 'billing.getDocument',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/documents/{documentId}',
  auth: 'photographer',
  summary: 'One quote or invoice with its issuer and client snapshot, lines and totals.',
  params: documentParams,
  response: documentResponse,
  example: { params: { documentId: EXAMPLE_ID }, query: {}, body: {} },
});

export const createQuote = defineRoute({
  id: 'billing.createQuote',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/quotes',
  auth: 'photographer',
  summary: 'Creates a pending quote with the next quote number (409 billing.setup_incomplete until billing setup is complete).',
  body: quoteInput,
  response: documentResponse,
  successStatus: 201,
  example: { params: {}, query: {}, body: exampleQuote },
});

export const updateQuote = defineRoute({
  id: 'billing.updateQuote',
  domain: 'billing',
  method: 'PUT',
  path: '/api/billing/quotes/{quoteId}',
  auth: 'photographer',
  summary: 'Replaces a pending quote; a converted one cannot be edited.',
  params: quoteParams,
  body: quoteInput,
  response: documentResponse,
  example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: exampleQuote },
});

export const deleteQuote = defineRoute({
  id: 'billing.deleteQuote',
  domain: 'billing',
  method: 'DELETE',
  path: '/api/billing/quotes/{quoteId}',
  auth: 'photographer',
  summary: 'Deletes a pending quote; a converted one cannot be deleted.',
  params: quoteParams,
  response: z.object({ deleted: z.literal(true) }),
  example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: {} },
});

export const convertQuote = defineRoute({
  id: 'billing.convertQuote',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/quotes/{quoteId}/convert',
  auth: 'photographer',
  summary: 'Converts a pending quote, irreversibly, into a new invoice with the next number of its series (one transaction).',
  params: quoteParams,
  body: convertQuoteInput,
  response: z.object({ quote: billingDocument, invoice: billingDocument }),
  successStatus: 201,
  example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: { issueDate: '2026-03-10' } },
});

export const issueInvoice = defineRoute({
  id: 'billing.issueInvoice',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices',
  auth: 'photographer',
  summary: 'Issues an invoice with the next number of its series; it is never edited in place afterwards.',
  body: invoiceInput,
  response: documentResponse,
  successStatus: 201,
  example: { params: {}, query: {}, body: exampleQuote },
});

export const checkInvoiceNumber = defineRoute({
  id: 'billing.checkInvoiceNumber',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/number-check',
  auth: 'photographer',
  summary: "The next invoice number of a series, and whether a given number can be used (the modal's live check).",
  query: numberCheckQuery,
  response: numberCheck,
  example: { params: {}, query: { series: '', issueDate: '2026-03-02', number: '2026-0001' }, body: {} },
});

const invoiceAction = (
  id: string,
  path: `/api/billing/invoices/{invoiceId}/${string}`,
  summary: string,
) => ({ id: `billing.${id}`, domain: 'billing' as const, method: 'POST' as const, path, auth: 'photographer' as const, summary, params: invoiceParams, response: documentResponse });

export const markInvoiceSent = defineRoute({
  ...invoiceAction('markInvoiceSent', '/api/billing/invoices/{invoiceId}/sent', 'Marks a draft invoice as sent.'),
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: {} },
});

export const markInvoicePaid = defineRoute({
  ...invoiceAction('markInvoicePaid', '/api/billing/invoices/{invoiceId}/paid', 'Marks an invoice paid on a date (today in Europe/Madrid when not given), from its issue date up to today.'),
  body: markPaidInput,
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { paidDate: '2026-03-15' } },
});

export const markInvoiceUnpaid = defineRoute({
  ...invoiceAction('markInvoiceUnpaid', '/api/billing/invoices/{invoiceId}/unpaid', 'Takes the payment back: the invoice is sent again (or draft if it was never sent).'),
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: {} },
});

export const cancelInvoice = defineRoute({
  ...invoiceAction('cancelInvoice', '/api/billing/invoices/{invoiceId}/cancel', 'Cancels an unpaid invoice; its number stays used.'),
  body: cancelInvoiceInput,
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { reason: 'Emitida por error' } },
});

export const rectifyInvoice = defineRoute({
  id: 'billing.rectifyInvoice',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices/{invoiceId}/rectify',
  auth: 'photographer',
  summary:
    'Issues a rectifying invoice (R1-R4; R5 for a simplified one) of an issued, not cancelled invoice, numbered in the rectifying series; the original stays as it was and links to it.',
  params: invoiceParams,
  body: rectifyInvoiceInput,
  response: z.object({ invoice: billingDocument, original: billingDocument }),
  successStatus: 201,
  example: {
    params: { invoiceId: EXAMPLE_ID },
    query: {},
    body: {
      rectificationType: 'R1',
      method: 'I',
      reason: 'Descuento acordado tras la entrega',
      issueDate: '2026-03-20',
      products: [{ name: 'Descuento álbum', variant: null, quantity: 1, unitPriceCents: -5_000, vat: { kind: 'rate', ratePercent: 21 } }],
    },
  },
});

export const substituteInvoices = defineRoute({
  id: 'billing.substituteInvoices',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices/substitute',
  auth: 'photographer',
  summary:
    "Issues a full invoice (F3) in place of a client's simplified invoices, with their lines, numbered in the main series; each replaced invoice is marked as substituted and otherwise stays as it was.",
  body: substituteInvoicesInput,
  response: z.object({ invoice: billingDocument, substituted: z.array(billingDocument) }),
  successStatus: 201,
  example: {
    params: {},
    query: {},
    body: {
      invoiceIds: [EXAMPLE_ID],
      client: {
        clientId: EXAMPLE_ID,
        name: 'Agencia Sol SL',
        email: 'hola@agenciasol.example',
        taxId: 'B12345674',
        phone: '+34 600 000 000',
        address: 'Calle Luna 3',
        city: 'Sevilla',
        postalCode: '41001',
        country: 'España',
        isProfessional: false,
        language: 'es',
      },
      issueDate: '2026-03-20',
    },
  },
});

export const updateInvoiceNotes = defineRoute({
  id: 'billing.updateInvoiceNotes',
  domain: 'billing',
  method: 'PATCH',
  path: '/api/billing/invoices/{invoiceId}/notes',
  auth: 'photographer',
  summary: "Changes an invoice's internal notes, the one field of an issued invoice that may change.",
  params: invoiceParams,
  body: internalNotesInput,
  response: documentResponse,
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { internalNotes: 'Llamar la semana que viene' } },
});

export const exportInvoices = defineRoute({
  id: 'billing.exportInvoices',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/export',
  auth: 'photographer',
  summary: "The invoices issued in a period as CSV or XLSX for the accountant, as a short-lived link.",
  query: exportQuery,
  response: signedFile.extend({ invoiceCount: z.number() }),
  example: { params: {}, query: { from: '2026-01-01', to: '2026-03-31', format: 'xlsx' }, body: {} },
});

export const getDocumentPdf = defineRoute({
  id: 'billing.getDocumentPdf',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/documents/{documentId}/pdf',
  auth: 'photographer',
  summary: "The quote's or invoice's PDF in the client's language, as a short-lived link.",
  params: documentParams,
  response: signedFile,
  example: { params: { documentId: EXAMPLE_ID }, query: {}, body: {} },
});

export const emailDocument = defineRoute({
  id: 'billing.emailDocument',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/documents/{documentId}/email',
  auth: 'photographer',
  summary: 'Emails the quote or invoice with its PDF attached; a draft invoice becomes sent.',
  params: documentParams,
  body: documentEmailInput,
  response: z.object({ sent: z.literal(true), messageId: z.string(), document: billingDocument }),
  example: {
    params: { documentId: EXAMPLE_ID },
    query: {},
    body: { to: 'lucia.garcia@example.com', subject: 'Factura 2026-0001', message: 'Hola Lucía, te adjunto la factura.' },
  },
});

export const sendSessionToInvoicing = defineRoute({
  id: 'billing.sendSessionToInvoicing',
  domain: 'billing',
  method: 'POST',
  path: '/api/sessions/{sessionId}/send-to-invoicing',
  auth: 'photographer',
  summary:
    "Creates a pending quote from the client's confirmed selection (price lines from the gallery price function); refused when the session already has a quote or an invoice.",
  params: sessionParams,
  response: documentResponse,
  successStatus: 201,
  example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
});

export const issueSessionSimplifiedInvoice = defineRoute({
  id: 'billing.issueSessionSimplifiedInvoice',
  domain: 'billing',
  method: 'POST',
  path: '/api/sessions/{sessionId}/simplified-invoice',
  auth: 'photographer',
  summary:
    "Issues a simplified invoice (F2) from the client's confirmed selection, priced as send-to-invoicing's quote would be; refused above 3,000 EUR VAT included, for an operation RD 1619/2012 art. 4.3 excludes, and when the session has an invoice or a pending quote.",
  params: sessionParams,
  response: documentResponse,
  successStatus: 201,
  example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
});
