// The public quote page (issue 25 point 3): a pending quote shown to whoever holds its link, the
// "quote link holder" caller kind (`quoteLink` in route.ts). The token (as an invoice page's: 26
// characters of lower-case base32) is made when the quote is emailed (or shared by hand), may be
// given a last day and revoked. A closed link (revoked, expired, the quote converted or deleted:
// 410) or an unknown token (404) opens nothing. Its answers carry `X-Robots-Tag: noindex`.
//
// - POST /api/billing/quotes/{quoteId}/public-link: shares it (with an optional expiry day);
// - DELETE /api/billing/quotes/{quoteId}/public-link: revokes it;
// - GET /api/quote-page/{quoteToken}: the quote as its client sees it (lines, VAT, total, deposit, validity);
// - POST /api/quote-page/{quoteToken}/accept: the client accepts it (who and when are recorded);
// - POST /api/quote-page/{quoteToken}/deposit: opens Stripe Checkout for its deposit (purpose `deposit`).
import * as z from 'zod';
import { LANGUAGES } from '../../constants.js';
import { INVOICE_TOKEN_PATTERN } from '../../billing/invoice-page-address.js';
import { quotePagePath } from '../../billing/quote-page-address.js';
import { QUOTE_ACCEPTANCE_STATES } from '../../billing/quote-acceptance.js';
import { INDIRECT_TAXES } from '../../tax/indirect-tax.js';
import { defineRoute } from '../route.js';
import { documentDeposit, documentTotalsOut, publicDocumentLine } from './document.js';
import { invoicePublicLink, shareInvoiceInput } from './invoice-page.js';
import { entityId as id } from '../ids.js';

export { quotePagePath };

const quoteParams = z.object({ quoteId: id }).strict();
const tokenParams = z.object({ quoteToken: z.string().regex(INVOICE_TOKEN_PATTERN, 'expected a quote link token') }).strict();

/** A quote's link: the same shape as an invoice's, its path `/p/{token}`. */
export const quotePublicLink = invoicePublicLink;
export type QuotePublicLink = z.infer<typeof quotePublicLink>;

export const publicQuote = z.object({
  number: z.string(),
  issueDate: z.string(),
  /** The last day the quote is valid (its due date). */
  validUntil: z.string(),
  language: z.enum(LANGUAGES),
  issuer: z.object({ name: z.string(), taxId: z.string(), address: z.string(), city: z.string(), postalCode: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  client: z.object({ name: z.string() }),
  title: z.string(),
  /** Each line as printed on the PDF (its description in the quote's language). */
  lines: z.array(publicDocumentLine),
  totals: documentTotalsOut,
  tax: z.enum(INDIRECT_TAXES),
  pricesIncludeVat: z.boolean(),
  notes: z.string().nullable(),
  paymentConditions: z.string().nullable(),
  deposit: documentDeposit.nullable(),
  /** When the client pressed "Aceptar" (null before). */
  acceptedAt: z.string().nullable(),
  /**
   * Where it stands (shared/src/billing/quote-acceptance.ts): a quote asking its deposit online is
   * `awaiting_deposit` from the client's acceptance until the deposit is paid, then `accepted`.
   */
  state: z.enum(QUOTE_ACCEPTANCE_STATES),
  /**
   * Accepted without the deposit online (the photographer took no payments when the client
   * accepted): the deposit is paid as the payment conditions say. False otherwise.
   */
  depositOffline: z.boolean(),
  /** The deposit's invoice once it is paid (null before). */
  depositPaid: z.object({ invoiceNumber: z.string() }).nullable(),
  /** Whether "Pagar la señal" is offered: a deposit asked online, not paid, and the photographer can take charges now. */
  canPayDeposit: z.boolean(),
  /** The agreements the client must sign before accepting (issue 26 point 4), and whether each is signed. */
  agreements: z.array(z.object({ title: z.string(), signed: z.boolean() })),
});
export type PublicQuote = z.infer<typeof publicQuote>;

export const shareQuoteLink = defineRoute({
  id: 'billing.shareQuoteLink',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/quotes/{quoteId}/public-link',
  auth: 'photographer',
  params: quoteParams,
  body: shareInvoiceInput,
  response: z.object({ link: quotePublicLink }),
});

export const revokeQuoteLink = defineRoute({
  id: 'billing.revokeQuoteLink',
  domain: 'billing',
  method: 'DELETE',
  path: '/api/billing/quotes/{quoteId}/public-link',
  auth: 'photographer',
  params: quoteParams,
  response: z.object({ link: quotePublicLink.nullable() }),
});

export const getQuotePage = defineRoute({
  id: 'billing.getQuotePage',
  domain: 'billing',
  method: 'GET',
  path: '/api/quote-page/{quoteToken}',
  auth: 'quoteLink',
  params: tokenParams,
  response: z.object({ quote: publicQuote }),
  noindex: true,
});

export const acceptQuote = defineRoute({
  id: 'billing.acceptQuote',
  domain: 'billing',
  method: 'POST',
  path: '/api/quote-page/{quoteToken}/accept',
  auth: 'quoteLink',
  params: tokenParams,
  body: z.object({}).strict(),
  response: z.object({ quote: publicQuote }),
  noindex: true,
});

/** In the payments domain: its function is the one that talks to Stripe (docs/payments.md). */
export const payQuoteDeposit = defineRoute({
  id: 'payments.payQuoteDeposit',
  domain: 'payments',
  method: 'POST',
  path: '/api/quote-page/{quoteToken}/deposit',
  auth: 'quoteLink',
  params: tokenParams,
  body: z.object({}).strict(),
  response: z.object({ url: z.string().url(), expiresAt: z.string() }),
  noindex: true,
});
