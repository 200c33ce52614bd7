// Spanish tax identifiers (spec section 5 "Tax id" and the "Tax identifier check result" of
// section 3): NIF (8 digits and a letter), NIE (X, Y or Z, 7 digits and a letter) and CIF
// (an organisation letter, 7 digits and a control letter or digit). Spaces and hyphens are
// ignored and the value is upper-cased before checking.
// As the law has them (issue 22 point 11, Orden EHA/451/2008 and RD 1065/2007 art. 22), which
// corrects the spec's section 5 on two points:
// - K (Spaniards under 14), L (Spaniards resident abroad) and M (foreigners without a NIE)
//   followed by 7 digits and a letter are personal NIFs: type NIF, not a company, their letter
//   the DNI letter of the 7 digits (the spec listed them as CIF organisations);
// - a CIF's control is a letter for P, Q, R, S, W and N, a digit for A, B, E and H, and either
//   for the other organisations (C, D, F, G, J, U, V), whose mismatch names both.
// Every value valid under the spec's rule stays valid (K, L and M were refused before, and the
// "either" organisations only gain the letter), so nothing stored needs migrating.

export type TaxIdType = 'NIF' | 'CIF' | 'NIE' | 'none';

/** Catalogue codes of the problems, with the character the control should have been. */
export type TaxIdProblem =
  | { code: 'tax_id.required' }
  | { code: 'tax_id.invalid_format' }
  | { code: 'tax_id.wrong_letter'; expected: string }
  | { code: 'tax_id.invalid_organisation' }
  | { code: 'tax_id.wrong_control'; expected: string }
  | { code: 'tax_id.wrong_control_either'; digit: string; letter: string };

/** The values a problem's message names (the character or characters the control should be). */
export const taxIdProblemParams = (problem: TaxIdProblem): Record<string, string> =>
  Object.fromEntries(Object.entries(problem).filter((entry): entry is [string, string] => entry[0] !== 'code'));

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
const CIF_LETTER_CONTROL = 'NPQRSW';
/** Organisations whose control is always a digit; the others may use either. */
const CIF_DIGIT_CONTROL = 'ABEH';

const NIF = /^\d{8}[A-Z]$/;
/** Personal NIFs of people without a DNI or NIE (K, L, M), letter of the 7 digits. */
const NIF_KLM = /^[KLM]\d{7}[A-Z0-9]$/;
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
  const [digit, letter] = [String(control), CIF_LETTERS[control] ?? ''];
  const actual = cleanValue.charAt(8);
  if (CIF_LETTER_CONTROL.includes(organisation)) return checked('CIF', cleanValue, actual === letter ? null : { code: 'tax_id.wrong_control', expected: letter });
  if (CIF_DIGIT_CONTROL.includes(organisation)) return checked('CIF', cleanValue, actual === digit ? null : { code: 'tax_id.wrong_control', expected: digit });
  return checked('CIF', cleanValue, actual === digit || actual === letter ? null : { code: 'tax_id.wrong_control_either', digit, letter });
};

export const checkTaxId = (value: string): TaxIdCheck => {
  const cleanValue = cleanTaxId(value);
  if (cleanValue === '') return checked('none', cleanValue, { code: 'tax_id.required' });
  if (NIF.test(cleanValue)) return checkPersonal('NIF', cleanValue, cleanValue.slice(0, 8));
  if (NIF_KLM.test(cleanValue)) return checkPersonal('NIF', cleanValue, cleanValue.slice(1, 8));
  if (NIE.test(cleanValue)) return checkPersonal('NIE', cleanValue, `${'XYZ'.indexOf(cleanValue.charAt(0))}${cleanValue.slice(1, 8)}`);
  if (CIF.test(cleanValue)) return checkCif(cleanValue);
  return checked('none', cleanValue, { code: 'tax_id.invalid_format' });
};
