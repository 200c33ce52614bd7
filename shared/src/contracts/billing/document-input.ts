// Quotes and invoices under Spanish rules (spec sections 2 "/dashboard/invoices", 3 "Quote or
// invoice", "Billing settings", 4 "Send to invoicing", "Quote", "Invoice", 5 "Billing
// settings", "New quote or invoice", 8 "Invoices and billing"). Money is integer cents; dates
// are `YYYY-MM-DD` in Europe/Madrid; totals come only from shared/src/tax/invoice-totals.ts
// (through shared/src/billing/document-lines.ts), on the server and in the modal alike.
//
// Routes:
// - settings: GET/PUT /api/billing/settings, GET /api/billing/settings/status;
// - documents: GET /api/billing/documents (quotes and invoices; `kind`, `status`, `search`,
//   period, `clientId` (the CRM client's Invoices tab) and `sessionId` filters; stats),
//   GET /api/billing/documents/{documentId};
// - quotes: POST /api/billing/quotes, PUT/DELETE /api/billing/quotes/{quoteId} (pending
//   only), POST /api/billing/quotes/{quoteId}/convert (issues a new invoice, once);
// - invoices: POST /api/billing/invoices (issued at once, numbered by the server),
//   GET /api/billing/invoices/number-check, POST .../{invoiceId}/sent|paid|unpaid|cancel,
//   PATCH .../{invoiceId}/notes (internal notes: the only edit of an issued invoice),
//   GET /api/billing/invoices/export (period as CSV or XLSX);
// - PDF and email of either kind: GET /api/billing/documents/{documentId}/pdf,
//   POST /api/billing/documents/{documentId}/email;
// - POST /api/sessions/{sessionId}/send-to-invoicing: a quote from the client's confirmed selection.
import * as z from 'zod';
import * as ibantools from 'ibantools';
import { LANGUAGES } from '../constants.js';
import { LEGAL_FORMS, QUOTE_STATUSES, STORED_INVOICE_STATUSES, TAX_REGIMES, type LegalForm } from '../billing/billing-enums.js';
import { DOCUMENT_LINE_KINDS, documentTotals, type DocumentPricingInput, type DocumentProductInput } from '../billing/document-lines.js';
import { checkTaxId } from '../tax/tax-id.js';
import { VAT_EXEMPTIONS, VAT_RATES_PERCENT, type VatCategory } from '../tax/invoice-totals.js';
import { NUMBERING_FORMATS, SERIES_PATTERN } from '../tax/invoice-numbering.js';
import type { ErrorCode } from '../errors/catalogue.js';
import { phoneText, taxIdText } from './checked-fields.js';
import { EXAMPLE_ID, entityId as id } from './ids.js';
import { codedRule, defineRoute } from './route.js';
import { INVOICE_TYPES } from '../verifactu/record-fields.js';

export { NUMBERING_FORMATS, type NumberingFormat } from '../tax/invoice-numbering.js';
export { DOCUMENT_LINE_KINDS, type DocumentLineKind } from '../billing/document-lines.js';
export { LEGAL_FORMS, QUOTE_STATUSES, STORED_INVOICE_STATUSES, TAX_REGIMES, type LegalForm, type QuoteStatus, type StoredInvoiceStatus, type TaxRegime } from '../billing/billing-enums.js';

// ---------------------------------------------------------------------------------------------
// Vocabulary

/** A self-employed photographer bills with a NIF or NIE; every other legal form has a CIF. */
export const legalFormIsCompany = (form: LegalForm): boolean => form !== 'self_employed';

