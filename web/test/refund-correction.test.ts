// The refund question's prefilled rectifying invoice (issue 25 point 2): the refunded money as
// negative lines by differences, split over the original's VAT categories, priced as it prices.
import { describe, expect, it } from 'vitest';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { liveRectifyTotals, refundCorrectionRows, rectifyStartValues } from '../src/features/billing/utils/rectify-form';

const original = (pricesIncludeVat: boolean, breakdown: BillingDocument['totals']['breakdown'], irpfRatePercent: number | null = null) =>
  ({
    pricesIncludeVat,
    totals: { breakdown, baseCents: 0, vatCents: 0, irpf: irpfRatePercent === null ? null : { ratePercent: irpfRatePercent, baseCents: 0, amountCents: 0 }, totalCents: 0 },
    issueDate: '2026-11-01',
    invoiceType: 'F1',
    lines: [],
  }) as unknown as BillingDocument;

describe('refundCorrectionRows', () => {
  it('turns a refund of one VAT rate into one negative line whose total is the refund, VAT excluded or included', () => {
    const excluded = original(false, [{ vat: { kind: 'rate', ratePercent: 21 }, baseCents: 20000, vatCents: 4200 }]);
    const rows = refundCorrectionRows(excluded, 24200, 'Devolución', 'es', 'EUR');
    expect(rows).toEqual([expect.objectContaining({ name: 'Devolución', quantity: '1', unitPrice: '-200,00', vat: 'rate:21' })]);
    const values = { ...rectifyStartValues(excluded, '2026-11-29', [], { method: 'I', reason: 'x', lines: rows }) };
    expect(values.method).toBe('I');
    expect(liveRectifyTotals(values, null, 'EUR', false).totalCents).toBe(-24200);

    const included = original(true, [{ vat: { kind: 'rate', ratePercent: 21 }, baseCents: 20000, vatCents: 4200 }]);
    expect(refundCorrectionRows(included, 4200, 'Devolución', 'es', 'EUR')).toEqual([expect.objectContaining({ unitPrice: '-42,00' })]);
  });

  it('splits a refund over VAT categories in proportion to their gross, to the cent', () => {
    const mixed = original(true, [
      { vat: { kind: 'rate', ratePercent: 21 }, baseCents: 10000, vatCents: 2100 },
      { vat: { kind: 'rate', ratePercent: 10 }, baseCents: 10000, vatCents: 1000 },
    ]);
    const rows = refundCorrectionRows(mixed, 10001, 'Devolución', 'es', 'EUR');
    expect(rows.map((row) => [row.vat, row.unitPrice])).toEqual([
      ['rate:21', '-52,39'],
      ['rate:10', '-47,62'],
    ]);
  });

  it('takes the IRPF withheld into account: the rectifying invoice, withholding as the original, totals the refund', () => {
    const withheld = original(false, [{ vat: { kind: 'rate', ratePercent: 21 }, baseCents: 100000, vatCents: 21000 }], 15);
    const rows = refundCorrectionRows(withheld, 10600, 'Devolución', 'es', 'EUR');
    expect(rows.map((row) => row.unitPrice)).toEqual(['-100,00']);
    const values = rectifyStartValues(withheld, '2026-11-29', [], { method: 'I', reason: 'x', lines: rows });
    expect(liveRectifyTotals(values, 15, 'EUR', false).totalCents).toBe(-10600);
  });
});
