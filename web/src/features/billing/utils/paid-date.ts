// The day a payment arrived: a calendar day in Spain, like every billing date, from the
// invoice's issue date up to today. The server refuses the same days with the same codes;
// checking here names the problem at the field before a request is made.
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';

export const BILLING_TIME_ZONE = 'Europe/Madrid';

export type PaidDateProblem = Extract<ErrorCode, 'billing.paid_date_before_issue' | 'billing.paid_date_in_future'> | 'required';

/** `day`, `issueDate` and `today` are YYYY-MM-DD; an empty `day` is missing. */
export const paidDateProblem = (day: string, issueDate: string, today: string): PaidDateProblem | null => {
  if (day === '') return 'required';
  if (day > today) return 'billing.paid_date_in_future';
  if (day < issueDate) return 'billing.paid_date_before_issue';
  return null;
};
