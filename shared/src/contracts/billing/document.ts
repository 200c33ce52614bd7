// A quote or invoice as the API answers it, the list with its filters and stats, the number
// check and the export's period.
import * as z from 'zod';
import { LANGUAGES } from '../../constants.js';
import { CLIENT_ID_TYPES } from '../../billing/billing-enums.js';
import { RECTIFICATION_METHODS } from '../../billing/invoice-types.js';
import { VAT_EXEMPTIONS } from '../../tax/invoice-totals.js';
import { TAX_TERRITORIES } from '../../tax/indirect-tax.js';
import { EXEMPTION_CAUSE_KEYS } from '../../tax/exemption-causes.js';
import { SUPPLY_KINDS } from '../../billing/trade-tax-rules.js';
import { DEPOSIT_KINDS } from '../../billing/deposit-rules.js';
import { QUOTE_ACCEPTANCE_STATES } from '../../billing/quote-acceptance.js';
import { INVOICE_TYPES } from '../../verifactu/record-fields.js';
import { entityId as id } from '../ids.js';
import { exportPeriodRule, isoDate, seriesRule } from './fields.js';
import { billingSettings } from './settings.js';
import { BILLING_PAGE_SIZE_DEFAULT, BILLING_PAGE_SIZE_MAX, DOCUMENT_KINDS, DOCUMENT_LINE_KINDS, DOCUMENT_STATUSES, EXPORT_FORMATS } from './vocabulary.js';

const vatCategoryOut = z.union([
  z.object({ kind: z.literal('rate'), ratePercent: z.number() }),
  z.object({ kind: z.literal('exempt'), exemption: z.enum(Object.keys(VAT_EXEMPTIONS) as [keyof typeof VAT_EXEMPTIONS]), cause: z.enum(EXEMPTION_CAUSE_KEYS).optional() }),
  z.object({ kind: z.literal('not_subject') }),
]);

/** The issuer's billing data as it was when the document was made; never changes afterwards. */
export const issuerSnapshot = billingSettings
  .omit({
    nextInvoiceNumber: true,
    nextInvoiceNumberLocked: true,
    updatedAt: true,
    numberingFormat: true,
    defaultVatRatePercent: true,
    pricesIncludeVat: true,
    rectifyingSeries: true,
    simplifiedSeries: true,
    legalName: true,
    taxTerritory: true,
    ipsiRatesPercent: true,
    activity: true,
    activityStartYear: true,
  })
  .extend({
    /**
     * The issuer's tax territory when the document was made (issue 22 point 3): it decides the
     * document's tax (IVA, IGIC, IPSI). Absent on documents made before it and on common
     * territory ones: IVA, as every document was.
     */
    taxTerritory: z.enum(TAX_TERRITORIES).optional(),
    /**
     * A self-employed issuer's full legal name (issue 22 point 8), printed beside the trade
     * name and recorded as NombreRazonEmisor. Absent on documents made before it existed.
     */
    legalName: z.string().nullable().optional(),
    /** The profile's logo (S3 key under originals/{photographerId}/profile/) at that time, if any. */
    logoKey: z.string().nullable(),
  });
export type IssuerSnapshot = z.infer<typeof issuerSnapshot>;

