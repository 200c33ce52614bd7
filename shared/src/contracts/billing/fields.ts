// The billing contracts' field rules, each failing with its own catalogue code, shared by
// the settings, document and VERI*FACTU files of this folder.
import * as z from 'zod';
import * as ibantools from 'ibantools';
import type { RuleProblem } from '../../billing/rule-problem.js';
import { VAT_EXEMPTIONS, type VatCategory } from '../../tax/invoice-totals.js';
import { isPercentRate } from '../../tax/indirect-tax.js';
import { EXEMPTION_CAUSE_KEYS } from '../../tax/exemption-causes.js';
import type { ErrorCode } from '../../errors/catalogue.js';
import { codedRule } from '../route.js';
import { SERIES_PATTERN } from '../../tax/invoice-numbering.js';
import { EXPORT_PERIOD_DAYS_MAX, QUOTE_SERIES } from './vocabulary.js';

export const MONEY_MAX = 100_000_000;

export type Ctx = z.RefinementCtx;
export const fail = (ctx: Ctx, path: (string | number)[], code: ErrorCode, message: string) =>
  ctx.addIssue({ code: 'custom', path, ...codedRule(code, message) });
/** The problems a pure rule of shared/src/billing/ found, as issues under `path`. */
export const report = (ctx: Ctx, problems: readonly RuleProblem[], path: (string | number)[] = []) => {
  for (const problem of problems) fail(ctx, [...path, ...problem.path], problem.code, problem.message);
};

export const isoDate = z.iso.date();
export const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
export const requiredText = (max: number) => z.string().trim().max(max);

/** An IBAN, stored in electronic form (no spaces, upper case); checksum and Spanish control digits by ibantools. */
export const ibanProblem = (value: string): ErrorCode | null => {
  const electronic = ibantools.electronicFormatIBAN(value) ?? '';
  return ibantools.isValidIBAN(electronic) ? null : 'billing.iban_invalid';
};
export const ibanText = z
  .string()
  .trim()
  .max(42)
  .superRefine((value, ctx) => {
    if (value !== '' && ibanProblem(value)) fail(ctx, [], 'billing.iban_invalid', 'invalid IBAN');
  })
  .transform((value) => (value === '' ? null : (ibantools.electronicFormatIBAN(value) ?? value)));

/** A rate of 0 to 100 % (two decimals at most); which rates the document's tax offers is `lineTaxProblems` (document-input.ts). */
export const vatRatePercent = z.number().superRefine((value, ctx) => {
  if (!isPercentRate(value)) fail(ctx, [], 'billing.tax_rate_invalid', 'a rate from 0 to 100');
});
const vatRate = z.object({ kind: z.literal('rate'), ratePercent: vatRatePercent }).strict();
/** `cause`: an E1 line's art. 20 exemption (press 20.Uno.26, teaching 20.Uno.9/10; issue 22 point 4). */
const vatExempt = z
  .object({ kind: z.literal('exempt'), exemption: z.enum(Object.keys(VAT_EXEMPTIONS) as [keyof typeof VAT_EXEMPTIONS]), cause: z.enum(EXEMPTION_CAUSE_KEYS).optional() })
  .strict();
/** Not subject by the rules of location (LIVA art. 69, record N2): a service to a business established abroad. */
const vatNotSubject = z.object({ kind: z.literal('not_subject') }).strict();
/** A line's VAT: 21, 10, 4 or 0 %, an exemption E1-E6 (its legal reference prints), or not subject (N2). */
export const vatCategory = z.discriminatedUnion('kind', [vatRate, vatExempt, vatNotSubject]).transform((value) => value as VatCategory);

/** Hundredths at most (a quantity of 0.5 hours, an IRPF rate of 7.5 %). */
export const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

export const moneyCents = (code: ErrorCode) =>
  z.number().superRefine((value, ctx) => {
    if (!Number.isSafeInteger(value) || value < 0 || value > MONEY_MAX) fail(ctx, [], code, 'amount: whole cents, 0 or more');
  });

export const exportPeriodRule = (value: { from: string; to: string }, ctx: z.RefinementCtx): void => {
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
  if (!(days >= 0 && days <= EXPORT_PERIOD_DAYS_MAX)) fail(ctx, ['to'], 'billing.export_period_invalid', 'period: from before to, a year at most');
};

/** A series the caller names: 1-10 letters or digits, never the quotes' own. */
export const seriesRule = (value: { series?: string | undefined }, ctx: Ctx) => {
  if (value.series && (!SERIES_PATTERN.test(value.series) || value.series === QUOTE_SERIES)) fail(ctx, ['series'], 'billing.series_invalid', 'invalid series');
};
