// The new quote/invoice modal's values as typed, turned into the API's input, and every rule
// of spec section 5 "New quote or invoice" checked before anything is sent: amounts that
// cannot be read get the form's own message; the rest come from the contract itself
// (quoteInput / invoiceInput), so each field shows the catalogue message the server would give.
import { invoiceInput, quoteInput, type InvoiceInput, type QuoteInput } from '@fotostudio/shared/contracts/billing/document-input';
import { SIMPLIFIED_INVOICE_LIMIT_CENTS } from '@fotostudio/shared/billing/simplified-rules';
import { clientContactOf } from '@fotostudio/shared/billing/client-contact';
import { clientProblems, isSpanishClient, type ClientRequirement } from '@fotostudio/shared/billing/client-rules';
import { issueDateProblems } from '@fotostudio/shared/billing/date-rules';
import type { DocumentKind } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { IssuedInvoiceType } from '@fotostudio/shared/billing/invoice-types';
import { documentTotals, type DocumentPricingInput, type DocumentProductInput } from '@fotostudio/shared/billing/document-lines';
import type { Currency } from '@fotostudio/shared/constants';
import { isErrorCode } from '@fotostudio/shared/errors/catalogue';
import { parseMoneyInput } from '@fotostudio/shared/format/money-input';
import { checkTaxId } from '@fotostudio/shared/tax/tax-id';
import { tradeTaxProblems, type TradeIssuer } from '@fotostudio/shared/billing/trade-tax-rules';
import { isClientAbroad } from '@fotostudio/shared/billing/client-id';
import type { InvoiceTotals } from '@fotostudio/shared/tax/invoice-totals';
import type { IndirectTax } from '@fotostudio/shared/tax/indirect-tax';
import { clientIdInputOf, type ClientIdValues } from '../../../components/client-id-form';
import type { FieldProblem } from '../../../lib/field-problem';
import { irpfRateOf, parseQuantity, vatCategoryOf, type IrpfChoice, type LineRow, type VatChoice } from './document-lines';

export type { DocumentKind };

/** The client as typed; how it is identified (issue 22 point 1) as the CRM's contact types it too. */
export interface ClientValues extends ClientIdValues {
  clientId: string | null;
  name: string;
  email: string;
  taxId: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  /** As typed; blank is Spain. Address and postal code rules follow it. */
  country: string;
  /** The user says the client is a business or professional (a CIF says so by itself). */
  professional: boolean;
}

export interface SessionValues {
  sessionId: string | null;
  title: string;
  date: string | null;
  price: string;
  includedPhotos: string;
  extraPhotoPrice: string;
  /** Photos the client selected: those beyond the included ones are charged as extras. */
  selectedPhotos: string;
  completeGallery: boolean;
  completeGalleryPrice: string;
  /** VAT of the session's price, extra photos and complete gallery. */
  vat: VatChoice;
}

export interface DocumentFormValues {
  kind: DocumentKind;
  /** Invoices: full (F1) or simplified (F2: the client optional, no IRPF, a total within the limit). */
  invoiceType: IssuedInvoiceType;
  client: ClientValues;
  session: SessionValues;
  issueDate: string;
  /** Invoices: the operation's date when it differs from the issue date (blank: the session's, or the issue date). */
  operationDate?: string;
  dueDate: string;
  paymentConditions: string;
  notes: string;
  /** Not edited in this modal (the detail edits them); kept so saving a quote does not drop them. */
  internalNotes: string;
  lines: LineRow[];
  irpf: IrpfChoice;
  irpfCustom: string;
  /** Invoices: the number the modal showed (the next one of the series). */
  number: string;
  /**
   * A quote being completed to become a full invoice: its client is checked as a full
   * invoice's (every tax field), not as a quote's (a name).
   */
  completeForInvoice?: boolean;
  /** The unit prices include VAT (the totals split it out) instead of having it added. */
  pricesIncludeVat: boolean;
  /** Quotes: the deposit asked on acceptance (issue 25 point 3), as typed: none, an amount or a percentage of the total. */
  depositKind?: DepositChoice;
  depositValue?: string;
  /** The issuer's tax the lines are priced in (issue 22 point 3): IGIC or IPSI; absent is IVA. */
  tax?: IndirectTax | undefined;
  /** Under IPSI, the settings' rates the lines are offered. */
  ipsiRatesPercent?: readonly number[] | undefined;
  /**
   * The issuer's legal form, activity and territory from the billing settings (issue 22 point
   * 4): an invoice's rates are checked against them as the server will when it is issued.
   */
  issuer?: TradeIssuer | null;
}

