// Issue 25 point 2 in the web app: a partly paid invoice offers "mark as paid" (recording what is
// due) and not cancellation; the list's pending figure counts what is still due; the status and
// every payments and public-page text exist in both languages.
import { shownStatus } from '@fotostudio/shared/billing/shown-status';
import { amountDueOf, paymentFits, signedPayment } from '@fotostudio/shared/billing/invoice-payment-rules';
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/locales/en/billing.json';
import es from '../src/i18n/locales/es/billing.json';
import { allowedActions } from '../src/features/billing/utils/document-actions';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`)) : [prefix];

describe('a partly paid invoice in the web app', () => {
  it('shows partly paid while something was paid below the total, overdue once past due', () => {
    const invoice = { kind: 'invoice' as const, status: 'sent' as const, dueDate: '2026-12-31', totalCents: 10_000 };
    expect(shownStatus({ ...invoice, paidCents: 2_500 }, '2026-11-29')).toBe('partly_paid');
    expect(shownStatus({ ...invoice, paidCents: 0 }, '2026-11-29')).toBe('sent');
    expect(shownStatus({ ...invoice, paidCents: 2_500 }, '2027-01-01')).toBe('overdue');
    expect(amountDueOf({ ...invoice, paidCents: 2_500 })).toBe(7_500);
    expect(amountDueOf({ ...invoice, status: 'paid', paidCents: 10_000 })).toBe(0);
  });

  it('never fits a payment beyond what is due, and signs it as the total (a negative rectification is money returned)', () => {
    expect(paymentFits(7_500, 7_500)).toBe(true);
    expect(paymentFits(7_500, 7_501)).toBe(false);
    expect(paymentFits(-3_000, signedPayment(-5_000, 3_000))).toBe(true);
    expect(paymentFits(-3_000, signedPayment(-5_000, 3_001))).toBe(false);
  });

  it('offers "mark as paid" and a sent mark, never cancellation', () => {
    const actions = allowedActions({ kind: 'invoice', status: 'partly_paid', sentAt: null });
    expect(actions).toMatchObject({ markPaid: true, markSent: true, markUnpaid: false, cancel: false });
  });

  it('never offers "mark unpaid" for an invoice with a payment from Stripe (the server refuses it), as it does for one paid by hand', () => {
    expect(allowedActions({ kind: 'invoice', status: 'paid', sentAt: null }).markUnpaid).toBe(true);
    expect(allowedActions({ kind: 'invoice', status: 'paid', sentAt: null, paidThroughStripe: false }).markUnpaid).toBe(true);
    expect(allowedActions({ kind: 'invoice', status: 'paid', sentAt: null, paidThroughStripe: true }).markUnpaid).toBe(false);
  });

  it('names the status and every payments and page text in Spanish and English', () => {
    expect(es.billing.status.partly_paid).toBe('Pagada en parte');
    expect(en.billing.status.partly_paid).toBe('Partly paid');
    expect(keysOf(es.billing.invoicePayments).sort()).toEqual(keysOf(en.billing.invoicePayments).sort());
    expect(keysOf(es.billing.invoicePage).sort()).toEqual(keysOf(en.billing.invoicePage).sort());
  });
});
