// Billing settings (spec section 3 "Billing settings", section 5 "Billing settings"):
// GET/PUT /api/billing/settings, GET /api/billing/settings/status.
import * as z from 'zod';
import { LEGAL_FORMS, TAX_REGIMES } from '../../billing/billing-enums.js';
import { isEmail, legalFormIsCompany } from '../../billing/client-rules.js';
import { checkTaxId } from '../../tax/tax-id.js';
import { PHOTOGRAPHER_ACTIVITIES } from '../../billing/trade-tax-rules.js';
import { defaultRateProblems } from '../../billing/tax-rules.js';
import { DEFAULT_TAX_TERRITORY, IPSI_RATES_MAX, TAX_TERRITORIES, isPercentRate, taxOfTerritory } from '../../tax/indirect-tax.js';
import { NUMBERING_FORMATS, SERIES_PATTERN } from '../../tax/invoice-numbering.js';
import type { ErrorCode } from '../../errors/catalogue.js';
import { phoneText, taxIdText } from '../checked-fields.js';
import { defineRoute } from '../route.js';
import { fail, ibanText, optionalText, requiredText, type Ctx } from './fields.js';
import { DEFAULT_RECTIFYING_SERIES, DEFAULT_SIMPLIFIED_SERIES, QUOTE_SERIES } from './vocabulary.js';

/** The fields billing setup needs before a quote or invoice can be made. */
export const REQUIRED_BILLING_FIELDS = [
  'businessName',
  'legalForm',
  'taxId',
  'address',
  'city',
  'postalCode',
  'country',
  'email',
  'phone',
] as const;
/**
 * The fields setup needs besides those, for a self-employed issuer only (issue 22 point 8): the
 * full legal name, name and surnames. Settings saved before it existed lack it: setup reads
 * incomplete (the status lists it) until it is given, so no invoice is issued without it.
 */
export const SELF_EMPLOYED_BILLING_FIELDS = ['legalName'] as const;
/** What the settings status may list as missing. */
export const SETUP_FIELDS = [...REQUIRED_BILLING_FIELDS, ...SELF_EMPLOYED_BILLING_FIELDS] as const;
export type RequiredBillingField = (typeof SETUP_FIELDS)[number];

const required = (ctx: Ctx, value: unknown, path: string, code: ErrorCode) => {
  if (typeof value !== 'string' || value.trim() === '') fail(ctx, [path], code, `${path} is required`);
};

