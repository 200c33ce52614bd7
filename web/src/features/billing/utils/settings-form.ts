// The Client billing form's values as typed, turned into the API's input and checked with
// the contract itself (spec section 5 "Billing settings"), so each field shows the catalogue
// message the server would give.
import {
  billingSettingsInput,
  REQUIRED_BILLING_FIELDS,
  type BillingSettings,
  type BillingSettingsInput,
} from '@fotostudio/shared/contracts/billing/settings';
import { DEFAULT_RECTIFYING_SERIES, DEFAULT_SIMPLIFIED_SERIES, type LegalForm, type NumberingFormat, type TaxRegime } from '@fotostudio/shared/contracts/billing/vocabulary';
import { isErrorCode } from '@fotostudio/shared/errors/catalogue';
import { DEFAULT_TAX_TERRITORY, defaultRateOf, ratesOffered, taxOfTerritory, type TaxTerritory } from '@fotostudio/shared/tax/indirect-tax';
import type { PhotographerActivity } from '@fotostudio/shared/billing/trade-tax-rules';
import type { Problem } from './document-form';

export interface SettingsFormValues {
  businessName: string;
  legalForm: LegalForm | '';
  /** A self-employed issuer's full legal name (issue 22 point 8). */
  legalName: string;
  taxId: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  email: string;
  phone: string;
  /** The issuer's tax territory (issue 22 point 3): it decides IVA, IGIC or IPSI. */
  taxTerritory: TaxTerritory;
  /** Ceuta's or Melilla's IPSI rates as typed: "0,5; 4; 10" (semicolons or spaces between them). */
  ipsiRatesPercent: string;
  defaultVatRatePercent: string;
  /** Whether the prices are entered VAT included or VAT excluded. */
  pricesIncludeVat: PricesVat;
  taxRegime: TaxRegime;
  /** The IAE activity (issue 22 point 4): it chooses the default IRPF withholding. */
  activity: PhotographerActivity;
  /** The year the activity started (blank: not given). */
  activityStartYear: string;
  numberingFormat: NumberingFormat;
  series: string;
  nextInvoiceNumber: string;
  rectifyingSeries: string;
  simplifiedSeries: string;
  iban: string;
  bankName: string;
  responsibleName: string;
  additionalTerms: string;
}
export type SettingsField = keyof SettingsFormValues;
export const PRICES_VAT = ['excluded', 'included'] as const;
export type PricesVat = (typeof PRICES_VAT)[number];
export type SettingsFormErrors = Partial<Record<SettingsField, Problem>>;

export const isRequiredSetting = (field: SettingsField): boolean => (REQUIRED_BILLING_FIELDS as readonly string[]).includes(field);

/** The profile's business data (Profile → Business), what billing settings start from before their first save. */
export interface ProfileBusinessData {
  businessName: string | null;
  taxId: string | null;
  street: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  email: string | null;
  phone: string | null;
}

/**
 * The form's values: the saved settings, or before the first save the profile's business data
 * (so the photographer does not type their business twice), else empty.
 */
export const settingsFormOf = (settings: BillingSettings | null, defaults: { country: string; profile?: ProfileBusinessData | undefined }): SettingsFormValues => ({
  businessName: settings?.businessName ?? defaults.profile?.businessName ?? '',
  legalForm: settings?.legalForm ?? '',
  legalName: settings?.legalName ?? '',
  taxId: settings?.taxId ?? defaults.profile?.taxId ?? '',
  address: settings?.address ?? defaults.profile?.street ?? '',
  city: settings?.city ?? defaults.profile?.city ?? '',
  postalCode: settings?.postalCode ?? defaults.profile?.postalCode ?? '',
  country: settings?.country ?? defaults.profile?.country ?? defaults.country,
  email: settings?.email ?? defaults.profile?.email ?? '',
  phone: settings?.phone ?? defaults.profile?.phone ?? '',
  taxTerritory: settings?.taxTerritory ?? DEFAULT_TAX_TERRITORY,
  ipsiRatesPercent: (settings?.ipsiRatesPercent ?? []).map(rateText).join('; '),
  defaultVatRatePercent: String(settings?.defaultVatRatePercent ?? 21),
  pricesIncludeVat: settings?.pricesIncludeVat ? 'included' : 'excluded',
  taxRegime: settings?.taxRegime ?? 'general',
  activity: settings?.activity ?? 'professional',
  activityStartYear: settings?.activityStartYear ? String(settings.activityStartYear) : '',
  numberingFormat: settings?.numberingFormat ?? 'year-0001',
  series: settings?.series ?? '',
  nextInvoiceNumber: String(settings?.nextInvoiceNumber ?? 1),
  rectifyingSeries: settings?.rectifyingSeries ?? DEFAULT_RECTIFYING_SERIES,
  simplifiedSeries: settings?.simplifiedSeries ?? DEFAULT_SIMPLIFIED_SERIES,
  iban: settings?.iban ?? '',
  bankName: settings?.bankName ?? '',
  responsibleName: settings?.responsibleName ?? '',
  additionalTerms: settings?.additionalTerms ?? '',
});

/** A rate as typed in Spanish notation (9,5). */
const rateText = (rate: number): string => String(rate).replace('.', ',');

