// The final invoice of a quote whose deposit was paid and invoiced (issue 25 point 3, deposits.ts):
// it deducts the deposit's invoice, with its number printed, so what is due is the rest.
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { contentOfItem, pricedContent, type DocumentContent } from './document-content.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { findDocumentItem } from './documents.js';

/**
 * The final invoice's content of a quote whose deposit was invoiced: the quote's lines, then, per
 * VAT category of the deposit's invoice, a line "Anticipo s/ factura F-…" of minus its amount
 * (its gross when the quote's prices include VAT, else its base), so what is due is the rest.
 * The deposit itself is the quote's alone: the invoice asks none. A cancelled deposit invoice deducts nothing.
 */
export const withDepositDeducted = async (quote: BillingDocumentItem, content: DocumentContent): Promise<DocumentContent> => {
  const { deposit: _asked, ...rest } = content;
  const invoiced = quote.depositInvoice && (await findDocumentItem(quote.photographerId, quote.depositInvoice.documentId));
  if (!invoiced || invoiced.status === 'cancelled') return rest;
  const advance = contentOfItem(invoiced);
  const words = DOCUMENT_MESSAGES[content.client.language];
  const deductions = advance.totals.breakdown.map((row) => ({
    name: words.deductionLine(invoiced.number),
    variant: null,
    quantity: 1,
    unitPriceCents: -(content.pricesIncludeVat ? row.baseCents + row.vatCents : row.baseCents),
    vat: row.vat,
  }));
  const products = [...content.products.map(({ totalCents: _amount, ...product }) => product), ...deductions];
  return { ...rest, ...pricedContent(content.pricing, products, content.totals.irpf?.ratePercent ?? null, content.pricesIncludeVat) };
};