export const DOCUMENT_KINDS = ['quote', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * An invoice's kind, under the AEAT's TipoFactura names: F1 full (every invoice made before
 * kinds existed), F2 simplified, R1-R4 rectifying (art. 80 LIVA cases: R1 error or art.
 * 80.1-2-6, R2 art. 80.3 insolvency, R3 art. 80.4 bad debts, R4 any other), R5 rectifying a
 * simplified invoice.
 */
export { INVOICE_TYPES };
export type InvoiceType = (typeof INVOICE_TYPES)[number];
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

/**
 * A simplified invoice totals at most this, VAT included. RD 1619/2012 art. 4.1.a allows
 * 400 EUR; art. 4.2 raises it to 3,000 EUR for the operations it lists, among them "j)
 * Revelado de fotografías y servicios prestados por estudios fotográficos": a photography
 * studio's services, which is what this product bills.
 */
export const SIMPLIFIED_INVOICE_LIMIT_CENTS = 300_000;
/** Default series of the rectifying and simplified invoices when the settings name none. */
export const DEFAULT_RECTIFYING_SERIES = 'R';
export const DEFAULT_SIMPLIFIED_SERIES = 'S';

/** What an invoice shows: `overdue` is computed when read (due date before today in Europe/Madrid, draft or sent). */
export const INVOICE_STATUSES = [...STORED_INVOICE_STATUSES, 'overdue'] as const;
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

const MONEY_MAX = 100_000_000;

// ---------------------------------------------------------------------------------------------
// Field rules, each failing with its own catalogue code

type Ctx = z.RefinementCtx;
const fail = (ctx: Ctx, path: (string | number)[], code: ErrorCode, message: string) =>
  ctx.addIssue({ code: 'custom', path, ...codedRule(code, message) });

const isoDate = z.iso.date();
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const requiredText = (max: number) => z.string().trim().max(max);
const isEmail = (value: string) => z.email().safeParse(value).success;
const POSTAL_CODE = /^\d{4,5}$/;

/** An IBAN, stored in electronic form (no spaces, upper case); checksum and Spanish control digits by ibantools. */
export const ibanProblem = (value: string): ErrorCode | null => {
  const electronic = ibantools.electronicFormatIBAN(value) ?? '';
  return ibantools.isValidIBAN(electronic) ? null : 'billing.iban_invalid';
};
const ibanText = z
  .string()
  .trim()
  .max(42)
  .superRefine((value, ctx) => {
    if (value !== '' && ibanProblem(value)) fail(ctx, [], 'billing.iban_invalid', 'invalid IBAN');
  })
  .transform((value) => (value === '' ? null : (ibantools.electronicFormatIBAN(value) ?? value)));

const vatRate = z
  .object({
    kind: z.literal('rate'),
    ratePercent: z.number().superRefine((value, ctx) => {
      if (!(VAT_RATES_PERCENT as readonly number[]).includes(value)) fail(ctx, [], 'billing.tax_rate_invalid', 'VAT rate is 21, 10, 4 or 0');
    }),
  })
  .strict();
const vatExempt = z.object({ kind: z.literal('exempt'), exemption: z.enum(Object.keys(VAT_EXEMPTIONS) as [keyof typeof VAT_EXEMPTIONS]) }).strict();
/** A line's VAT: 21, 10, 4 or 0 %, or an exemption E1-E6 (its legal reference prints). */
const vatCategory = z.discriminatedUnion('kind', [vatRate, vatExempt]).transform((value) => value as VatCategory);
export { vatCategory };

/** Hundredths at most (a quantity of 0.5 hours, an IRPF rate of 7.5 %). */
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

// ---------------------------------------------------------------------------------------------
// Billing settings (spec section 3 "Billing settings", section 5 "Billing settings")

/** The fields billing setup needs before a quote or invoice can be made. */
export const REQUIRED_BILLING_FIELDS = [
  'businessName',
  'legalForm',
  'taxId',
  'address',
  'city',
  'postalCode',
  'country',
  'email',
  'phone',
] as const;
export type RequiredBillingField = (typeof REQUIRED_BILLING_FIELDS)[number];

const required = (ctx: Ctx, value: unknown, path: string, code: ErrorCode) => {
  if (typeof value !== 'string' || value.trim() === '') fail(ctx, [path], code, `${path} is required`);
};

export const billingSettingsInput = z
  .object({
    businessName: requiredText(160),
    legalForm: z.enum(LEGAL_FORMS),
    /** The issuer's NIF, NIE or CIF (checked as spec section 5 "Tax id" says), stored clean. */
    taxId: taxIdText(20),
    address: requiredText(200),
    city: requiredText(120),
    postalCode: requiredText(12),
    country: requiredText(120),
    email: z.string().trim().toLowerCase().max(254),
    phone: phoneText(30),
    defaultVatRatePercent: z
      .number()
      .default(21)
      .superRefine((value, ctx) => {
        if (!(VAT_RATES_PERCENT as readonly number[]).includes(value)) fail(ctx, [], 'billing.tax_rate_invalid', 'VAT rate is 21, 10, 4 or 0');
      }),
    taxRegime: z.enum(TAX_REGIMES).default('general'),
    numberingFormat: z.enum(NUMBERING_FORMATS).default('year-0001'),
    /** Empty for the main series. */
    series: z.string().trim().toUpperCase().max(10).default(''),
    /** The rectifying invoices' own series (own counter, gapless, in date order). */
    rectifyingSeries: z.string().trim().toUpperCase().max(10).default(DEFAULT_RECTIFYING_SERIES),
    /** The simplified invoices' own series. */
    simplifiedSeries: z.string().trim().toUpperCase().max(10).default(DEFAULT_SIMPLIFIED_SERIES),
    /**
     * The number the next invoice of the main series (this year, for formats with the year)
     * gets; absent leaves the counter as it is. It may skip ahead (continuing from another
     * tool) but never go to or below a number already issued (`billing.next_number_below_issued`).
     */
    nextInvoiceNumber: z.number().optional(),
    iban: ibanText.nullable().optional(),
    bankName: optionalText(120),
    responsibleName: optionalText(160),
    additionalTerms: optionalText(2000),
  })
  .strict()
  .superRefine((value, ctx) => {
    required(ctx, value.businessName, 'businessName', 'billing.business_name_required');
    required(ctx, value.taxId, 'taxId', 'billing.tax_id_required');
    required(ctx, value.address, 'address', 'billing.address_required');
    required(ctx, value.city, 'city', 'billing.city_required');
    required(ctx, value.postalCode, 'postalCode', 'billing.postal_code_required');
    required(ctx, value.country, 'country', 'billing.country_required');
    required(ctx, value.phone, 'phone', 'billing.phone_required');
    if (value.email === '') fail(ctx, ['email'], 'billing.email_required', 'email is required');
    else if (!isEmail(value.email)) fail(ctx, ['email'], 'billing.email_invalid', 'invalid email');
    if (value.taxId !== '' && checkTaxId(value.taxId).isValid) {
      const isCompany = checkTaxId(value.taxId).isCompany;
      if (isCompany !== legalFormIsCompany(value.legalForm)) {
        fail(ctx, ['taxId'], 'billing.tax_id_legal_form_mismatch', 'a company legal form needs a CIF; self-employed needs a NIF or NIE');
      }
    }
    if (value.nextInvoiceNumber !== undefined && (!Number.isSafeInteger(value.nextInvoiceNumber) || value.nextInvoiceNumber < 1)) {
      fail(ctx, ['nextInvoiceNumber'], 'billing.next_number_invalid', 'next invoice number must be an integer above 0');
    }
    if (value.series !== '' && !SERIES_PATTERN.test(value.series)) fail(ctx, ['series'], 'billing.series_invalid', 'series is 1-10 letters or digits');
    if (value.series === QUOTE_SERIES) fail(ctx, ['series'], 'billing.series_invalid', 'the quotes use this series');
    for (const field of ['rectifyingSeries', 'simplifiedSeries'] as const) {
      if (!SERIES_PATTERN.test(value[field]) || value[field] === QUOTE_SERIES) fail(ctx, [field], 'billing.series_invalid', 'series is 1-10 letters or digits, not P');
    }
    if (new Set([value.series, value.rectifyingSeries, value.simplifiedSeries]).size !== 3) {
      fail(ctx, ['rectifyingSeries'], 'billing.series_not_distinct', 'the main, rectifying and simplified series differ');
    }
  });
export type BillingSettingsInput = z.input<typeof billingSettingsInput>;
export type BillingSettingsValues = z.infer<typeof billingSettingsInput>;

export const billingSettings = z.object({
  businessName: z.string(),
  legalForm: z.enum(LEGAL_FORMS),
  taxId: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  defaultVatRatePercent: z.number(),
  taxRegime: z.enum(TAX_REGIMES),
  numberingFormat: z.enum(NUMBERING_FORMATS),
  series: z.string(),
  rectifyingSeries: z.string(),
  simplifiedSeries: z.string(),
  /** The number the next invoice of the main series gets today (read from its counter). */
  nextInvoiceNumber: z.number(),
  iban: z.string().nullable(),
  bankName: z.string().nullable(),
  responsibleName: z.string().nullable(),
  additionalTerms: z.string().nullable(),
  updatedAt: z.string(),
});
export type BillingSettings = z.infer<typeof billingSettings>;

/** Billing setup is complete when every required field is present and valid. */
export const billingSettingsStatus = z.object({
  complete: z.boolean(),
  /** Required fields missing or invalid; every one of them when nothing was saved yet. */
  missing: z.array(z.enum(REQUIRED_BILLING_FIELDS)),
});
export type BillingSettingsStatus = z.infer<typeof billingSettingsStatus>;

// ---------------------------------------------------------------------------------------------
// Quote or invoice input: the two-step modal (spec section 5 "New quote or invoice")

const documentClientFields = {
    /** The CRM client the data came from, if any (the client's Invoices tab lists by it). */
    clientId: id.nullable().optional(),
    name: z.string().trim().max(160),
    email: z.string().trim().toLowerCase().max(254),
    taxId: taxIdText(20),
    phone: phoneText(30),
    address: z.string().trim().max(200),
    city: z.string().trim().max(120),
    postalCode: z.string().trim().max(12),
    country: optionalText(120),
    /** Withholding (IRPF) applies to a business (CIF) or a client marked as professional. */
    isProfessional: z.boolean().default(false),
    /** The PDF's and email's language; the photographer's language when not given. */
    language: z.enum(LANGUAGES).nullable().optional(),
};

type ClientRuleInput = Record<'name' | 'email' | 'taxId' | 'phone' | 'address' | 'city' | 'postalCode', string>;

/**
 * A full invoice's (and a quote's) client is complete; a simplified invoice's recipient is
 * optional (RD 1619/2012 art. 7.2), so its fields may be blank but are checked when given.
 */
const clientRules = (value: ClientRuleInput, ctx: Ctx, path: (string | number)[], optional: boolean) => {
  const at = (field: string) => [...path, field];
  const given = (text: string) => !optional || text !== '';
  if (given(value.name) && value.name.length < 2) fail(ctx, at('name'), 'billing.client_name_invalid', 'client name: at least 2 characters');
  if (value.email === '') {
    if (!optional) fail(ctx, at('email'), 'billing.client_email_required', 'client email is required');
  } else if (!isEmail(value.email)) fail(ctx, at('email'), 'billing.client_email_invalid', 'invalid client email');
  if (!optional && value.taxId === '') fail(ctx, at('taxId'), 'billing.client_tax_id_required', 'client NIF/CIF is required');
  if (!optional && value.phone === '') fail(ctx, at('phone'), 'billing.client_phone_required', 'client phone is required');
  if (given(value.address) && value.address.length < 5) fail(ctx, at('address'), 'billing.client_address_invalid', 'client address: at least 5 characters');
  if (!optional && value.city === '') fail(ctx, at('city'), 'billing.client_city_required', 'client city is required');
  if (given(value.postalCode) && !POSTAL_CODE.test(value.postalCode)) fail(ctx, at('postalCode'), 'billing.client_postal_code_invalid', 'postal code: 4 or 5 digits');
};

export const documentClientInput = z
  .object(documentClientFields)
  .strict()
  .superRefine((value, ctx) => clientRules(value, ctx, [], false));
export type DocumentClientInput = z.input<typeof documentClientInput>;

/** An invoice's client: its rules depend on the invoice's kind (a simplified one may leave it blank). */
const invoiceClientInput = z.object(documentClientFields).strict();

export const documentSessionInput = z
  .object({
    sessionId: id.nullable().optional(),
    /** Optional; at least 3 characters when given. */
    title: z.string().trim().max(120).default(''),
    date: isoDate.nullable().optional(),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/).nullable().optional(),
    description: optionalText(2000),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.title !== '' && value.title.length < 3) fail(ctx, ['title'], 'billing.session_title_invalid', 'session title: at least 3 characters');
  });

