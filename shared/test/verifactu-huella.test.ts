// The AEAT's own worked examples (huella specification v0.1.2): a first registration record,
// the next one chained to it, and a cancellation chained to that.
import { describe, expect, it } from 'vitest';
import { verifactuHuella } from '@fotostudio/shared';

const FIRST = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const SECOND = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';

const alta = {
  IDEmisorFactura: '89890001K',
  NumSerieFactura: '12345678/G33',
  FechaExpedicionFactura: '01-01-2024',
  TipoFactura: 'F1',
  CuotaTotal: '12.35',
  ImporteTotal: '123.45',
  Huella: '',
  FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
};

describe('verifactuHuella (AEAT worked examples)', () => {
  it('hashes the first registration record with an empty previous huella', () => {
    expect(verifactuHuella(alta)).toBe(FIRST);
  });

  it('chains the next registration record to the first', () => {
    expect(
      verifactuHuella({ ...alta, NumSerieFactura: '12345679/G34', Huella: FIRST, FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00' }),
    ).toBe(SECOND);
  });

  it('hashes a cancellation record chained to the second', () => {
    expect(
      verifactuHuella({
        IDEmisorFacturaAnulada: '89890001K',
        NumSerieFacturaAnulada: '12345679/G34',
        FechaExpedicionFacturaAnulada: '01-01-2024',
        Huella: SECOND,
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
      }),
    ).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });

  it('trims values, and an amount spelled differently is a different record', () => {
    expect(verifactuHuella({ ...alta, IDEmisorFactura: ' 89890001K ', NumSerieFactura: '12345678/G33 ' })).toBe(FIRST);
    expect(verifactuHuella({ ...alta, CuotaTotal: '12.350' })).not.toBe(FIRST);
  });
});
