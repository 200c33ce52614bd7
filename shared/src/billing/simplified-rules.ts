// A simplified invoice (F2, or R5 rectifying one): no IRPF, and an F2 has a limit.
import type { DocumentRuleInput } from './document-rules.js';
import { totalsOrNull } from './document-rules.js';
import type { RuleProblem } from './rule-problem.js';

/**
 * A simplified invoice totals at most this, VAT included. RD 1619/2012 art. 4.1.a allows
 * 400 EUR; art. 4.2 raises it to 3,000 EUR for the operations it lists, among them "j)
 * Revelado de fotografías y servicios prestados por estudios fotográficos": a photography
 * studio's services, which is what this product bills.
 */
export const SIMPLIFIED_INVOICE_LIMIT_CENTS = 300_000;

/** A simplified invoice (F2 or R5) withholds no IRPF. */
export const simplifiedIrpfProblems = (value: Pick<DocumentRuleInput, 'irpfRatePercent'>): RuleProblem[] =>
  value.irpfRatePercent !== null ? [{ path: ['irpfRatePercent'], code: 'billing.simplified_no_irpf', message: 'a simplified invoice withholds no IRPF' }] : [];

/**
 * An F2 totals at most SIMPLIFIED_INVOICE_LIMIT_CENTS. A rectifying one (R5) has no limit:
 * art. 4.1.b allows a simplified invoice whenever a rectifying invoice is due.
 */
export const simplifiedProblems = (value: Pick<DocumentRuleInput, 'pricing' | 'products' | 'irpfRatePercent'>): RuleProblem[] => {
  const problems = simplifiedIrpfProblems(value);
  const totals = totalsOrNull(value);
  if (totals && totals.totalCents > SIMPLIFIED_INVOICE_LIMIT_CENTS) {
    problems.push({ path: ['pricing'], code: 'billing.simplified_over_limit', message: 'a simplified invoice totals at most 3,000.00 EUR incl. VAT' });
  }
  return problems;
};
