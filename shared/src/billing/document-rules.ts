// The rules across a quote's or invoice's fields (spec section 5 "New quote or invoice").
import { checkTaxId } from '../tax/tax-id.js';
import type { InvoiceTotals } from '../tax/invoice-totals.js';
import { documentTotals, type DocumentPricingInput, type DocumentProductInput } from './document-lines.js';
import type { RuleProblem } from './rule-problem.js';

export interface DocumentRuleInput {
  issueDate: string;
  dueDate: string;
  client: { taxId: string; isProfessional: boolean };
  session: { title: string };
  pricing: DocumentPricingInput;
  products: DocumentProductInput[];
  irpfRatePercent: number | null;
}

/** The document's totals without IRPF; null while a line is itself invalid (its own rule reports it). */
export const totalsOrNull = (value: Pick<DocumentRuleInput, 'pricing' | 'products'>): InvoiceTotals | null => {
  try {
    return documentTotals(value.pricing, value.products, null).totals;
  } catch {
    return null;
  }
};

export const dueDateProblems = (value: { issueDate?: string | undefined; dueDate?: string | undefined }): RuleProblem[] =>
  value.issueDate && value.dueDate && value.dueDate <= value.issueDate
    ? [{ path: ['dueDate'], code: 'billing.due_date_before_issue', message: 'the due date must be after the issue date' }]
    : [];

export const documentProblems = (value: DocumentRuleInput): RuleProblem[] => {
  const problems = dueDateProblems(value);
  const { pricing } = value;
  if (value.session.title === '' && (pricing.sessionPriceCents !== 0 || pricing.includedPhotos !== 0 || pricing.extraPhotoPriceCents !== 0)) {
    problems.push({
      path: ['session', 'title'],
      code: 'billing.session_data_without_title',
      message: 'without a session title, session price, included photos and extra photo price must be 0',
    });
  }
  // The taxable base; NaN while a line is itself invalid.
  if (!((totalsOrNull(value)?.baseCents ?? Number.NaN) > 0)) problems.push({ path: ['pricing'], code: 'billing.amount_required', message: 'needs a session price or priced products' });
  if (value.irpfRatePercent !== null && value.client.taxId !== '') {
    const isCompany = checkTaxId(value.client.taxId).isCompany;
    if (!isCompany && !value.client.isProfessional) {
      problems.push({ path: ['irpfRatePercent'], code: 'billing.irpf_not_applicable', message: 'IRPF only for a business or professional client' });
    }
  }
  return problems;
};
