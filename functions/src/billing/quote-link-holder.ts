// The quote a public quote page token opens (issue 25 point 3), for the `quoteLink` caller kind's
// resolver: light (no PDF, record or payment code), so both functions that serve the kind (billing
// and payments) bundle only this.
import { db } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { DomainError } from '../lib/errors.js';
import { linkIsOpen } from './document-link.js';
import { findDocumentItem } from './documents.js';

/**
 * The quote a token opens, for the quote link holder (http/billing/quote-link-route.ts): unknown
 * tokens (and replaced ones, and an invoice's) are `billing.quote_link_invalid`; a link revoked,
 * past its last day, or of a quote converted is `billing.quote_link_closed`. Nothing but the token names the quote.
 */
export const quoteOfLink = async (token: string): Promise<BillingDocumentItem> => {
  const { data: key } = await db().entities.invoiceLinkKey.get({ token }).go({ consistent: true });
  if (!key) throw new DomainError('billing.quote_link_invalid');
  const quote = await findDocumentItem(key.photographerId, key.documentId);
  if (!quote || quote.kind !== 'quote' || quote.publicLink?.token !== token) throw new DomainError('billing.quote_link_invalid');
  if (!linkIsOpen(quote.publicLink) || quote.status !== 'pending') throw new DomainError('billing.quote_link_closed');
  return quote;
};
