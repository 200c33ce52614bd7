// The dates of an invoice (issue 22 point 5). An invoice is dated the day it is issued or
// before, never in the future; never before 28-10-2024 (the first day this product records
// invoices for VERI*FACTU); and never before the issuer's latest issued invoice, whatever
// the series, so a new series cannot be used to backdate. "Today" is the caller's: the
// server's injected clock in Europe/Madrid, the browser's day in the web form.
import type { RuleProblem } from './rule-problem.js';

/** The earliest issue date an invoice may have. */
export const FIRST_ISSUE_DATE = '2024-10-28';

export interface IssueDateContext {
  /** Today (yyyy-mm-dd); absent where the rule is checked without a clock (the contracts). */
  today?: string | undefined;
  /** The issue date of the issuer's latest issued invoice, in any series; absent before the first. */
  latestIssued?: string | undefined;
}

export const issueDateProblems = (issueDate: string, context: IssueDateContext = {}): RuleProblem[] => {
  const problem = (code: RuleProblem['code'], message: string): RuleProblem[] => [{ path: ['issueDate'], code, message }];
  if (issueDate < FIRST_ISSUE_DATE) return problem('billing.issue_date_too_early', `the issue date is ${FIRST_ISSUE_DATE} or later`);
  if (context.today !== undefined && issueDate > context.today) return problem('billing.issue_date_in_future', 'the issue date is today or earlier');
  if (context.latestIssued !== undefined && issueDate < context.latestIssued) {
    return problem('billing.date_before_last', 'the issue date is not before the latest invoice issued, in any series');
  }
  return [];
};
