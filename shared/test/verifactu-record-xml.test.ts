// The generated XML against the AEAT's own schemas (shared/test/fixtures/aeat, see its
// README), checked by libxml2's xmllint (Debian libxml2-utils).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRegistroAnulacion, chainLinkOf, type VerifactuRecord } from '../src/verifactu/record-fields.js';
import { recordXml, submissionXml } from '../src/verifactu/record-xml.js';
import { ISSUER, SYSTEM, altaRecord, lines } from './support/verifactu-records.js';
import { RECORD_SCHEMA, SUBMISSION_SCHEMA, xmllint } from './support/xmllint.js';

const dir = mkdtempSync(join(tmpdir(), 'verifactu-xml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { validate, xpathText } = xmllint(dir);

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9, 30));
const rate = (ratePercent: 21 | 10 | 4 | 0) => ({ kind: 'rate', ratePercent }) as const;

// One issuer's records: a first invoice with every VAT rate and exempt lines, a chained one
// to a foreign client, a simplified invoice, rectifications by differences and by
// substitution, and the cancellation of an invoice issued by mistake.
const first = altaRecord(
  '2026-0001',
  lines([2, 30_000, rate(21)], [1, 4_999, rate(10)], [3, 1_250, rate(4)], [1, 2_000, rate(0)], [1, 12_000, { kind: 'exempt', exemption: 'E1' }], [
    1,
    5_000,
    { kind: 'exempt', exemption: 'E5' },
  ]),
  null,
  day(2),
);
const foreign = altaRecord('2026-0002', lines([1, 150_000, { kind: 'exempt', exemption: 'E2' }]), first, day(3), {
  recipients: [{ NombreRazon: 'Studio Dubois & Fils <Paris>', IDOtro: { CodigoPais: 'FR', IDType: '02', ID: 'FR52422961982' } }],
  claveRegimen: '02',
});
const simplified = altaRecord('T-2026-0001', lines([1, 3_000, rate(21)]), foreign, day(4), { recipients: [], invoice: { type: 'F2' } });
const byDifferences = altaRecord('R-2026-0001', lines([1, -5_000, rate(21)]), simplified, day(5), {
  invoice: { type: 'R1', description: 'Descuento acordado tras la entrega' },
  rectification: { kind: 'differences', invoices: [first.IDFactura] },
});
const bySubstitution = altaRecord('R-2026-0002', lines([1, 140_000, { kind: 'exempt', exemption: 'E2' }]), byDifferences, day(6), {
  invoice: { type: 'R4' },
  recipients: [{ NombreRazon: 'Studio Dubois', IDOtro: { CodigoPais: 'FR', IDType: '02', ID: 'FR52422961982' } }],
  rectification: { kind: 'substitution', invoices: [foreign.IDFactura], rectified: { baseCents: 150_000, vatCents: 0 } },
});
const mistaken = altaRecord('2026-0003', lines([1, 10_000, rate(21)]), bySubstitution, day(7), { invoice: { operationDate: '2026-03-01' } });
const cancellation = buildRegistroAnulacion({ annulled: mistaken.IDFactura, previous: chainLinkOf(mistaken), system: SYSTEM, generatedAt: day(8) });
const records: [string, VerifactuRecord][] = [
  ['first record, four VAT rates and two exemptions', first],
  ['chained record to a foreign recipient (IDOtro), export regime', foreign],
  ['simplified invoice (F2) without recipient', simplified],
  ['rectifying invoice by differences (R1), negative amounts', byDifferences],
  ['rectifying invoice by substitution (R4)', bySubstitution],
  ['record with an operation date', mistaken],
  ['cancellation (RegistroAnulacion)', cancellation],
];

describe('VERI*FACTU record XML against the AEAT schemas', () => {
  it.each(records)('a %s is valid against SuministroInformacion.xsd', (_, record) => {
    const result = validate(recordXml(record), RECORD_SCHEMA);
    expect(result.output).toContain('validates');
    expect(result.valid).toBe(true);
  });

  it('the issuer\'s records together are a valid SuministroLR submission', () => {
    const result = validate(submissionXml(ISSUER, records.map(([, record]) => record)), SUBMISSION_SCHEMA);
    expect(result.output).toContain('validates');
    expect(result.valid).toBe(true);
  });

  it('the schema check fails on a record out of the schema order (so the passes above mean something)', () => {
    const xml = recordXml(first);
    const swapped = xml.replace(/(\s*<sum1:CuotaTotal>[^<]*<\/sum1:CuotaTotal>)(\s*<sum1:ImporteTotal>[^<]*<\/sum1:ImporteTotal>)/, '$2$1');
    expect(swapped).not.toBe(xml);
    expect(validate(swapped, RECORD_SCHEMA).valid).toBe(false);
  });

  it('carries text with XML special characters unchanged', () => {
    const xml = recordXml(foreign);
    expect(xml).toContain('Studio Dubois &amp; Fils &lt;Paris&gt;');
    expect(xpathText(xml, 'NombreRazon')).toBe('Studio Dubois & Fils <Paris>');
  });

  it('carries the record\'s exact strings: amounts, dates, chain and huella', () => {
    const xml = recordXml(foreign);
    expect(xpathText(xml, 'ImporteTotal')).toBe('1500.00');
    expect(xpathText(xml, 'FechaExpedicionFactura')).toBe('03-03-2026');
    expect(xml).toMatch(new RegExp(`<sum1:RegistroAnterior>[\\s\\S]*<sum1:Huella>${first.Huella}</sum1:Huella>[\\s\\S]*</sum1:RegistroAnterior>`));
    expect(xml).toContain(`<sum1:TipoHuella>01</sum1:TipoHuella>\n  <sum1:Huella>${foreign.Huella}</sum1:Huella>`);
    expect(recordXml(first)).toContain('<sum1:PrimerRegistro>S</sum1:PrimerRegistro>');
  });

  it('refuses text XML cannot carry instead of writing a broken document', () => {
    expect(() => altaRecord('2026-0009', lines([1, 100, rate(21)]), null, day(9), { invoice: { description: 'Boda\u0007' } })).toThrow(RangeError);
    expect(() => recordXml({ ...first, DescripcionOperacion: 'Boda\u0007' })).toThrow(RangeError);
  });
});