export type ValidationKey = 'required' | 'money' | 'signedMoney' | 'quantity' | 'percent' | 'wholeNumber';

/** A form message (billing.validation.*) or a catalogue code with its values. */
export type Problem = FieldProblem<ValidationKey>;

export type ClientField = Exclude<keyof ClientValues, 'clientId' | 'professional' | 'viesCheckedOn'>;
export type SessionField = 'title' | 'price' | 'includedPhotos' | 'extraPhotoPrice' | 'selectedPhotos' | 'completeGalleryPrice';
export type LineField = 'name' | 'quantity' | 'unitPrice' | 'vat';
type DocumentField = 'issueDate' | 'operationDate' | 'dueDate' | 'irpf' | 'amount' | 'number' | 'deposit';

export type DepositChoice = 'none' | 'amount' | 'percent';

/** The quote's deposit as the contract takes it, or null when none is asked; undefined when what is typed is not a number. */
export const depositOf = (values: Pick<DocumentFormValues, 'kind' | 'depositKind' | 'depositValue'>, currency: Currency): QuoteInput['deposit'] | undefined => {
  if (values.kind !== 'quote' || !values.depositKind || values.depositKind === 'none') return null;
  const typed = (values.depositValue ?? '').trim();
  if (values.depositKind === 'amount') {
    const parsed = parseMoneyInput(typed, currency);
    return parsed.ok ? { kind: 'amount', amountCents: parsed.minorUnits } : undefined;
  }
  const percent = Number(typed.replace(',', '.'));
  return typed !== '' && Number.isFinite(percent) ? { kind: 'percent', percent } : undefined;
};

export interface DocumentFormErrors {
  client: Partial<Record<ClientField, Problem>>;
  session: Partial<Record<SessionField, Problem>>;
  document: Partial<Record<DocumentField, Problem>>;
  lines: Record<string, Partial<Record<LineField, Problem>>>;
}

export const NO_ERRORS: DocumentFormErrors = { client: {}, session: {}, document: {}, lines: {} };

export const isCompanyTaxId = (taxId: string): boolean => checkTaxId(taxId).isCompany;

/** The client fields as the contract's input has them (how the client is identified apart: callers send it when they ask for it). */
export const clientInputOf = (client: ClientValues) => ({
  ...clientContactOf(client),
  country: client.country.trim() || null,
  isProfessional: client.professional,
});

/** Why the document withholds no IRPF: the client is abroad or is a consumer; null when it may withhold. */
export type NoWithholding = 'abroad' | 'consumer';

/**
 * IRPF applies only to a business or professional client (a CIF, or marked so) established in
 * Spain (issue 22 point 4, the rule the server applies: trade-tax-rules.ts). The issuer's own
 * rule (a 973.1 studio withholds nothing) starts the choice at none and refuses a rate on its field.
 */
export const noWithholdingOf = (client: ClientValues): NoWithholding | null => {
  if (isClientAbroad({ ...clientIdInputOf(client), country: client.country, taxId: client.taxId })) return 'abroad';
  return client.professional || isCompanyTaxId(client.taxId) ? null : 'consumer';
};

export const withholds = (client: ClientValues): boolean => noWithholdingOf(client) === null;

/** The hint that says why no IRPF is withheld. */
export const NO_WITHHOLDING_HINTS = {
  consumer: 'billing.form.irpf.notApplicable',
  abroad: 'billing.form.irpf.notApplicableAbroad',
} as const satisfies Record<NoWithholding, string>;

export const isSimplified = (values: Pick<DocumentFormValues, 'kind' | 'invoiceType'>): boolean => values.kind === 'invoice' && values.invoiceType === 'F2';

/**
 * What the client must give (shared client-rules): a simplified invoice nothing, a quote a
 * name (issue 22 A), a full invoice (or a quote being completed for one) every tax field.
 */