const moneyCents = (code: ErrorCode) =>
  z.number().superRefine((value, ctx) => {
    if (!Number.isSafeInteger(value) || value < 0 || value > MONEY_MAX) fail(ctx, [], code, 'amount: whole cents, 0 or more');
  });
const count = z.number().int().min(0).max(100_000);

export const documentPricingInput = z
  .object({
    sessionPriceCents: moneyCents('billing.amount_invalid').default(0),
    includedPhotos: count.default(0),
    extraPhotoPriceCents: moneyCents('billing.amount_invalid').default(0),
    selectedImagesCount: count.default(0),
    completeGallery: z.boolean().default(false),
    completeGalleryPriceCents: moneyCents('billing.amount_invalid').default(0),
    sessionVat: vatCategory.prefault({ kind: 'rate', ratePercent: 21 }),
  })
  .strict();

/** A product line; `negativePrices` for a rectifying invoice by differences (its lines are the change). */
const productLineInput = (negativePrices: boolean) =>
  z
    .object({
      name: z.string().trim().max(160),
      variant: optionalText(160).transform((value) => value ?? null),
      quantity: z.number(),
      unitPriceCents: z.number(),
      vat: vatCategory.prefault({ kind: 'rate', ratePercent: 21 }),
    })
    .strict()
    .superRefine((value, ctx) => {
      if (value.name === '') fail(ctx, ['name'], 'billing.product_name_required', 'product name is required');
      if (!(value.quantity > 0) || value.quantity > 100_000 || !hasTwoDecimalsAtMost(value.quantity)) {
        fail(ctx, ['quantity'], 'billing.product_quantity_invalid', 'quantity above 0, two decimals at most');
      }
      const lowest = negativePrices ? -MONEY_MAX : 0;
      if (!Number.isSafeInteger(value.unitPriceCents) || value.unitPriceCents < lowest || value.unitPriceCents > MONEY_MAX) {
        fail(ctx, ['unitPriceCents'], 'billing.product_price_invalid', 'unit price: whole cents, 0 or more');
      }
    });

