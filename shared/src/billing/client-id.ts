// How a quote's or invoice's client is identified (issue 22 point 1, clients abroad): a
// Spanish NIF/NIE/CIF as always, or an identifier of another country with that country, as
// the VERI*FACTU record names it in IDOtro (IDType 02 EU VAT number, 03 passport, 04 official
// document of the country of residence, 06 other document, 07 a Spanish NIF not in the
// census, with country ES). A client stored before this existed has no id type: a Spanish NIF.
import type { VatCategory } from '../tax/invoice-totals.js';
import type { ClientIdType } from './billing-enums.js';
import { isSpanishClient } from './client-rules.js';
import type { RuleProblem } from './rule-problem.js';
import { EU_VAT_FORMATS, validateEuVatNumber } from '../tax/eu-vat-number.js';


/** The record's IDType of each identifier other than a Spanish NIF. */
export const ID_OTRO_TYPE = { eu_vat: '02', passport: '03', residence_id: '04', other: '06', not_registered: '07' } as const;

/** The European Commission's VIES page, where the photographer checks an EU VAT number (it cannot be reached from the product). */
export const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/';

/**
 * An EU VAT number another member state gave (validateEuVatNumber, shared/src/tax/). A Spanish
 * VAT number (ES) is a NIF: the client is identified by it as a Spanish client.
 */
export const isEuVatNumberFormat = (value: string): boolean => {
  const check = validateEuVatNumber(value);
  return check.isValid && check.country !== 'ES';
};

/** The ISO country of an EU VAT number (`EL...` is Greece, GR), or null. */
export const countryOfEuVatNumber = (value: string): string | null => validateEuVatNumber(value).isoCountry;

/** The ISO countries of the EU member states (Northern Ireland's XI is GB, not a member state). */
const EU_COUNTRIES: ReadonlySet<string> = new Set(Object.values(EU_VAT_FORMATS).map((format) => format.isoCountry));

/** A two-letter ISO 3166-1 country code. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

export interface ClientIdentity {
  idType?: ClientIdType | null | undefined;
  countryCode?: string | null | undefined;
  country?: string | null | undefined;
  taxId: string;
}

/** The client's id type: a Spanish NIF when none is stored (every client before issue 22 point 1). */
export const clientIdTypeOf = (client: Pick<ClientIdentity, 'idType'>): ClientIdType => client.idType ?? 'nif';

/** The client's country as an ISO code: the EU VAT number's, else the one given, else ES for a Spanish client. */
export const clientCountryCode = (client: ClientIdentity): string | null => {
  if (clientIdTypeOf(client) === 'eu_vat') return countryOfEuVatNumber(client.taxId);
  if (client.countryCode) return client.countryCode;
  return isSpanishClient(client.country) ? 'ES' : null;
};

/** Established outside Spain (Canary Islands, Ceuta and Melilla are out of scope: issue 22 point 3). */
export const isClientAbroad = (client: ClientIdentity): boolean => {
  const code = clientCountryCode(client);
  return code !== null ? code !== 'ES' : !isSpanishClient(client.country);
};

export const isEuCountry = (code: string | null): boolean => code !== null && code !== 'GB' && EU_COUNTRIES.has(code);

/** A business or professional (a CIF, an EU VAT number, or marked professional) established outside Spain. */
export const isBusinessAbroad = (client: ClientIdentity & { isProfessional?: boolean | undefined; isCompany?: boolean | undefined }): boolean =>
  isClientAbroad(client) && (Boolean(client.isProfessional) || Boolean(client.isCompany) || clientIdTypeOf(client) === 'eu_vat');

/**
 * The client's identifier and country against its id type (the Spanish NIF check itself is
 * the field's, `taxIdProblem`, for `nif` and `not_registered`):
 * - an EU VAT number has a member state's prefix (EL for Greece) and is not Spanish;
 * - a passport, an official document of the country of residence or another document names
 *   the country that issued it;
 * - a Spanish NIF not in the census is Spanish (country ES).
 */
export const clientIdProblems = (value: ClientIdentity): RuleProblem[] => {
  const problems: RuleProblem[] = [];
  const type = clientIdTypeOf(value);
  const code = value.countryCode ?? '';
  if (code !== '' && !COUNTRY_CODE.test(code)) problems.push({ path: ['countryCode'], code: 'billing.client_country_code_invalid', message: 'country: an ISO 3166 two-letter code' });
  if (type === 'eu_vat' && value.taxId !== '' && !isEuVatNumberFormat(value.taxId)) {
    problems.push({ path: ['taxId'], code: 'billing.client_eu_vat_invalid', message: 'EU VAT number: a member state prefix (EL for Greece) and its number' });
  }
  if ((type === 'passport' || type === 'residence_id' || type === 'other') && code === '') {
    problems.push({ path: ['countryCode'], code: 'billing.client_country_code_required', message: 'the country that issued the document' });
  }
  if (type === 'not_registered' && code !== '' && code !== 'ES') {
    problems.push({ path: ['countryCode'], code: 'billing.client_country_code_invalid', message: 'a Spanish NIF not in the census is Spanish (ES)' });
  }
  return problems;
};

/** A line's VAT category, with where it sits in the document. */
export interface LineVat {
  path: (string | number)[];
  vat: { kind: VatCategory['kind']; exemption?: string };
}

/**
 * Where the operation is taxed, for an invoice (not a quote, whose client may still be
 * incomplete):
 * - "not subject" (N2, LIVA art. 69.Uno.1) only for a business or professional established
 *   abroad; a consumer, in Spain or abroad, pays Spanish VAT (art. 69.Uno.2);
 * - an intra-Community supply of goods (E5, LIVA art. 25) only to a buyer identified by its EU VAT number;
 * - an export of goods (E2, LIVA art. 21) only to a client established outside Spain.
 */
export const locationProblems = (
  client: ClientIdentity & { isProfessional?: boolean | undefined; isCompany?: boolean | undefined },
  lines: readonly LineVat[],
): RuleProblem[] => {
  const problems: RuleProblem[] = [];
  const business = isBusinessAbroad(client);
  const abroad = isClientAbroad(client);
  for (const { path, vat } of lines) {
    if (vat.kind === 'not_subject' && !business) {
      problems.push({ path, code: 'billing.not_subject_needs_business_abroad', message: 'not subject by location only for a business established abroad (LIVA art. 69)' });
    }
    if (vat.kind === 'exempt' && vat.exemption === 'E5' && clientIdTypeOf(client) !== 'eu_vat') {
      problems.push({ path, code: 'billing.intra_eu_supply_needs_eu_vat', message: "an intra-Community supply needs the buyer's EU VAT number (LIVA art. 25)" });
    }
    if (vat.kind === 'exempt' && vat.exemption === 'E2' && !abroad) {
      problems.push({ path, code: 'billing.export_needs_client_abroad', message: 'an export of goods (LIVA art. 21) only to a client established outside Spain' });
    }
  }
  return problems;
};