export const clientRequirementOf = (values: Pick<DocumentFormValues, 'kind' | 'invoiceType' | 'completeForInvoice'>): ClientRequirement => {
  if (isSimplified(values)) return 'optional';
  return values.kind === 'quote' && !values.completeForInvoice ? 'named' : 'full';
};

/** IRPF of the document as chosen: none for a simplified invoice or a client it does not apply to. */
const irpfOf = (values: DocumentFormValues): number | null =>
  !isSimplified(values) && withholds(values.client) ? irpfRateOf(values.irpf, values.irpfCustom) : null;

/** How a simplified invoice's live total stands against its legal limit; null for other documents. */
export const simplifiedLimitOf = (values: DocumentFormValues, totals: Pick<InvoiceTotals, 'totalCents'>): { limitCents: number; over: boolean } | null =>
  isSimplified(values) ? { limitCents: SIMPLIFIED_INVOICE_LIMIT_CENTS, over: totals.totalCents > SIMPLIFIED_INVOICE_LIMIT_CENTS } : null;

const money = (typed: string, currency: Currency): number | null => {
  if (typed.trim() === '') return 0;
  const parsed = parseMoneyInput(typed, currency);
  return parsed.ok ? parsed.minorUnits : null;
};

const count = (typed: string): number | null => {
  const text = typed.trim();
  if (text === '') return 0;
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
};

/** The session's amounts; unreadable ones are null (the form says why), or 0 when `lenient`. */
const pricingOf = (session: SessionValues, currency: Currency, lenient: boolean) => {
  const or0 = <T,>(value: T | null): T | 0 => (value === null && lenient ? 0 : (value ?? 0));
  const raw = {
    sessionPriceCents: money(session.price, currency),
    includedPhotos: count(session.includedPhotos),
    extraPhotoPriceCents: money(session.extraPhotoPrice, currency),
    selectedImagesCount: count(session.selectedPhotos),
    completeGalleryPriceCents: session.completeGallery ? money(session.completeGalleryPrice, currency) : 0,
  };
  const pricing: DocumentPricingInput = {
    sessionPriceCents: or0(raw.sessionPriceCents),
    includedPhotos: or0(raw.includedPhotos),
    extraPhotoPriceCents: or0(raw.extraPhotoPriceCents),
    selectedImagesCount: or0(raw.selectedImagesCount),
    completeGallery: session.completeGallery,
    completeGalleryPriceCents: or0(raw.completeGalleryPriceCents),
    sessionVat: vatCategoryOf(session.vat),
  };
  return { raw, pricing };
};

/** A typed line as the contract's product; `parsePrice` reads its unit price (signed for a rectification by differences). */
export const productOf = (line: LineRow, currency: Currency, parsePrice: typeof parseMoneyInput = parseMoneyInput): DocumentProductInput => {
  const price = parsePrice(line.unitPrice, currency);
  return {
    name: line.name.trim(),
    variant: line.variant.trim() || null,
    quantity: parseQuantity(line.quantity) ?? 0,
    unitPriceCents: price.ok ? price.minorUnits : 0,
    vat: vatCategoryOf(line.vat),
    // Sent only when said, so a line that says neither is the body it always was (a service).
    ...(line.supply ? { supply: line.supply } : {}),
    ...(line.artWork ? { artWork: true } : {}),
  };
};

/** The totals of what is typed so far (what cannot be read yet counts as nothing), by the shared functions. */
export const liveDocumentTotals = (values: DocumentFormValues, currency: Currency): InvoiceTotals =>
  documentTotals(
    pricingOf(values.session, currency, true).pricing,
    values.lines.map((line) => productOf(line, currency)),
    irpfOf(values),
    values.pricesIncludeVat,
  ).totals;

/** The fields a full invoice's client needs, and the one a quote's needs. */
export const CLIENT_REQUIRED: Record<ClientRequirement, readonly ClientField[]> = {
  full: ['name', 'email', 'taxId', 'phone', 'address', 'city', 'postalCode'],
  named: ['name'],
  optional: [],
};

/** Whether the form marks a client field as required (abroad, a postal code is not: some countries have none). */
export const clientFieldRequired = (requirement: ClientRequirement, field: ClientField, client: Pick<ClientValues, 'country'>): boolean =>
  CLIENT_REQUIRED[requirement].includes(field) && !(field === 'postalCode' && !isSpanishClient(client.country));