export const documentProductInput = productLineInput(false);

const irpfRate = z
  .number()
  .nullable()
  .default(null)
  .superRefine((value, ctx) => {
    if (value !== null && (!(value >= 0 && value <= 100) || !hasTwoDecimalsAtMost(value))) fail(ctx, [], 'billing.irpf_rate_invalid', 'IRPF rate 0 to 100');
  });

const documentFields = {
  issueDate: isoDate,
  dueDate: isoDate,
  paymentConditions: optionalText(500),
  /** Printed on the document. */
  notes: optionalText(2000),
  /** Internal, never printed. */
  internalNotes: optionalText(2000),
  description: optionalText(2000),
  client: documentClientInput,
  session: documentSessionInput.prefault({}),
  pricing: documentPricingInput.prefault({}),
  products: z.array(documentProductInput).max(DOCUMENT_PRODUCTS_MAX).default([]),
  /** Percent withheld (15, 7 or a chosen rate from 0 to 100), or null for none. */
  irpfRatePercent: irpfRate,
};

interface DocumentRuleInput {
  issueDate: string;
  dueDate: string;
  client: { taxId: string; isProfessional: boolean };
  session: { title: string };
  pricing: DocumentPricingInput;
  products: DocumentProductInput[];
  irpfRatePercent: number | null;
}

/** The document's totals without IRPF; null while a line is itself invalid (its own rule reports it). */
const totalsOf = (value: Pick<DocumentRuleInput, 'pricing' | 'products'>) => {
  try {
    return documentTotals(value.pricing, value.products, null).totals;
  } catch {
    return null;
  }
};

/** The document's taxable base; NaN while a line is itself invalid. */
const amountCents = (value: DocumentRuleInput): number => totalsOf(value)?.baseCents ?? Number.NaN;

/** The rules across fields of spec section 5 "New quote or invoice". */
const documentRules = (value: DocumentRuleInput, ctx: Ctx) => {
  if (value.dueDate <= value.issueDate) fail(ctx, ['dueDate'], 'billing.due_date_before_issue', 'the due date must be after the issue date');
  const { pricing } = value;
  if (value.session.title === '' && (pricing.sessionPriceCents !== 0 || pricing.includedPhotos !== 0 || pricing.extraPhotoPriceCents !== 0)) {
    fail(ctx, ['session', 'title'], 'billing.session_data_without_title', 'without a session title, session price, included photos and extra photo price must be 0');
  }
  if (!(amountCents(value) > 0)) fail(ctx, ['pricing'], 'billing.amount_required', 'needs a session price or priced products');
  if (value.irpfRatePercent !== null && value.client.taxId !== '') {
    const isCompany = checkTaxId(value.client.taxId).isCompany;
    if (!isCompany && !value.client.isProfessional) {
      fail(ctx, ['irpfRatePercent'], 'billing.irpf_not_applicable', 'IRPF only for a business or professional client');
    }
  }
};

/** A quote: created or replaced while pending. */
export const quoteInput = z.object(documentFields).strict().superRefine(documentRules);
export type QuoteInput = z.input<typeof quoteInput>;
export type QuoteValues = z.infer<typeof quoteInput>;

const invoiceNumbering = {
  /** The invoice's series; the settings' series when not given. */
  series: z.string().trim().toUpperCase().max(10).optional(),
  /**
   * The number the modal showed (the next one of the series, from number-check). The server
   * assigns the number; one sent here must equal it, else 409 `billing.number_not_next`.
   */
  number: z.string().trim().max(40).optional(),
};

const seriesRule = (value: { series?: string | undefined }, ctx: Ctx) => {
  if (value.series && (!SERIES_PATTERN.test(value.series) || value.series === QUOTE_SERIES)) fail(ctx, ['series'], 'billing.series_invalid', 'invalid series');
};

/** A simplified invoice (F2 or R5) withholds no IRPF. */
const simplifiedIrpfRule = (value: Pick<DocumentRuleInput, 'irpfRatePercent'>, ctx: Ctx) => {
  if (value.irpfRatePercent !== null) fail(ctx, ['irpfRatePercent'], 'billing.simplified_no_irpf', 'a simplified invoice withholds no IRPF');
};

/**
 * An F2 totals at most SIMPLIFIED_INVOICE_LIMIT_CENTS. A rectifying one (R5) has no limit:
 * art. 4.1.b allows a simplified invoice whenever a rectifying invoice is due.
 */
const simplifiedRules = (value: Pick<DocumentRuleInput, 'pricing' | 'products' | 'irpfRatePercent'>, ctx: Ctx) => {
  simplifiedIrpfRule(value, ctx);
  const totals = totalsOf(value);
  if (totals && totals.totalCents > SIMPLIFIED_INVOICE_LIMIT_CENTS) {
    fail(ctx, ['pricing'], 'billing.simplified_over_limit', 'a simplified invoice totals at most 3,000.00 EUR incl. VAT');
  }
};

