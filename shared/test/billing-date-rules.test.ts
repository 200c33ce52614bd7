// Issue 22 point 5 as a pure rule: an invoice's issue date is never before 28-10-2024, never
// after today, never before the issuer's latest invoice of any series; each on `issueDate`.
import { describe, expect, it } from 'vitest';
import { cancellationRefusal, rectificationRefusal } from '../src/billing/cancellation-rules';
import { FIRST_ISSUE_DATE, issueDateProblems } from '../src/billing/date-rules';
import { invoiceInput } from '../src/contracts/billing/document-input';
import { createQuote } from '../src/contracts/billing/document-routes';
import { exampleOf } from '../src/contracts/route-docs.js';

const codes = (issueDate: string, context = {}) => issueDateProblems(issueDate, context).map((p) => `${p.path.join('.')}:${p.code}`);

describe('issue dates', () => {
  it('starts on 28-10-2024', () => {
    expect(FIRST_ISSUE_DATE).toBe('2024-10-28');
    expect(codes('2024-10-27')).toEqual(['issueDate:billing.issue_date_too_early']);
    expect(codes('2024-10-28')).toEqual([]);
  });

  it('is today at the latest', () => {
    expect(codes('2026-05-21', { today: '2026-05-20' })).toEqual(['issueDate:billing.issue_date_in_future']);
    expect(codes('2026-05-20', { today: '2026-05-20' })).toEqual([]);
  });

  it('never goes back before the latest invoice issued, the same day being fine', () => {
    expect(codes('2026-05-17', { today: '2026-05-20', latestIssued: '2026-05-18' })).toEqual(['issueDate:billing.date_before_last']);
    expect(codes('2026-05-18', { today: '2026-05-20', latestIssued: '2026-05-18' })).toEqual([]);
  });

  it("is the invoice contract's rule for the minimum, and the contract takes an operation date", () => {
    const body = { ...exampleOf(createQuote).body, client: { ...exampleOf(createQuote).body.client, clientId: null }, session: { ...exampleOf(createQuote).body.session, sessionId: null } };
    const early = invoiceInput.safeParse({ ...body, issueDate: '2024-10-01', dueDate: '2024-11-01' });
    expect(early.success ? [] : early.error.issues.map((issue) => issue.path.join('.'))).toContain('issueDate');
    expect(invoiceInput.parse({ ...body, operationDate: '2026-02-20' }).operationDate).toBe('2026-02-20');
  });
});

describe('cancellation', () => {
  it('is refused once the invoice was delivered or rectified', () => {
    expect(cancellationRefusal({})).toBeNull();
    expect(cancellationRefusal({ deliveredAt: '2026-05-20T10:00:00Z' })).toBe('billing.cancel_delivered');
    expect(cancellationRefusal({ sentAt: '2026-05-20T10:00:00Z' })).toBe('billing.cancel_delivered');
    expect(cancellationRefusal({ rectifiedBy: [{}] })).toBe('billing.cancel_rectified');
  });

  it('and rectification are refused for a simplified invoice an F3 replaced', () => {
    const replaced = { status: 'draft', substitutedBy: { documentId: 'f3', number: '2026-0009' } };
    expect(cancellationRefusal(replaced)).toBe('billing.cancel_substituted');
    expect(rectificationRefusal(replaced)).toBe('billing.rectify_substituted');
    expect(rectificationRefusal({ status: 'cancelled' })).toBe('billing.rectify_cancelled');
    expect(rectificationRefusal({ status: 'sent', substitutedBy: null })).toBeNull();
  });
});
