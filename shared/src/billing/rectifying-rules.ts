// A rectifying invoice's rules (POST /api/billing/invoices/{invoiceId}/rectify): a reason;
// by substitution (S) the lines are the whole corrected invoice, by differences (I) the change.
import type { DocumentPricingInput, DocumentProductInput } from './document-lines.js';
import { dueDateProblems, totalsOrNull } from './document-rules.js';
import type { RectificationMethod, RectifyingInvoiceType } from './invoice-types.js';
import type { RuleProblem } from './rule-problem.js';
import { simplifiedIrpfProblems } from './simplified-rules.js';

export interface RectifyingRuleInput {
  rectificationType?: RectifyingInvoiceType | undefined;
  method: RectificationMethod;
  reason: string;
  issueDate: string;
  dueDate?: string | undefined;
  pricing: DocumentPricingInput;
  products: DocumentProductInput[];
  irpfRatePercent: number | null;
}

export const rectifyingProblems = (value: RectifyingRuleInput): RuleProblem[] => {
  const problems: RuleProblem[] = [];
  if (value.reason === '') problems.push({ path: ['reason'], code: 'billing.rectification_reason_required', message: 'the reason is required' });
  problems.push(...dueDateProblems(value));
  if (value.method === 'S') {
    value.products.forEach((product, index) => {
      if (product.unitPriceCents < 0) {
        problems.push({ path: ['products', index, 'unitPriceCents'], code: 'billing.product_price_invalid', message: 'by substitution, prices are 0 or more' });
      }
    });
  }
  const totals = totalsOrNull(value);
  if (totals) {
    if (value.method === 'S' && !(totals.baseCents > 0)) problems.push({ path: ['pricing'], code: 'billing.amount_required', message: 'the corrected invoice needs an amount' });
    if (value.method === 'I' && totals.baseCents === 0 && totals.vatCents === 0) {
      problems.push({ path: ['products'], code: 'billing.rectification_no_change', message: 'the differences change nothing' });
    }
  }
  if (value.rectificationType === 'R5') problems.push(...simplifiedIrpfProblems(value));
  return problems;
};