/**
 * An invoice issued directly (not from a quote): full (F1) by default, or simplified (F2),
 * which takes the settings' simplified series and may leave the client blank.
 */
export const invoiceInput = z
  .object({
    ...documentFields,
    ...invoiceNumbering,
    invoiceType: z.enum(ISSUED_INVOICE_TYPES).default('F1'),
    client: invoiceClientInput,
  })
  .strict()
  .superRefine((value, ctx) => {
    const simplified = value.invoiceType === 'F2';
    clientRules(value.client, ctx, ['client'], simplified);
    if (simplified) simplifiedRules(value, ctx);
  })
  .superRefine(documentRules)
  .superRefine(seriesRule);
export type InvoiceInput = z.input<typeof invoiceInput>;
export type InvoiceValues = z.infer<typeof invoiceInput>;

/** Conversion of a pending quote: the invoice is dated today unless told; due date keeps the quote's term. */
export const convertQuoteInput = z
  .object({ issueDate: isoDate.optional(), dueDate: isoDate.optional(), ...invoiceNumbering })
  .strict()
  .superRefine((value, ctx) => {
    if (value.issueDate && value.dueDate && value.dueDate <= value.issueDate) {
      fail(ctx, ['dueDate'], 'billing.due_date_before_issue', 'the due date must be after the issue date');
    }
  })
  .superRefine(seriesRule);
export type ConvertQuoteInput = z.input<typeof convertQuoteInput>;

/** A rectifying invoice's line: as an invoice's, but its price may be negative (by differences only: see the rules). */
const rectifyingProductInput = productLineInput(true);

/**
 * POST /api/billing/invoices/{invoiceId}/rectify: a rectifying invoice of an issued invoice.
 * Its client is the original's; its number is the next of the settings' rectifying series.
 * `rectificationType` is R1-R4 for a full original; a simplified original (F2, R5) is
 * rectified only as R5, which is also what an absent type means then.
 */
export const rectifyInvoiceInput = z
  .object({
    rectificationType: z.enum(RECTIFYING_INVOICE_TYPES).optional(),
    /** S: the lines are the whole corrected invoice. I: the lines are the change (prices may be negative). */
    method: z.enum(RECTIFICATION_METHODS),
    /** Why the invoice is rectified; printed. */
    reason: z.string().trim().max(500),
    issueDate: isoDate,
    /** The original's payment term from the issue date when not given. */
    dueDate: isoDate.optional(),
    paymentConditions: optionalText(500),
    notes: optionalText(2000),
    internalNotes: optionalText(2000),
    description: optionalText(2000),
    pricing: documentPricingInput.prefault({}),
    products: z.array(rectifyingProductInput).max(DOCUMENT_PRODUCTS_MAX).default([]),
    irpfRatePercent: irpfRate,
    /** The number the modal showed (next of the rectifying series); must equal the one assigned. */
    number: z.string().trim().max(40).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.reason === '') fail(ctx, ['reason'], 'billing.rectification_reason_required', 'the reason is required');
    if (value.dueDate && value.dueDate <= value.issueDate) fail(ctx, ['dueDate'], 'billing.due_date_before_issue', 'the due date must be after the issue date');
    if (value.method === 'S') {
      value.products.forEach((product, index) => {
        if (product.unitPriceCents < 0) fail(ctx, ['products', index, 'unitPriceCents'], 'billing.product_price_invalid', 'by substitution, prices are 0 or more');
      });
    }
    const totals = totalsOf(value);
    if (totals) {
      if (value.method === 'S' && !(totals.baseCents > 0)) fail(ctx, ['pricing'], 'billing.amount_required', 'the corrected invoice needs an amount');
      if (value.method === 'I' && totals.baseCents === 0 && totals.vatCents === 0) fail(ctx, ['products'], 'billing.rectification_no_change', 'the differences change nothing');
    }
    if (value.rectificationType === 'R5') simplifiedIrpfRule(value, ctx);
  });
export type RectifyInvoiceInput = z.input<typeof rectifyInvoiceInput>;
export type RectifyInvoiceValues = z.infer<typeof rectifyInvoiceInput>;

export const markPaidInput = z.object({ paidDate: isoDate.optional() }).strict();
export const cancelInvoiceInput = z.object({ reason: optionalText(500) }).strict();
/** Internal notes: the photographer's own, never printed on the PDF or sent to the client. */
export const INTERNAL_NOTES_MAX = 2000;
export const internalNotesInput = z.object({ internalNotes: z.string().trim().max(INTERNAL_NOTES_MAX).nullable() }).strict();

/** Spec section 5 "Send email": recipient, subject and message required; cc optional. */
export const documentEmailInput = z
  .object({
    to: z.string().trim().toLowerCase().max(254),
    cc: z.array(z.email().max(254)).max(10).optional(),
    subject: z.string().trim().max(200),
    message: z.string().trim().max(10_000),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.to === '' || value.subject === '' || value.message === '') fail(ctx, [], 'email.required_fields', 'to, subject and message are required');
    else if (!isEmail(value.to)) fail(ctx, ['to'], 'billing.client_email_invalid', 'invalid recipient');
  });
export type DocumentEmailInput = z.input<typeof documentEmailInput>;

// ---------------------------------------------------------------------------------------------
// The document as the API answers it

const vatCategoryOut = z.union([
  z.object({ kind: z.literal('rate'), ratePercent: z.number() }),
  z.object({ kind: z.literal('exempt'), exemption: z.enum(Object.keys(VAT_EXEMPTIONS) as [keyof typeof VAT_EXEMPTIONS]) }),
]);

