// Issue 22 points 1 and 2: the record of an invoice to a client abroad (IDOtro with its type
// and country), not subject by location (N2), and the regime keys (02 export, 07 cash basis,
// 20 simplified regime), each record valid against the AEAT schemas under test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RegistroAlta } from '../src/verifactu/record-fields.js';
import { recordXml } from '../src/verifactu/record-xml.js';
import { altaRecord, lines } from './support/verifactu-records.js';
import { RECORD_SCHEMA, xmllint } from './support/xmllint.js';

const dir = mkdtempSync(join(tmpdir(), 'verifactu-abroad-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { validate } = xmllint(dir);

const at = new Date(Date.UTC(2026, 3, 14, 9, 0));
const service = lines([1, 120_000, { kind: 'not_subject' }]);
const taxed = lines([1, 50_000, { kind: 'rate', ratePercent: 21 }]);
const expectValid = (record: RegistroAlta) => {
  const result = validate(recordXml(record), RECORD_SCHEMA);
  expect(result.output).toContain('validates');
  expect(result.valid).toBe(true);
};

describe('the record of an invoice to a client abroad', () => {
  it('an EU business by its VAT number: IDOtro 02 with the ISO country of the prefix (EL is GR), N2 with no rate or VAT', () => {
    const record = altaRecord('2026-0101', service, null, at, { recipients: [{ NombreRazon: 'Athens Weddings IKE', IDOtro: { IDType: '02', ID: 'EL094259216' } }] });
    expect(record.Destinatarios).toEqual([{ NombreRazon: 'Athens Weddings IKE', IDOtro: { CodigoPais: 'GR', IDType: '02', ID: 'EL094259216' } }]);
    expect(record.Desglose).toEqual([{ Impuesto: '01', ClaveRegimen: '01', CalificacionOperacion: 'N2', BaseImponibleOimporteNoSujeto: '1200.00' }]);
    expect(record.CuotaTotal).toBe('0.00');
    expect(record.ImporteTotal).toBe('1200.00');
    expect(recordXml(record)).toContain('<sum1:CalificacionOperacion>N2</sum1:CalificacionOperacion>');
    expectValid(record);
  });

  it.each([
    ['03', 'US', 'passport'],
    ['04', 'MX', 'official document of the country of residence'],
    ['06', 'CH', 'other document'],
  ] as const)('IDType %s with country %s (%s)', (IDType, CodigoPais) => {
    const record = altaRecord('2026-0102', taxed, null, at, { recipients: [{ NombreRazon: 'Emily Carter', IDOtro: { CodigoPais, IDType, ID: 'X1234567' } }] });
    expect(record.Destinatarios?.[0]).toEqual({ NombreRazon: 'Emily Carter', IDOtro: { CodigoPais, IDType, ID: 'X1234567' } });
    expectValid(record);
  });

  it('a Spanish NIF not in the census: IDType 07 with country ES, also when none is given', () => {
    const record = altaRecord('2026-0103', taxed, null, at, { recipients: [{ NombreRazon: 'Ana Ruiz', IDOtro: { IDType: '07', ID: '12345678Z' } }] });
    expect(record.Destinatarios?.[0]).toEqual({ NombreRazon: 'Ana Ruiz', IDOtro: { CodigoPais: 'ES', IDType: '07', ID: '12345678Z' } });
    expectValid(record);
    expect(() => altaRecord('2026-0104', taxed, null, at, { recipients: [{ NombreRazon: 'Ana Ruiz', IDOtro: { CodigoPais: 'FR', IDType: '07', ID: '12345678Z' } }] })).toThrow(
      RangeError,
    );
  });

  it('an EU VAT number only on F1 and R1-R4, never Spanish', () => {
    const eu = [{ NombreRazon: 'Studio Dubois', IDOtro: { IDType: '02' as const, ID: 'FR52422961982' } }];
    expect(altaRecord('R-2026-0001', taxed, null, at, { recipients: eu, invoice: { type: 'R1' }, rectification: { kind: 'differences', invoices: [{ IDEmisorFactura: '12345678Z', NumSerieFactura: '2026-0001', FechaExpedicionFactura: '01-04-2026' }] } }).Destinatarios?.[0]).toEqual({
      NombreRazon: 'Studio Dubois',
      IDOtro: { CodigoPais: 'FR', IDType: '02', ID: 'FR52422961982' },
    });
    expect(() =>
      altaRecord('R-2026-0002', taxed, null, at, {
        recipients: eu,
        invoice: { type: 'R5' },
        rectification: { kind: 'differences', invoices: [{ IDEmisorFactura: '12345678Z', NumSerieFactura: 'S-2026-0001', FechaExpedicionFactura: '01-04-2026' }] },
      }),
    ).toThrow(/IDType 02/);
    expect(() => altaRecord('2026-0105', taxed, null, at, { recipients: [{ NombreRazon: 'X', IDOtro: { IDType: '02', ID: 'ESB12345674' } }] })).toThrow(RangeError);
  });
});

describe('the regime key (ClaveRegimen) follows the operation and the issuer\'s regime', () => {
  const mixed = lines([1, 80_000, { kind: 'exempt', exemption: 'E2' }], [1, 10_000, { kind: 'exempt', exemption: 'E3' }], [1, 5_000, { kind: 'rate', ratePercent: 21 }]);
  const keys = (record: RegistroAlta) => record.Desglose.map((row) => [('OperacionExenta' in row ? row.OperacionExenta : row.CalificacionOperacion) ?? '', row.ClaveRegimen]);

  it('exports (E2) and operations treated as exports (E3) go under 02, never 01; the rest under the general 01', () => {
    const record = altaRecord('2026-0201', mixed, null, at);
    expect(keys(record)).toEqual([
      ['S1', '01'],
      ['E2', '02'],
      ['E3', '02'],
    ]);
    expectValid(record);
    // Even asked for 01, an export stays 02; asked for 02, a taxed row stays general.
    expect(keys(altaRecord('2026-0202', mixed, null, at, { claveRegimen: '01' }))).toEqual(keys(record));
    expect(keys(altaRecord('2026-0203', mixed, null, at, { claveRegimen: '02' }))).toEqual(keys(record));
  });

  it.each([
    ['07', 'cash basis'],
    ['20', 'simplified regime'],
  ] as const)('%s (%s) on the rows that are not exports', (clave) => {
    const record = altaRecord('2026-0204', mixed, null, at, { claveRegimen: clave });
    expect(keys(record)).toEqual([
      ['S1', clave],
      ['E2', '02'],
      ['E3', '02'],
    ]);
    expectValid(record);
  });
});
