// The public invoice page (issue 25 point 2): an issued invoice shown to whoever holds its link,
// the "invoice link holder" caller kind (`invoiceLink` in route.ts). The token (26 characters of
// lower-case base32, 130 random bits) is the secret; the photographer shares it (made on first
// share; invoices issued before get theirs the same way), may set when it stops opening, and may
// revoke it. A closed link (revoked, expired, cancelled invoice: 410) or an unknown token (404) opens nothing. Its
// answers carry `X-Robots-Tag: noindex` (`noindex` below) and the page a robots meta.
//
// - POST /api/billing/invoices/{invoiceId}/public-link: shares it (the link as it is, or a new
//   one when it has none or it was revoked), with an optional expiry day;
// - DELETE /api/billing/invoices/{invoiceId}/public-link: revokes it;
// - GET /api/invoice-page/{invoiceToken}: the invoice as its client sees it, its state and what is due;
// - GET /api/invoice-page/{invoiceToken}/pdf: a short-lived link to its PDF;
// - POST /api/invoice-page/{invoiceToken}/checkout: "Pagar ahora", a Stripe Checkout for what is still due.
import * as z from 'zod';
import { LANGUAGES } from '../../constants.js';
import { defineRoute } from '../route.js';
import { documentTotalsOut, publicDocumentLine, signedFile } from './document.js';
import { invoiceParams } from './document-routes.js';
import { INDIRECT_TAXES } from '../../tax/indirect-tax.js';
import { isoDate } from './fields.js';
import { DOCUMENT_STATUSES } from './vocabulary.js';

import { INVOICE_TOKEN_PATTERN, invoicePagePath } from '../../billing/invoice-page-address.js';

export { INVOICE_TOKEN_PATTERN, invoicePagePath };

export const invoicePublicLink = z.object({
  token: z.string(),
  /** The page's path (`/f/{token}`); the web app prefixes its origin. */
  path: z.string(),
  createdAt: z.string(),
  /** The last day it opens (Europe/Madrid); null: until revoked. */
  expiresOn: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type InvoicePublicLink = z.infer<typeof invoicePublicLink>;

export const shareInvoiceInput = z.object({ expiresOn: isoDate.nullable().optional() }).strict();

const tokenParams = z.object({ invoiceToken: z.string().regex(INVOICE_TOKEN_PATTERN, 'expected an invoice link token') }).strict();

const party = z.object({
  name: z.string(),
  taxId: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const publicInvoice = z.object({
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  language: z.enum(LANGUAGES),
  issuer: party.extend({ legalName: z.string().nullable(), iban: z.string().nullable(), bankName: z.string().nullable() }),
  client: party,
  /** Each line as printed on the PDF (its description in the invoice's language). */
  lines: z.array(publicDocumentLine),
  totals: documentTotalsOut,
  /** The issuer's indirect tax (IGIC in the Canaries, IPSI in Ceuta and Melilla), as the PDF names it. */
  tax: z.enum(INDIRECT_TAXES),
  /** Prices entered VAT included: the totals say so, as on the PDF. */
  pricesIncludeVat: z.boolean(),
  /** As the photographer sees it: draft (issued), sent, partly_paid, paid, overdue or cancelled. */
  status: z.enum(DOCUMENT_STATUSES),
  paidCents: z.number().int(),
  amountDueCents: z.number().int(),
  paidAt: z.string().nullable(),
  /** The AEAT's verification address its QR encodes; null when its PDF prints none. */
  verifactuQrUrl: z.string().nullable(),
  /** Whether "Pagar ahora" opens Stripe Checkout: something is due and the studio's account takes charges (issue 25 point 2). */
  payOnline: z.boolean(),
});
export type PublicInvoice = z.infer<typeof publicInvoice>;

export const shareInvoiceLink = defineRoute({
  id: 'billing.shareInvoiceLink',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices/{invoiceId}/public-link',
  auth: 'photographer',
  params: invoiceParams,
  body: shareInvoiceInput,
  response: z.object({ link: invoicePublicLink }),
});

export const revokeInvoiceLink = defineRoute({
  id: 'billing.revokeInvoiceLink',
  domain: 'billing',
  method: 'DELETE',
  path: '/api/billing/invoices/{invoiceId}/public-link',
  auth: 'photographer',
  params: invoiceParams,
  response: z.object({ link: invoicePublicLink.nullable() }),
});

export const getInvoicePage = defineRoute({
  id: 'billing.getInvoicePage',
  domain: 'billing',
  method: 'GET',
  path: '/api/invoice-page/{invoiceToken}',
  auth: 'invoiceLink',
  params: tokenParams,
  response: z.object({ invoice: publicInvoice }),
  noindex: true,
});

export const getInvoicePagePdf = defineRoute({
  id: 'billing.getInvoicePagePdf',
  domain: 'billing',
  method: 'GET',
  path: '/api/invoice-page/{invoiceToken}/pdf',
  auth: 'invoiceLink',
  params: tokenParams,
  response: signedFile,
  noindex: true,
});

/**
 * "Pagar ahora": opens a Stripe Checkout Session on the studio's connected account for what is
 * still due, in the invoice's language; success and cancel come back to the page.
 */
export const payInvoiceOnline = defineRoute({
  id: 'billing.payInvoiceOnline',
  domain: 'billing',
  method: 'POST',
  path: '/api/invoice-page/{invoiceToken}/checkout',
  auth: 'invoiceLink',
  params: tokenParams,
  response: z.object({ url: z.string().url(), expiresAt: z.string(), amountCents: z.number().int().positive() }),
  noindex: true,
});
