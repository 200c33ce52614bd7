// The billing vocabulary the stored items and the contracts share (spec section 3 "Billing
// settings", 4 "Quote", "Invoice"). Pure data, so the table's entities need no contract.

/** Spec section 3 "Billing settings": legal forms. */
export const LEGAL_FORMS = ['self_employed', 'sl', 'sa', 'slu', 'community_of_property', 'civil_society', 'cooperative'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/**
 * The VAT regime the photographer declares under (Ley 37/1992 título IX): the general one,
 * the simplified one (módulos), exempt activity, or the general one under the special cash
 * basis (criterio de caja, LIVA art. 163 decies; issue 22 point 2). The record's ClaveRegimen
 * follows it (verifactu-records.ts `claveRegimenOf`).
 */
export const TAX_REGIMES = ['general', 'simplified', 'exempt', 'cash_basis'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** A quote is pending (shown as "Presupuesto") until it is converted (shown as invoiced), for good. */
export const QUOTE_STATUSES = ['pending', 'converted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** What an invoice stores: draft = issued, not sent yet. */
export const STORED_INVOICE_STATUSES = ['draft', 'sent', 'paid', 'cancelled'] as const;
export type StoredInvoiceStatus = (typeof STORED_INVOICE_STATUSES)[number];
/** How an invoice first reached its client (issue 22 point 7): after it, it cannot be cancelled. */
export const INVOICE_DELIVERIES = ['email', 'marked_sent', 'pdf_download'] as const;
export type InvoiceDelivery = (typeof INVOICE_DELIVERIES)[number];

/** How a client is identified (issue 22 point 1; shared/src/billing/client-id.ts holds the rules): a Spanish NIF unless told. */
export const CLIENT_ID_TYPES = ['nif', 'eu_vat', 'passport', 'residence_id', 'other', 'not_registered'] as const;
export type ClientIdType = (typeof CLIENT_ID_TYPES)[number];

/**
 * The photographer's activity for the IAE (issue 22 point 4, trade-tax-rules.ts): `professional`
 * (sección 2.ª, artistic photographer, whose invoices to businesses carry IRPF) or `studio`
 * (epígrafe 973.1, photography services, a business activity: no IRPF). Settings saved before
 * it existed read as professional.
 */
export const PHOTOGRAPHER_ACTIVITIES = ['professional', 'studio'] as const;
export type PhotographerActivity = (typeof PHOTOGRAPHER_ACTIVITIES)[number];
