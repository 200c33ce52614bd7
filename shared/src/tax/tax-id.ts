// Spanish tax identifiers (spec section 5 "Tax id" and the "Tax identifier check result" of
// section 3): NIF (8 digits and a letter), NIE (X, Y or Z, 7 digits and a letter) and CIF
// (an organisation letter, 7 digits and a control letter or digit). Spaces and hyphens are
// ignored and the value is upper-cased before checking.

export type TaxIdType = 'NIF' | 'CIF' | 'NIE' | 'none';

/** Catalogue codes of the problems, with the character the control should have been. */
export type TaxIdProblem =
  | { code: 'tax_id.required' }
  | { code: 'tax_id.invalid_format' }
  | { code: 'tax_id.wrong_letter'; expected: string }
  | { code: 'tax_id.invalid_organisation' }
  | { code: 'tax_id.wrong_control'; expected: string };

export interface TaxIdCheck {
  isValid: boolean;
  type: TaxIdType;
  /** True only for a CIF. */
  isCompany: boolean;
  cleanValue: string;
  error: TaxIdProblem | null;
}

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';
const CIF_ORGANISATIONS = 'ABCDEFGHJNPQRSUVW';
/** Organisations whose control is always a letter. */
const CIF_LETTER_CONTROL = 'KLMNPQRSW';

const NIF = /^\d{8}[A-Z]$/;
const NIE = /^[XYZ]\d{7}[A-Z]$/;
const CIF = /^[A-Z]\d{7}[A-Z0-9]$/;

export const cleanTaxId = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

const letterOf = (digits: string): string => NIF_LETTERS[Number(digits) % 23] ?? '';

const checked = (type: TaxIdType, cleanValue: string, error: TaxIdProblem | null): TaxIdCheck => ({
  isValid: error === null,
  type,
  isCompany: type === 'CIF',
  cleanValue,
  error,
});

const checkPersonal = (type: 'NIF' | 'NIE', cleanValue: string, digits: string): TaxIdCheck => {
  const expected = letterOf(digits);
  return checked(type, cleanValue, cleanValue.endsWith(expected) ? null : { code: 'tax_id.wrong_letter', expected });
};

/** The control of a CIF's 7 digits: digits at even positions (2nd, 4th, 6th) summed, the others doubled and their digits summed. */
const cifControlDigit = (digits: string): number => {
  let sum = 0;
  [...digits].forEach((char, i) => {
    const digit = Number(char);
    if (i % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  });
  return (10 - (sum % 10)) % 10;
};

const checkCif = (cleanValue: string): TaxIdCheck => {
  const organisation = cleanValue.charAt(0);
  if (!CIF_ORGANISATIONS.includes(organisation)) return checked('CIF', cleanValue, { code: 'tax_id.invalid_organisation' });
  const control = cifControlDigit(cleanValue.slice(1, 8));
  const expected = CIF_LETTER_CONTROL.includes(organisation) ? (CIF_LETTERS[control] ?? '') : String(control);
  return checked('CIF', cleanValue, cleanValue.endsWith(expected) ? null : { code: 'tax_id.wrong_control', expected });
};

export const checkTaxId = (value: string): TaxIdCheck => {
  const cleanValue = cleanTaxId(value);
  if (cleanValue === '') return checked('none', cleanValue, { code: 'tax_id.required' });
  if (NIF.test(cleanValue)) return checkPersonal('NIF', cleanValue, cleanValue.slice(0, 8));
  if (NIE.test(cleanValue)) return checkPersonal('NIE', cleanValue, `${'XYZ'.indexOf(cleanValue.charAt(0))}${cleanValue.slice(1, 8)}`);
  if (CIF.test(cleanValue)) return checkCif(cleanValue);
  return checked('none', cleanValue, { code: 'tax_id.invalid_format' });
};