/** The typed IPSI rates: separated by semicolons or spaces, decimals with a comma or a point; one that is no number is NaN. */
export const parseRates = (text: string): number[] =>
  text
    .split(/[;\s]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+([.,]\d+)?$/.test(part) ? Number(part.replace(',', '.')) : Number.NaN));

/**
 * The default rate when the territory changes (issue 22 point 3): kept if the new tax offers
 * it, else the tax's default (IGIC 7 %, IVA 21 %, IPSI's first rate).
 */
export const defaultRateForTerritory = (values: Pick<SettingsFormValues, 'taxTerritory' | 'ipsiRatesPercent' | 'defaultVatRatePercent'>): string => {
  const tax = taxOfTerritory(values.taxTerritory);
  const ipsi = parseRates(values.ipsiRatesPercent).filter((rate) => !Number.isNaN(rate));
  const current = Number(values.defaultVatRatePercent);
  return String(ratesOffered(tax, ipsi).includes(current) ? current : defaultRateOf(tax, ipsi));
};

const problemOf = (issue: { code: string; params?: Record<string, unknown> }): Problem => {
  const code = issue.code === 'custom' ? issue.params?.catalogueCode : undefined;
  if (!isErrorCode(code)) return { message: 'required' };
  const expected = issue.params?.expected;
  return typeof expected === 'string' ? { code, params: { expected } } : { code };
};

/** The PUT body, or the problems by field. */
export const checkSettingsForm = (
  values: SettingsFormValues,
): { input: BillingSettingsInput; errors: null } | { input: null; errors: SettingsFormErrors } => {
  const errors: SettingsFormErrors = {};
  if (values.legalForm === '') errors.legalForm = { message: 'required' };
  const next = values.nextInvoiceNumber.trim();
  const ipsiRates = taxOfTerritory(values.taxTerritory) === 'IPSI' ? parseRates(values.ipsiRatesPercent) : [];
  // A typed rate that is no number is the contract's own refusal, on the field.
  if (ipsiRates.some((rate) => Number.isNaN(rate))) errors.ipsiRatesPercent = { code: 'billing.ipsi_rates_invalid' };
  const input = {
    businessName: values.businessName,
    legalForm: values.legalForm === '' ? 'self_employed' : values.legalForm,
    legalName: values.legalName.trim() || null,
    taxId: values.taxId,
    address: values.address,
    city: values.city,
    postalCode: values.postalCode,
    country: values.country,
    email: values.email,
    phone: values.phone,
    taxTerritory: values.taxTerritory,
    // Only where IPSI applies: elsewhere the rates are not kept.
    ipsiRatesPercent: ipsiRates.filter((rate) => !Number.isNaN(rate)),
    defaultVatRatePercent: Number(values.defaultVatRatePercent),
    pricesIncludeVat: values.pricesIncludeVat === 'included',
    taxRegime: values.taxRegime,
    activity: values.activity,
    activityStartYear: values.activityStartYear.trim() === '' ? null : /^\d{1,4}$/.test(values.activityStartYear.trim()) ? Number(values.activityStartYear.trim()) : Number.NaN,
    numberingFormat: values.numberingFormat,
    series: values.series,
    nextInvoiceNumber: /^\d{1,9}$/.test(next) ? Number(next) : Number.NaN,
    rectifyingSeries: values.rectifyingSeries,
    simplifiedSeries: values.simplifiedSeries,
    iban: values.iban.trim() || null,
    bankName: values.bankName.trim() || null,
    responsibleName: values.responsibleName.trim() || null,
    additionalTerms: values.additionalTerms.trim() || null,
  } satisfies BillingSettingsInput;
  const parsed = billingSettingsInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as SettingsField;
      if (field in values && !errors[field]) errors[field] = problemOf(issue);
    }
  }
  // The contract's cross-field rules wait for every field's format: empty required fields
  // are named at once all the same.
  for (const field of REQUIRED_BILLING_FIELDS) if (values[field].trim() === '') errors[field] ??= { message: 'required' };
  return Object.keys(errors).length > 0 ? { input: null, errors } : { input, errors: null };
};

/** A server error code that belongs to one field, so it shows there instead of in a toast. */
export const fieldOfSettingsCode = (code: string): SettingsField | undefined => {
  const fields: Record<string, SettingsField> = {
    'billing.iban_invalid': 'iban',
    'billing.next_number_below_issued': 'nextInvoiceNumber',
    'billing.next_number_invalid': 'nextInvoiceNumber',
    'billing.next_number_locked': 'nextInvoiceNumber',
    'billing.legal_name_required': 'legalName',
    'billing.series_invalid': 'series',
    'billing.series_not_distinct': 'rectifyingSeries',
    'billing.tax_id_legal_form_mismatch': 'taxId',
    'billing.email_invalid': 'email',
    'billing.tax_rate_invalid': 'defaultVatRatePercent',
    'billing.tax_rate_not_offered': 'defaultVatRatePercent',
    'billing.vat_rate_not_for_trade': 'defaultVatRatePercent',
    'billing.ipsi_rates_invalid': 'ipsiRatesPercent',
    'billing.ipsi_rates_required': 'ipsiRatesPercent',
    'billing.territory_not_supported': 'taxTerritory',
    'billing.activity_start_year_invalid': 'activityStartYear',
  };
  return fields[code] ?? (code.startsWith('tax_id.') ? 'taxId' : code === 'profile.phone_invalid' ? 'phone' : undefined);
};
