// Issue 22 points 5-8 in the web forms: the issue date's problems on the issue date field (today
// and the latest invoice of any series given), the operation date sent, the locked next number
// and the legal name on their settings fields, and the cancellation refused with a rectifying
// invoice offered.
import { cancellationRefusal } from '@fotostudio/shared/billing/cancellation-rules';
import { describe, expect, it } from 'vitest';
import { billingDocumentFixture } from '../../functions/test/support/billing-documents';
import { checkDocumentForm } from '../src/features/billing/utils/document-form';
import { emptyDocumentValues } from '../src/features/billing/utils/document-values';
import { checkSettingsForm, fieldOfSettingsCode } from '../src/features/billing/utils/settings-form';
import { consumerClient, filledSettings } from './billing-form-values';

const invoice = (issueDate: string, changes: Record<string, unknown> = {}) => ({
  ...emptyDocumentValues('invoice', issueDate, 'rate:21'),
  client: consumerClient,
  lines: [{ rowId: 'a', name: 'Álbum', variant: '', quantity: '1', unitPrice: '125,50', vat: 'rate:21' as const }],
  ...changes,
});

describe('the invoice form dates (issue 22 point 5)', () => {
  const bounds = { today: '2026-05-20', latestIssued: '2026-05-18' };

  it('shows a future date, one before 28-10-2024 and one before the latest invoice on the issue date field', () => {
    expect(checkDocumentForm(invoice('2026-05-21'), 'EUR', bounds).errors?.document).toEqual({ issueDate: { code: 'billing.issue_date_in_future' } });
    expect(checkDocumentForm(invoice('2024-10-27'), 'EUR', bounds).errors?.document).toEqual({ issueDate: { code: 'billing.issue_date_too_early' } });
    expect(checkDocumentForm(invoice('2026-05-17'), 'EUR', bounds).errors?.document).toEqual({ issueDate: { code: 'billing.date_before_last' } });
    expect(checkDocumentForm(invoice('2026-05-18'), 'EUR', bounds).errors).toBeNull();
  });

  it('leaves quotes alone and sends an invoice operation date only when given', () => {
    expect(checkDocumentForm({ ...invoice('2026-05-21'), kind: 'quote' as const }, 'EUR', bounds).errors).toBeNull();
    expect(checkDocumentForm(invoice('2026-05-20', { operationDate: '2026-05-02' }), 'EUR', bounds).input).toMatchObject({ operationDate: '2026-05-02' });
    expect(checkDocumentForm(invoice('2026-05-20'), 'EUR', bounds).input).not.toHaveProperty('operationDate');
  });
});

describe('the billing settings form (issue 22 points 6 and 8)', () => {
  it("asks a self-employed issuer's legal name on its field, and sends it", () => {
    expect(checkSettingsForm({ ...filledSettings(), legalName: ' ' }).errors).toEqual({ legalName: { code: 'billing.legal_name_required' } });
    expect(checkSettingsForm(filledSettings()).input).toMatchObject({ legalName: 'Lucía García Pérez' });
    expect(checkSettingsForm({ ...filledSettings(), legalForm: 'sl', taxId: 'B12345674', legalName: '' }).errors).toBeNull();
    expect(fieldOfSettingsCode('billing.legal_name_required')).toBe('legalName');
  });

  it('shows a locked next number refused by the server on its field', () => {
    expect(fieldOfSettingsCode('billing.next_number_locked')).toBe('nextInvoiceNumber');
  });
});

describe('cancellation (issue 22 point 7)', () => {
  it('is refused for an invoice delivered or rectified, so the dialog offers a rectifying invoice', () => {
    const issued = billingDocumentFixture({ status: 'draft', sentAt: null, deliveredAt: null, rectifiedBy: [] });
    expect(cancellationRefusal(issued)).toBeNull();
    expect(cancellationRefusal({ ...issued, deliveredAt: '2026-05-20T10:00:00.000Z' })).toBe('billing.cancel_delivered');
    // Sent before deliveries were recorded.
    expect(cancellationRefusal({ ...issued, sentAt: '2026-05-20T10:00:00.000Z', deliveredAt: undefined })).toBe('billing.cancel_delivered');
    expect(cancellationRefusal({ ...issued, rectifiedBy: [{ documentId: 'r', number: 'R-2026-0001', invoiceType: 'R1' }] })).toBe('billing.cancel_rectified');
  });
});