export const documentClient = z.object({
  clientId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  taxId: z.string(),
  taxIdType: z.enum(['NIF', 'CIF', 'NIE', 'none']),
  isCompany: z.boolean(),
  isProfessional: z.boolean(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /**
   * How the client is identified (issue 22 point 1); absent on documents made before it: a
   * Spanish NIF, read as they always were.
   */
  idType: z.enum(CLIENT_ID_TYPES).optional(),
  /** The ISO country of the identifier (an EU VAT number's own), when not a Spanish NIF. */
  countryCode: z.string().nullable().optional(),
  /** The day the photographer checked the EU VAT number on VIES (the product cannot reach it), or null. */
  viesCheckedOn: z.string().nullable().optional(),
});
export type DocumentClient = z.infer<typeof documentClient>;

export const documentLineOut = z.object({
  kind: z.enum(DOCUMENT_LINE_KINDS),
  name: z.string().nullable(),
  variant: z.string().nullable(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  vat: vatCategoryOut,
  baseCents: z.number(),
  vatCents: z.number(),
});
export type DocumentLineOut = z.infer<typeof documentLineOut>;

/** A line as a public page (an invoice's, a quote's) prints it: its description in the document's language. */
export const publicDocumentLine = documentLineOut.pick({ quantity: true, unitPriceCents: true, vat: true, baseCents: true, vatCents: true }).extend({ description: z.string() });
export type PublicDocumentLine = z.infer<typeof publicDocumentLine>;

export const documentTotalsOut = z.object({
  breakdown: z.array(z.object({ vat: vatCategoryOut, baseCents: z.number(), vatCents: z.number() })),
  baseCents: z.number(),
  vatCents: z.number(),
  irpf: z.object({ ratePercent: z.number(), baseCents: z.number(), amountCents: z.number() }).nullable(),
  totalCents: z.number(),
});

/** A quote's deposit as stored and answered: what was asked (an amount or a percentage) and `cents`, what that is. */
export const documentDeposit = z.object({ kind: z.enum(DEPOSIT_KINDS), amountCents: z.number().int().nullable(), percent: z.number().nullable(), cents: z.number().int() });
export type DocumentDeposit = z.infer<typeof documentDeposit>;

export const billingDocument = z.object({
  documentId: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  /** As printed, series included (e.g. `2026-0001`, `R-F-0003`, `P-2026-0002` for a quote). */
  number: z.string(),
  series: z.string(),
  sequence: z.number(),
  /** Quote: pending | converted. Invoice: draft | sent | paid | cancelled, or overdue (computed). */
  status: z.enum(DOCUMENT_STATUSES),
  issueDate: z.string(),
  dueDate: z.string(),
  paymentConditions: z.string().nullable(),
  notes: z.string().nullable(),
  internalNotes: z.string().nullable(),
  description: z.string().nullable(),
  issuer: issuerSnapshot,
  client: documentClient,
  session: z.object({
    sessionId: z.string().nullable(),
    title: z.string(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    description: z.string().nullable(),
  }),
  pricing: z.object({
    sessionPriceCents: z.number(),
    includedPhotos: z.number(),
    extraPhotoPriceCents: z.number(),
    selectedImagesCount: z.number(),
    extraPhotosCount: z.number(),
    completeGallery: z.boolean(),
    completeGalleryPriceCents: z.number(),
    sessionVat: vatCategoryOut,
  }),
  products: z.array(
    z.object({
      name: z.string(),
      variant: z.string().nullable(),
      quantity: z.number(),
      unitPriceCents: z.number(),
      vat: vatCategoryOut,
      totalCents: z.number(),
      /** Goods or a service, and the "obra de arte original" confirmation (issue 22 point 4); absent on lines made before. */
      supply: z.enum(SUPPLY_KINDS).optional(),
      artWork: z.boolean().optional(),
    }),
  ),
  /**
   * The unit prices include VAT (issue 22 A: a quote from a gallery selection priced VAT
   * included): the totals split each rate's gross into base and VAT. Absent: VAT excluded, as
   * every document made before the flag existed.
   */
  pricesIncludeVat: z.boolean().optional(),
  /**
   * Invoice: the date of the operation (issue 22 point 5) when it differs from the issue date:
   * printed and recorded as FechaOperacion. Absent or null: the issue date's.
   */
  operationDate: z.string().nullable().optional(),
  /**
   * Quote: the deposit it asks (issue 25 point 3): an amount or a percentage of the total, and
   * `cents`, what that is. Absent or null: none (every document made before).
   */
  deposit: documentDeposit.nullable().optional(),
  /** Every priced line with its base and VAT, in print order. */
  lines: z.array(documentLineOut),
  totals: documentTotalsOut,
  sentAt: z.string().nullable(),
  /**
   * Invoice: when it first reached its client (emailed, marked sent, its PDF downloaded;
   * issue 22 point 7). Null before; absent on answers made before the field existed.
   */
  deliveredAt: z.string().nullable().optional(),
  /** The day the payment arrived (YYYY-MM-DD): the day the payments reached the total. */
  paidAt: z.string().nullable(),
  /** Invoice: its public page's link (issue 25 point 2), null until first shared. Absent on answers made before. */
  publicLink: z.object({ token: z.string(), path: z.string(), createdAt: z.string(), expiresOn: z.string().nullable(), revokedAt: z.string().nullable() }).nullable().optional(),
  /**
   * Invoice: the sum of the payments recorded against it, and what is still due (0 once paid or
   * cancelled; issue 25 point 2). A quote: 0 and its total.
   */
  paidCents: z.number().int(),
  amountDueCents: z.number().int(),
  /** Invoice: a payment from Stripe is recorded against it, so it is never marked unpaid by hand (issue 25 point 2). Absent on answers made before. */
  paidThroughStripe: z.boolean().optional(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Quote: when it was converted, and the invoice it became. */
  convertedAt: z.string().nullable(),
  invoiceId: z.string().nullable(),
  /** Invoice: the quote it came from. */
  originalQuoteId: z.string().nullable(),
  originalQuoteNumber: z.string().nullable(),
  /** Invoice: its kind (F1 for invoices made before kinds existed). Null for a quote. */
  invoiceType: z.enum(INVOICE_TYPES).nullable(),
  /** Rectifying invoice (R1-R5): the invoice it rectifies, how and why. Null otherwise. */
  /** The TipoFactura its record has (a qualified simplified invoice, art. 7.2: F1); null for a quote. Absent: its invoiceType. */
  recordedType: z.enum(INVOICE_TYPES).nullable().optional(),
  rectification: z
    .object({
      originalId: z.string(),
      originalNumber: z.string(),
      originalIssueDate: z.string(),
      method: z.enum(RECTIFICATION_METHODS),
      reason: z.string(),
      /** By substitution: the original's base and VAT as rectified (absent on rectifying invoices issued before they were kept). */
      originalBaseCents: z.number().int().optional(),
      originalVatCents: z.number().int().optional(),
    })
    .nullable(),
  /**
   * Quote made from the session's confirmed gallery selection (send to invoicing): the
   * selection version it was priced from, and `outdated` once the client has confirmed a newer
   * one. Null for other documents.
   */
  fromSelection: z.object({ version: z.number(), outdated: z.boolean() }).nullable(),
  /** Invoice: the rectifying invoices issued for it, oldest first. */
  rectifiedBy: z.array(z.object({ documentId: z.string(), number: z.string(), invoiceType: z.enum(INVOICE_TYPES) })),
  /** An F3: the simplified invoices it replaces. */
  substitutes: z.array(z.object({ documentId: z.string(), number: z.string(), issueDate: z.string() })).optional(),
  /** A simplified invoice replaced by an F3. */
  substitutedBy: z.object({ documentId: z.string(), number: z.string() }).nullable().optional(),
  /** Quote: accepted by its client on the quote page (issue 25 point 3): when, from where. Null before; absent on answers made before. */
  acceptance: z.object({ at: z.string(), ip: z.string(), userAgent: z.string() }).nullable().optional(),
  /**
   * Quote: where it stands with its client (shared/src/billing/quote-acceptance.ts): not accepted,
   * accepted with its deposit still to pay online ("Aceptado, pendiente de la señal"), or accepted.
   * Null for an invoice; absent on answers made before.
   */
  acceptanceState: z.enum(QUOTE_ACCEPTANCE_STATES).nullable().optional(),
  /** Quote: the invoice of its deposit, paid online (issue 25 point 3). Null before; absent on answers made before. */
  depositInvoice: z.object({ documentId: z.string(), number: z.string() }).nullable().optional(),
  /** Invoice: the quote whose deposit (an advance payment) it invoices. Null otherwise; absent on answers made before. */
  advanceOf: z.object({ quoteId: z.string(), quoteNumber: z.string() }).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BillingDocument = z.infer<typeof billingDocument>;
export type DocumentRectification = NonNullable<BillingDocument['rectification']>;

export const documentSummary = billingDocument.pick({
  substitutedBy: true,
  recordedType: true,
  documentId: true,
  kind: true,
  number: true,
  status: true,
  issueDate: true,
  dueDate: true,
  sentAt: true,
  paidAt: true,
  paidCents: true,
  amountDueCents: true,
  paidThroughStripe: true,
  convertedAt: true,
  invoiceId: true,
  originalQuoteId: true,
  invoiceType: true,
  fromSelection: true,
  acceptanceState: true,
  createdAt: true,
}).extend({
  clientId: z.string().nullable(),
  clientName: z.string(),
  sessionId: z.string().nullable(),
  sessionTitle: z.string(),
  totalCents: z.number(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

/** `amountDueCents`: what is still due on them (issue 25 point 2: a partly paid invoice's total less its payments). */
const statusStats = z.object({ count: z.number(), totalCents: z.number(), amountDueCents: z.number() });
export const documentStats = z.object({
  count: z.number(),
  totalCents: z.number(),
  /** Per shown status (overdue counted apart from draft and sent). */
  byStatus: z.partialRecord(z.enum(DOCUMENT_STATUSES), statusStats),
});
export type DocumentStats = z.infer<typeof documentStats>;

export const listDocumentsQuery = z
  .object({
    kind: z.enum(DOCUMENT_KINDS).optional(),
    /** Contains-match, case- and accent-insensitive, on the client's name or the number. */
    search: z.string().trim().max(100).optional(),
    status: z.enum(DOCUMENT_STATUSES).optional(),
    /** Issue dates in [from, to]. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** The CRM client's documents (client detail, Invoices tab). */
    clientId: id.optional(),
    /** A session's documents (what send-to-invoicing found). */
    sessionId: id.optional(),
    /** Invoices of one kind (F1, F2, R1-R5). */
    invoiceType: z.enum(INVOICE_TYPES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(BILLING_PAGE_SIZE_MAX).default(BILLING_PAGE_SIZE_DEFAULT),
  })
  .strict();
export type ListDocumentsQuery = z.input<typeof listDocumentsQuery>;

export const documentPage = z.object({
  rows: z.array(documentSummary),
  totalCount: z.number(),
  totalPages: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Over every filter but status and paging. */
  stats: documentStats,
});
export type DocumentPage = z.infer<typeof documentPage>;

export const numberCheckQuery = z
  .object({
    /** The series; when absent, the settings' series for `invoiceType` (main for F1, else simplified or rectifying). */
    series: z.string().trim().toUpperCase().max(10).optional(),
    invoiceType: z.enum(INVOICE_TYPES).optional(),
    /** The issue date the number is for (its year, in formats with the year); today when absent. */
    issueDate: isoDate.optional(),
    /** A number to check; absent asks only for the next number. */
    number: z.string().trim().max(40).optional(),
  })
  .strict()
  .superRefine(seriesRule);

export const numberCheck = z.object({
  /** The number the next invoice of the series will get. */
  nextNumber: z.string(),
  /** Whether `number` can be used: only the next number can. Null when no number was asked. */
  available: z.boolean().nullable(),
  /** Why not: `billing.number_taken` or `billing.number_not_next`. */
  code: z.string().nullable(),
  /** The issue date may not be earlier than this (the last invoice of the series), or null. */
  earliestIssueDate: z.string().nullable(),
});
export type NumberCheck = z.infer<typeof numberCheck>;

export const exportQuery = z.object({ from: isoDate, to: isoDate, format: z.enum(EXPORT_FORMATS) }).strict().superRefine(exportPeriodRule);
export type ExportQuery = z.infer<typeof exportQuery>;

/** A file handed out with a short-lived signed link. */
export const signedFile = z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() });
export type SignedFile = z.infer<typeof signedFile>;
