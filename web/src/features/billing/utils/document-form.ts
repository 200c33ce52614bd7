// The new quote/invoice modal's values as typed and every rule of spec section 5 "New quote
// or invoice", checked before anything is sent. Problems are message keys of the billing
// namespace (or the tax id's own message), so each shows under its field.
import type { Currency } from '@fotostudio/shared/constants';
import { parseMoneyInput } from '@fotostudio/shared/format/money-input';
import { isPhoneNumber } from '@fotostudio/shared/phone/phone-number';
import { checkTaxId } from '@fotostudio/shared/tax/tax-id';
import { z } from 'zod';
import { irpfRateOf, parseQuantity, vatCategoryOf, type IrpfChoice, type LineRow, type VatChoice } from './document-lines';

export type DocumentKind = 'quote' | 'invoice';

export interface ClientValues {
  clientId: string | null;
  name: string;
  email: string;
  taxId: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  /** The user says the client is a business or professional (a CIF says so by itself). */
  professional: boolean;
}

export interface SessionValues {
  sessionId: string | null;
  title: string;
  date: string;
  price: string;
  includedPhotos: string;
  extraPhotoPrice: string;
  /** Photos the client selected: those beyond the included ones are charged as extras. */
  selectedPhotos: string;
  /** VAT of the session's price and extra photos. */
  vat: VatChoice;
}

export interface DocumentFormValues {
  kind: DocumentKind;
  client: ClientValues;
  session: SessionValues;
  issueDate: string;
  dueDate: string;
  paymentConditions: string;
  notes: string;
  lines: LineRow[];
  irpf: IrpfChoice;
  irpfCustom: string;
}

export type ValidationKey =
  | 'required'
  | 'email'
  | 'phone'
  | 'postalCode'
  | 'clientName'
  | 'address'
  | 'sessionTitle'
  | 'sessionPricesWithoutTitle'
  | 'needsAmount'
  | 'productName'
  | 'quantity'
  | 'money'
  | 'percent'
  | 'dueDate'
  | 'wholeNumber';

export type Problem = { key: ValidationKey } | { taxIdCode: string; expected?: string };

export type ClientField = Exclude<keyof ClientValues, 'clientId' | 'professional'>;
export type SessionField = Exclude<keyof SessionValues, 'sessionId' | 'date' | 'vat'>;
export type LineField = 'name' | 'quantity' | 'unitPrice';

export interface DocumentFormErrors {
  client: Partial<Record<ClientField, Problem>>;
  session: Partial<Record<SessionField, Problem>>;
  dueDate?: Problem;
  irpfCustom?: Problem;
  amount?: Problem;
  lines: Record<string, Partial<Record<LineField, Problem>>>;
}

export const NO_ERRORS: DocumentFormErrors = { client: {}, session: {}, lines: {} };

const emailSchema = z.email();
const POSTAL_CODE = /^\d{4,5}$/;

export const isCompanyTaxId = (taxId: string): boolean => checkTaxId(taxId).isCompany;

/** IRPF applies only to a business or professional client (a CIF, or marked so). */
export const withholds = (client: ClientValues): boolean => client.professional || isCompanyTaxId(client.taxId);

export const clientProblems = (client: ClientValues): DocumentFormErrors['client'] => {
  const problems: DocumentFormErrors['client'] = {};
  const required = (field: ClientField): boolean => {
    if (client[field].trim() !== '') return true;
    problems[field] = { key: 'required' };
    return false;
  };
  if (required('name') && client.name.trim().length < 2) problems.name = { key: 'clientName' };
  if (required('email') && !emailSchema.safeParse(client.email.trim()).success) problems.email = { key: 'email' };
  if (required('taxId')) {
    const { error } = checkTaxId(client.taxId);
    if (error) problems.taxId = { taxIdCode: error.code, ...('expected' in error ? { expected: error.expected } : {}) };
  }
  if (required('phone') && !isPhoneNumber(client.phone)) problems.phone = { key: 'phone' };
  if (required('address') && client.address.trim().length < 5) problems.address = { key: 'address' };
  required('city');
  if (required('postalCode') && !POSTAL_CODE.test(client.postalCode.trim())) problems.postalCode = { key: 'postalCode' };
  return problems;
};

const moneyOrZero = (typed: string, currency: Currency): number | null => {
  if (typed.trim() === '') return 0;
  const parsed = parseMoneyInput(typed, currency);
  return parsed.ok ? parsed.minorUnits : null;
};

