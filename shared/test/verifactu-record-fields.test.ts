import { describe, expect, it } from 'vitest';
import {
  buildRegistroAlta,
  buildRegistroAnulacion,
  chainLinkOf,
  formatRecordAmount,
  formatRecordDate,
  formatRecordRate,
  formatRecordTimestamp,
  recomputeHuella,
  type AltaRecordInput,
} from '../src/verifactu/record-fields.js';
import { ISSUER, SYSTEM, altaRecord, lines } from './support/verifactu-records.js';

describe('record values', () => {
  it('writes dates as dd-mm-yyyy and refuses anything but yyyy-mm-dd', () => {
    expect(formatRecordDate('2024-01-05')).toBe('05-01-2024');
    expect(() => formatRecordDate('5/1/2024')).toThrow(RangeError);
  });

  it('writes amounts with a point and always two decimals, negatives with a minus', () => {
    expect(formatRecordAmount(12340)).toBe('123.40');
    expect(formatRecordAmount(5)).toBe('0.05');
    expect(formatRecordAmount(0)).toBe('0.00');
    expect(formatRecordAmount(-500)).toBe('-5.00');
    expect(formatRecordAmount(-0)).toBe('0.00');
    expect(formatRecordAmount(99_999_999_999_999)).toBe('999999999999.99');
    expect(() => formatRecordAmount(12.5)).toThrow(RangeError);
    expect(() => formatRecordAmount(100_000_000_000_000)).toThrow(RangeError);
  });

  it('writes VAT rates with two decimals', () => {
    expect(formatRecordRate(21)).toBe('21.00');
    expect(formatRecordRate(0)).toBe('0.00');
    expect(formatRecordRate(5.5)).toBe('5.50');
    expect(() => formatRecordRate(101)).toThrow(RangeError);
  });

  it("writes the generation time on Madrid's wall clock with its offset, winter and summer", () => {
    expect(formatRecordTimestamp(new Date('2024-01-01T18:20:30.900Z'))).toBe('2024-01-01T19:20:30+01:00');
    expect(formatRecordTimestamp(new Date('2024-07-15T22:30:00Z'))).toBe('2024-07-16T00:30:00+02:00');
    // The hour the clocks go back happens twice; the offset tells them apart.
    expect(formatRecordTimestamp(new Date('2024-10-27T00:30:00Z'))).toBe('2024-10-27T02:30:00+02:00');
    expect(formatRecordTimestamp(new Date('2024-10-27T01:30:00Z'))).toBe('2024-10-27T02:30:00+01:00');
    expect(formatRecordTimestamp(new Date('2024-01-01T18:20:30Z'), 'Atlantic/Canary')).toBe('2024-01-01T18:20:30+00:00');
  });
});

describe('records built from the AEAT worked examples (huella specification v0.1.2)', () => {
  // 123.45 in total with 12.35 of VAT, as in the specification's examples.
  const example = (number: string, previous: Parameters<typeof buildRegistroAlta>[0]['previous'], at: string) =>
    buildRegistroAlta({
      issuer: { nif: '89890001K', name: 'Empresa de ejemplo' },
      invoice: { number, issueDate: '2024-01-01', type: 'F1', description: 'Ejemplo' },
      recipients: [{ NombreRazon: 'Cliente', NIF: '12345678Z' }],
      breakdown: [{ vat: { kind: 'rate', ratePercent: 21 }, baseCents: 11110, vatCents: 1235 }],
      previous,
      system: SYSTEM,
      generatedAt: new Date(at),
    });

  it('gives the first record, the chained one and the cancellation the AEAT huellas', () => {
    const first = example('12345678/G33', null, '2024-01-01T18:20:30Z');
    expect(first.Encadenamiento).toEqual({ PrimerRegistro: 'S' });
    expect(first.CuotaTotal).toBe('12.35');
    expect(first.ImporteTotal).toBe('123.45');
    expect(first.FechaHoraHusoGenRegistro).toBe('2024-01-01T19:20:30+01:00');
    expect(first.Huella).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');

    const second = example('12345679/G34', chainLinkOf(first), '2024-01-01T18:20:35Z');
    expect(second.Encadenamiento).toEqual({
      RegistroAnterior: { IDEmisorFactura: '89890001K', NumSerieFactura: '12345678/G33', FechaExpedicionFactura: '01-01-2024', Huella: first.Huella },
    });
    expect(second.Huella).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97');

    const cancellation = buildRegistroAnulacion({
      annulled: second.IDFactura,
      previous: chainLinkOf(second),
      system: SYSTEM,
      generatedAt: new Date('2024-01-01T18:20:40Z'),
    });
    expect(cancellation.IDFactura).toEqual({
      IDEmisorFacturaAnulada: '89890001K',
      NumSerieFacturaAnulada: '12345679/G34',
      FechaExpedicionFacturaAnulada: '01-01-2024',
    });
    expect(cancellation.Huella).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
    expect(recomputeHuella(cancellation)).toBe(cancellation.Huella);
  });
});

