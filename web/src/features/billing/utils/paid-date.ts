// The day a payment arrived: a calendar day in Spain, like every billing date, from the
// invoice's issue date up to today. The day is parsed by the route's contract; the server
// refuses days outside the range with the same codes, and checking here names the problem at
// the field before a request is made.
import { markPaidInput } from '@fotostudio/shared/contracts/billing/document-input';
import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import type * as z from 'zod';
import { placeIssues, type FieldProblem } from '../../../lib/field-problem';

export const BILLING_TIME_ZONE = 'Europe/Madrid';

/** billing.validation.required, or a catalogue code (before the issue date, in the future). */
export type PaidDateProblem = FieldProblem<'required'>;

/**
 * The body of POST /api/billing/invoices/{id}/paid, or the date field's problem. `day`,
 * `issueDate` and `today` are YYYY-MM-DD; an empty `day` is missing.
 */
export const checkPaidDate = (
  day: string,
  issueDate: string,
  today: string,
): { body: z.output<typeof markPaidInput>; errors: null } | { body: null; errors: { date?: PaidDateProblem } } => {
  if (day === '') return { body: null, errors: { date: { message: 'required' } } };
  const parsed = markPaidInput.safeParse({ paidDate: day });
  if (!parsed.success) {
    const placed = placeIssues(parsed.error.issues, () => 'date' as const, (issue): PaidDateProblem => ({
      code: catalogueCodeOfIssues([{ code: issue.code, params: issue.params }]) ?? 'general.validation',
    }));
    return { body: null, errors: placed.fields };
  }
  if (day > today) return { body: null, errors: { date: { code: 'billing.paid_date_in_future' } } };
  if (day < issueDate) return { body: null, errors: { date: { code: 'billing.paid_date_before_issue' } } };
  return { body: parsed.data, errors: null };
};
