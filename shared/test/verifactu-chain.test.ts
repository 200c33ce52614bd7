import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyChain } from '../src/verifactu/chain.js';
import { buildRegistroAnulacion, chainLinkOf, formatRecordAmount, type RegistroAlta, type VerifactuRecord } from '../src/verifactu/record-fields.js';
import { SYSTEM, altaRecord, lines } from './support/verifactu-records.js';

type Line = Parameters<typeof lines>[0];
const vatCategory = fc.oneof(
  fc.constantFrom(21, 10, 4, 0).map((ratePercent) => ({ kind: 'rate', ratePercent }) as const),
  fc.constantFrom('E1', 'E2', 'E5').map((exemption) => ({ kind: 'exempt', exemption }) as const),
);
const invoiceLine = fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -50_000, max: 500_000 }), vatCategory) as fc.Arbitrary<Line>;
// Each step: an invoice of 1-4 lines, or (when there is one to cancel) a cancellation.
const step = fc.oneof({ weight: 4, arbitrary: fc.array(invoiceLine, { minLength: 1, maxLength: 4 }) }, { weight: 1, arbitrary: fc.constant('cancel' as const) });

/** One issuer's chain, a record a minute, built as the backend builds it. */
const buildChain = (steps: (Line[] | 'cancel')[]): VerifactuRecord[] => {
  const records: VerifactuRecord[] = [];
  steps.forEach((s, index) => {
    const previous = records.at(-1) ?? null;
    const at = new Date(Date.UTC(2026, 0, 5, 9, index));
    const lastInvoice = records.filter((r): r is RegistroAlta => r.kind === 'alta').at(-1);
    if (s === 'cancel' && lastInvoice) {
      records.push(buildRegistroAnulacion({ annulled: lastInvoice.IDFactura, previous: previous && chainLinkOf(previous), system: SYSTEM, generatedAt: at }));
    } else {
      const invoiceLines = s === 'cancel' ? [[1, 1000, { kind: 'rate', ratePercent: 21 }] as Line] : s;
      records.push(altaRecord(`2026-${String(index + 1).padStart(4, '0')}`, lines(...invoiceLines), previous, at));
    }
  });
  return records;
};

const chain = fc.array(step, { minLength: 1, maxLength: 8 }).map(buildChain);

/** Every amount of a registration record, as a path to tamper with. */
type AmountField = { field: 'CuotaTotal' | 'ImporteTotal' } | { row: number; field: 'BaseImponibleOimporteNoSujeto' | 'CuotaRepercutida' };
const amountFields = (record: RegistroAlta): AmountField[] => [
  { field: 'CuotaTotal' },
  { field: 'ImporteTotal' },
  ...record.Desglose.flatMap((row, index): AmountField[] => [
    { row: index, field: 'BaseImponibleOimporteNoSujeto' },
    ...('CuotaRepercutida' in row ? [{ row: index, field: 'CuotaRepercutida' } as const] : []),
  ]),
];

/** The record with one amount replaced, as someone editing the stored item would. */
const tamper = (record: RegistroAlta, target: AmountField, deltaCents: number): RegistroAlta => {
  const shifted = (amount: string) => formatRecordAmount(Math.round(Number(amount) * 100) + deltaCents);
  if (!('row' in target)) return { ...record, [target.field]: shifted(record[target.field]) };
  return {
    ...record,
    Desglose: record.Desglose.map((row, index) =>
      index === target.row ? { ...row, [target.field]: shifted((row as Record<string, string>)[target.field] ?? '0.00') } : row,
    ),
  };
};

const verifiedFlags = (records: VerifactuRecord[]) => verifyChain(records).map((r) => r.chainVerified);

