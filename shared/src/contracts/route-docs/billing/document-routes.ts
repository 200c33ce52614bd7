// The summaries and examples of ../../billing/document-routes.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import {
  cancelInvoice,
  checkInvoiceNumber, convertQuote, createQuote, deleteQuote, emailDocument, exportInvoices, getDocument, getDocumentPdf, issueInvoice, issueSessionSimplifiedInvoice, listDocuments,
  markInvoicePaid,
  markInvoiceSent,
  markInvoiceUnpaid,
  rectifyInvoice, sendSessionToInvoicing, substituteInvoices, updateInvoiceNotes, updateQuote } from '../../billing/document-routes.js';
import { EXAMPLE_ID } from '../../ids.js';
import { routeDocs } from '../route-doc.js';

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

export const billingDocumentRoutesDocs = [
  routeDocs(listDocuments, {
    summary: 'A page of quotes and/or invoices, newest issue date first, with search, filters and stats.',
    example: { params: {}, query: { kind: 'invoice', status: 'overdue', search: 'garcía' }, body: {} },
  }),
  routeDocs(getDocument, {
    summary: 'One quote or invoice with its issuer and client snapshot, lines and totals.',
    example: { params: { documentId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(createQuote, {
    summary: 'Creates a pending quote with the next quote number (409 billing.setup_incomplete until billing setup is complete).',
    example: { params: {}, query: {}, body: exampleQuote },
  }),
  routeDocs(updateQuote, {
    summary: 'Replaces a pending quote; a converted one cannot be edited.',
    example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: exampleQuote },
  }),
  routeDocs(deleteQuote, {
    summary: 'Deletes a pending quote; a converted one cannot be deleted.',
    example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(convertQuote, {
    summary: 'Converts a pending quote, irreversibly, into a new invoice with the next number of its series (one transaction).',
    example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: { issueDate: '2026-03-10' } },
  }),
  routeDocs(issueInvoice, {
    summary: 'Issues an invoice with the next number of its series; it is never edited in place afterwards.',
    example: { params: {}, query: {}, body: exampleQuote },
  }),
  routeDocs(checkInvoiceNumber, {
    summary: "The next invoice number of a series, and whether a given number can be used (the modal's live check).",
    example: { params: {}, query: { series: '', issueDate: '2026-03-02', number: '2026-0001' }, body: {} },
  }),
  routeDocs(rectifyInvoice, {
    summary:
      'Issues a rectifying invoice (R1-R4; R5 for a simplified one) of an issued, not cancelled invoice, numbered in the rectifying series; the original stays as it was and links to it.',
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
  }),
  routeDocs(substituteInvoices, {
    summary:
      "Issues a full invoice (F3) in place of a client's simplified invoices, with their lines, numbered in the main series; each replaced invoice is marked as substituted and otherwise stays as it was.",
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
  }),
  routeDocs(updateInvoiceNotes, {
    summary: "Changes an invoice's internal notes, the one field of an issued invoice that may change.",
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { internalNotes: 'Llamar la semana que viene' } },
  }),
  routeDocs(exportInvoices, {
    summary: "The invoices issued in a period as CSV or XLSX for the accountant, as a short-lived link.",
    example: { params: {}, query: { from: '2026-01-01', to: '2026-03-31', format: 'xlsx' }, body: {} },
  }),
  routeDocs(getDocumentPdf, {
    summary: "The quote's or invoice's PDF in the client's language, as a short-lived link.",
    example: { params: { documentId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(emailDocument, {
    summary: 'Emails the quote or invoice with its PDF attached; a draft invoice becomes sent.',
    example: {
      params: { documentId: EXAMPLE_ID },
      query: {},
      body: { to: 'lucia.garcia@example.com', subject: 'Factura 2026-0001', message: 'Hola Lucía, te adjunto la factura.' },
    },
  }),
  routeDocs(sendSessionToInvoicing, {
    summary:
      "Creates a pending quote from the client's confirmed selection (price lines from the gallery price function); refused when the session already has a quote or an invoice.",
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(issueSessionSimplifiedInvoice, {
    summary:
      "Issues a simplified invoice (F2) from the client's confirmed selection, priced as send-to-invoicing's quote would be; refused above 3,000 EUR VAT included, for an operation RD 1619/2012 art. 4.3 excludes, and when the session has an invoice or a pending quote.",
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(markInvoiceSent, {
    summary: 'Marks a draft invoice as sent.',
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(markInvoicePaid, {
    summary: 'Marks an invoice paid on a date (today in Europe/Madrid when not given), from its issue date up to today.',
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { paidDate: '2026-03-15' } },
  }),
  routeDocs(markInvoiceUnpaid, {
    summary: 'Takes the payment back: the invoice is sent again (or draft if it was never sent).',
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(cancelInvoice, {
    summary: 'Cancels an unpaid invoice; its number stays used.',
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { reason: 'Emitida por error' } },
  }),
];