describe('buildRegistroAlta', () => {
  const at = new Date('2026-03-02T10:00:00Z');

  it('breaks the invoice down per VAT rate and exemption; the total leaves out IRPF', () => {
    const record = altaRecord(
      '2026-0001',
      lines([2, 30_000, { kind: 'rate', ratePercent: 21 }], [1, 4_999, { kind: 'rate', ratePercent: 10 }], [1, 12_000, { kind: 'exempt', exemption: 'E1' }]),
      null,
      at,
    );
    expect(record.Desglose).toEqual([
      { Impuesto: '01', ClaveRegimen: '01', CalificacionOperacion: 'S1', TipoImpositivo: '21.00', BaseImponibleOimporteNoSujeto: '600.00', CuotaRepercutida: '126.00' },
      { Impuesto: '01', ClaveRegimen: '01', CalificacionOperacion: 'S1', TipoImpositivo: '10.00', BaseImponibleOimporteNoSujeto: '49.99', CuotaRepercutida: '5.00' },
      { Impuesto: '01', ClaveRegimen: '01', OperacionExenta: 'E1', BaseImponibleOimporteNoSujeto: '120.00' },
    ]);
    expect(record.CuotaTotal).toBe('131.00');
    expect(record.ImporteTotal).toBe('900.99');
    expect(record.IDFactura).toEqual({ IDEmisorFactura: '12345678Z', NumSerieFactura: '2026-0001', FechaExpedicionFactura: '02-03-2026' });
    expect(record.TipoHuella).toBe('01');
    expect(record.Huella).toMatch(/^[0-9A-F]{64}$/);
    expect(recomputeHuella(record)).toBe(record.Huella);
  });

  it('trims the values it hashes, so the XML carries what the huella covers', () => {
    const record = altaRecord(' 2026-0001 ', lines([1, 1000, { kind: 'rate', ratePercent: 21 }]), null, at, {
      issuer: { nif: ' 12345678z ', name: ' Laura ' },
    });
    expect(record.IDFactura.NumSerieFactura).toBe('2026-0001');
    expect(record.IDFactura.IDEmisorFactura).toBe('12345678Z');
    expect(record.NombreRazonEmisor).toBe('Laura');
  });

  it('names no recipient on a simplified invoice and requires one on a full invoice', () => {
    const line = lines([1, 1000, { kind: 'rate', ratePercent: 21 }]);
    const simplified = altaRecord('T-0001', line, null, at, { recipients: [], invoice: { type: 'F2' } });
    expect(simplified.TipoFactura).toBe('F2');
    expect(simplified.Destinatarios).toBeUndefined();
    expect(() => altaRecord('T-0002', line, null, at, { invoice: { type: 'F2' } })).toThrow(/F2/);
    expect(() => altaRecord('2026-0002', line, null, at, { recipients: [] })).toThrow(/F1/);
  });

  it('records a rectification by differences with the rectified invoice and negative amounts', () => {
    const original = altaRecord('2026-0001', lines([1, 10_000, { kind: 'rate', ratePercent: 21 }]), null, at);
    const record = altaRecord('R-2026-0001', lines([1, -2_000, { kind: 'rate', ratePercent: 21 }]), original, at, {
      invoice: { type: 'R1' },
      rectification: { kind: 'differences', invoices: [original.IDFactura] },
    });
    expect(record.TipoRectificativa).toBe('I');
    expect(record.FacturasRectificadas).toEqual([original.IDFactura]);
    expect(record.ImporteRectificacion).toBeUndefined();
    expect(record.CuotaTotal).toBe('-4.20');
    expect(record.ImporteTotal).toBe('-24.20');
  });

  it('records a rectification by substitution with the rectified base and VAT', () => {
    const original = altaRecord('2026-0001', lines([1, 10_000, { kind: 'rate', ratePercent: 21 }]), null, at);
    const record = altaRecord('R-2026-0001', lines([1, 8_000, { kind: 'rate', ratePercent: 21 }]), original, at, {
      invoice: { type: 'R4' },
      rectification: { kind: 'substitution', invoices: [original.IDFactura], rectified: { baseCents: 10_000, vatCents: 2_100 } },
    });
    expect(record.TipoRectificativa).toBe('S');
    expect(record.ImporteRectificacion).toEqual({ BaseRectificada: '100.00', CuotaRectificada: '21.00' });
    expect(() =>
      altaRecord('R-2026-0002', lines([1, 8_000, { kind: 'rate', ratePercent: 21 }]), original, at, {
        invoice: { type: 'R4' },
        rectification: { kind: 'substitution', invoices: [original.IDFactura] },
      }),
    ).toThrow(/substitution/);
    expect(() => altaRecord('R-2026-0003', lines([1, 8_000, { kind: 'rate', ratePercent: 21 }]), original, at, { invoice: { type: 'R1' } })).toThrow(/rectifies/);
    expect(() =>
      altaRecord('2026-0002', lines([1, 8_000, { kind: 'rate', ratePercent: 21 }]), original, at, {
        rectification: { kind: 'differences', invoices: [original.IDFactura] },
      }),
    ).toThrow(/rectifies nothing/);
  });

  it('puts the operation date only when it differs from the issue date', () => {
    const line = lines([1, 1000, { kind: 'rate', ratePercent: 21 }]);
    expect(altaRecord('2026-0001', line, null, at, { invoice: { operationDate: '2026-03-02' } }).FechaOperacion).toBeUndefined();
    expect(altaRecord('2026-0001', line, null, at, { invoice: { operationDate: '2026-02-14' } }).FechaOperacion).toBe('14-02-2026');
  });

  it('refuses values the schema cannot hold', () => {
    const input = (invoice: Partial<AltaRecordInput['invoice']>, issuer = ISSUER): AltaRecordInput => ({
      issuer,
      invoice: { number: '2026-0001', issueDate: '2026-03-02', type: 'F1', description: 'Boda', ...invoice },
      recipients: [{ NombreRazon: 'Cliente', NIF: '12345678Z' }],
      breakdown: [{ vat: { kind: 'rate', ratePercent: 21 }, baseCents: 100, vatCents: 21 }],
      previous: null,
      system: SYSTEM,
      generatedAt: at,
    });
    expect(() => buildRegistroAlta(input({ number: 'x'.repeat(61) }))).toThrow(RangeError);
    expect(() => buildRegistroAlta(input({ description: ' ' }))).toThrow(RangeError);
    expect(() => buildRegistroAlta(input({}, { nif: '1234', name: 'Laura' }))).toThrow(RangeError);
    expect(() => buildRegistroAlta({ ...input({}), breakdown: [] })).toThrow(RangeError);
  });
});