/** The issuer's billing data as it was when the document was made; never changes afterwards. */
export const issuerSnapshot = billingSettings
  .omit({ nextInvoiceNumber: true, updatedAt: true, numberingFormat: true, defaultVatRatePercent: true, rectifyingSeries: true, simplifiedSeries: true })
  .extend({
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

export const documentTotalsOut = z.object({
  breakdown: z.array(z.object({ vat: vatCategoryOut, baseCents: z.number(), vatCents: z.number() })),
  baseCents: z.number(),
  vatCents: z.number(),
  irpf: z.object({ ratePercent: z.number(), baseCents: z.number(), amountCents: z.number() }).nullable(),
  totalCents: z.number(),
});

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
    z.object({ name: z.string(), variant: z.string().nullable(), quantity: z.number(), unitPriceCents: z.number(), vat: vatCategoryOut, totalCents: z.number() }),
  ),
  /** Every priced line with its base and VAT, in print order. */
  lines: z.array(documentLineOut),
  totals: documentTotalsOut,
  sentAt: z.string().nullable(),
  /** The day the payment arrived (YYYY-MM-DD). */
  paidAt: z.string().nullable(),
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
  rectification: z
    .object({
      originalId: z.string(),
      originalNumber: z.string(),
      originalIssueDate: z.string(),
      method: z.enum(RECTIFICATION_METHODS),
      reason: z.string(),
    })
    .nullable(),
  /** Invoice: the rectifying invoices issued for it, oldest first. */
  rectifiedBy: z.array(z.object({ documentId: z.string(), number: z.string(), invoiceType: z.enum(INVOICE_TYPES) })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BillingDocument = z.infer<typeof billingDocument>;
export type DocumentRectification = NonNullable<BillingDocument['rectification']>;

export const documentSummary = billingDocument.pick({
  documentId: true,
  kind: true,
  number: true,
  status: true,
  issueDate: true,
  dueDate: true,
  sentAt: true,
  paidAt: true,
  convertedAt: true,
  invoiceId: true,
  originalQuoteId: true,
  invoiceType: true,
  createdAt: true,
}).extend({
  clientId: z.string().nullable(),
  clientName: z.string(),
  sessionId: z.string().nullable(),
  sessionTitle: z.string(),
  totalCents: z.number(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

const statusStats = z.object({ count: z.number(), totalCents: z.number() });
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

const exportPeriodRule = (value: { from: string; to: string }, ctx: z.RefinementCtx): void => {
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
  if (!(days >= 0 && days <= EXPORT_PERIOD_DAYS_MAX)) fail(ctx, ['to'], 'billing.export_period_invalid', 'period: from before to, a year at most');
};

export const exportQuery = z.object({ from: isoDate, to: isoDate, format: z.enum(EXPORT_FORMATS) }).strict().superRefine(exportPeriodRule);
export type ExportQuery = z.infer<typeof exportQuery>;

/** A file handed out with a short-lived signed link. */
export const signedFile = z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() });
export type SignedFile = z.infer<typeof signedFile>;

// ---------------------------------------------------------------------------------------------
// Routes

const documentParams = z.object({ documentId: id }).strict();
const quoteParams = z.object({ quoteId: id }).strict();
const invoiceParams = z.object({ invoiceId: id }).strict();
const sessionParams = z.object({ sessionId: id }).strict();
const documentResponse = z.object({ document: billingDocument });

const exampleQuote = {
  issueDate: '2026-03-02',
  dueDate: '2026-04-01',
  paymentConditions: 'Transferencia bancaria a 30 días',
  notes: 'Gracias por confiar en nosotros.',
  description: 'Reportaje de boda',
  client: {
    clientId: EXAMPLE_ID,
    name: 'Lucía García',
    email: 'lucia.garcia@example.com',
    taxId: '12345678Z',
    phone: '+34 600 000 000',
    address: 'Calle Mayor 1, 2º B',
    city: 'Madrid',
    postalCode: '28013',
    country: 'España',
    isProfessional: false,
    language: 'es' as const,
  },
  session: { sessionId: EXAMPLE_ID, title: 'Boda Lucía y Pablo', date: '2026-02-14', time: '17:00', description: 'Ceremonia y banquete' },
  pricing: {
    sessionPriceCents: 150_000,
    includedPhotos: 50,
    extraPhotoPriceCents: 1_000,
    selectedImagesCount: 55,
    completeGallery: false,
    completeGalleryPriceCents: 0,
    sessionVat: { kind: 'rate' as const, ratePercent: 21 as const },
  },
  products: [{ name: 'Álbum', variant: '30x30', quantity: 1, unitPriceCents: 25_000, vat: { kind: 'rate' as const, ratePercent: 21 as const } }],
  irpfRatePercent: null,
};

export const getBillingSettings = defineRoute({
  id: 'billing.getSettings',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/settings',
  auth: 'photographer',
  summary: 'The billing settings (null until first saved) and whether billing setup is complete.',
  response: z.object({ settings: billingSettings.nullable(), status: billingSettingsStatus }),
  example: { params: {}, query: {}, body: {} },
});

export const putBillingSettings = defineRoute({
  id: 'billing.putSettings',
  domain: 'billing',
  method: 'PUT',
  path: '/api/billing/settings',
  auth: 'photographer',
  summary: 'Replaces the billing settings; the next invoice number moves the counter of the series forward (never back).',
  body: billingSettingsInput,
  response: z.object({ settings: billingSettings, status: billingSettingsStatus }),
  example: {
    params: {},
    query: {},
    body: {
      businessName: 'Estudio Luz',
      legalForm: 'self_employed',
      taxId: '12345678Z',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28013',
      country: 'España',
      email: 'facturas@estudioluz.example',
      phone: '+34 600 000 000',
      defaultVatRatePercent: 21,
      taxRegime: 'general',
      numberingFormat: 'year-0001',
      series: '',
      rectifyingSeries: 'R',
      simplifiedSeries: 'S',
      iban: 'ES91 2100 0418 4502 0005 1332',
      bankName: 'CaixaBank',
      responsibleName: 'Lucía García',
      additionalTerms: 'Pago por transferencia a 30 días.',
    },
  },
});

export const getBillingSettingsStatus = defineRoute({
  id: 'billing.getSettingsStatus',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/settings/status',
  auth: 'photographer',
  summary: 'Whether billing setup is complete, or which required fields are missing.',
  response: billingSettingsStatus,
  example: { params: {}, query: {}, body: {} },
});

export const listDocuments = defineRoute({
  id: 'billing.listDocuments',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/documents',
  auth: 'photographer',
  summary: 'A page of quotes and/or invoices, newest issue date first, with search, filters and stats.',
  query: listDocumentsQuery,
  response: documentPage,
  example: { params: {}, query: { kind: 'invoice', status: 'overdue', search: 'garcía' }, body: {} },
});

export const getDocument = defineRoute({
  id: 'billing.getDocument',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/documents/{documentId}',
  auth: 'photographer',
  summary: 'One quote or invoice with its issuer and client snapshot, lines and totals.',
  params: documentParams,
  response: documentResponse,
  example: { params: { documentId: EXAMPLE_ID }, query: {}, body: {} },
});

export const createQuote = defineRoute({
  id: 'billing.createQuote',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/quotes',
  auth: 'photographer',
  summary: 'Creates a pending quote with the next quote number (409 billing.setup_incomplete until billing setup is complete).',
  body: quoteInput,
  response: documentResponse,
  successStatus: 201,
  example: { params: {}, query: {}, body: exampleQuote },
});

export const updateQuote = defineRoute({
  id: 'billing.updateQuote',
  domain: 'billing',
  method: 'PUT',
  path: '/api/billing/quotes/{quoteId}',
  auth: 'photographer',
  summary: 'Replaces a pending quote; a converted one cannot be edited.',
  params: quoteParams,
  body: quoteInput,
  response: documentResponse,
  example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: exampleQuote },
});

export const deleteQuote = defineRoute({
  id: 'billing.deleteQuote',
  domain: 'billing',
  method: 'DELETE',
  path: '/api/billing/quotes/{quoteId}',
  auth: 'photographer',
  summary: 'Deletes a pending quote; a converted one cannot be deleted.',
  params: quoteParams,
  response: z.object({ deleted: z.literal(true) }),
  example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: {} },
});

export const convertQuote = defineRoute({
  id: 'billing.convertQuote',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/quotes/{quoteId}/convert',
  auth: 'photographer',
  summary: 'Converts a pending quote, irreversibly, into a new invoice with the next number of its series (one transaction).',
  params: quoteParams,
  body: convertQuoteInput,
  response: z.object({ quote: billingDocument, invoice: billingDocument }),
  successStatus: 201,
  example: { params: { quoteId: EXAMPLE_ID }, query: {}, body: { issueDate: '2026-03-10' } },
});

export const issueInvoice = defineRoute({
  id: 'billing.issueInvoice',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices',
  auth: 'photographer',
  summary: 'Issues an invoice with the next number of its series; it is never edited in place afterwards.',
  body: invoiceInput,
  response: documentResponse,
  successStatus: 201,
  example: { params: {}, query: {}, body: exampleQuote },
});

export const checkInvoiceNumber = defineRoute({
  id: 'billing.checkInvoiceNumber',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/number-check',
  auth: 'photographer',
  summary: "The next invoice number of a series, and whether a given number can be used (the modal's live check).",
  query: numberCheckQuery,
  response: numberCheck,
  example: { params: {}, query: { series: '', issueDate: '2026-03-02', number: '2026-0001' }, body: {} },
});

const invoiceAction = (
  id: string,
  path: `/api/billing/invoices/{invoiceId}/${string}`,
  summary: string,
) => ({ id: `billing.${id}`, domain: 'billing' as const, method: 'POST' as const, path, auth: 'photographer' as const, summary, params: invoiceParams, response: documentResponse });

export const markInvoiceSent = defineRoute({
  ...invoiceAction('markInvoiceSent', '/api/billing/invoices/{invoiceId}/sent', 'Marks a draft invoice as sent.'),
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: {} },
});

