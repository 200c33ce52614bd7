// "Corregir y reenviar" (issue 24 point 4) is offered on the invoice's latest registration
// record when the AEAT refused it or accepted it with errors, and on nothing else.
import { verifactuRecordCheck, type VerifactuRecordCheck } from '@fotostudio/shared/contracts/billing/verifactu';
import { describe, expect, it } from 'vitest';
import { correctableRecord } from '../src/features/billing/utils/verifactu-submission';

const record = (position: number, kind: 'alta' | 'anulacion', state: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto' | null): VerifactuRecordCheck =>
  verifactuRecordCheck.parse({
    kind,
    position,
    issuerNif: '12345678Z',
    invoiceNumber: '2026-0001',
    issueDate: '02-03-2026',
    totalAmount: kind === 'alta' ? '121.00' : null,
    vatAmount: kind === 'alta' ? '21.00' : null,
    generatedAt: '2026-03-02T10:00:00+01:00',
    huella: 'A'.repeat(64),
    previousHuella: '',
    expectedPreviousHuella: '',
    recomputedHuella: 'A'.repeat(64),
    huellaMatches: true,
    previousMatches: true,
    totalsMatch: true,
    chainVerified: true,
    submission: state ? { state, errorCode: state === 'Correcto' ? null : 1110, errorText: null, csv: null, answeredAt: '2026-03-02T10:01:00Z' } : null,
  });

describe('the correction action', () => {
  it('is offered on the latest registration record answered Incorrecto or AceptadoConErrores', () => {
    expect(correctableRecord([record(1, 'alta', 'Incorrecto')])?.position).toBe(1);
    expect(correctableRecord([record(1, 'alta', 'AceptadoConErrores')])?.position).toBe(1);
    expect(correctableRecord([record(1, 'alta', 'Incorrecto'), record(5, 'alta', 'AceptadoConErrores')])?.position).toBe(5);
  });

  it('is not offered on a Correcto or unanswered record, on an earlier record already corrected, or on a cancelled invoice', () => {
    expect(correctableRecord([record(1, 'alta', 'Correcto')])).toBeUndefined();
    expect(correctableRecord([record(1, 'alta', null)])).toBeUndefined();
    expect(correctableRecord([record(1, 'alta', 'Incorrecto'), record(4, 'alta', null)])).toBeUndefined();
    expect(correctableRecord([record(1, 'alta', 'Incorrecto'), record(2, 'anulacion', 'Correcto')])).toBeUndefined();
    expect(correctableRecord([])).toBeUndefined();
  });
});
