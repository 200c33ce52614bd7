import { describe, expect, it } from 'vitest';
import { profileUpdate } from '../src/contracts/account.js';
import { resolveError } from '../src/errors/resolve-error.js';
import { checkTaxId } from '../src/tax/tax-id.js';

describe('checkTaxId', () => {
  it('accepts valid NIF, NIE and CIF values, cleaned and typed, and marks only a CIF as a company', () => {
    expect(checkTaxId('12345678z')).toEqual({ isValid: true, type: 'NIF', isCompany: false, cleanValue: '12345678Z', error: null });
    expect(checkTaxId(' 1234-5678 Z ')).toMatchObject({ isValid: true, cleanValue: '12345678Z' });
    expect(checkTaxId('X1234567L')).toMatchObject({ isValid: true, type: 'NIE', isCompany: false });
    expect(checkTaxId('Y1234567X')).toMatchObject({ isValid: true, type: 'NIE' });
    expect(checkTaxId('Z1234567R')).toMatchObject({ isValid: true, type: 'NIE' });
    expect(checkTaxId('A12345674')).toMatchObject({ isValid: true, type: 'CIF', isCompany: true });
    expect(checkTaxId('B-8606-6214')).toMatchObject({ isValid: true, type: 'CIF', cleanValue: 'B86066214' });
    // Organisations whose control is a letter: J is position 0 of JABCDEFGHI.
    expect(checkTaxId('P1234567D')).toMatchObject({ isValid: true, type: 'CIF' });
    expect(checkTaxId('Q2826000H')).toMatchObject({ isValid: true, type: 'CIF' });
  });

  it('names the letter a NIF or NIE should end with', () => {
    expect(checkTaxId('12345678A').error).toEqual({ code: 'tax_id.wrong_letter', expected: 'Z' });
    expect(checkTaxId('X1234567A').error).toEqual({ code: 'tax_id.wrong_letter', expected: 'L' });
  });

  it('checks a CIF organisation letter and its control digit or letter', () => {
    expect(checkTaxId('I12345674').error).toEqual({ code: 'tax_id.invalid_organisation' });
    expect(checkTaxId('X12345678').error).toEqual({ code: 'tax_id.invalid_organisation' });
    expect(checkTaxId('A12345675').error).toEqual({ code: 'tax_id.wrong_control', expected: '4' });
    expect(checkTaxId('P1234567A').error).toEqual({ code: 'tax_id.wrong_control', expected: 'D' });
  });

  // Issue 22 point 11: K, L and M are personal NIFs (Orden EHA/451/2008), not CIF organisations.
  it('accepts K, L and M personal NIFs as NIFs of a person, their letter that of the 7 digits', () => {
    for (const value of ['K1234567L', 'L1234567L', 'M1234567L', 'm-0000001-r', 'L7654321J', 'K9999999J']) {
      expect(checkTaxId(value), value).toMatchObject({ isValid: true, type: 'NIF', isCompany: false, error: null });
    }
    expect(checkTaxId(' m 0000001 r ').cleanValue).toBe('M0000001R');
    expect(checkTaxId('K1234567A')).toMatchObject({ isValid: false, type: 'NIF', isCompany: false, error: { code: 'tax_id.wrong_letter', expected: 'L' } });
    expect(checkTaxId('M0000001T').error).toEqual({ code: 'tax_id.wrong_letter', expected: 'R' });
    // A digit where the letter goes: the letter it should be.
    expect(checkTaxId('K12345674')).toMatchObject({ isValid: false, type: 'NIF', error: { code: 'tax_id.wrong_letter', expected: 'L' } });
    expect(checkTaxId('L123456L').error).toEqual({ code: 'tax_id.invalid_format' });
  });

  // 1234567 has control 4, whose letter in JABCDEFGHI is D.
  it('wants a letter for P, Q, R, S, W and N, a digit for A, B, E and H, and either for the others', () => {
    for (const organisation of 'PQRSWN') {
      expect(checkTaxId(`${organisation}1234567D`), organisation).toMatchObject({ isValid: true, type: 'CIF', isCompany: true });
      expect(checkTaxId(`${organisation}12345674`).error, organisation).toEqual({ code: 'tax_id.wrong_control', expected: 'D' });
    }
    for (const organisation of 'ABEH') {
      expect(checkTaxId(`${organisation}12345674`), organisation).toMatchObject({ isValid: true, type: 'CIF', isCompany: true });
      expect(checkTaxId(`${organisation}1234567D`).error, organisation).toEqual({ code: 'tax_id.wrong_control', expected: '4' });
    }
    for (const organisation of 'CDFGJUV') {
      expect(checkTaxId(`${organisation}12345674`), organisation).toMatchObject({ isValid: true, type: 'CIF', isCompany: true });
      expect(checkTaxId(`${organisation}1234567D`), organisation).toMatchObject({ isValid: true, type: 'CIF', isCompany: true });
      expect(checkTaxId(`${organisation}12345675`).error, organisation).toEqual({ code: 'tax_id.wrong_control_either', digit: '4', letter: 'D' });
      expect(checkTaxId(`${organisation}1234567E`).error, organisation).toEqual({ code: 'tax_id.wrong_control_either', digit: '4', letter: 'D' });
    }
    // Control 0 is the digit 0 or the letter J.
    expect(checkTaxId('J00000000')).toMatchObject({ isValid: true, type: 'CIF' });
    expect(checkTaxId('J0000000J')).toMatchObject({ isValid: true, type: 'CIF' });
    expect(checkTaxId('S0000000J')).toMatchObject({ isValid: true, type: 'CIF' });
    expect(checkTaxId('S00000000').error).toEqual({ code: 'tax_id.wrong_control', expected: 'J' });
  });

  it('refuses what has none of the three shapes, and an empty value as required', () => {
    for (const value of ['1234567Z', '123456789', 'ABCDEFGHI', '12345678ZZ', '12.345.678-Z']) {
      expect(checkTaxId(value), value).toMatchObject({ isValid: false, type: 'none', error: { code: 'tax_id.invalid_format' } });
    }
    expect(checkTaxId('  ').error).toEqual({ code: 'tax_id.required' });
  });

  it('gives the spec messages in both languages', () => {
    expect(resolveError('tax_id.wrong_letter', 'es', { expected: 'Z' }).message).toBe('Letra incorrecta. Debería ser Z.');
    expect(resolveError('tax_id.wrong_control', 'es', { expected: '4' }).message).toBe('Dígito de control incorrecto. Debería ser 4.');
    expect(resolveError('tax_id.invalid_format', 'es').message).toBe('Formato inválido. Debe ser NIF (12345678A), CIF (A12345674) o NIE (X1234567L).');
    expect(resolveError('tax_id.wrong_letter', 'en', { expected: 'Z' }).message).toBe('Wrong letter. It should be Z.');
    expect(resolveError('tax_id.wrong_control_either', 'es', { digit: '4', letter: 'D' }).message).toBe('Dígito de control incorrecto. Debería ser 4 o D.');
    expect(resolveError('tax_id.wrong_control_either', 'en', { digit: '4', letter: 'D' }).message).toBe('Wrong control character. It should be 4 or D.');
  });
});

