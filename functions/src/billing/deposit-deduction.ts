// The final invoice of a quote whose advance payments were invoiced (issue 25 points 3 and 4): it
// deducts each advance invoice, with its number printed, so what is due is the rest: the quote's
// deposit (deposits.ts) and, for a quote made from a gallery selection (send-to-invoicing), the
// extras its client paid in the gallery (gallery-extras-invoice.ts, on the session's selection versions).
import { db } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { contentOfItem, pricedContent, type DocumentContent } from './document-content.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { findDocumentItem } from './documents.js';

/**
 * The advance invoices of the gallery extras paid for a session (issue 25 point 4), by id: they
 * name the session but are not its final invoice (send to invoicing and the simplified invoice tell them apart).
 */
export const extrasAdvanceIdsOf = async (photographerId: string, sessionId: string): Promise<string[]> => {
  const { data } = await db().entities.sessionSelection.query.bySession({ photographerId, sessionId }).go({ pages: 'all', consistent: true });
  return data.flatMap((version) => (version.advanceInvoice ? [version.advanceInvoice.documentId] : []));
};

/** Those of the quote's session, for a quote made from its selection. */
const extrasAdvancesOf = async (quote: BillingDocumentItem, content: DocumentContent): Promise<string[]> => {
  const sessionId = content.session.sessionId;
  if (quote.selectionVersion === undefined || !sessionId) return [];
  return extrasAdvanceIdsOf(quote.photographerId, sessionId);
};

/**
 * The final invoice's content of a quote whose advance payments were invoiced: the quote's lines,
 * then, per advance invoice and VAT category of it, a line "Anticipo s/ factura F-…" of minus its
 * amount (its gross when the quote's prices include VAT, else its base), so what is due is the rest.
 * The deposit itself is the quote's alone: the invoice asks none. A cancelled advance invoice deducts nothing.
 */
export const withDepositDeducted = async (quote: BillingDocumentItem, content: DocumentContent): Promise<DocumentContent> => {
  const { deposit: _asked, ...rest } = content;
  const ids = [...(quote.depositInvoice ? [quote.depositInvoice.documentId] : []), ...(await extrasAdvancesOf(quote, content))];
  const invoices = (await Promise.all(ids.map((id) => findDocumentItem(quote.photographerId, id)))).filter(
    (invoiced): invoiced is BillingDocumentItem => Boolean(invoiced) && invoiced?.status !== 'cancelled',
  );
  if (invoices.length === 0) return rest;
  const words = DOCUMENT_MESSAGES[content.client.language];
  const deductions = invoices.flatMap((invoiced) =>
    contentOfItem(invoiced).totals.breakdown.map((row) => ({
      name: words.deductionLine(invoiced.number),
      variant: null,
      quantity: 1,
      unitPriceCents: -(content.pricesIncludeVat ? row.baseCents + row.vatCents : row.baseCents),
      vat: row.vat,
    })),
  );
  const products = [...content.products.map(({ totalCents: _amount, ...product }) => product), ...deductions];
  return { ...rest, ...pricedContent(content.pricing, products, content.totals.irpf?.ratePercent ?? null, content.pricesIncludeVat) };
};
