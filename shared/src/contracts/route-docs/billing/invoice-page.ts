// The summaries and examples of ../../billing/invoice-page.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getInvoicePage, getInvoicePagePdf, payInvoiceOnline, revokeInvoiceLink, shareInvoiceLink } from '../../billing/invoice-page.js';
import { EXAMPLE_ID } from '../../ids.js';
import { routeDocs } from '../route-doc.js';

const EXAMPLE_TOKEN = 'abcdefghijklmnopqrstuvwxyz';

export const billingInvoicePageDocs = [
  routeDocs(shareInvoiceLink, {
    summary: "Shares an issued invoice's public page: its link as it is (a new one when it has none or it was revoked), with the day it stops opening when given.",
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { expiresOn: '2027-12-31' } },
  }),
  routeDocs(revokeInvoiceLink, {
    summary: "Revokes an invoice's public page: its token opens nothing from now on.",
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(getInvoicePage, {
    summary: 'The invoice its link opens, as its client sees it: issuer, client, lines, totals, its state and what is still due.',
    example: { params: { invoiceToken: EXAMPLE_TOKEN }, query: {}, body: {} },
  }),
  routeDocs(getInvoicePagePdf, {
    summary: 'A short-lived link to the PDF of the invoice its link opens.',
    example: { params: { invoiceToken: EXAMPLE_TOKEN }, query: {}, body: {} },
  }),
  routeDocs(payInvoiceOnline, {
    summary: 'Opens Stripe Checkout for what is still due on the invoice its link opens (the methods the studio offers for that amount); answers where to send the client.',
    example: { params: { invoiceToken: EXAMPLE_TOKEN }, query: {}, body: {} },
  }),
];