export const billingSettingsInput = z
  .object({
    /** The trade name (nombre comercial) or, for a company, its name. */
    businessName: requiredText(160),
    legalForm: z.enum(LEGAL_FORMS),
    /**
     * A self-employed issuer's full legal name, name and surnames (required then): printed on
     * the PDF with the trade name beside it, and recorded as NombreRazonEmisor.
     */
    legalName: optionalText(120),
    /** The issuer's NIF, NIE or CIF (checked as spec section 5 "Tax id" says), stored clean. */
    taxId: taxIdText(20),
    address: requiredText(200),
    city: requiredText(120),
    postalCode: requiredText(12),
    country: requiredText(120),
    email: z.string().trim().toLowerCase().max(254),
    phone: phoneText(30),
    /**
     * Where the issuer is established for indirect taxes (issue 22 point 3): it decides IVA,
     * IGIC or IPSI (shared/src/tax/indirect-tax.ts). País Vasco and Navarra issue no invoice
     * here (their own systems apply, not VERI*FACTU). Settings saved before it read as common.
     */
    taxTerritory: z.enum(TAX_TERRITORIES).default(DEFAULT_TAX_TERRITORY),
    /** Ceuta's or Melilla's IPSI rates, as the photographer enters them (required there, ignored elsewhere). */
    ipsiRatesPercent: z.array(z.number()).max(IPSI_RATES_MAX).default([]),
    /** The rate a new line starts with: one the territory's tax offers (21 for IVA, 7 for IGIC...). */
    defaultVatRatePercent: z.number().default(21),
    /**
     * Whether the photographer's prices (packages, extra photos, products) are entered VAT
     * included (issue 22 A: the client pays what the gallery shows) or VAT excluded (VAT added
     * on top, as every price was treated before the setting existed).
     */
    pricesIncludeVat: z.boolean().default(false),
    taxRegime: z.enum(TAX_REGIMES).default('general'),
    /**
     * The photographer's activity (issue 22 point 4): `professional` (IAE sección 2.ª, artistic
     * photographer: IRPF withheld on invoices to Spanish businesses) or `studio` (IAE 973.1: no
     * IRPF). With the year it started, it chooses the default withholding (15 %, or 7 % in that
     * year and the two following).
     */
    activity: z.enum(PHOTOGRAPHER_ACTIVITIES).default('professional'),
    activityStartYear: z.number().nullable().optional(),
    numberingFormat: z.enum(NUMBERING_FORMATS).default('year-0001'),
    /** Empty for the main series. */
    series: z.string().trim().toUpperCase().max(10).default(''),
    /** The rectifying invoices' own series (own counter, gapless, in date order). */
    rectifyingSeries: z.string().trim().toUpperCase().max(10).default(DEFAULT_RECTIFYING_SERIES),
    /** The simplified invoices' own series. */
    simplifiedSeries: z.string().trim().toUpperCase().max(10).default(DEFAULT_SIMPLIFIED_SERIES),
    /**
     * The number the next invoice of the main series (this year, for formats with the year)
     * gets; absent leaves the counter as it is. It may skip ahead (continuing from another
     * tool) but never go to or below a number already issued (`billing.next_number_below_issued`),
     * and only while the series has issued no invoice (`billing.next_number_locked`, issue 22
     * point 6): once it has, its numbers follow on.
     */
    nextInvoiceNumber: z.number().optional(),
    iban: ibanText.nullable().optional(),
    bankName: optionalText(120),
    responsibleName: optionalText(160),
    additionalTerms: optionalText(2000),
  })
  .strict()
  .superRefine((value, ctx) => {
    required(ctx, value.businessName, 'businessName', 'billing.business_name_required');
    if (!legalFormIsCompany(value.legalForm)) required(ctx, value.legalName, 'legalName', 'billing.legal_name_required');
    required(ctx, value.taxId, 'taxId', 'billing.tax_id_required');
    required(ctx, value.address, 'address', 'billing.address_required');
    required(ctx, value.city, 'city', 'billing.city_required');
    required(ctx, value.postalCode, 'postalCode', 'billing.postal_code_required');
    required(ctx, value.country, 'country', 'billing.country_required');
    required(ctx, value.phone, 'phone', 'billing.phone_required');
    if (value.email === '') fail(ctx, ['email'], 'billing.email_required', 'email is required');
    else if (!isEmail(value.email)) fail(ctx, ['email'], 'billing.email_invalid', 'invalid email');
    if (value.taxId !== '' && checkTaxId(value.taxId).isValid) {
      const isCompany = checkTaxId(value.taxId).isCompany;
      if (isCompany !== legalFormIsCompany(value.legalForm)) {
        fail(ctx, ['taxId'], 'billing.tax_id_legal_form_mismatch', 'a company legal form needs a CIF; self-employed needs a NIF or NIE');
      }
    }
    const startYear = value.activityStartYear;
    if (typeof startYear === 'number' && (!Number.isInteger(startYear) || startYear < 1900 || startYear > new Date().getUTCFullYear() + 1)) {
      fail(ctx, ['activityStartYear'], 'billing.activity_start_year_invalid', 'activity start year: 1900 to this year');
    }
    if (value.nextInvoiceNumber !== undefined && (!Number.isSafeInteger(value.nextInvoiceNumber) || value.nextInvoiceNumber < 1)) {
      fail(ctx, ['nextInvoiceNumber'], 'billing.next_number_invalid', 'next invoice number must be an integer above 0');
    }
    if (value.ipsiRatesPercent.some((rate) => !isPercentRate(rate))) fail(ctx, ['ipsiRatesPercent'], 'billing.ipsi_rates_invalid', 'IPSI rates: 0 to 100, two decimals at most');
    else if (taxOfTerritory(value.taxTerritory) === 'IPSI' && value.ipsiRatesPercent.length === 0) {
      fail(ctx, ['ipsiRatesPercent'], 'billing.ipsi_rates_required', 'Ceuta and Melilla: enter the IPSI rates');
    }
    for (const problem of defaultRateProblems(taxOfTerritory(value.taxTerritory), value.defaultVatRatePercent, value.ipsiRatesPercent)) {
      fail(ctx, problem.path, problem.code, problem.message);
    }
    if (value.series !== '' && !SERIES_PATTERN.test(value.series)) fail(ctx, ['series'], 'billing.series_invalid', 'series is 1-10 letters or digits');
    if (value.series === QUOTE_SERIES) fail(ctx, ['series'], 'billing.series_invalid', 'the quotes use this series');
    for (const field of ['rectifyingSeries', 'simplifiedSeries'] as const) {
      if (!SERIES_PATTERN.test(value[field]) || value[field] === QUOTE_SERIES) fail(ctx, [field], 'billing.series_invalid', 'series is 1-10 letters or digits, not P');
    }
    if (new Set([value.series, value.rectifyingSeries, value.simplifiedSeries]).size !== 3) {
      fail(ctx, ['rectifyingSeries'], 'billing.series_not_distinct', 'the main, rectifying and simplified series differ');
    }
  });