export const markInvoicePaid = defineRoute({
  ...invoiceAction('markInvoicePaid', '/api/billing/invoices/{invoiceId}/paid', 'Marks an invoice paid on a date (today in Europe/Madrid when not given), from its issue date up to today.'),
  body: markPaidInput,
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { paidDate: '2026-03-15' } },
});

export const markInvoiceUnpaid = defineRoute({
  ...invoiceAction('markInvoiceUnpaid', '/api/billing/invoices/{invoiceId}/unpaid', 'Takes the payment back: the invoice is sent again (or draft if it was never sent).'),
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: {} },
});

export const cancelInvoice = defineRoute({
  ...invoiceAction('cancelInvoice', '/api/billing/invoices/{invoiceId}/cancel', 'Cancels an unpaid invoice; its number stays used.'),
  body: cancelInvoiceInput,
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { reason: 'Emitida por error' } },
});

export const rectifyInvoice = defineRoute({
  id: 'billing.rectifyInvoice',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices/{invoiceId}/rectify',
  auth: 'photographer',
  summary:
    'Issues a rectifying invoice (R1-R4; R5 for a simplified one) of an issued, not cancelled invoice, numbered in the rectifying series; the original stays as it was and links to it.',
  params: invoiceParams,
  body: rectifyInvoiceInput,
  response: z.object({ invoice: billingDocument, original: billingDocument }),
  successStatus: 201,
  example: {
    params: { invoiceId: EXAMPLE_ID },
    query: {},
    body: {
      rectificationType: 'R1',
      method: 'I',
      reason: 'Descuento acordado tras la entrega',
      issueDate: '2026-03-20',
      products: [{ name: 'Descuento álbum', variant: null, quantity: 1, unitPriceCents: -5_000, vat: { kind: 'rate', ratePercent: 21 } }],
    },
  },
});

