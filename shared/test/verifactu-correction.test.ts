// Issue 24 point 4: correcting a registration record. The AEAT's rules (correctionFlags) for
// each answer kind, and the correction record itself: the same invoice's fields, Subsanacion S
// and its RechazoPrevio in the schema's order, the corrected recipient, its own chain link and
// huella, valid against the AEAT schemas under test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aeatErrorMessage, correctionFlags } from '../src/verifactu/correction.js';
import { buildCorrectionAlta, chainLinkOf, recomputeHuella } from '../src/verifactu/record-fields.js';
import { recordXml } from '../src/verifactu/record-xml.js';
import { SYSTEM, altaRecord, lines } from './support/verifactu-records.js';
import { RECORD_SCHEMA, xmllint } from './support/xmllint.js';

const dir = mkdtempSync(join(tmpdir(), 'verifactu-correction-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { validate } = xmllint(dir);

describe('the AEAT rules of a correction', () => {
  it('gives Subsanacion S with RechazoPrevio by the answer and what the AEAT holds; refuses a Correcto or unanswered record', () => {
    expect(correctionFlags('AceptadoConErrores', true)).toEqual({ ok: true, rechazoPrevio: 'N' });
    expect(correctionFlags('Incorrecto', false)).toEqual({ ok: true, rechazoPrevio: 'X' });
    expect(correctionFlags('Incorrecto', true)).toEqual({ ok: true, rechazoPrevio: 'S' });
    expect(correctionFlags('Correcto', true)).toEqual({ ok: false, reason: 'Correcto' });
    expect(correctionFlags('pendiente', false)).toEqual({ ok: false, reason: 'pendiente' });
  });

  it('tells a census refusal by its own catalogue message and any other code with the AEAT text', () => {
    expect(aeatErrorMessage(1110)).toBe('verifactu.aeat_nif_not_in_census');
    expect(aeatErrorMessage(2004)).toBe('verifactu.aeat_error');
    expect(aeatErrorMessage(null)).toBe('verifactu.aeat_error');
  });
});

describe('the correction record', () => {
  const at = new Date(Date.UTC(2026, 3, 14, 9, 0));
  const first = altaRecord('2026-0201', lines([1, 50_000, { kind: 'rate', ratePercent: 21 }]), null, at);
  const other = altaRecord('2026-0202', lines([2, 10_000, { kind: 'rate', ratePercent: 21 }]), first, at);

  it.each([['N', undefined], ['S', 'S'], ['X', 'X']] as const)('RechazoPrevio %s: same invoice, corrected recipient, chained after the head, valid XML', (rechazoPrevio, stored) => {
    const correction = buildCorrectionAlta({
      corrected: first,
      recipients: [{ NombreRazon: 'Estudio Corregido SL', NIF: 'B12345674' }],
      rechazoPrevio,
      previous: chainLinkOf(other),
      system: SYSTEM,
      generatedAt: new Date(at.getTime() + 60_000),
    });
    expect(correction.Subsanacion).toBe('S');
    expect(correction.RechazoPrevio).toBe(stored);
    for (const field of ['IDFactura', 'TipoFactura', 'DescripcionOperacion', 'Desglose', 'CuotaTotal', 'ImporteTotal', 'NombreRazonEmisor'] as const) expect(correction[field]).toEqual(first[field]);
    expect(correction.Destinatarios).toEqual([{ NombreRazon: 'Estudio Corregido SL', NIF: 'B12345674' }]);
    expect(correction.Encadenamiento).toEqual({ RegistroAnterior: chainLinkOf(other) });
    expect(correction.Huella).toBe(recomputeHuella(correction));
    expect(correction.Huella).not.toBe(first.Huella);
    const xml = recordXml(correction);
    const order = xml.replace(/>\s+</g, '><');
    expect(order).toContain(`</sum1:NombreRazonEmisor><sum1:Subsanacion>S</sum1:Subsanacion>${stored ? `<sum1:RechazoPrevio>${stored}</sum1:RechazoPrevio>` : ''}<sum1:TipoFactura>`);
    const result = validate(xml, RECORD_SCHEMA);
    expect(result.output).toContain('validates');
    expect(result.valid).toBe(true);
  });

  it('keeps the recipient when none is given, and refuses one a record cannot carry', () => {
    const resent = buildCorrectionAlta({ corrected: first, rechazoPrevio: 'N', previous: chainLinkOf(other), system: SYSTEM, generatedAt: at });
    expect(resent.Destinatarios).toEqual(first.Destinatarios);
    expect(() => buildCorrectionAlta({ corrected: first, recipients: [{ NombreRazon: ' ', NIF: 'B12345674' }], rechazoPrevio: 'X', previous: null, system: SYSTEM, generatedAt: at })).toThrow(RangeError);
  });
});