describe('the profile contract', () => {
  const issuesOf = (update: unknown) => {
    const parsed = profileUpdate.safeParse(update);
    return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  };

  it('refuses an invalid tax id, website or phone with its catalogue code', () => {
    expect(issuesOf({ taxId: '12345678A' })).toEqual([{ path: 'taxId', message: 'tax_id.wrong_letter' }]);
    expect(issuesOf({ taxId: 'C12345675' })).toEqual([{ path: 'taxId', message: 'tax_id.wrong_control_either' }]);
    expect(issuesOf({ website: 'mi estudio' })).toEqual([{ path: 'website', message: 'profile.website_invalid' }]);
    expect(issuesOf({ phone: '+34 600 abc 000' })).toEqual([{ path: 'phone', message: 'profile.phone_invalid' }]);
  });

  it('accepts valid values, stores the tax id clean, and lets any of them be cleared', () => {
    expect(profileUpdate.parse({ taxId: 'b-86066214', website: 'www.estudio.es', phone: '+34 600 000 000' })).toEqual({
      taxId: 'B86066214',
      website: 'www.estudio.es',
      phone: '+34 600 000 000',
    });
    expect(profileUpdate.parse({ taxId: null, website: null, phone: null })).toEqual({ taxId: null, website: null, phone: null });
    expect(profileUpdate.parse({ taxId: 'k-1234567-l' })).toEqual({ taxId: 'K1234567L' });
  });
});

describe('validateTaxId, the spec result shape from the package entry', () => {
  it('answers with the Spanish messages of the spec', async () => {
    const { validateTaxId } = await import('@fotostudio/shared');
    expect(validateTaxId(' 12345678-z ')).toEqual({ isValid: true, type: 'NIF', isCompany: false, cleanValue: '12345678Z', error: null });
    expect(validateTaxId('12345678A').error).toBe('Letra incorrecta. Debería ser Z.');
    expect(validateTaxId('').error).toBe('Campo requerido');
    expect(validateTaxId('A1234567').error).toBe('Formato inválido. Debe ser NIF (12345678A), CIF (A12345674) o NIE (X1234567L).');
    expect(validateTaxId('A12345670')).toMatchObject({ isValid: false, type: 'CIF', isCompany: true, error: 'Dígito de control incorrecto. Debería ser 4.' });
    expect(validateTaxId('I12345674').error).toBe('Tipo de organización inválido.');
    expect(validateTaxId('12345678A', 'en').error).toBe('Wrong letter. It should be Z.');
    expect(validateTaxId('l1234567l')).toEqual({ isValid: true, type: 'NIF', isCompany: false, cleanValue: 'L1234567L', error: null });
    expect(validateTaxId('M1234567A').error).toBe('Letra incorrecta. Debería ser L.');
    expect(validateTaxId('G12345675')).toMatchObject({ isValid: false, type: 'CIF', isCompany: true, error: 'Dígito de control incorrecto. Debería ser 4 o D.' });
    expect(validateTaxId('G12345675', 'en').error).toBe('Wrong control character. It should be 4 or D.');
    expect(validateTaxId('Q2826000H')).toMatchObject({ isValid: true, type: 'CIF', isCompany: true });
  });
});
