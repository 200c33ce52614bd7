// An invoice's kind under the AEAT's TipoFactura names: which are issued directly, which
// rectify, which are simplified.
import type { TipoFactura } from '../verifactu/record-fields.js';

/** F1, F2, R1-R5 (INVOICE_TYPES). */
export type InvoiceType = TipoFactura;
/** The kinds an invoice is issued as directly (POST /api/billing/invoices). */
export const ISSUED_INVOICE_TYPES = ['F1', 'F2'] as const satisfies readonly InvoiceType[];
export type IssuedInvoiceType = (typeof ISSUED_INVOICE_TYPES)[number];
export const RECTIFYING_INVOICE_TYPES = ['R1', 'R2', 'R3', 'R4', 'R5'] as const satisfies readonly InvoiceType[];
export type RectifyingInvoiceType = (typeof RECTIFYING_INVOICE_TYPES)[number];
export const isRectifyingType = (type: InvoiceType): type is RectifyingInvoiceType => (RECTIFYING_INVOICE_TYPES as readonly string[]).includes(type);
/** F2 and R5 are simplified: an R5 rectifies an F2 or R5, and only R5 does. */
export const isSimplifiedType = (type: InvoiceType): boolean => type === 'F2' || type === 'R5';
/** TipoRectificativa: S by substitution (the lines are the whole corrected invoice), I by differences (the lines are the change). */
export const RECTIFICATION_METHODS = ['S', 'I'] as const;
export type RectificationMethod = (typeof RECTIFICATION_METHODS)[number];