describe('verifyChain', () => {
  it('verifies every record of an untouched chain, each against the huella before it', () => {
    fc.assert(
      fc.property(chain, (records) => {
        const results = verifyChain(records);
        expect(results.every((r) => r.huellaMatches && r.previousMatches && r.totalsMatch && r.chainVerified)).toBe(true);
        expect(results[0]?.expectedPreviousHuella).toBe('');
        results.slice(1).forEach((result, index) => expect(result.expectedPreviousHuella).toBe(records[index]?.Huella));
      }),
    );
  });

  it('tampering with any amount of any invoice breaks the chain from that record on, not before', () => {
    const scenario = chain
      .filter((records) => records.some((r) => r.kind === 'alta'))
      .chain((records) => {
        const invoices = records.flatMap((r, index) => (r.kind === 'alta' ? [index] : []));
        return fc.constantFrom(...invoices).chain((index) => {
          const record = records[index] as RegistroAlta;
          return fc.record({
            records: fc.constant(records),
            index: fc.constant(index),
            target: fc.constantFrom(...amountFields(record)),
            delta: fc.integer({ min: -10_000, max: 10_000 }).filter((d) => d !== 0),
          });
        });
      });
    fc.assert(
      fc.property(scenario, ({ records, index, target, delta }) => {
        const tampered = records.map((r, i) => (i === index ? tamper(r as RegistroAlta, target, delta) : r));
        const results = verifyChain(tampered);
        const broken = results[index];
        expect(broken?.huellaMatches === false || broken?.totalsMatch === false).toBe(true);
        expect(results.map((r) => r.chainVerified)).toEqual(records.map((_, i) => i < index));
      }),
    );
  });

  it('a record left out, or two swapped, break the chain where the order stops matching', () => {
    fc.assert(
      fc.property(
        chain.filter((records) => records.length >= 3),
        fc.nat(),
        (records, pick) => {
          const i = 1 + (pick % (records.length - 2));
          const withoutOne = records.filter((_, index) => index !== i);
          expect(verifyChain(withoutOne)[i]?.previousMatches).toBe(false);
          expect(verifiedFlags(withoutOne)).toEqual(withoutOne.map((_, index) => index < i));
          const swapped = [...records];
          [swapped[i], swapped[i + 1]] = [records[i + 1] as VerifactuRecord, records[i] as VerifactuRecord];
          expect(verifiedFlags(swapped)).toEqual(swapped.map((_, index) => index < i));
        },
      ),
    );
  });

  it("a replaced huella fails its own record and the next one's link", () => {
    const records = buildChain([[[1, 10_000, { kind: 'rate', ratePercent: 21 }]], [[2, 5_000, { kind: 'rate', ratePercent: 10 }]], 'cancel']);
    const forged = records.map((r, i) => (i === 1 ? { ...r, Huella: 'F'.repeat(64) } : r));
    const results = verifyChain(forged);
    expect(results.map((r) => [r.huellaMatches, r.previousMatches])).toEqual([
      [true, true],
      [false, true],
      [true, false],
    ]);
    expect(results.map((r) => r.chainVerified)).toEqual([true, false, false]);
  });

  it('a first record that claims a predecessor does not verify', () => {
    const [first, second] = buildChain([[[1, 10_000, { kind: 'rate', ratePercent: 21 }]], [[1, 20_000, { kind: 'rate', ratePercent: 21 }]]]);
    expect(verifyChain([second as VerifactuRecord])[0]).toMatchObject({ previousMatches: false, chainVerified: false, expectedPreviousHuella: '' });
    expect(verifyChain([first as VerifactuRecord])[0]?.chainVerified).toBe(true);
  });

  it('a stored record edited out of shape shows as broken instead of stopping the check', () => {
    const records = buildChain([[[1, 10_000, { kind: 'rate', ratePercent: 21 }]], [[2, 5_000, { kind: 'rate', ratePercent: 10 }]], [[1, 700, { kind: 'rate', ratePercent: 4 }]]]);
    const edited = records.map((r, i) => (i === 1 ? ({ ...r, CuotaTotal: 10.5, Desglose: undefined } as unknown as VerifactuRecord) : r));
    const results = verifyChain(edited);
    expect(results[1]).toMatchObject({ huellaMatches: false, totalsMatch: false, chainVerified: false });
    expect(results.map((r) => r.chainVerified)).toEqual([true, false, false]);
    // The next record still names it correctly: only the edited one is at fault.
    expect(results[2]).toMatchObject({ huellaMatches: true, previousMatches: true });
    const unnamed = records.map((r, i) => (i === 1 ? ({ ...r, IDFactura: undefined } as unknown as VerifactuRecord) : r));
    expect(verifyChain(unnamed).map((r) => [r.huellaMatches, r.previousMatches])).toEqual([
      [true, true],
      [false, false],
      [true, false],
    ]);
  });
});