const countOrZero = (typed: string): number | null => {
  const text = typed.trim();
  if (text === '') return 0;
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
};

export interface SessionAmounts {
  priceCents: number;
  includedPhotos: number;
  extraPhotoPriceCents: number;
  selectedPhotos: number;
}

export const sessionProblems = (
  session: SessionValues,
  currency: Currency,
): { problems: DocumentFormErrors['session']; amounts: SessionAmounts | null } => {
  const problems: DocumentFormErrors['session'] = {};
  const priceCents = moneyOrZero(session.price, currency);
  const includedPhotos = countOrZero(session.includedPhotos);
  const extraPhotoPriceCents = moneyOrZero(session.extraPhotoPrice, currency);
  const selectedPhotos = countOrZero(session.selectedPhotos);
  if (selectedPhotos === null) problems.selectedPhotos = { key: 'wholeNumber' };
  if (priceCents === null) problems.price = { key: 'money' };
  if (includedPhotos === null) problems.includedPhotos = { key: 'wholeNumber' };
  if (extraPhotoPriceCents === null) problems.extraPhotoPrice = { key: 'money' };
  const title = session.title.trim();
  if (title !== '' && title.length < 3) problems.title = { key: 'sessionTitle' };
  if (title === '' && (priceCents || includedPhotos || extraPhotoPriceCents)) problems.title = { key: 'sessionPricesWithoutTitle' };
  const amounts =
    priceCents !== null && includedPhotos !== null && extraPhotoPriceCents !== null && selectedPhotos !== null
      ? { priceCents, includedPhotos, extraPhotoPriceCents, selectedPhotos }
      : null;
  return { problems, amounts };
};

export interface CheckedLine {
  name: string;
  variant: string;
  quantity: number;
  unitPriceCents: number;
  vat: ReturnType<typeof vatCategoryOf>;
}

export const lineProblems = (lines: readonly LineRow[], currency: Currency): { problems: DocumentFormErrors['lines']; lines: CheckedLine[] } => {
  const problems: DocumentFormErrors['lines'] = {};
  const checked: CheckedLine[] = [];
  for (const line of lines) {
    const row: Partial<Record<LineField, Problem>> = {};
    if (line.name.trim() === '') row.name = { key: 'productName' };
    const quantity = parseQuantity(line.quantity);
    if (quantity === null) row.quantity = { key: 'quantity' };
    const price = parseMoneyInput(line.unitPrice, currency);
    if (!price.ok) row.unitPrice = { key: price.problem === 'required' ? 'required' : 'money' };
    if (Object.keys(row).length > 0) problems[line.rowId] = row;
    else if (quantity !== null && price.ok)
      checked.push({ name: line.name.trim(), variant: line.variant.trim(), quantity, unitPriceCents: price.minorUnits, vat: vatCategoryOf(line.vat) });
  }
  return { problems, lines: checked };
};

export const hasProblems = (errors: DocumentFormErrors): boolean =>
  Object.keys(errors.client).length > 0 ||
  Object.keys(errors.session).length > 0 ||
  Object.keys(errors.lines).length > 0 ||
  Boolean(errors.dueDate ?? errors.irpfCustom ?? errors.amount);

/** Step 1 (basic data): client, session and dates. */
export const basicStepProblems = (values: DocumentFormValues, currency: Currency): DocumentFormErrors => ({
  ...NO_ERRORS,
  client: clientProblems(values.client),
  session: sessionProblems(values.session, currency).problems,
  ...(values.dueDate !== '' && values.issueDate !== '' && values.dueDate <= values.issueDate ? { dueDate: { key: 'dueDate' } as const } : {}),
});

/** Step 2 (products and totals): lines, IRPF and an amount above zero. */
export const productsStepProblems = (values: DocumentFormValues, currency: Currency, totalCents: number): DocumentFormErrors => {
  const { problems } = lineProblems(values.lines, currency);
  const errors: DocumentFormErrors = { ...NO_ERRORS, lines: problems };
  if (values.irpf === 'custom' && irpfRateOf('custom', values.irpfCustom) === null) errors.irpfCustom = { key: 'percent' };
  if (Object.keys(problems).length === 0 && totalCents <= 0) errors.amount = { key: 'needsAmount' };
  return errors;
};
