import { describe, expect, it } from 'vitest';
import { checkPaidDate } from '../src/features/billing/utils/paid-date';

describe('paid date', () => {
  const issueDate = '2026-03-02';
  const today = '2026-03-20';

  it('accepts the issue date, today and any day between, as the route takes it', () => {
    for (const day of [issueDate, '2026-03-10', today]) expect(checkPaidDate(day, issueDate, today)).toEqual({ body: { paidDate: day }, errors: null });
  });

  it('refuses a day before the issue date or after today with the catalogue codes', () => {
    expect(checkPaidDate('2026-03-01', issueDate, today).errors).toEqual({ date: { code: 'billing.paid_date_before_issue' } });
    expect(checkPaidDate('2026-03-21', issueDate, today).errors).toEqual({ date: { code: 'billing.paid_date_in_future' } });
    expect(checkPaidDate('', issueDate, today).errors).toEqual({ date: { message: 'required' } });
  });

  it('refuses a day the contract does not take (no such day) at the field', () => {
    expect(checkPaidDate('2026-02-30', '2026-01-01', today).errors).toEqual({ date: { code: 'general.validation' } });
  });
});
