import { describe, expect, it } from 'vitest';
import { paidDateProblem } from '../src/features/billing/utils/paid-date';

describe('paid date', () => {
  const issueDate = '2026-03-02';
  const today = '2026-03-20';

  it('accepts the issue date, today and any day between', () => {
    for (const day of [issueDate, '2026-03-10', today]) expect(paidDateProblem(day, issueDate, today)).toBeNull();
  });

  it('refuses a day before the issue date or after today with the catalogue codes', () => {
    expect(paidDateProblem('2026-03-01', issueDate, today)).toBe('billing.paid_date_before_issue');
    expect(paidDateProblem('2026-03-21', issueDate, today)).toBe('billing.paid_date_in_future');
    expect(paidDateProblem('', issueDate, today)).toBe('required');
  });
});
