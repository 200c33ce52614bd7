// A quote or invoice as the photographer sends it: the two-step modal (spec section 5 "New
// quote or invoice"), conversion, rectification, the status actions' bodies and the email.
// The rules across fields are the pure ones of shared/src/billing/ (client, document,
// simplified, rectifying); this file turns their problems into coded issues.
import * as z from 'zod';
import { LANGUAGES } from '../../constants.js';
import { CLIENT_ID_TYPES } from '../../billing/billing-enums.js';
import { clientIdProblems, clientIdTypeOf, locationProblems, type ClientIdentity } from '../../billing/client-id.js';
import { clientProblems, isEmail, type ClientRequirement, type ClientRuleInput } from '../../billing/client-rules.js';
import { documentProblems, dueDateProblems, type DocumentRuleInput } from '../../billing/document-rules.js';
import { issueDateProblems } from '../../billing/date-rules.js';
import { ISSUED_INVOICE_TYPES, RECTIFICATION_METHODS, RECTIFYING_INVOICE_TYPES } from '../../billing/invoice-types.js';
import { rectifyingProblems } from '../../billing/rectifying-rules.js';
import { simplifiedProblems } from '../../billing/simplified-rules.js';
import { depositProblems } from '../../billing/deposit-rules.js';
import { documentTotals } from '../../billing/document-lines.js';
import { clientTaxProblems, lineTaxProblems } from '../../billing/tax-rules.js';
import { SUPPLY_KINDS } from '../../billing/trade-tax-rules.js';
import { INDIRECT_TAXES, type IndirectTax } from '../../tax/indirect-tax.js';
import { addFieldProblem, phoneText, taxIdProblem } from '../checked-fields.js';
import { checkTaxId, cleanTaxId } from '../../tax/tax-id.js';
import { entityId as id } from '../ids.js';
import { INVOICE_PAYMENT_METHODS } from '../../billing/invoice-payment-rules.js';
import { fail, hasTwoDecimalsAtMost, isoDate, MONEY_MAX, moneyCents, optionalText, report, seriesRule, vatCategory, type Ctx } from './fields.js';
import { DOCUMENT_PRODUCTS_MAX } from './vocabulary.js';

export const documentClientFields = {
    /** The CRM client the data came from, if any (the client's Invoices tab lists by it). */
    clientId: id.nullable().optional(),
    name: z.string().trim().max(160),
    email: z.string().trim().toLowerCase().max(254),
    /** A Spanish NIF/NIE/CIF (checked as spec section 5 says), or the identifier `idType` names; stored clean. */
    taxId: z.string().trim().max(20).transform(cleanTaxId),
    phone: phoneText(30),
    address: z.string().trim().max(200),
    city: z.string().trim().max(120),
    postalCode: z.string().trim().max(12),
    country: optionalText(120),
    /** Withholding (IRPF) applies to a business (CIF) or a client marked as professional. */
    isProfessional: z.boolean().default(false),
    /** The PDF's and email's language; the photographer's language when not given. */
    language: z.enum(LANGUAGES).nullable().optional(),
    /** How the client is identified (issue 22 point 1): a Spanish NIF when not given, as before. */
    idType: z.enum(CLIENT_ID_TYPES).optional(),
    /** The ISO country of a foreign identifier (an EU VAT number carries its own). */
    countryCode: z.string().trim().toUpperCase().max(2).nullable().optional(),
    /** The day the photographer checked the EU VAT number on VIES, or null. */
    viesCheckedOn: isoDate.nullable().optional(),
};

export const clientRules = (value: ClientRuleInput & ClientIdentity, ctx: Ctx, path: (string | number)[], requirement: ClientRequirement) => {
  // A Spanish NIF (also one not in the census) is checked as spec section 5 says; another id by its own rule.
  const type = clientIdTypeOf(value);
  const spanish = (type === 'nif' || type === 'not_registered') && value.taxId !== '' ? taxIdProblem(value.taxId) : null;
  if (spanish) addFieldProblem(ctx, spanish, [...path, 'taxId']);
  report(ctx, clientIdProblems(value), path);
  report(ctx, clientProblems(value, requirement), path);
};

