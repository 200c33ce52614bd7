import { describe, expect, it } from 'vitest';
import { qrAmount, verifactuQrUrl, verifactuQrUrlOfRecord } from '../src/verifactu/qr-url.js';
import { altaRecord, lines } from './support/verifactu-records.js';

describe('verifactuQrUrl (AEAT QR specification)', () => {
  it("points at the AEAT's ValidarQR page with the invoice's record values", () => {
    expect(verifactuQrUrl({ nif: '89890001K', numSerie: '12345678-G33', fecha: '01-09-2024', importe: '241.40' })).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678-G33&fecha=01-09-2024&importe=241.40',
    );
  });

  it('URL-encodes each value as UTF-8, so a series with & / spaces or ñ survives', () => {
    const url = verifactuQrUrl({ nif: '89890001K', numSerie: 'A&B/2024 ñ', fecha: '01-09-2024', importe: '-5.00' });
    expect(url).toContain('numserie=A%26B%2F2024%20%C3%B1&');
    expect(new URL(url).searchParams.get('numserie')).toBe('A&B/2024 ñ');
    expect(new URL(url).searchParams.get('importe')).toBe('-5.00');
  });

  it('uses the AEAT test host when asked', () => {
    expect(verifactuQrUrl({ nif: '89890001K', numSerie: '1', fecha: '01-09-2024', importe: '1.00' }, 'test')).toMatch(
      /^https:\/\/prewww2\.aeat\.es\/wlpl\/TIKE-CONT\/ValidarQR\?/,
    );
  });

  it('refuses a date not in the record format', () => {
    expect(() => verifactuQrUrl({ nif: '89890001K', numSerie: '1', fecha: '2024-09-01', importe: '1.00' })).toThrow(RangeError);
  });

  // Issue 22 point 10: the AEAT's own example is `importe=241.4`; the URL always carries two decimals.
  it("takes any amount the AEAT's examples use, as a string or a number, and writes it with two decimals", () => {
    const importeOf = (importe: string | number) =>
      new URL(verifactuQrUrl({ nif: '89890001K', numSerie: '12345678-G33', fecha: '01-09-2024', importe })).searchParams.get('importe');
    expect(verifactuQrUrl({ nif: '89890001K', numSerie: '12345678-G33', fecha: '01-09-2024', importe: '241.4' })).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678-G33&fecha=01-09-2024&importe=241.40',
    );
    const vectors: [string | number, string][] = [
      ['241.4', '241.40'],
      ['241.40', '241.40'],
      ['241', '241.00'],
      [' 241.4 ', '241.40'],
      ['241.400', '241.40'],
      ['0.5', '0.50'],
      ['-5', '-5.00'],
      ['-12.3', '-12.30'],
      ['-0', '0.00'],
      ['007.1', '7.10'],
      ['999999999999.99', '999999999999.99'],
      [241.4, '241.40'],
      [241.40, '241.40'],
      [241, '241.00'],
      [0.1 + 0.2, '0.30'],
      [1234.56, '1234.56'],
      [-15, '-15.00'],
      [-0.07, '-0.07'],
      [0, '0.00'],
    ];
    for (const [importe, expected] of vectors) {
      expect(importeOf(importe), String(importe)).toBe(expected);
      expect(qrAmount(importe), String(importe)).toBe(expected);
    }
  });

  it('refuses an amount that is not one: more than two decimals, a comma, a sign only, too many digits', () => {
    for (const importe of ['241.456', '241,40', '1.234,56', '', '-', '.5', '241.', '1e3', '+5', 'abc', '1234567890123.00', 241.456, Number.NaN, Number.POSITIVE_INFINITY, 1e12]) {
      expect(() => verifactuQrUrl({ nif: '89890001K', numSerie: '1', fecha: '01-09-2024', importe }), String(importe)).toThrow(RangeError);
    }
  });

  it("takes an issued invoice's values from its registration record", () => {
    const record = altaRecord('F-0007', lines([1, 20_000, { kind: 'rate', ratePercent: 21 }]), null, new Date('2026-03-02T10:00:00Z'));
    expect(verifactuQrUrlOfRecord(record)).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=12345678Z&numserie=F-0007&fecha=02-03-2026&importe=242.00',
    );
  });
});
