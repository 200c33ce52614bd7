// The rules of a quote's or invoice's client (spec section 5 "New quote or invoice"), and of
// the issuer's legal form against its tax id.
import * as z from 'zod';
import type { LegalForm } from './billing-enums.js';
import type { RuleProblem } from './rule-problem.js';

/** A self-employed photographer bills with a NIF or NIE; every other legal form has a CIF. */
export const legalFormIsCompany = (form: LegalForm): boolean => form !== 'self_employed';

export const isEmail = (value: string): boolean => z.email().safeParse(value).success;
const POSTAL_CODE = /^\d{4,5}$/;

export type ClientRuleInput = Record<'name' | 'email' | 'taxId' | 'phone' | 'address' | 'city' | 'postalCode', string>;

/**
 * A full invoice's (and a quote's) client is complete; a simplified invoice's recipient is
 * optional (RD 1619/2012 art. 7.2), so its fields may be blank but are checked when given.
 */
export const clientProblems = (value: ClientRuleInput, optional: boolean): RuleProblem[] => {
  const problems: RuleProblem[] = [];
  const fail = (field: string, code: RuleProblem['code'], message: string) => problems.push({ path: [field], code, message });
  const given = (text: string) => !optional || text !== '';
  if (given(value.name) && value.name.length < 2) fail('name', 'billing.client_name_invalid', 'client name: at least 2 characters');
  if (value.email === '') {
    if (!optional) fail('email', 'billing.client_email_required', 'client email is required');
  } else if (!isEmail(value.email)) fail('email', 'billing.client_email_invalid', 'invalid client email');
  if (!optional && value.taxId === '') fail('taxId', 'billing.client_tax_id_required', 'client NIF/CIF is required');
  if (!optional && value.phone === '') fail('phone', 'billing.client_phone_required', 'client phone is required');
  if (given(value.address) && value.address.length < 5) fail('address', 'billing.client_address_invalid', 'client address: at least 5 characters');
  if (!optional && value.city === '') fail('city', 'billing.client_city_required', 'client city is required');
  if (given(value.postalCode) && !POSTAL_CODE.test(value.postalCode)) fail('postalCode', 'billing.client_postal_code_invalid', 'postal code: 4 or 5 digits');
  return problems;
};