/**
 * A quote's client: a name is enough (issue 22 A relaxes spec section 5 for quotes on
 * purpose); what else is given is checked. A full invoice asks for the rest.
 */
export const documentClientInput = z
  .object(documentClientFields)
  .strict()
  .superRefine((value, ctx) => clientRules(value, ctx, [], 'named'));
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
      /** A delivery of goods or a service (issue 22 point 4): 10 % VAT only on goods confirmed as an original art photograph. */
      supply: z.enum(SUPPLY_KINDS).optional(),
      /** "Obra de arte original" (LIVA art. 136: by the artist, signed and numbered, at most 30 copies), sold by its author. */
      artWork: z.boolean().optional(),
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
  /** The unit prices include VAT (issue 22 A); absent or false: VAT is added on top of them. */
  pricesIncludeVat: z.boolean().optional(),
  /**
   * The tax the form priced the lines in (the settings' territory's: issue 22 point 3); absent
   * is IVA. The server takes the settings' tax whatever is sent and checks the lines against it.
   */
  tax: z.enum(INDIRECT_TAXES).optional(),
};

/** Every VAT category a document's lines carry, with the field that chose it. */
export const documentLineVats = (value: Pick<DocumentRuleInput, 'pricing' | 'products'>) => [
  { path: ['pricing', 'sessionVat'], vat: value.pricing.sessionVat },
  ...value.products.map((line, i) => ({ path: ['products', i, 'vat'], vat: line.vat })),
];

/** The rules across fields of spec section 5 "New quote or invoice". */
const documentRules = (value: DocumentRuleInput & { tax?: IndirectTax | undefined; client: { country?: string | null | undefined } }, ctx: Ctx) => {
  report(ctx, documentProblems(value));
  report(ctx, lineTaxProblems(documentLineVats(value), value.tax ?? 'IVA'));
  report(ctx, clientTaxProblems(value.client, value.tax ?? 'IVA'));
};

/**
 * A quote's deposit (issue 25 point 3): an amount in cents, or a percentage of the total (0.01 to
 * 99.99, two decimals at most); null or absent: none asked. shared/src/billing/deposit-rules.ts.
 */
export const depositInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), amountCents: moneyCents('billing.deposit_invalid') }).strict(),
  z
    .object({
      kind: z.literal('percent'),
      percent: z.number().superRefine((value, ctx) => {
        if (!(value > 0 && value < 100) || !hasTwoDecimalsAtMost(value)) fail(ctx, [], 'billing.deposit_invalid', 'a percentage above 0 and below 100, two decimals at most');
      }),
    })
    .strict(),
]);

/** The deposit against the quote's totals: less than the total, and no IRPF on the quote. */
const quoteDepositRule = (value: DocumentRuleInput & { pricesIncludeVat?: boolean | undefined; deposit?: z.infer<typeof depositInput> | null | undefined }, ctx: Ctx) => {
  if (!value.deposit) return;
  let totals;
  try {
    totals = documentTotals(value.pricing, value.products, value.irpfRatePercent, value.pricesIncludeVat).totals;
  } catch {
    return; // a line is itself invalid: its own rule reports it.
  }
  report(ctx, depositProblems(value.deposit, { totalCents: totals.totalCents, irpfCents: totals.irpf?.amountCents ?? 0 }));
};

/** A quote: created or replaced while pending (and not yet accepted), with the deposit it asks. */
export const quoteInput = z
  .object({ ...documentFields, deposit: depositInput.nullable().optional() })
  .strict()
  .superRefine(documentRules)
  .superRefine(quoteDepositRule);
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
  /**
   * The date of the operation (the session's, an advance payment's) when it differs from the
   * issue date: printed and recorded as FechaOperacion (issue 22 point 5). Absent: the
   * session's date, when the document has one.
   */
  operationDate: isoDate.nullable().optional(),
};

