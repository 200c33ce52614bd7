// The rectify modal's values as typed, turned into POST .../rectify's body and checked with
// the contract itself (rectifyInvoiceInput), so each field shows the catalogue message the
// server would give. By substitution the lines start as the original's whole invoice; by
// differences they start empty and their prices may be negative.
import type { IndirectTax } from '@fotostudio/shared/tax/indirect-tax';
import { isSimplifiedType, type RectificationMethod, type RectifyingInvoiceType } from '@fotostudio/shared/billing/invoice-types';
import { rectifyInvoiceInput, type RectifyInvoiceInput } from '@fotostudio/shared/contracts/billing/document-input';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { documentTotals, type DocumentPricingInput, type DocumentProductInput } from '@fotostudio/shared/billing/document-lines';
import type { Currency, Language } from '@fotostudio/shared/constants';
import { formatMoneyInput, parseMoneyInput, type MoneyInputResult } from '@fotostudio/shared/format/money-input';
import type { InvoiceTotals } from '@fotostudio/shared/tax/invoice-totals';
import { LINE_FIELDS, problemOf, productOf, type Issue, type LineField, type Problem } from './document-form';
import { newRowId, parseQuantity, vatChoiceOf, type LineRow } from './document-lines';

export interface RectifyFormValues {
  rectificationType: RectifyingInvoiceType;
  method: RectificationMethod;
  reason: string;
  issueDate: string;
  lines: LineRow[];
}

type RectifyField = 'reason' | 'issueDate' | 'amount';

export interface RectifyFormErrors {
  fields: Partial<Record<RectifyField, Problem>>;
  lines: Record<string, Partial<Record<LineField, Problem>>>;
}

export const NO_RECTIFY_ERRORS: RectifyFormErrors = { fields: {}, lines: {} };

/** The rectifying invoice has no session of its own: every line, the original's session lines too, is a product line. */
const NO_PRICING: DocumentPricingInput = {
  sessionPriceCents: 0,
  includedPhotos: 0,
  extraPhotoPriceCents: 0,
  selectedImagesCount: 0,
  completeGallery: false,
  completeGalleryPriceCents: 0,
  sessionVat: { kind: 'rate', ratePercent: 21 },
};

/**
 * An original recorded as simplified (F2, R5) is rectified only as R5; a full one, or a
 * qualified simplified one (recorded as F1, art. 7.2), starts as R1.
 */
export const isSimplifiedOriginal = (original: Pick<BillingDocument, 'invoiceType' | 'recordedType'>): boolean => {
  const recorded = original.recordedType ?? original.invoiceType;
  return recorded !== null && isSimplifiedType(recorded);
};

/** The original's printed lines as editable rows, each named as the original prints it. */
export const originalLineRows = (original: BillingDocument, nameOf: (line: BillingDocument['lines'][number]) => string, language: Language, currency: Currency): LineRow[] =>
  original.lines.map((line) => ({
    rowId: newRowId(),
    name: nameOf(line),
    variant: line.variant ?? '',
    quantity: String(line.quantity),
    unitPrice: formatMoneyInput(line.unitPriceCents, currency, language),
    vat: vatChoiceOf(line.vat),
  }));

/** What a caller may start the form with instead of the original's whole invoice (the refund question's correction). */
export type RectifyPrefill = Pick<RectifyFormValues, 'method' | 'reason' | 'lines'>;

export const rectifyStartValues = (original: BillingDocument, today: string, rows: LineRow[], prefill?: RectifyPrefill): RectifyFormValues => ({
  rectificationType: isSimplifiedOriginal(original) ? 'R5' : 'R1',
  method: prefill?.method ?? 'S',
  reason: prefill?.reason ?? '',
  // Never before the original: the server refuses that date.
  issueDate: today < original.issueDate ? original.issueDate : today,
  lines: prefill?.lines ?? rows,
});

/**
 * A refund in Stripe as the correction by differences (the refund question, issue 25 point 2):
 * the money returned split over the original's VAT categories in proportion to what each
 * contributed to its total (base and VAT, less the IRPF withheld on the base), the rest of a cent
 * to the largest; one negative line each, priced as the original prices (VAT included, or its
 * base), so the rectifying invoice's total is the refund. The photographer reviews it before issuing.
 */