export type BillingSettingsInput = z.input<typeof billingSettingsInput>;
export type BillingSettingsValues = z.infer<typeof billingSettingsInput>;

export const billingSettings = z.object({
  businessName: z.string(),
  legalForm: z.enum(LEGAL_FORMS),
  /** A self-employed issuer's full legal name; null until given (and for a company without one). */
  legalName: z.string().nullable(),
  taxId: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  /** `common` on settings saved before the territory existed. */
  taxTerritory: z.enum(TAX_TERRITORIES),
  /** The IPSI rates entered (empty outside Ceuta and Melilla, and on settings saved before). */
  ipsiRatesPercent: z.array(z.number()),
  defaultVatRatePercent: z.number(),
  /** False on settings saved before the setting existed (their prices were VAT excluded). */
  pricesIncludeVat: z.boolean(),
  taxRegime: z.enum(TAX_REGIMES),
  /** Professional (IAE sección 2.ª) on settings saved before the field existed. */
  activity: z.enum(PHOTOGRAPHER_ACTIVITIES),
  activityStartYear: z.number().nullable(),
  numberingFormat: z.enum(NUMBERING_FORMATS),
  series: z.string(),
  rectifyingSeries: z.string(),
  simplifiedSeries: z.string(),
  /** The number the next invoice of the main series gets today (read from its counter). */
  nextInvoiceNumber: z.number(),
  /** The main series has issued an invoice: its next number can no longer be set (issue 22 point 6). */
  nextInvoiceNumberLocked: z.boolean(),
  iban: z.string().nullable(),
  bankName: z.string().nullable(),
  responsibleName: z.string().nullable(),
  additionalTerms: z.string().nullable(),
  updatedAt: z.string(),
});
export type BillingSettings = z.infer<typeof billingSettings>;

/** Billing setup is complete when every required field is present and valid. */
export const billingSettingsStatus = z.object({
  complete: z.boolean(),
  /** Required fields missing or invalid; every one of them when nothing was saved yet. */
  missing: z.array(z.enum(SETUP_FIELDS)),
});
export type BillingSettingsStatus = z.infer<typeof billingSettingsStatus>;

/**
 * The withholding a new invoice to a Spanish business or professional takes by default today,
 * by the settings' activity (issue 22 point 4): 15, 7 in a new activity, or null (a 973.1
 * studio, a company, or no settings yet). Beside the settings, not in them, so the settings
 * answer can be sent back as it is.
 */
const defaultIrpfRatePercent = z.number().nullable();

export const getBillingSettings = defineRoute({
  id: 'billing.getSettings',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/settings',
  auth: 'photographer',
  response: z.object({ settings: billingSettings.nullable(), status: billingSettingsStatus, defaultIrpfRatePercent }),
});

export const putBillingSettings = defineRoute({
  id: 'billing.putSettings',
  domain: 'billing',
  method: 'PUT',
  path: '/api/billing/settings',
  auth: 'photographer',
  body: billingSettingsInput,
  response: z.object({ settings: billingSettings, status: billingSettingsStatus, defaultIrpfRatePercent }),
});

export const getBillingSettingsStatus = defineRoute({
  id: 'billing.getSettingsStatus',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/settings/status',
  auth: 'photographer',
  response: billingSettingsStatus,
});

