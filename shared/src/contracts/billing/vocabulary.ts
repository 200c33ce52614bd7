// The billing vocabulary of the contracts (spec sections 3 "Quote or invoice", 4 "Quote",
// "Invoice"): document kinds and statuses, invoice kinds, series, limits.
import { STORED_INVOICE_STATUSES, QUOTE_STATUSES } from '../../billing/billing-enums.js';
import { INVOICE_TYPES } from '../../verifactu/record-fields.js';

export { NUMBERING_FORMATS, type NumberingFormat } from '../../tax/invoice-numbering.js';
export { DOCUMENT_LINE_KINDS, type DocumentLineKind } from '../../billing/document-lines.js';
export { LEGAL_FORMS, QUOTE_STATUSES, STORED_INVOICE_STATUSES, TAX_REGIMES, type LegalForm, type QuoteStatus, type StoredInvoiceStatus, type TaxRegime } from '../../billing/billing-enums.js';

export const DOCUMENT_KINDS = ['quote', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * An invoice's kind, under the AEAT's TipoFactura names: F1 full (every invoice made before
 * kinds existed), F2 simplified, R1-R4 rectifying (art. 80 LIVA cases: R1 error or art.
 * 80.1-2-6, R2 art. 80.3 insolvency, R3 art. 80.4 bad debts, R4 any other), R5 rectifying a
 * simplified invoice. Which are issued, rectifying or simplified: shared/src/billing/invoice-types.ts.
 */
export { INVOICE_TYPES };
export type { InvoiceType } from '../../billing/invoice-types.js';

/** Default series of the rectifying and simplified invoices when the settings name none. */
export const DEFAULT_RECTIFYING_SERIES = 'R';
export const DEFAULT_SIMPLIFIED_SERIES = 'S';

/**
 * What an invoice shows: `overdue` is computed when read (due date before today in Europe/Madrid,
 * draft or sent, not fully paid); `partly_paid` too (draft or sent, not overdue, with payments
 * recorded below its total: shared/src/billing/invoice-payment-rules.ts).
 */
export const INVOICE_STATUSES = [...STORED_INVOICE_STATUSES, 'overdue', 'partly_paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const DOCUMENT_STATUSES = [...QUOTE_STATUSES, ...INVOICE_STATUSES] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const BILLING_PAGE_SIZE_DEFAULT = 10;
export const BILLING_PAGE_SIZE_MAX = 100;
export const DOCUMENT_PRODUCTS_MAX = 100;
/** An export covers at most this many days (a fiscal year and a day of slack). */
export const EXPORT_PERIOD_DAYS_MAX = 366;
/** The quotes' own counter spells its numbers with this series (e.g. P-2026-0001). */
export const QUOTE_SERIES = 'P';

