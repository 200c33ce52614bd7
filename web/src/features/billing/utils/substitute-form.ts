// The dialog that replaces a client's simplified invoices with one full invoice (F3,
// POST /api/billing/invoices/substitute): which invoices may be chosen, the request body
// checked by the contract, and each problem on the field that caused it.
import type { BillingDocument, DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import { substituteInvoicesInput, type SubstituteInvoicesInput } from '@fotostudio/shared/contracts/billing/document-input';
import { CLIENT_REQUIRED, clientFieldRequired, clientInputOf, problemOf, type ClientField, type ClientValues, type Problem } from './document-form';
import { documentClientValuesOf } from './document-values';

export interface SubstituteFormValues {
  client: ClientValues;
  invoiceIds: string[];
  issueDate: string;
}

export type SubstituteField = 'invoices' | 'issueDate';

export interface SubstituteFormErrors {
  client: Partial<Record<ClientField, Problem>>;
  fields: Partial<Record<SubstituteField, Problem>>;
}

export const NO_SUBSTITUTE_ERRORS: SubstituteFormErrors = { client: {}, fields: {} };

/**
 * An invoice a full invoice may replace: a simplified one recorded as such (not a qualified
 * one, art. 7.2), not cancelled, not rectified, not replaced yet.
 */
export const canBeSubstituted = (document: Pick<BillingDocument, 'kind' | 'invoiceType' | 'recordedType' | 'status' | 'rectifiedBy' | 'substitutedBy'>): boolean =>
  document.kind === 'invoice' &&
  document.invoiceType === 'F2' &&
  (document.recordedType ?? 'F2') === 'F2' &&
  document.status !== 'cancelled' &&
  document.rectifiedBy.length === 0 &&
  !document.substitutedBy;

/** The simplified invoices the dialog offers: not cancelled or replaced, of the client (by its CRM id) or of none. */
export const substitutableOf = (invoices: readonly DocumentSummary[], clientId: string | null): DocumentSummary[] =>
  invoices.filter(
    (invoice) =>
      invoice.invoiceType === 'F2' &&
      (invoice.recordedType ?? 'F2') === 'F2' &&
      invoice.status !== 'cancelled' && !invoice.substitutedBy && (invoice.clientId === null || invoice.clientId === clientId),
  );

/** Starts from the simplified invoice the photographer was looking at, its client as it named one. */
export const substituteStartValues = (start: BillingDocument, today: string): SubstituteFormValues => ({
  client: documentClientValuesOf(start.client),
  invoiceIds: [start.documentId],
  issueDate: today,
});

const FIELD_OF_CODE: Record<string, SubstituteField> = {
  'billing.substitution_none_chosen': 'invoices',
  'billing.substitution_not_simplified': 'invoices',
  'billing.substitution_cancelled': 'invoices',
  'billing.substitution_already_substituted': 'invoices',
  'billing.substitution_other_client': 'invoices',
  'billing.substitution_mixed_prices': 'invoices',
  'billing.substitution_too_many_lines': 'invoices',
  'billing.substitution_date_before_original': 'issueDate',
  'billing.date_before_last': 'issueDate',
};

/** The field a server refusal belongs to (none: it shows above the form). */
export const fieldOfSubstituteCode = (code: string): SubstituteField | undefined => FIELD_OF_CODE[code];

/** The request body, or the problems by field (the contract's own rules, the client's as a full invoice's). */
export const checkSubstituteForm = (values: SubstituteFormValues): { input: SubstituteInvoicesInput; errors: null } | { input: null; errors: SubstituteFormErrors } => {
  const errors: SubstituteFormErrors = { client: {}, fields: {} };
  const { client } = values;
  const input: SubstituteInvoicesInput = {
    invoiceIds: values.invoiceIds,
    issueDate: values.issueDate,
    client: clientInputOf(client),
  };
  if (values.issueDate === '') errors.fields.issueDate = { message: 'required' };
  for (const field of CLIENT_REQUIRED.full) {
    if (clientFieldRequired('full', field, client) && client[field].trim() === '') errors.client[field] = { message: 'required' };
  }
  const parsed = substituteInvoicesInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, second] = issue.path.map(String);
      if (head === 'client' && second) errors.client[second as ClientField] ??= problemOf(issue);
      else if (head === 'issueDate') errors.fields.issueDate ??= problemOf(issue);
      else errors.fields.invoices ??= problemOf(issue);
    }
  }
  const found = Object.keys(errors.client).length > 0 || Object.keys(errors.fields).length > 0;
  return found ? { input: null, errors } : { input, errors: null };
};
