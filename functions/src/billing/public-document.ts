// What an invoice's and a quote's public pages (invoice-link.ts, quote-link.ts) both print of the
// document, as its PDF does: the lines described in the client's language, the totals, the tax
// named by the issuer's territory, whether the prices include it, and a party's address.
import type { BillingDocument, PublicDocumentLine } from '@fotostudio/shared/contracts/billing/document';
import { taxOfTerritory, type IndirectTax } from '@fotostudio/shared/tax/indirect-tax';
import type { BillingDocumentView } from './pdf/billing-document-view.js';

export const publicDocumentBodyOf = (
  document: BillingDocument,
  view: BillingDocumentView,
): { lines: PublicDocumentLine[]; totals: BillingDocument['totals']; tax: IndirectTax; pricesIncludeVat: boolean } => ({
  lines: document.lines.map((line, index) => ({
    description: view.lines[index]?.description ?? line.name ?? '',
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    vat: line.vat,
    baseCents: line.baseCents,
    vatCents: line.vatCents,
  })),
  totals: document.totals,
  tax: taxOfTerritory(document.issuer.taxTerritory),
  pricesIncludeVat: document.pricesIncludeVat ?? false,
});

/** A party of the document (issuer or client) as a page prints it: name, tax id, address and contact. */
export const publicPartyOf = (party: BillingDocumentView['issuer'] | BillingDocumentView['client']) => ({
  name: party.name,
  taxId: party.taxId,
  address: party.address,
  city: party.city,
  postalCode: party.postalCode,
  country: party.country,
  email: party.email ?? null,
  phone: party.phone ?? null,
});
