// The VERI*FACTU section's logic (issue 24 points 1 and 2): which certificate warning shows,
// what the mode is said to mean, on which upload field a refusal goes, and the file's base64.
import type { VerifactuSubmissionStatus } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { describe, expect, it } from 'vitest';
import { aeatStateOfInvoice, base64OfBytes, certificateFieldOf, certificateNotice, modeState } from '../src/features/billing/utils/verifactu-submission';
import en from '../src/i18n/locales/en/billing.json';
import es from '../src/i18n/locales/es/billing.json';

const certificate = { holder: 'PRUEBAS', nif: '12345678Z', representativeNif: null, representationDeclared: false, issuerCa: 'AC FNMT Usuarios', notBefore: '2026-01-01T00:00:00.000Z', notAfter: '2028-01-01T00:00:00.000Z', uploadedAt: '2026-11-01T00:00:00.000Z', expired: false, expiresSoon: false };
const status = (changes: Partial<VerifactuSubmissionStatus> = {}): VerifactuSubmissionStatus => ({ certificate, enabled: false, since: null, obligationDate: '2027-07-01', canTurnOff: true, operatorRepresentationOffered: false, representedByOperator: false, ...changes });

describe('the VERI*FACTU section', () => {
  it('warns 30 days before expiry and once expired, and not otherwise', () => {
    expect(certificateNotice(status())).toBeNull();
    expect(certificateNotice(status({ certificate: null }))).toBeNull();
    expect(certificateNotice(status({ certificate: { ...certificate, expiresSoon: true } }))).toBe('expiresSoon');
    expect(certificateNotice(status({ certificate: { ...certificate, expiresSoon: true, expired: true } }))).toBe('expired');
  });

  it('says what the mode means: off before the obligation date, on, or on and waiting for a valid certificate', () => {
    expect(modeState(status())).toBe('off');
    expect(modeState(status({ obligationDate: null }))).toBe('offNoSettings');
    expect(modeState(status({ enabled: true, since: '2026-11-02T00:00:00Z' }))).toBe('on');
    expect(modeState(status({ enabled: true, certificate: { ...certificate, expired: true } }))).toBe('onWaiting');
    expect(modeState(status({ enabled: true, certificate: null }))).toBe('onWaiting');
    // Represented by the operator, no certificate of their own is needed.
    expect(modeState(status({ enabled: true, certificate: null, representedByOperator: true, operatorRepresentationOffered: true }))).toBe('on');
    for (const texts of [es, en]) {
      for (const state of ['on', 'onWaiting', 'off', 'offNoSettings'] as const) expect(texts.billing.verifactu.mode[state]).toBeTruthy();
      expect(texts.billing.verifactu.mode.off).toContain('{{date}}');
      expect(texts.billing.verifactu.mode.leaveRule).toContain('RD 1007/2023');
    }
  });

  it('puts each refusal on its field', () => {
    expect(certificateFieldOf('billing.certificate_wrong_password')).toBe('password');
    expect(certificateFieldOf('billing.certificate_expired')).toBe('file');
    expect(certificateFieldOf('billing.certificate_nif_mismatch')).toBe('file');
    expect(certificateFieldOf('billing.certificate_nif_mismatch', 'representative')).toBe('representative');
    expect(certificateFieldOf('general.network')).toBeUndefined();
  });

  it('sends the file as base64, also past one chunk', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    expect(base64OfBytes(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('shows each issued invoice\'s AEAT state: its answer, pendiente while on and unanswered, nothing while off or for a quote', () => {
    const invoice = { documentId: 'inv-1', kind: 'invoice', number: '2026-0001' };
    const answered = { enabled: true, invoices: [{ invoiceId: 'inv-1', state: 'Incorrecto' as const }] };
    expect(aeatStateOfInvoice(invoice, answered)).toBe('Incorrecto');
    expect(aeatStateOfInvoice({ ...invoice, documentId: 'inv-2' }, answered)).toBe('pendiente');
    expect(aeatStateOfInvoice({ ...invoice, documentId: 'inv-2' }, { ...answered, enabled: false })).toBeNull();
    expect(aeatStateOfInvoice({ ...invoice, kind: 'quote' }, answered)).toBeNull();
    expect(aeatStateOfInvoice(invoice, undefined)).toBeNull();
    for (const texts of [es, en]) for (const state of ['pendiente', 'Correcto', 'AceptadoConErrores', 'Incorrecto'] as const) expect(texts.billing.aeatStates[state]).toBe(state);
  });
});
