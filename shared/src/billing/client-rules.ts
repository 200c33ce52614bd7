// The rules of a quote's or invoice's client (spec section 5 "New quote or invoice", relaxed
// for quotes by issue 22 A), and of the issuer's legal form against its tax id.
import * as z from 'zod';
import type { LegalForm } from './billing-enums.js';
import type { RuleProblem } from './rule-problem.js';

/** A self-employed photographer bills with a NIF or NIE; every other legal form has a CIF. */
export const legalFormIsCompany = (form: LegalForm): boolean => form !== 'self_employed';

export const isEmail = (value: string): boolean => z.email().safeParse(value).success;

/**
 * What a document's client must give:
 * - `full`: a full invoice (F1, and a quote converted into one): name, email, NIF/CIF, phone,
 *   address, city and postal code (spec section 5, RD 1619/2012 art. 6.1.d-e);
 * - `named`: a quote (issue 22 A, a deliberate relaxation of spec section 5): only what
 *   identifies the client, a name; the tax data are asked for when a full invoice needs them;
 * - `optional`: a simplified invoice (RD 1619/2012 art. 7.2): the recipient may be blank.
 * Whatever is given is checked in every case.
 */
export type ClientRequirement = 'full' | 'named' | 'optional';

export type ClientRuleInput = Record<'name' | 'email' | 'taxId' | 'phone' | 'address' | 'city' | 'postalCode', string> & {
  /** Free text as the CRM keeps it ("España", "Francia"); blank is Spain. */
  country?: string | null | undefined;
};

/** Spain as people type it: the name in Spanish, English or a co-official language, or its ISO code. */
const SPAIN_NAMES = new Set(['es', 'esp', 'espana', 'spain', 'espanya', 'espainia', 'reino de espana', 'kingdom of spain']);
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();

/** A client whose country is blank (every client before countries mattered) or names Spain. */
export const isSpanishClient = (country: string | null | undefined): boolean => {
  const name = folded(country ?? '');
  return name === '' || SPAIN_NAMES.has(name);
};

/** A Spanish postal code: 5 digits, the first two a province (01-52). */
const SPANISH_POSTAL_CODE = /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/;
/** Elsewhere: 2 to 10 letters, digits, spaces or hyphens ("SW1A 1AA", "1000-001", "D02 X285", "75001"). */
const FOREIGN_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;

/**
 * The client's problems for what the document needs of it. Address and postal code follow
 * the client's country: in Spain a 5-digit postal code of a province; abroad the country's
 * own format (letters allowed), and none at all where the country has none.
 */
export const clientProblems = (value: ClientRuleInput, requirement: ClientRequirement): RuleProblem[] => {
  const problems: RuleProblem[] = [];
  const fail = (field: string, code: RuleProblem['code'], message: string) => problems.push({ path: [field], code, message });
  const full = requirement === 'full';
  const spanish = isSpanishClient(value.country);
  if ((requirement !== 'optional' || value.name !== '') && value.name.length < 2) fail('name', 'billing.client_name_invalid', 'client name: at least 2 characters');
  if (value.email === '') {
    if (full) fail('email', 'billing.client_email_required', 'client email is required');
  } else if (!isEmail(value.email)) fail('email', 'billing.client_email_invalid', 'invalid client email');
  if (full && value.taxId === '') fail('taxId', 'billing.client_tax_id_required', 'client NIF/CIF is required');
  if (full && value.phone === '') fail('phone', 'billing.client_phone_required', 'client phone is required');
  if ((full || value.address !== '') && value.address.length < 5) fail('address', 'billing.client_address_invalid', 'client address: at least 5 characters');
  if (full && value.city === '') fail('city', 'billing.client_city_required', 'client city is required');
  if (spanish) {
    if ((full || value.postalCode !== '') && !SPANISH_POSTAL_CODE.test(value.postalCode)) {
      fail('postalCode', 'billing.client_postal_code_invalid', 'Spanish postal code: 5 digits of a province');
    }
  } else if (value.postalCode !== '' && !FOREIGN_POSTAL_CODE.test(value.postalCode)) {
    fail('postalCode', 'billing.client_postal_code_foreign_invalid', 'postal code abroad: 2 to 10 letters, digits, spaces or hyphens');
  }
  return problems;
};
