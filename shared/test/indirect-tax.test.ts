// Issue 22 point 3: IGIC (Canarias) and IPSI (Ceuta, Melilla). The territory decides the tax,
// IGIC's decimal rate (9.5 %) goes through the totals to the cent, and the record says which
// tax (Impuesto 03 IGIC, 02 IPSI) and stays valid against the AEAT schema.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IGIC_RATES_PERCENT, IMPUESTO_OF_TAX, defaultRateOf, ratesOfTax, ratesOffered, recordTimeZoneOf, taxOfTerritory, territoryIssuesInvoices } from '../src/tax/indirect-tax.js';
import { invoiceTotals, taxBreakdown, VAT_RATES_PERCENT } from '../src/tax/invoice-totals.js';
import { recordXml } from '../src/verifactu/record-xml.js';
import { altaRecord, lines } from './support/verifactu-records.js';
import { RECORD_SCHEMA, xmllint } from './support/xmllint.js';

const dir = mkdtempSync(join(tmpdir(), 'verifactu-igic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { validate } = xmllint(dir);

describe('the territory decides the tax and the rates offered', () => {
  it('IVA for the common territory (and the foral ones, which issue no invoice here), IGIC for Canarias, IPSI for Ceuta and Melilla', () => {
    expect(taxOfTerritory('common')).toBe('IVA');
    expect(taxOfTerritory(undefined)).toBe('IVA');
    expect(taxOfTerritory('canarias')).toBe('IGIC');
    expect(taxOfTerritory('ceuta')).toBe('IPSI');
    expect(taxOfTerritory('melilla')).toBe('IPSI');
    expect(taxOfTerritory('pais_vasco')).toBe('IVA');
    expect(territoryIssuesInvoices('pais_vasco')).toBe(false);
    expect(territoryIssuesInvoices('navarra')).toBe(false);
    expect(territoryIssuesInvoices('canarias')).toBe(true);
    expect(territoryIssuesInvoices('common')).toBe(true);
  });

  it('IGIC offers 7, 3, 0, 9.5 and 15 %, 7 by default; IPSI the photographer\'s own; IVA the trade\'s 21 and 10 % of its four', () => {
    expect([...ratesOffered('IGIC')].sort((a, b) => a - b)).toEqual([0, 3, 7, 9.5, 15]);
    expect(defaultRateOf('IGIC')).toBe(7);
    expect(ratesOffered('IPSI', [4, 0.5, 10])).toEqual([4, 0.5, 10]);
    expect(defaultRateOf('IPSI', [4, 0.5])).toBe(4);
    expect(ratesOffered('IVA')).toEqual([21, 10]);
    expect(ratesOfTax('IVA')).toEqual(VAT_RATES_PERCENT);
    expect(ratesOfTax('IGIC')).toEqual(ratesOffered('IGIC'));
    expect(defaultRateOf('IVA')).toBe(21);
  });

  it('the Canaries record their timestamp on their own clock', () => {
    expect(recordTimeZoneOf('canarias')).toBe('Atlantic/Canary');
    expect(recordTimeZoneOf('ceuta')).toBe('Europe/Madrid');
  });
});

describe('decimal rates through the totals', () => {
  it('9.5 % on VAT-excluded prices: tax per line rounded to the cent', () => {
    // 333.33 x 9.5 % = 31.66635 -> 31.67; 0.05 x 9.5 % = 0.00475 -> 0.00
    const totals = invoiceTotals({ lines: lines([1, 33_333, { kind: 'rate', ratePercent: 9.5 }], [1, 5, { kind: 'rate', ratePercent: 9.5 }]), irpfRatePercent: null });
    expect(totals.lines).toEqual([{ baseCents: 33_333, vatCents: 3_167 }, { baseCents: 5, vatCents: 0 }]);
    expect(totals.breakdown).toEqual([{ vat: { kind: 'rate', ratePercent: 9.5 }, baseCents: 33_338, vatCents: 3_167 }]);
    expect(totals.totalCents).toBe(36_505);
  });

  it('9.5 % on VAT-included prices: base = round(gross / 1.095), tax = gross - base', () => {
    // 100.00 / 1.095 = 91.3242 -> 91.32, tax 8.68
    const tax = taxBreakdown({ lines: lines([1, 10_000, { kind: 'rate', ratePercent: 9.5 }]), pricesIncludeVat: true });
    expect(tax.breakdown).toEqual([{ vat: { kind: 'rate', ratePercent: 9.5 }, baseCents: 9_132, vatCents: 868 }]);
    expect(tax.totalCents).toBe(10_000);
  });

  it('the rows order by rate, 15 before 9.5 before 7', () => {
    const rates = IGIC_RATES_PERCENT.filter((rate) => rate > 0);
    const tax = taxBreakdown({ lines: lines(...rates.map((ratePercent) => [1, 1_000, { kind: 'rate', ratePercent }] as [number, number, { kind: 'rate'; ratePercent: number }])) });
    expect(tax.breakdown.map((row) => row.vat.kind === 'rate' && row.vat.ratePercent)).toEqual([15, 9.5, 7, 3]);
  });
});

describe('the record says which tax', () => {
  const at = new Date(Date.UTC(2026, 6, 14, 9, 30));

  it('IGIC: Impuesto 03, TipoImpositivo 9.50, timestamp on the Canaries\' clock, valid against the XSD', () => {
    const record = altaRecord('2026-0001', lines([1, 10_000, { kind: 'rate', ratePercent: 9.5 }], [1, 20_000, { kind: 'rate', ratePercent: 7 }]), null, at, {
      impuesto: IMPUESTO_OF_TAX.IGIC,
      timeZone: recordTimeZoneOf('canarias'),
    });
    expect(record.Desglose).toEqual([
      { Impuesto: '03', ClaveRegimen: '01', CalificacionOperacion: 'S1', TipoImpositivo: '9.50', BaseImponibleOimporteNoSujeto: '100.00', CuotaRepercutida: '9.50' },
      { Impuesto: '03', ClaveRegimen: '01', CalificacionOperacion: 'S1', TipoImpositivo: '7.00', BaseImponibleOimporteNoSujeto: '200.00', CuotaRepercutida: '14.00' },
    ]);
    expect(record.FechaHoraHusoGenRegistro).toBe('2026-07-14T10:30:00+01:00');
    expect(recordXml(record)).toContain('<sum1:Impuesto>03</sum1:Impuesto>');
    const result = validate(recordXml(record), RECORD_SCHEMA);
    expect(result.output).toContain('validates');
    expect(result.valid).toBe(true);
  });

  it('IPSI: Impuesto 02 with the city\'s rate, valid against the XSD', () => {
    const record = altaRecord('2026-0002', lines([1, 10_000, { kind: 'rate', ratePercent: 0.5 }]), null, at, { impuesto: IMPUESTO_OF_TAX.IPSI });
    expect(record.Desglose).toEqual([{ Impuesto: '02', ClaveRegimen: '01', CalificacionOperacion: 'S1', TipoImpositivo: '0.50', BaseImponibleOimporteNoSujeto: '100.00', CuotaRepercutida: '0.50' }]);
    expect(record.FechaHoraHusoGenRegistro).toBe('2026-07-14T11:30:00+02:00');
    const result = validate(recordXml(record), RECORD_SCHEMA);
    expect(result.valid).toBe(true);
  });

  it('without an impuesto the record is IVA (01), as every record before', () => {
    const record = altaRecord('2026-0003', lines([1, 10_000, { kind: 'rate', ratePercent: 21 }]), null, at);
    expect(record.Desglose[0]?.Impuesto).toBe('01');
  });
});
