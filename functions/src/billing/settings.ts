// Billing settings (spec "Billing settings"): the issuer's data every quote and invoice
// copies, and the numbering of the main series. Setup is complete when every required field
// is present and valid; until then no quote or invoice can be made.
import { DEFAULT_TAX_TERRITORY } from '@fotostudio/shared/tax/indirect-tax';
import { activityOf, defaultIrpfPercent } from '@fotostudio/shared/billing/trade-tax-rules';
import {
  billingSettingsInput,
  REQUIRED_BILLING_FIELDS,
  SETUP_FIELDS,
  type BillingSettings,
  type BillingSettingsStatus,
  type BillingSettingsValues,
  type RequiredBillingField,
} from '@fotostudio/shared/contracts/billing/settings';
import { DEFAULT_RECTIFYING_SERIES, DEFAULT_SIMPLIFIED_SERIES, type InvoiceType } from '@fotostudio/shared/contracts/billing/vocabulary';
import { isRectifyingType } from '@fotostudio/shared/billing/invoice-types';
import { legalFormIsCompany } from '@fotostudio/shared/billing/client-rules';
import { db, isConditionalFailure } from '../data/database.js';
import { setNextInvoiceNumber } from '../data/stores/billing.js';
import type { BillingSettingsItem } from '../data/entities/billing.js';
import { DomainError } from '../lib/errors.js';
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { counterKeyOf, readCounter, seriesHasIssued } from './counters.js';

export const findSettings = async (photographerId: string): Promise<BillingSettingsItem | undefined> =>
  (await db().entities.billingSettings.get({ photographerId }).go({ consistent: true })).data ?? undefined;

/** Which required fields a stored item lacks or holds invalid (rules may tighten after it was saved). */
export const missingFields = (item: BillingSettingsItem | undefined): RequiredBillingField[] => {
  if (!item) return [...REQUIRED_BILLING_FIELDS, ...SETUP_FIELDS.filter((field) => !(REQUIRED_BILLING_FIELDS as readonly string[]).includes(field))];
  const parsed = billingSettingsInput.safeParse({ ...item, iban: item.iban ?? null, photographerId: undefined, createdAt: undefined, updatedAt: undefined });
  if (parsed.success) return [];
  const failing = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  // A self-employed issuer's legal name (issue 22 point 8) is required only for that legal form.
  const needed = (field: RequiredBillingField) => field !== 'legalName' || !legalFormIsCompany(item.legalForm);
  return SETUP_FIELDS.filter((field) => needed(field) && (failing.has(field) || !item[field]));
};

export const statusOf = (item: BillingSettingsItem | undefined): BillingSettingsStatus => {
  const missing = missingFields(item);
  return { complete: missing.length === 0, missing };
};

/** The settings a quote or invoice is made with; 409 `billing.setup_incomplete` until complete. */
export const requireCompleteSettings = async (photographerId: string): Promise<BillingSettingsItem> => {
  const item = await findSettings(photographerId);
  if (!item || missingFields(item).length > 0) throw new DomainError('billing.setup_incomplete');
  return item;
};

/**
 * The series an invoice of `type` is numbered in: the main one for F1, the rectifying one for
 * R1-R5, the simplified one for F2. Settings saved before the two existed read as their
 * defaults, which may meet the main series: then numbers would mix, so nothing is issued.
 */
export const seriesOfType = (settings: Pick<BillingSettingsItem, 'series' | 'rectifyingSeries' | 'simplifiedSeries'>, type: InvoiceType): string => {
  const rectifying = settings.rectifyingSeries ?? DEFAULT_RECTIFYING_SERIES;
  const simplified = settings.simplifiedSeries ?? DEFAULT_SIMPLIFIED_SERIES;
  if (new Set([settings.series, rectifying, simplified]).size !== 3) throw new DomainError('billing.series_not_distinct');
  // An F3 (in place of simplified invoices) is a full invoice: the main series.
  return type === 'F1' || type === 'F3' ? settings.series : isRectifyingType(type) ? rectifying : simplified;
};

const mainSeriesToday = (item: Pick<BillingSettingsItem, 'numberingFormat' | 'series'>) => ({
  format: item.numberingFormat,
  series: item.series,
  issueDate: todayInMadrid(),
});

