// The plan's figures (spec sections 1 and 9), in cents. The yearly figures are the spec's own:
// it saves 55.98 EUR (2 months) and is shown as 23.25 EUR a month.
import type { Language } from '@fotostudio/shared/constants';

export const PLAN = {
  monthlyCents: 2799,
  betaMonthlyCents: 1680,
  yearlySavingCents: 5598,
  yearlyEffectiveMonthlyCents: 2325,
} as const;

export type Billing = 'monthly' | 'yearly';

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

export const formatEuros = (cents: number, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);

/** The monthly figure the pricing card shows for a billing choice. */
export const monthlyPriceCents = (billing: Billing): number => (billing === 'monthly' ? PLAN.monthlyCents : PLAN.yearlyEffectiveMonthlyCents);
