// What a quote or invoice document prints: the snapshot stored on the document (issuer and
// client as they were when it was made), never live profile or CRM data.
import type { IndirectTax } from '@fotostudio/shared/tax/indirect-tax';
import type { Currency, Language } from '@fotostudio/shared/constants';
import type { InvoiceType } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { RectificationMethod } from '@fotostudio/shared/billing/invoice-types';
import type { InvoiceLineInput } from '@fotostudio/shared/tax/invoice-totals';

export type DocumentKind = 'quote' | 'invoice';

export interface DocumentParty {
  name: string;
  taxId: string;
  address: string;
  city: string;
  postalCode: string;
  province?: string | null | undefined;
  country: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

/** How the client is identified when not by a Spanish NIF (issue 22 point 1): the label printed before its identifier. */
export interface DocumentClientParty extends DocumentParty {
  idType?: 'nif' | 'eu_vat' | 'passport' | 'residence_id' | 'other' | 'not_registered' | undefined;
  countryCode?: string | null | undefined;
}

export interface DocumentIssuer extends DocumentParty {
  legalForm: string;
  /** A self-employed issuer's full legal name (issue 22 point 8): the heading, with the trade name (`name`) beside it. */
  legalName?: string | null | undefined;
  iban?: string | null | undefined;
  bankName?: string | null | undefined;
  additionalTerms?: string | null | undefined;
}

export interface DocumentLine extends InvoiceLineInput {
  description: string;
}

export interface RectifiedAmount {
  baseCents: number;
  vatCents: number;
}

export interface BillingDocumentView {
  kind: DocumentKind;
  language: Language;
  currency: Currency;
  /** With its series, as issued (e.g. `A-2026-0007`). */
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** Date of the operation when it differs from the issue date (art. 6.1.i). */
  operationDate?: string | null | undefined;
  /** Due date of an invoice, validity of a quote. */
  dueDate?: string | null | undefined;
  issuer: DocumentIssuer;
  client: DocumentClientParty;
  lines: DocumentLine[];
  /**
   * The mentions RD 1619/2012 art. 6.1 asks for beyond the lines' own (issue 22 points 1-2):
   * "Inversión del sujeto pasivo" (6.1.m) when the recipient accounts for the tax, "Régimen
   * especial del criterio de caja" (6.1.n) when the issuer is under it.
   */
  reverseCharge?: boolean | undefined;
  cashBasis?: boolean | undefined;
  irpfRatePercent: number | null;
  /** The unit prices include VAT (issue 22 A): amounts print VAT included, the breakdown splits it out. */
  pricesIncludeVat?: boolean | undefined;
  /** IGIC or IPSI (issue 22 point 3): the tax's name replaces IVA's in the words and rates ("IGIC 7 %"); absent is IVA. */
  tax?: IndirectTax | undefined;
  paymentConditions?: string | null | undefined;
  /** A quote's deposit (issue 25 point 3): printed under its total, with the percentage when asked as one. */
  deposit?: { cents: number; percent: number | null } | null | undefined;
  notes?: string | null | undefined;
  status?: string | undefined;
  /** An invoice's kind: the title says simplified (F2) or rectifying (R1-R5); none or F1 is a full invoice. */
  invoiceType?: InvoiceType | null | undefined;
  /** A rectifying invoice's original and why and how it is rectified (RD 1619/2012 art. 15). */
  rectification?:
    | {
        originalNumber: string;
        originalIssueDate: string;
        method: RectificationMethod;
        reason: string;
        /** By substitution: the original's amount and the new one (base and VAT), whose difference is the rectification's amount. */
        amounts?: { original: RectifiedAmount; corrected: RectifiedAmount } | undefined;
      }
    | null
    | undefined;
  /** An F3: the simplified invoices it replaces. */
  substitutes?: { number: string; issueDate: string }[] | undefined;
  /** An issued invoice's AEAT QR address (from its VERI*FACTU registration record); none for quotes. */
  verifactuQrUrl?: string | null | undefined;
  /**
   * An issued invoice's public page (`…/f/{token}`, issue 25 point 2), printed as a short URL with
   * the payment details; `payable`: it could be paid online when the PDF was rendered.
   */
  publicPage?: { url: string; payable: boolean } | null | undefined;
}
