// An F3 (issued in place of simplified invoices) names them in FacturasSustituidas, valid
// against the AEAT schemas; no other kind names any, and an F3 names at least one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordXml } from '../src/verifactu/record-xml.js';
import { altaRecord, lines } from './support/verifactu-records.js';
import { RECORD_SCHEMA, xmllint } from './support/xmllint.js';

const dir = mkdtempSync(join(tmpdir(), 'verifactu-f3-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { validate, xpathText } = xmllint(dir);

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9, 30));
const rate21 = { kind: 'rate', ratePercent: 21 } as const;
const s1 = altaRecord('S-2026-0001', lines([1, 4_000, rate21]), null, day(2), { recipients: [], invoice: { type: 'F2' } });
const s2 = altaRecord('S-2026-0002', lines([1, 8_900, rate21]), s1, day(3), { recipients: [], invoice: { type: 'F2' } });

describe('an F3 record', () => {
  it('lists the simplified invoices it replaces, after FacturasRectificadas and before the amounts, valid against the schema', () => {
    const f3 = altaRecord('2026-0007', lines([1, 4_000, rate21], [1, 8_900, rate21]), s2, day(9), {
      invoice: { type: 'F3' },
      substitutedInvoices: [s1.IDFactura, s2.IDFactura],
    });
    expect(f3).toMatchObject({ TipoFactura: 'F3', FacturasSustituidas: [s1.IDFactura, s2.IDFactura], ImporteTotal: '156.09' });
    const xml = recordXml(f3);
    const result = validate(xml, RECORD_SCHEMA);
    expect(result.valid, result.output).toBe(true);
    // The first IDFacturaSustituida names the first simplified invoice.
    expect(xpathText(xml, 'IDFacturaSustituida').split(/\s+/).filter(Boolean)).toEqual([s1.IDFactura.IDEmisorFactura, 'S-2026-0001', s1.IDFactura.FechaExpedicionFactura]);
    expect(xml.indexOf('FacturasSustituidas')).toBeLessThan(xml.indexOf('DescripcionOperacion'));
  });

  it('is refused without invoices to replace, and no other kind replaces any', () => {
    expect(() => altaRecord('2026-0008', lines([1, 100, rate21]), s2, day(9), { invoice: { type: 'F3' } })).toThrow(RangeError);
    expect(() => altaRecord('2026-0008', lines([1, 100, rate21]), s2, day(9), { substitutedInvoices: [s1.IDFactura] })).toThrow(RangeError);
  });
});
