// The priced lines of a quote or invoice (spec section 3 "Quote or invoice", pricing): the
// session's base price, the extra photos beyond the included ones (or the complete gallery
// instead), then the products. The modal shows these lines and their totals live; the server
// stores the same result, so both come from here and from invoiceTotals only.
import type { SupplyKind } from './trade-tax-rules.js';
import { invoiceTotals, type InvoiceLineInput, type InvoiceTotals, type VatCategory } from '../tax/invoice-totals.js';

export const DOCUMENT_LINE_KINDS = ['session', 'extra_photos', 'complete_gallery', 'product'] as const;
export type DocumentLineKind = (typeof DOCUMENT_LINE_KINDS)[number];

export interface DocumentPricingInput {
  sessionPriceCents: number;
  includedPhotos: number;
  extraPhotoPriceCents: number;
  selectedImagesCount: number;
  completeGallery: boolean;
  completeGalleryPriceCents: number;
  /** VAT of the session's own lines (base price, extra photos, complete gallery). */
  sessionVat: VatCategory;
}

export interface DocumentProductInput {
  name: string;
  variant: string | null;
  quantity: number;
  unitPriceCents: number;
  vat: VatCategory;
  /** Goods or a service, and the art-work confirmation (issue 22 point 4, trade-tax-rules.ts); absent on lines made before. */
  supply?: SupplyKind | undefined;
  artWork?: boolean | undefined;
}

export interface DocumentLine extends InvoiceLineInput {
  kind: DocumentLineKind;
  /** The product's name and variant; null for the session's lines (the document's language names them). */
  name: string | null;
  variant: string | null;
}

export const extraPhotosCount = (pricing: Pick<DocumentPricingInput, 'includedPhotos' | 'selectedImagesCount' | 'completeGallery'>): number =>
  pricing.completeGallery ? 0 : Math.max(0, pricing.selectedImagesCount - pricing.includedPhotos);

/** Lines with a zero amount from the session are left out; products are kept as given. */
export const documentLines = (pricing: DocumentPricingInput, products: readonly DocumentProductInput[]): DocumentLine[] => {
  const lines: DocumentLine[] = [];
  const sessionLine = (kind: DocumentLineKind, quantity: number, unitPriceCents: number) => {
    if (quantity > 0 && unitPriceCents > 0) lines.push({ kind, name: null, variant: null, quantity, unitPriceCents, vat: pricing.sessionVat });
  };
  sessionLine('session', 1, pricing.sessionPriceCents);
  sessionLine('extra_photos', extraPhotosCount(pricing), pricing.extraPhotoPriceCents);
  if (pricing.completeGallery) sessionLine('complete_gallery', 1, pricing.completeGalleryPriceCents);
  for (const product of products) {
    lines.push({ kind: 'product', name: product.name, variant: product.variant, quantity: product.quantity, unitPriceCents: product.unitPriceCents, vat: product.vat });
  }
  return lines;
};

export const documentTotals = (
  pricing: DocumentPricingInput,
  products: readonly DocumentProductInput[],
  irpfRatePercent: number | null,
  /** The unit prices include VAT (issue 22 A); absent on every document made before, which added it on top. */
  pricesIncludeVat?: boolean,
): { lines: DocumentLine[]; totals: InvoiceTotals } => {
  const lines = documentLines(pricing, products);
  return { lines, totals: invoiceTotals({ lines, irpfRatePercent, pricesIncludeVat }) };
};