/** An invoice's issue date is never before 28-10-2024; the server adds today and the latest invoice issued. */
const issueDateRule = (value: { issueDate?: string | undefined }, ctx: Ctx) => {
  if (value.issueDate) report(ctx, issueDateProblems(value.issueDate));
};

/**
 * An invoice issued directly (not from a quote): full (F1) by default, or simplified (F2),
 * which takes the settings' simplified series and may leave the client blank (see
 * shared/src/billing/simplified-rules.ts).
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
    clientRules(value.client, ctx, ['client'], simplified ? 'optional' : 'full');
    // A simplified invoice answers the art. 4.3 refusals instead (a business abroad, an E5 supply).
    if (simplified) report(ctx, simplifiedProblems(value));
    else report(ctx, locationProblems({ ...value.client, isCompany: checkTaxId(value.client.taxId).isCompany }, documentLineVats(value)));
  })
  .superRefine(documentRules)
  .superRefine(issueDateRule)
  .superRefine(seriesRule);
export type InvoiceInput = z.input<typeof invoiceInput>;
export type InvoiceValues = z.infer<typeof invoiceInput>;

/** Conversion of a pending quote: the invoice is dated today unless told; due date keeps the quote's term. */
export const convertQuoteInput = z
  .object({ issueDate: isoDate.optional(), dueDate: isoDate.optional(), ...invoiceNumbering })
  .strict()
  .superRefine((value, ctx) => report(ctx, dueDateProblems(value)))
  .superRefine(issueDateRule)
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
    /** The original's tax, as the form priced the lines (absent: IVA); the server takes the original's. */
    tax: z.enum(INDIRECT_TAXES).optional(),
    /** The number the modal showed (next of the rectifying series); must equal the one assigned. */
    number: z.string().trim().max(40).optional(),
  })
  .strict()
  .superRefine((value, ctx) => report(ctx, rectifyingProblems(value)))
  .superRefine((value, ctx) => report(ctx, lineTaxProblems(documentLineVats(value), value.tax ?? 'IVA')))
  .superRefine(issueDateRule);
export type RectifyInvoiceInput = z.input<typeof rectifyInvoiceInput>;
export type RectifyInvoiceValues = z.infer<typeof rectifyInvoiceInput>;

/** At most this many simplified invoices are replaced by one F3 (each is marked in the F3's transaction). */
export const SUBSTITUTED_INVOICES_MAX = 50;

/**
 * POST /api/billing/invoices/substitute: a full invoice (F3) in place of simplified invoices
 * the client asks to have as one full invoice. Its lines are theirs; its client is given in
 * full (as a full invoice's); it is numbered in the main series (or the one named).
 */
export const substituteInvoicesInput = z
  .object({
    invoiceIds: z.array(id).max(SUBSTITUTED_INVOICES_MAX).default([]),
    client: invoiceClientInput,
    issueDate: isoDate,
    /** 30 days after the issue date when not given. */
    dueDate: isoDate.optional(),
    paymentConditions: optionalText(500),
    notes: optionalText(2000),
    internalNotes: optionalText(2000),
    ...invoiceNumbering,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (new Set(value.invoiceIds).size === 0) fail(ctx, ['invoiceIds'], 'billing.substitution_none_chosen', 'choose at least one simplified invoice');
    clientRules(value.client, ctx, ['client'], 'full');
    report(ctx, dueDateProblems({ issueDate: value.issueDate, dueDate: value.dueDate }));
  })
  .superRefine(seriesRule);
export type SubstituteInvoicesInput = z.input<typeof substituteInvoicesInput>;
export type SubstituteInvoicesValues = z.infer<typeof substituteInvoicesInput>;

/** "Mark as paid" records what is still due as one payment (issue 25 point 2), made by `method` (other when not told). */
export const markPaidInput = z.object({ paidDate: isoDate.optional(), method: z.enum(INVOICE_PAYMENT_METHODS).optional() }).strict();
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

