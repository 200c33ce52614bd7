// The summaries and examples of ../../billing/quote-page.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { acceptQuote, getQuotePage, payQuoteDeposit, revokeQuoteLink, shareQuoteLink } from '../../billing/quote-page.js';
import { EXAMPLE_ID } from '../../ids.js';
import { routeDocs } from '../route-doc.js';

const EXAMPLE_TOKEN = 'abcdefghijklmnopqrstuvwxyz';

export const billingQuotePageDocs = [
  routeDocs(shareQuoteLink, {
    summary: "Shares a pending quote's public page: its link as it is (a new one when it has none or it was revoked), with the day it stops opening when given.",
    example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: { expiresOn: '2027-12-31' } },
  }),
  routeDocs(revokeQuoteLink, {
    summary: "Revokes a quote's public page: its token opens nothing from now on.",
    example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(getQuotePage, {
    summary: 'The quote its link opens, as its client sees it: lines, VAT breakdown, total, deposit and validity, and whether it is accepted.',
    example: { params: { quoteToken: EXAMPLE_TOKEN }, query: {}, body: {} },
  }),
  routeDocs(acceptQuote, {
    summary: 'The client accepts the quote its link opens: when, the IP address and the user agent are recorded (once; accepting again answers the same).',
    example: { params: { quoteToken: EXAMPLE_TOKEN }, query: {}, body: {} },
  }),
  routeDocs(payQuoteDeposit, {
    summary: "Opens Stripe Checkout on the photographer's account for the accepted quote's deposit: answers the page to send the client to.",
    example: { params: { quoteToken: EXAMPLE_TOKEN }, query: {}, body: {} },
  }),
];