const SESSION_AMOUNT_FIELDS = {
  sessionPriceCents: 'price',
  includedPhotos: 'includedPhotos',
  extraPhotoPriceCents: 'extraPhotoPrice',
  selectedImagesCount: 'selectedPhotos',
  completeGalleryPriceCents: 'completeGalleryPrice',
} as const satisfies Record<string, SessionField>;

/** The request body, or the problems by field. */
/** What the issue date is checked against (issue 22 point 5): today, and the latest invoice issued in any series (the number check's). */
export interface IssueDateBounds {
  today?: string | undefined;
  latestIssued?: string | null | undefined;
}

export const checkDocumentForm = (
  values: DocumentFormValues,
  currency: Currency,
  bounds: IssueDateBounds = {},
): { input: QuoteInput | InvoiceInput; errors: null } | { input: null; errors: DocumentFormErrors } => {
  const errors: DocumentFormErrors = { client: {}, session: {}, document: {}, lines: {} };
  const { raw, pricing } = pricingOf(values.session, currency, false);
  for (const [amount, field] of Object.entries(SESSION_AMOUNT_FIELDS) as [keyof typeof SESSION_AMOUNT_FIELDS, SessionField][]) {
    if (raw[amount] === null) errors.session[field] = { message: amount === 'includedPhotos' || amount === 'selectedImagesCount' ? 'wholeNumber' : 'money' };
  }
  for (const line of values.lines) {
    const row: Partial<Record<LineField, Problem>> = {};
    if (line.quantity.trim() !== '' && parseQuantity(line.quantity) === null) row.quantity = { message: 'quantity' };
    const price = parseMoneyInput(line.unitPrice, currency);
    if (!price.ok) row.unitPrice = { message: price.problem === 'required' ? 'required' : 'money' };
    if (Object.keys(row).length > 0) errors.lines[line.rowId] = row;
  }
  const simplified = isSimplified(values);
  const withholding = !simplified && withholds(values.client);
  const irpfRatePercent = irpfOf(values);
  if (withholding && values.irpf === 'custom' && irpfRatePercent === null) errors.document.irpf = { message: 'percent' };
  if (values.issueDate === '') errors.document.issueDate = { message: 'required' };
  else if (values.kind === 'invoice') {
    const [problem] = issueDateProblems(values.issueDate, { today: bounds.today, latestIssued: bounds.latestIssued ?? undefined });
    if (problem) errors.document.issueDate = { code: problem.code };
  }
  if (values.dueDate === '') errors.document.dueDate = { message: 'required' };
  const deposit = depositOf(values, currency);
  if (deposit === undefined) errors.document.deposit = { message: values.depositKind === 'amount' ? 'money' : 'percent' };

  const body: QuoteInput = {
    issueDate: values.issueDate,
    dueDate: values.dueDate,
    paymentConditions: values.paymentConditions.trim() || null,
    notes: values.notes.trim() || null,
    internalNotes: values.internalNotes.trim() || null,
    client: {
      ...clientInputOf(values.client),
      // Sent only when not a Spanish NIF, so such a body is what it always was.
      ...clientIdInputOf(values.client),
    },
    session: { sessionId: values.session.sessionId, title: values.session.title, date: values.session.date },
    pricing,
    products: values.lines.map((line) => productOf(line, currency)),
    irpfRatePercent,
    ...(values.pricesIncludeVat ? { pricesIncludeVat: true } : {}),
    // Sent only under IGIC or IPSI, so an IVA body is what it always was.
    ...(values.tax && values.tax !== 'IVA' ? { tax: values.tax } : {}),
  };
  const input: QuoteInput | InvoiceInput =
    values.kind === 'invoice'
      ? { ...body, invoiceType: values.invoiceType, ...(values.number ? { number: values.number } : {}), ...(values.operationDate ? { operationDate: values.operationDate } : {}) }
      : // A quote's deposit (issue 25 point 3), sent only when asked, so a body without one is what it always was.
        { ...body, ...(deposit ? { deposit } : {}) };
  const parsed = (values.kind === 'invoice' ? invoiceInput : quoteInput).safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) placeIssue(errors, values, issue);
  }
  // The rates that fit the trade (issue 22 point 4): an invoice, or a quote completed to become one, as the server checks them when issuing.
  if (values.issuer && (values.kind === 'invoice' || values.completeForInvoice)) {
    const issued = {
      invoiceType: values.kind === 'invoice' ? values.invoiceType : 'F1',
      issueDate: values.issueDate,
      irpfRatePercent,
      client: { ...body.client, taxId: checkTaxId(body.client.taxId).cleanValue, isCompany: isCompanyTaxId(body.client.taxId) },
      pricing,
      products: values.lines.map((line) => productOf(line, currency)),
    };
    for (const problem of tradeTaxProblems(values.issuer, issued)) placeIssue(errors, values, { path: problem.path, code: 'custom', message: problem.message, params: { catalogueCode: problem.code } });
  }
  // A quote completed for a full invoice: the conversion's own check, on the fields.
  const requirement = clientRequirementOf(values);
  if (values.kind === 'quote' && requirement === 'full') {
    const { name, email, taxId, phone, address, city, postalCode, country } = values.client;
    const typed = { name, email, taxId, phone, address, city, postalCode, country };
    const trimmed = Object.fromEntries(Object.entries(typed).map(([field, text]) => [field, text.trim()])) as typeof typed;
    for (const problem of clientProblems(trimmed, 'full')) {
      errors.client[String(problem.path[0]) as ClientField] ??= { code: problem.code };
    }
  }
  // The contract's rules across a client's fields wait for every field's format: empty
  // required ones are named at once all the same.
  for (const field of CLIENT_REQUIRED[requirement]) {
    if (clientFieldRequired(requirement, field, values.client) && values.client[field].trim() === '') errors.client[field] ??= { message: 'required' };
  }
  const found = Object.values(errors).some((group) => Object.keys(group).length > 0);
  return found ? { input: null, errors } : { input, errors: null };
};

export interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/** A contract issue as the form shows it: its catalogue code and values. */
export const problemOf = (issue: Issue): Problem => {
  const { catalogueCode, ...params } = (issue.code === 'custom' ? issue.params : undefined) ?? {};
  if (!isErrorCode(catalogueCode)) return { code: 'general.validation' };
  const shown = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));
  return Object.keys(shown).length > 0 ? { code: catalogueCode, params: shown } : { code: catalogueCode };
};

export const LINE_FIELDS: Record<string, LineField> = { name: 'name', quantity: 'quantity', unitPriceCents: 'unitPrice', vat: 'vat' };

/** A contract issue under the field it belongs to; a field keeps its first problem. */
const placeIssue = (errors: DocumentFormErrors, values: DocumentFormValues, issue: Issue): void => {
  const [head, second, third] = issue.path.map(String);
  const problem = problemOf(issue);
  const put = <K extends string>(group: Partial<Record<K, Problem>>, field: K) => {
    group[field] ??= problem;
  };
  if (head === 'client' && second) put(errors.client, second as ClientField);
  else if (head === 'session') put(errors.session, 'title');
  else if (head === 'pricing') put(errors.document, 'amount');
  else if (head === 'products' && second !== undefined) {
    const row = values.lines[Number(second)];
    const field = third ? LINE_FIELDS[third] : undefined;
    if (row && field) put((errors.lines[row.rowId] ??= {}), field);
    else put(errors.document, 'amount');
  } else if (head === 'issueDate' || head === 'operationDate' || head === 'dueDate' || head === 'number') put(errors.document, head);
  else if (head === 'irpfRatePercent') put(errors.document, 'irpf');
  else if (head === 'deposit') put(errors.document, 'deposit');
  else put(errors.document, 'amount');
};

const BASIC_DOCUMENT_FIELDS: readonly DocumentField[] = ['issueDate', 'operationDate', 'dueDate', 'number'];

/** The problems the basic-data step shows (client, session title and amounts, dates, number). */
export const basicStepErrors = (errors: DocumentFormErrors): DocumentFormErrors => ({
  client: errors.client,
  session: errors.session,
  document: Object.fromEntries(Object.entries(errors.document).filter(([field]) => BASIC_DOCUMENT_FIELDS.includes(field as DocumentField))),
  lines: {},
});

export const hasProblems = (errors: DocumentFormErrors): boolean => Object.values(errors).some((group) => Object.keys(group).length > 0);
