import { describe, expect, it } from 'vitest';
import { verifactuQrUrl, verifactuQrUrlOfRecord } from '../src/verifactu/qr-url.js';
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

  it('refuses a date or amount not in the record format', () => {
    expect(() => verifactuQrUrl({ nif: '89890001K', numSerie: '1', fecha: '2024-09-01', importe: '1.00' })).toThrow(RangeError);
    expect(() => verifactuQrUrl({ nif: '89890001K', numSerie: '1', fecha: '01-09-2024', importe: '1.5' })).toThrow(RangeError);
  });

  it("takes an issued invoice's values from its registration record", () => {
    const record = altaRecord('F-0007', lines([1, 20_000, { kind: 'rate', ratePercent: 21 }]), null, new Date('2026-03-02T10:00:00Z'));
    expect(verifactuQrUrlOfRecord(record)).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=12345678Z&numserie=F-0007&fecha=02-03-2026&importe=242.00',
    );
  });
});