export const updateInvoiceNotes = defineRoute({
  id: 'billing.updateInvoiceNotes',
  domain: 'billing',
  method: 'PATCH',
  path: '/api/billing/invoices/{invoiceId}/notes',
  auth: 'photographer',
  summary: "Changes an invoice's internal notes, the one field of an issued invoice that may change.",
  params: invoiceParams,
  body: internalNotesInput,
  response: documentResponse,
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { internalNotes: 'Llamar la semana que viene' } },
});

export const exportInvoices = defineRoute({
  id: 'billing.exportInvoices',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/export',
  auth: 'photographer',
  summary: "The invoices issued in a period as CSV or XLSX for the accountant, as a short-lived link.",
  query: exportQuery,
  response: signedFile.extend({ invoiceCount: z.number() }),
  example: { params: {}, query: { from: '2026-01-01', to: '2026-03-31', format: 'xlsx' }, body: {} },
});

export const getDocumentPdf = defineRoute({
  id: 'billing.getDocumentPdf',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/documents/{documentId}/pdf',
  auth: 'photographer',
  summary: "The quote's or invoice's PDF in the client's language, as a short-lived link.",
  params: documentParams,
  response: signedFile,
  example: { params: { documentId: EXAMPLE_ID }, query: {}, body: {} },
});

export const emailDocument = defineRoute({
  id: 'billing.emailDocument',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/documents/{documentId}/email',
  auth: 'photographer',
  summary: 'Emails the quote or invoice with its PDF attached; a draft invoice becomes sent.',
  params: documentParams,
  body: documentEmailInput,
  response: z.object({ sent: z.literal(true), messageId: z.string(), document: billingDocument }),
  example: {
    params: { documentId: EXAMPLE_ID },
    query: {},
    body: { to: 'lucia.garcia@example.com', subject: 'Factura 2026-0001', message: 'Hola Lucía, te adjunto la factura.' },
  },
});

export const sendSessionToInvoicing = defineRoute({
  id: 'billing.sendSessionToInvoicing',
  domain: 'billing',
  method: 'POST',
  path: '/api/sessions/{sessionId}/send-to-invoicing',
  auth: 'photographer',
  summary:
    "Creates a pending quote from the client's confirmed selection (price lines from the gallery price function); refused when the session already has a quote or an invoice.",
  params: sessionParams,
  response: documentResponse,
  successStatus: 201,
  example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
});

// ---------------------------------------------------------------------------------------------
// VERI*FACTU verification (issue 13): an invoice's records and whether its issuer's chain
// verifies from the first record up to each of them, recomputed on every read.

export const VERIFACTU_RECORD_KINDS = ['alta', 'anulacion'] as const;

export const verifactuRecordCheck = z.object({
  kind: z.enum(VERIFACTU_RECORD_KINDS),
  /** The record's place in its issuer's chain, from 1. */
  position: z.number().int().min(1),
  issuerNif: z.string(),
  invoiceNumber: z.string(),
  /** dd-mm-yyyy, as the record carries it. */
  issueDate: z.string(),
  /** Registration records only: the record's amounts as it carries them. */
  totalAmount: z.string().nullable(),
  vatAmount: z.string().nullable(),
  generatedAt: z.string(),
  huella: z.string(),
  /** The previous record's huella as this record names it (empty for the first). */
  previousHuella: z.string(),
  /** The previous record's huella as stored in that record (empty for the first). */
  expectedPreviousHuella: z.string(),
  recomputedHuella: z.string(),
  huellaMatches: z.boolean(),
  previousMatches: z.boolean(),
  totalsMatch: z.boolean(),
  /** This record and every record of its issuer before it pass all checks. */
  chainVerified: z.boolean(),
});
export type VerifactuRecordCheck = z.infer<typeof verifactuRecordCheck>;

export const invoiceVerification = z.object({
  invoiceId: id,
  records: z.array(verifactuRecordCheck),
  /** How many records the issuer's chain holds in all. */
  chainLength: z.number().int().min(0),
});
export type InvoiceVerification = z.infer<typeof invoiceVerification>;

export const getInvoiceVerification = defineRoute({
  id: 'billing.getInvoiceVerification',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/{invoiceId}/verification',
  auth: 'photographer',
  summary: "An invoice's VERI*FACTU records, their huellas and whether the chain verifies from the first record up to each (recomputed).",
  params: invoiceParams,
  response: invoiceVerification,
  example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: {} },
});

export const verificationXmlQuery = z.object({ record: z.enum(VERIFACTU_RECORD_KINDS).default('alta') }).strict();

export const getInvoiceRecordXml = defineRoute({
  id: 'billing.getInvoiceRecordXml',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/{invoiceId}/verification/xml',
  auth: 'photographer',
  summary: "One of an invoice's VERI*FACTU records as the AEAT's XML, as a short-lived link.",
  params: invoiceParams,
  query: verificationXmlQuery,
  response: signedFile,
  example: { params: { invoiceId: EXAMPLE_ID }, query: { record: 'alta' }, body: {} },
});

/** The VERI*FACTU records generated in a period (Spain's days, both included). */
export const recordsExportQuery = z.object({ from: isoDate, to: isoDate }).strict().superRefine(exportPeriodRule);
export type RecordsExportQuery = z.infer<typeof recordsExportQuery>;

export const exportVerifactuRecords = defineRoute({
  id: 'billing.exportVerifactuRecords',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/verifactu/export',
  auth: 'photographer',
  summary: "The VERI*FACTU records of a period for an inspector: a ZIP of the records' XML and a CSV summary with each chain's check, as a short-lived link.",
  query: recordsExportQuery,
  response: signedFile.extend({ recordCount: z.number() }),
  example: { params: {}, query: { from: '2026-01-01', to: '2026-03-31' }, body: {} },
});
