import { describe, expect, it } from 'vitest';
import { resolveError } from '../src/errors/resolve-error.js';
import { EU_VAT_FORMATS, validateEuVatNumber } from '../src/tax/eu-vat-number.js';

// Per member state: numbers of the right shape, and numbers one character or digit off.
const VECTORS: Record<string, { valid: string[]; invalid: string[] }> = {
  AT: { valid: ['ATU12345678', 'atu 1234 5678'], invalid: ['AT12345678', 'ATU1234567', 'ATU123456789'] },
  BE: { valid: ['BE0123456789', 'BE 0123.456.789', 'BE1234567890'], invalid: ['BE123456789', 'BE2123456789', 'BE01234567890'] },
  BG: { valid: ['BG123456789', 'BG1234567890'], invalid: ['BG12345678', 'BG12345678901'] },
  CY: { valid: ['CY12345678X', 'CY10259033P'], invalid: ['CY123456789', 'CY1234567X'] },
  CZ: { valid: ['CZ12345678', 'CZ123456789', 'CZ1234567890'], invalid: ['CZ1234567', 'CZ12345678901'] },
  DE: { valid: ['DE123456789', 'de 123 456 789'], invalid: ['DE12345678', 'DE1234567890', 'DE12345678X'] },
  DK: { valid: ['DK12345678', 'DK 13 58 50 35'], invalid: ['DK1234567', 'DK123456789'] },
  EE: { valid: ['EE123456789'], invalid: ['EE12345678'] },
  EL: { valid: ['EL123456789', 'EL 094259216'], invalid: ['EL12345678', 'EL1234567890'] },
  ES: { valid: ['ESB12345674', 'ES12345678Z', 'ESX1234567L', 'ESQ2826000H'], invalid: ['ES123456789', 'ESB1234567', 'ESB123456744'] },
  FI: { valid: ['FI12345678'], invalid: ['FI123456789'] },
  FR: { valid: ['FR40303265045', 'FRXX123456789', 'FR1A123456789'], invalid: ['FRIO123456789', 'FR4030326504', 'FR403032650455'] },
  HR: { valid: ['HR12345678901'], invalid: ['HR1234567890'] },
  HU: { valid: ['HU12345678'], invalid: ['HU123456789'] },
  IE: { valid: ['IE1234567T', 'IE1234567WA', 'IE8Z49289F', 'IE8+49289F'], invalid: ['IE123456T', 'IE1234567', 'IE1234567TZ'] },
  IT: { valid: ['IT12345678901'], invalid: ['IT1234567890'] },
  LT: { valid: ['LT123456789', 'LT123456789012'], invalid: ['LT1234567890'] },
  LU: { valid: ['LU12345678'], invalid: ['LU1234567'] },
  LV: { valid: ['LV12345678901'], invalid: ['LV123456789'] },
  MT: { valid: ['MT12345678'], invalid: ['MT123456789'] },
  NL: { valid: ['NL123456789B01', 'nl 1234.56.789.b.01'], invalid: ['NL123456789', 'NL123456789A01', 'NL12345678B01'] },
  PL: { valid: ['PL1234567890', 'PL 123-456-78-90'], invalid: ['PL123456789'] },
  PT: { valid: ['PT123456789'], invalid: ['PT12345678'] },
  RO: { valid: ['RO12', 'RO1234567890'], invalid: ['RO1', 'RO01234567', 'RO12345678901'] },
  SE: { valid: ['SE123456789701'], invalid: ['SE123456789702', 'SE1234567897'] },
  SI: { valid: ['SI12345678'], invalid: ['SI123456789'] },
  SK: { valid: ['SK1234567890'], invalid: ['SK123456789'] },
  XI: { valid: ['XI123456789', 'XI123456789012', 'XIGD123', 'XIHA567'], invalid: ['XI12345678', 'XIGD567', 'XIHA123'] },
};

describe('validateEuVatNumber, the format of an EU VAT number per member state (issue 22 point 1)', () => {
  it('has vectors for every member state it knows, the 27 and Northern Ireland', () => {
    expect(Object.keys(EU_VAT_FORMATS).sort()).toEqual(Object.keys(VECTORS).sort());
    expect(Object.keys(EU_VAT_FORMATS)).toHaveLength(28);
  });

  for (const [country, { valid, invalid }] of Object.entries(VECTORS)) {
    it(`${country}: accepts its format and refuses numbers off by a character`, () => {
      for (const value of valid) {
        const check = validateEuVatNumber(value);
        expect(check, value).toMatchObject({ isValid: true, country, error: null });
        expect(check.cleanValue, value).toBe(value.replace(/[\s.-]/g, '').toUpperCase());
        expect(`${check.country ?? ''}${check.number}`).toBe(check.cleanValue);
      }
      for (const value of invalid) {
        const example = (EU_VAT_FORMATS as Record<string, { example: string }>)[country]?.example;
        expect(validateEuVatNumber(value), value).toMatchObject({ isValid: false, country, error: { code: 'eu_vat.invalid_format', params: { country, example } } });
      }
    });
  }

  it("gives each state's example the state's own format", () => {
    for (const [country, format] of Object.entries(EU_VAT_FORMATS)) {
      expect(validateEuVatNumber(format.example), country).toMatchObject({ isValid: true, country });
    }
  });

  it('returns the country, its ISO code for the record and the number without its prefix', () => {
    expect(validateEuVatNumber(' el-094 259 216 ')).toEqual({
      isValid: true,
      country: 'EL',
      isoCountry: 'GR',
      cleanValue: 'EL094259216',
      number: '094259216',
      error: null,
    });
    expect(validateEuVatNumber('ATU13585627')).toMatchObject({ country: 'AT', isoCountry: 'AT', number: 'U13585627' });
    expect(validateEuVatNumber('XI123456789')).toMatchObject({ country: 'XI', isoCountry: 'GB' });
  });

  it('refuses GR for Greece, a country outside the EU, a number without prefix and an empty value, each with its code', () => {
    expect(validateEuVatNumber('GR094259216')).toMatchObject({ isValid: false, country: null, error: { code: 'eu_vat.greece_is_el' } });
    expect(validateEuVatNumber('GB123456789')).toMatchObject({ isValid: false, country: null, error: { code: 'eu_vat.unknown_country', params: { country: 'GB' } } });
    expect(validateEuVatNumber('CHE123456789').error).toEqual({ code: 'eu_vat.unknown_country', params: { country: 'CH' } });
    expect(validateEuVatNumber('123456789').error).toEqual({ code: 'eu_vat.country_missing' });
    expect(validateEuVatNumber('   ').error).toEqual({ code: 'eu_vat.required' });
  });

  it('is exported from the package entry beside validateTaxId, which stays Spanish-only', async () => {
    const shared = await import('@fotostudio/shared');
    expect(shared.validateEuVatNumber('EL123456789').isValid).toBe(true);
    expect(shared.validateTaxId('DE123456789').isValid).toBe(false);
  });

  it('has Spanish and English messages naming the country and an example', () => {
    const params = { country: 'DE', example: 'DE123456789' };
    expect(resolveError('eu_vat.invalid_format', 'es', params).message).toBe('El número de IVA no tiene el formato de DE (por ejemplo, DE123456789).');
    expect(resolveError('eu_vat.invalid_format', 'en', params).message).toBe('The VAT number does not have the DE format (for example DE123456789).');
    expect(resolveError('eu_vat.greece_is_el', 'es').message).toBe('Los números de IVA de Grecia empiezan por EL, no por GR.');
  });
});
