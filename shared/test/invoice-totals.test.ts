import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, lineBaseCents, type VatCategory } from '../src/tax/invoice-totals.js';

const r21: VatCategory = { kind: 'rate', ratePercent: 21 };
const r10: VatCategory = { kind: 'rate', ratePercent: 10 };
const exempt: VatCategory = { kind: 'exempt', exemption: 'E1' };

describe('invoice totals (worked examples)', () => {
  it('a wedding package with IRPF: 1,200 € at 21 % withheld 15 %', () => {
    // Base 1,200.00; VAT 252.00; IRPF 180.00; total 1,272.00.
    const totals = invoiceTotals({ lines: [{ quantity: 1, unitPriceCents: 120_000, vat: r21 }], irpfRatePercent: 15 });
    expect(totals).toMatchObject({ baseCents: 120_000, vatCents: 25_200, irpf: { amountCents: 18_000 }, totalCents: 127_200 });
  });

  it('rounds each line half away from zero and sums the lines per rate', () => {
    // 3 prints at 3.33 = 9.99, VAT 2.0979 -> 2.10; 1 album at 0.05, VAT 0.0105 -> 0.01.
    const totals = invoiceTotals({
      lines: [
        { quantity: 3, unitPriceCents: 333, vat: r21 },
        { quantity: 1, unitPriceCents: 5, vat: r21 },
        { quantity: 2, unitPriceCents: 1_250, vat: r10 },
        { quantity: 1, unitPriceCents: 10_000, vat: exempt },
      ],
      irpfRatePercent: null,
    });
    expect(totals.lines).toEqual([
      { baseCents: 999, vatCents: 210 },
      { baseCents: 5, vatCents: 1 },
      { baseCents: 2_500, vatCents: 250 },
      { baseCents: 10_000, vatCents: 0 },
    ]);
    expect(totals.breakdown).toEqual([
      { vat: r21, baseCents: 1_004, vatCents: 211 },
      { vat: r10, baseCents: 2_500, vatCents: 250 },
      { vat: exempt, baseCents: 10_000, vatCents: 0 },
    ]);
    expect(totals.totalCents).toBe(1_004 + 211 + 2_500 + 250 + 10_000);
  });

  it('takes fractional quantities to the cent: 1.5 hours at 45.99 = 68.99 (68.985 rounded up)', () => {
    expect(lineBaseCents({ quantity: 1.5, unitPriceCents: 4_599 })).toBe(6_899);
  });

  it('withholds 7 % for a new professional on the sum of bases, rounded once', () => {
    // Bases 333.33 + 333.33 = 666.66; 7 % = 46.6662 -> 46.67.
    const totals = invoiceTotals({
      lines: [
        { quantity: 1, unitPriceCents: 33_333, vat: r21 },
        { quantity: 1, unitPriceCents: 33_333, vat: r21 },
      ],
      irpfRatePercent: 7,
    });
    expect(totals.irpf).toEqual({ ratePercent: 7, baseCents: 66_666, amountCents: 4_667 });
    expect(totals.vatCents).toBe(7_000 + 7_000);
  });

  it('mirrors a rectifying invoice exactly: negating every line negates every amount', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 100_000 }).map((h) => h / 100),
      unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
      vat: fc.constantFrom(r21, r10, exempt, { kind: 'rate', ratePercent: 4 } as VatCategory),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.option(fc.constantFrom(15, 7, 19, 1.5)), (lines, irpf) => {
        const original = invoiceTotals({ lines, irpfRatePercent: irpf });
        const rectifying = invoiceTotals({ lines: lines.map((l) => ({ ...l, unitPriceCents: -l.unitPriceCents })), irpfRatePercent: irpf });
        expect(rectifying.totalCents).toBe(-original.totalCents || 0);
        expect(rectifying.vatCents).toBe(-original.vatCents || 0);
        // The breakdown and the lines agree with the totals.
        expect(original.breakdown.reduce((s, r) => s + r.baseCents, 0)).toBe(original.baseCents);
        expect(original.breakdown.reduce((s, r) => s + r.vatCents, 0)).toBe(original.vatCents);
      }),
    );
  });

  it('refuses quantities with more than two decimals instead of rounding them silently', () => {
    expect(() => lineBaseCents({ quantity: 1.005, unitPriceCents: 100 })).toThrow(/two decimals/);
  });
});
