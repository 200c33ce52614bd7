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
    expect(checkTaxId('K12345674').error).toEqual({ code: 'tax_id.invalid_organisation' });
    expect(checkTaxId('X12345678').error).toEqual({ code: 'tax_id.invalid_organisation' });
    expect(checkTaxId('A12345675').error).toEqual({ code: 'tax_id.wrong_control', expected: '4' });
    expect(checkTaxId('P1234567A').error).toEqual({ code: 'tax_id.wrong_control', expected: 'D' });
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
  });
});

describe('the profile contract', () => {
  const issuesOf = (update: unknown) => {
    const parsed = profileUpdate.safeParse(update);
    return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  };

  it('refuses an invalid tax id, website or phone with its catalogue code', () => {
    expect(issuesOf({ taxId: '12345678A' })).toEqual([{ path: 'taxId', message: 'tax_id.wrong_letter' }]);
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
  });
});
