import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from '../src/phone/phone-number.js';
import { isWebsite } from '../src/website.js';

describe('isWebsite', () => {
  it.each(['estudio.es', 'www.estudio.es', 'https://www.estudio.es/bodas?x=1', 'http://fotos.estudio.com', 'xn--fotografa-i2a.es', 'mi-estudio.photography'])(
    'accepts %s',
    (value) => expect(isWebsite(value)).toBe(true),
  );
  it.each(['estudio', 'mi estudio.es', 'javascript:alert(1)', 'ftp://estudio.es', 'https://user:pw@estudio.es', 'estudio.1', '-estudio.es', 'https://', ''])(
    'refuses %s',
    (value) => expect(isWebsite(value)).toBe(false),
  );
});

describe('isPhoneNumber', () => {
  it.each(['+34 600 000 000', '600000000', '+1 (212) 555-0100', '91.555.55.55'])('accepts %s', (value) => expect(isPhoneNumber(value)).toBe(true));
  it.each(['+34 600 abc 000', 'seiscientos', '12345', '+34 6000000000000000', '600+000', ''])('refuses %s', (value) =>
    expect(isPhoneNumber(value)).toBe(false),
  );
});