export const refundCorrectionRows = (original: BillingDocument, refundedCents: number, name: string, language: Language, currency: Currency): LineRow[] => {
  const irpfPercent = original.totals.irpf?.ratePercent ?? 0;
  const rows = original.totals.breakdown.map((row) => {
    const ratePercent = row.vat.kind === 'rate' ? row.vat.ratePercent : 0;
    return { vat: row.vat, ratePercent, weight: Math.max(0, row.baseCents * (100 + ratePercent - irpfPercent)) };
  });
  const total = rows.reduce((sum, row) => sum + row.weight, 0);
  if (total === 0) return [];
  const shares = rows.map((row) => Math.floor((refundedCents * row.weight) / total));
  const largest = rows.reduce((best, row, index) => (row.weight > (rows[best]?.weight ?? 0) ? index : best), 0);
  shares[largest] = (shares[largest] ?? 0) + refundedCents - shares.reduce((sum, share) => sum + share, 0);
  return rows.flatMap((row, index) => {
    const share = shares[index] ?? 0;
    if (share <= 0) return [];
    const baseCents = (share * 100) / (100 + row.ratePercent - irpfPercent);
    const unitCents = Math.round(original.pricesIncludeVat ? (baseCents * (100 + row.ratePercent)) / 100 : baseCents);
    return [{ rowId: newRowId(), name, variant: '', quantity: '1', unitPrice: formatMoneyInput(-unitCents, currency, language), vat: vatChoiceOf(row.vat) }];
  });
};

/** An amount with an optional leading minus (a hyphen or U+2212), in minor units. */
export const parseSignedMoney = (typed: string, currency: Currency): MoneyInputResult => {
  const text = typed.trim();
  const negative = /^[-\u2212]/.test(text);
  const parsed = parseMoneyInput(negative ? text.slice(1) : text, currency);
  if (!parsed.ok || !negative) return parsed;
  return { ok: true, minorUnits: parsed.minorUnits === 0 ? 0 : -parsed.minorUnits };
};

const signedProductOf = (line: LineRow, currency: Currency): DocumentProductInput => productOf(line, currency, parseSignedMoney);

/** The rectifying invoice's own IRPF: the original's rate, as its client did not change. */
export const irpfRateOfOriginal = (original: BillingDocument): number | null => original.totals.irpf?.ratePercent ?? null;

/** The totals of what is typed so far (what cannot be read yet counts as nothing), by the shared functions. */
export const liveRectifyTotals = (values: RectifyFormValues, irpfRatePercent: number | null, currency: Currency, pricesIncludeVat?: boolean): InvoiceTotals =>
  documentTotals(NO_PRICING, values.lines.map((line) => signedProductOf(line, currency)), irpfRatePercent, pricesIncludeVat).totals;

const placeIssue = (errors: RectifyFormErrors, values: RectifyFormValues, issue: Issue): void => {
  const [head, second, third] = issue.path.map(String);
  const problem = problemOf(issue);
  if (head === 'reason' || head === 'issueDate') errors.fields[head] ??= problem;
  else if (head === 'products' && second !== undefined && third !== undefined) {
    const row = values.lines[Number(second)];
    const field = LINE_FIELDS[third];
    if (row && field) (errors.lines[row.rowId] ??= {})[field] ??= problem;
    else errors.fields.amount ??= problem;
  } else errors.fields.amount ??= problem;
};

/** A server refusal that belongs to one field of the modal. */
const FIELD_OF_CODE: Record<string, RectifyField> = {
  'billing.rectification_date_before_original': 'issueDate',
  'billing.rectification_reason_required': 'reason',
  'billing.rectification_no_change': 'amount',
  'billing.simplified_over_limit': 'amount',
  'billing.amount_required': 'amount',
};
export const fieldOfRectifyCode = (code: string): RectifyField | undefined => FIELD_OF_CODE[code];

/** The request body, or the problems by field. */
export const checkRectifyForm = (
  values: RectifyFormValues,
  irpfRatePercent: number | null,
  currency: Currency,
  /** The original's tax (issue 22 point 3): its lines are priced in it; IVA unless told. */
  tax: IndirectTax = 'IVA',
): { input: RectifyInvoiceInput; errors: null } | { input: null; errors: RectifyFormErrors } => {
  const errors: RectifyFormErrors = { fields: {}, lines: {} };
  const differences = values.method === 'I';
  for (const line of values.lines) {
    const row: Partial<Record<LineField, Problem>> = {};
    if (line.quantity.trim() !== '' && parseQuantity(line.quantity) === null) row.quantity = { message: 'quantity' };
    const price = parseSignedMoney(line.unitPrice, currency);
    if (!price.ok) row.unitPrice = { message: price.problem === 'required' ? 'required' : differences ? 'signedMoney' : 'money' };
    else if (!differences && price.minorUnits < 0) row.unitPrice = { message: 'money' };
    if (Object.keys(row).length > 0) errors.lines[line.rowId] = row;
  }
  if (values.issueDate === '') errors.fields.issueDate = { message: 'required' };

  const input: RectifyInvoiceInput = {
    rectificationType: values.rectificationType,
    method: values.method,
    reason: values.reason.trim(),
    issueDate: values.issueDate,
    products: values.lines.map((line) => signedProductOf(line, currency)),
    irpfRatePercent,
    ...(tax !== 'IVA' ? { tax } : {}),
  };
  const parsed = rectifyInvoiceInput.safeParse(input);
  if (!parsed.success) for (const issue of parsed.error.issues) placeIssue(errors, values, issue);
  const found = Object.keys(errors.fields).length > 0 || Object.keys(errors.lines).length > 0;
  return found ? { input: null, errors } : { input, errors: null };
};
