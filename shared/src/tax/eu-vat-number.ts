// EU VAT numbers of clients abroad (issue 22 point 1): the number with its country prefix,
// its format checked per member state (digits, letters and length as the European
// Commission's VIES describes each state's number). Only the format: whether the number is
// registered is VIES's answer, which cannot be reached from here, so the product links to it.
// Spanish NIFs, NIEs and CIFs stay with validateTaxId (tax-id.ts), which is Spanish-only.
// Greece's prefix is EL (not its ISO code GR); Northern Ireland's XI (goods only, Windsor
// Framework). Spaces, dots and hyphens are ignored and the value is upper-cased.

interface EuVatFormat {
  /** The number after the prefix. */
  pattern: RegExp;
  /** ISO 3166-1 alpha-2 of the country, as a record's CodigoPais names it. */
  isoCountry: string;
  /** A number of the right shape, for the message. */
  example: string;
}

export const EU_VAT_FORMATS = {
  AT: { pattern: /^U\d{8}$/, isoCountry: 'AT', example: 'ATU12345678' },
  BE: { pattern: /^[01]\d{9}$/, isoCountry: 'BE', example: 'BE0123456789' },
  BG: { pattern: /^\d{9,10}$/, isoCountry: 'BG', example: 'BG123456789' },
  CY: { pattern: /^\d{8}[A-Z]$/, isoCountry: 'CY', example: 'CY12345678X' },
  CZ: { pattern: /^\d{8,10}$/, isoCountry: 'CZ', example: 'CZ12345678' },
  DE: { pattern: /^\d{9}$/, isoCountry: 'DE', example: 'DE123456789' },
  DK: { pattern: /^\d{8}$/, isoCountry: 'DK', example: 'DK12345678' },
  EE: { pattern: /^\d{9}$/, isoCountry: 'EE', example: 'EE123456789' },
  EL: { pattern: /^\d{9}$/, isoCountry: 'GR', example: 'EL123456789' },
  // A letter first, last or both (NIF, NIE or CIF); nine digits is no Spanish number.
  ES: { pattern: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/, isoCountry: 'ES', example: 'ESB12345674' },
  FI: { pattern: /^\d{8}$/, isoCountry: 'FI', example: 'FI12345678' },
  // Two key characters (digits or letters but I and O), then the 9-digit SIREN.
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, isoCountry: 'FR', example: 'FR40303265045' },
  HR: { pattern: /^\d{11}$/, isoCountry: 'HR', example: 'HR12345678901' },
  HU: { pattern: /^\d{8}$/, isoCountry: 'HU', example: 'HU12345678' },
  // 7 digits and a letter, the newer form with a second letter, or the old form with a letter or + or * second.
  IE: { pattern: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, isoCountry: 'IE', example: 'IE1234567WA' },
  IT: { pattern: /^\d{11}$/, isoCountry: 'IT', example: 'IT12345678901' },
  LT: { pattern: /^(?:\d{9}|\d{12})$/, isoCountry: 'LT', example: 'LT123456789' },
  LU: { pattern: /^\d{8}$/, isoCountry: 'LU', example: 'LU12345678' },
  LV: { pattern: /^\d{11}$/, isoCountry: 'LV', example: 'LV12345678901' },
  MT: { pattern: /^\d{8}$/, isoCountry: 'MT', example: 'MT12345678' },
  NL: { pattern: /^\d{9}B\d{2}$/, isoCountry: 'NL', example: 'NL123456789B01' },
  PL: { pattern: /^\d{10}$/, isoCountry: 'PL', example: 'PL1234567890' },
  PT: { pattern: /^\d{9}$/, isoCountry: 'PT', example: 'PT123456789' },
  RO: { pattern: /^[1-9]\d{1,9}$/, isoCountry: 'RO', example: 'RO1234567890' },
  SE: { pattern: /^\d{10}01$/, isoCountry: 'SE', example: 'SE123456789701' },
  SI: { pattern: /^\d{8}$/, isoCountry: 'SI', example: 'SI12345678' },
  SK: { pattern: /^\d{10}$/, isoCountry: 'SK', example: 'SK1234567890' },
  // Northern Ireland: the UK number (9 or 12 digits, or a government department or health authority).
  XI: { pattern: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, isoCountry: 'GB', example: 'XI123456789' },
} as const satisfies Record<string, EuVatFormat>;

export type EuVatCountry = keyof typeof EU_VAT_FORMATS;

/** Catalogue codes of the problems, with the values their messages name. */
export type EuVatProblem =
  | { code: 'eu_vat.required' }
  | { code: 'eu_vat.country_missing' }
  | { code: 'eu_vat.greece_is_el' }
  | { code: 'eu_vat.unknown_country'; params: { country: string } }
  | { code: 'eu_vat.invalid_format'; params: { country: EuVatCountry; example: string } };

export interface EuVatCheck {
  isValid: boolean;
  /** The VAT prefix (EL for Greece, XI for Northern Ireland), or null when none is recognised. */
  country: EuVatCountry | null;
  /** That country's ISO 3166-1 code (GR for EL, GB for XI), or null. */
  isoCountry: string | null;
  /** Prefix and number, upper case, without spaces, dots or hyphens: `DE123456789`. */
  cleanValue: string;
  /** The number after the prefix. */
  number: string;
  error: EuVatProblem | null;
}

export const cleanEuVatNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

const isEuVatCountry = (prefix: string): prefix is EuVatCountry => Object.hasOwn(EU_VAT_FORMATS, prefix);

/** The format check of an EU VAT number written with its country prefix. */
export const validateEuVatNumber = (value: string): EuVatCheck => {
  const cleanValue = cleanEuVatNumber(value);
  const prefix = cleanValue.slice(0, 2);
  const number = cleanValue.slice(2);
  const refused = (error: EuVatProblem, country: EuVatCountry | null = null): EuVatCheck => ({
    isValid: false,
    country,
    isoCountry: country ? EU_VAT_FORMATS[country].isoCountry : null,
    cleanValue,
    number,
    error,
  });
  if (cleanValue === '') return refused({ code: 'eu_vat.required' });
  if (!/^[A-Z]{2}/.test(prefix)) return refused({ code: 'eu_vat.country_missing' });
  if (prefix === 'GR') return refused({ code: 'eu_vat.greece_is_el' });
  if (!isEuVatCountry(prefix)) return refused({ code: 'eu_vat.unknown_country', params: { country: prefix } });
  const format = EU_VAT_FORMATS[prefix];
  if (!format.pattern.test(number)) return refused({ code: 'eu_vat.invalid_format', params: { country: prefix, example: format.example } }, prefix);
  return { isValid: true, country: prefix, isoCountry: format.isoCountry, cleanValue, number, error: null };
};