/** The default withholding today by the settings' activity (issue 22 point 4); none before settings exist. */
export const defaultIrpfOf = (item: BillingSettingsItem | null | undefined): number | null => (item ? defaultIrpfPercent(item, todayInMadrid()) : null);

export const toBillingSettings = async (item: BillingSettingsItem): Promise<BillingSettings> => {
  const [counter, locked] = await Promise.all([
    readCounter(item.photographerId, 'invoice', counterKeyOf(mainSeriesToday(item))),
    seriesHasIssued(item.photographerId, item.series),
  ]);
  return {
    businessName: item.businessName,
    legalForm: item.legalForm,
    legalName: item.legalName ?? null,
    taxId: item.taxId,
    address: item.address,
    city: item.city,
    postalCode: item.postalCode,
    country: item.country,
    email: item.email,
    phone: item.phone,
    // Settings saved before the territory existed are common territory (IVA), as they were used.
    taxTerritory: item.taxTerritory ?? DEFAULT_TAX_TERRITORY,
    ipsiRatesPercent: item.ipsiRatesPercent ?? [],
    defaultVatRatePercent: item.defaultVatRatePercent,
    pricesIncludeVat: item.pricesIncludeVat ?? false,
    taxRegime: item.taxRegime,
    activity: activityOf(item),
    activityStartYear: item.activityStartYear ?? null,
    numberingFormat: item.numberingFormat,
    series: item.series,
    rectifyingSeries: item.rectifyingSeries ?? DEFAULT_RECTIFYING_SERIES,
    simplifiedSeries: item.simplifiedSeries ?? DEFAULT_SIMPLIFIED_SERIES,
    nextInvoiceNumber: counter?.next ?? 1,
    nextInvoiceNumberLocked: locked,
    iban: item.iban ?? null,
    bankName: item.bankName ?? null,
    responsibleName: item.responsibleName ?? null,
    additionalTerms: item.additionalTerms ?? null,
    updatedAt: item.updatedAt,
  };
};

const orUndefined = (value: string | null | undefined): string | undefined => (value ? value : undefined);

/**
 * Moves the main series' counter to `next`, only before the series' first invoice (issue 22
 * point 6: to continue another tool's numbering); once the series has issued one, in any
 * year, its numbers follow on and only the number it is at may be sent back.
 */
const moveMainCounter = async (photographerId: string, values: Pick<BillingSettingsValues, 'numberingFormat' | 'series'>, next: number): Promise<void> => {
  const counterKey = counterKeyOf(mainSeriesToday({ numberingFormat: values.numberingFormat, series: values.series }));
  const [counter, locked] = await Promise.all([readCounter(photographerId, 'invoice', counterKey), seriesHasIssued(photographerId, values.series)]);
  if ((counter?.next ?? 1) === next) return;
  if (counter && next <= counter.lastIssued) throw new DomainError('billing.next_number_below_issued');
  if (locked) throw new DomainError('billing.next_number_locked', { issues: [{ path: 'nextInvoiceNumber', message: 'the series has issued invoices' }] });
  // An invoice issued meanwhile moved lastIssued: the check above must hold for the value written over.
  await setNextInvoiceNumber(photographerId, counterKey, counter, next).catch((error: unknown) => {
    throw isConditionalFailure(error) ? new DomainError('general.changed_meanwhile', { cause: error }) : error;
  });
};

/**
 * Saves the settings and moves the main series' counter (this year's, for formats with the
 * year) to the next number asked for: it may skip ahead, never back to a number issued.
 */
export const putSettings = async (photographerId: string, values: BillingSettingsValues): Promise<BillingSettingsItem> => {
  if (values.nextInvoiceNumber !== undefined) await moveMainCounter(photographerId, values, values.nextInvoiceNumber);
  const { nextInvoiceNumber: _next, iban, bankName, responsibleName, additionalTerms, legalName, activityStartYear, ...fields } = values;
  await db()
    .entities.billingSettings.put({
      photographerId,
      ...fields,
      legalName: orUndefined(legalName),
      activityStartYear: activityStartYear ?? undefined,
      iban: orUndefined(iban),
      bankName: orUndefined(bankName),
      responsibleName: orUndefined(responsibleName),
      additionalTerms: orUndefined(additionalTerms),
    })
    .go();
  const saved = await findSettings(photographerId);
  if (!saved) throw new Error('billing settings vanished after saving');
  return saved;
};
