// The tax breakdown of priced lines (issue 22 A): from VAT-excluded prices exactly as
// invoiceTotals always did; from VAT-included prices, per VAT category base = round(gross /
// (1 + rate)) and VAT = gross - base, so the total is what the client saw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, taxBreakdown, type VatCategory } from '../src/tax/invoice-totals.js';

const r21: VatCategory = { kind: 'rate', ratePercent: 21 };
const r10: VatCategory = { kind: 'rate', ratePercent: 10 };
const r4: VatCategory = { kind: 'rate', ratePercent: 4 };
const r0: VatCategory = { kind: 'rate', ratePercent: 0 };
const exempt: VatCategory = { kind: 'exempt', exemption: 'E1' };

describe('tax breakdown from VAT-included prices', () => {
  it("the issue's selection: 1,223.00 € VAT included at 21 % is base 1,010.74 + VAT 212.26", () => {
    // 122300 / 1.21 = 101074.38 -> 101074; 122300 - 101074 = 21226.
    const tax = taxBreakdown({ lines: [{ quantity: 1, unitPriceCents: 122_300, vat: r21 }], pricesIncludeVat: true });
    expect(tax.breakdown).toEqual([{ vat: r21, baseCents: 101_074, vatCents: 21_226 }]);
    expect(tax).toMatchObject({ baseCents: 101_074, vatCents: 21_226, totalCents: 122_300 });
  });

  it('splits once per rate, over several rates and an exempt line', () => {
    const tax = taxBreakdown({
      lines: [
        { quantity: 1, unitPriceCents: 25_000, vat: r21 }, // package 250.00
        { quantity: 3, unitPriceCents: 1_500, vat: r21 }, // 3 extra photos 15.00
        { quantity: 1, unitPriceCents: 8_900, vat: r10 }, // an art print 89.00
        { quantity: 2, unitPriceCents: 1_999, vat: r4 }, // 39.98
        { quantity: 1, unitPriceCents: 5_000, vat: r0 },
        { quantity: 1, unitPriceCents: 10_000, vat: exempt },
      ],
      pricesIncludeVat: true,
    });
    // 21 %: gross 29500 -> 29500 / 1.21 = 24380.17 -> 24380, VAT 5120.
    // 10 %: 8900 / 1.10 = 8090.909 -> 8091, VAT 809. 4 %: 3998 / 1.04 = 3844.23 -> 3844, VAT 154.
    expect(tax.breakdown).toEqual([
      { vat: r21, baseCents: 24_380, vatCents: 5_120 },
      { vat: r10, baseCents: 8_091, vatCents: 809 },
      { vat: r4, baseCents: 3_844, vatCents: 154 },
      { vat: r0, baseCents: 5_000, vatCents: 0 },
      { vat: exempt, baseCents: 10_000, vatCents: 0 },
    ]);
    expect(tax.totalCents).toBe(25_000 + 4_500 + 8_900 + 3_998 + 5_000 + 10_000);
  });

  it("rounds the rate's sum once, not each line: three 10.00 € lines make base 24.79, not 3 x 8.26", () => {
    const lines = [1, 2, 3].map(() => ({ quantity: 1, unitPriceCents: 1_000, vat: r21 }));
    const tax = taxBreakdown({ lines, pricesIncludeVat: true });
    expect(tax.breakdown).toEqual([{ vat: r21, baseCents: 2_479, vatCents: 521 }]);
    // Each line's share is the split of the running gross: 826, 1653 - 826, 2479 - 1653.
    expect(tax.lines).toEqual([
      { baseCents: 826, vatCents: 174 },
      { baseCents: 827, vatCents: 173 },
      { baseCents: 826, vatCents: 174 },
    ]);
  });

  it('keeps the total equal to the entered amounts and the lines equal to the breakdown, and mirrors negatives', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 100_000 }).map((h) => h / 100),
      unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
      vat: fc.constantFrom(r21, r10, r4, r0, exempt),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const tax = taxBreakdown({ lines, pricesIncludeVat: true });
        const amounts = taxBreakdown({ lines, pricesIncludeVat: false });
        expect(tax.totalCents).toBe(amounts.baseCents);
        for (const row of tax.breakdown) {
          const gross = row.baseCents + row.vatCents;
          const rate = row.vat.kind === 'rate' ? row.vat.ratePercent : 0;
          expect(Math.abs(row.baseCents * (100 + rate) - gross * 100)).toBeLessThanOrEqual((100 + rate) / 2);
        }
        expect(tax.lines.reduce((s, l) => s + l.baseCents, 0)).toBe(tax.baseCents);
        expect(tax.lines.reduce((s, l) => s + l.vatCents, 0)).toBe(tax.vatCents);
        const negated = taxBreakdown({ lines: lines.map((l) => ({ ...l, unitPriceCents: -l.unitPriceCents })), pricesIncludeVat: true });
        expect(negated.vatCents).toBe(-tax.vatCents || 0);
        expect(negated.totalCents).toBe(-tax.totalCents || 0);
      }),
    );
  });
});

describe('tax breakdown from VAT-excluded prices', () => {
  it('is what invoiceTotals always computed: VAT per line, rounded, added on top', () => {
    const lines = [
      { quantity: 3, unitPriceCents: 333, vat: r21 },
      { quantity: 1, unitPriceCents: 5, vat: r21 },
      { quantity: 2, unitPriceCents: 1_250, vat: r10 },
      { quantity: 1, unitPriceCents: 10_000, vat: exempt },
    ];
    const tax = taxBreakdown({ lines });
    expect(tax.lines).toEqual([
      { baseCents: 999, vatCents: 210 },
      { baseCents: 5, vatCents: 1 },
      { baseCents: 2_500, vatCents: 250 },
      { baseCents: 10_000, vatCents: 0 },
    ]);
    expect(tax.breakdown).toEqual([
      { vat: r21, baseCents: 1_004, vatCents: 211 },
      { vat: r10, baseCents: 2_500, vatCents: 250 },
      { vat: exempt, baseCents: 10_000, vatCents: 0 },
    ]);
    expect(taxBreakdown({ lines, pricesIncludeVat: false })).toEqual(tax);
    expect(tax.totalCents).toBe(invoiceTotals({ lines, irpfRatePercent: null }).totalCents);
  });

  it('1,223.00 € VAT excluded at 21 % is the 1,479.83 € the issue found on the invoice', () => {
    expect(taxBreakdown({ lines: [{ quantity: 1, unitPriceCents: 122_300, vat: r21 }] }).totalCents).toBe(147_983);
  });
});

describe('invoice totals from VAT-included prices', () => {
  it('withholds IRPF on the base inside the gross', () => {
    const totals = invoiceTotals({ lines: [{ quantity: 1, unitPriceCents: 121_000, vat: r21 }], pricesIncludeVat: true, irpfRatePercent: 15 });
    expect(totals).toMatchObject({ baseCents: 100_000, vatCents: 21_000, irpf: { baseCents: 100_000, amountCents: 15_000 }, totalCents: 106_000 });
  });
});
