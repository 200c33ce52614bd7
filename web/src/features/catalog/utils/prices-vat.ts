import type { getBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';

/**
 * Whether the prices typed in the catalogue include VAT: the billing setting
 * `pricesIncludeVat` (one for packages, extra photos and products, issue 22 A). Billing not
 * set up yet reads as VAT excluded, as the gallery prices it (pricing-records.ts taxTermsOf);
 * undefined while the settings load.
 */
export const pricesVatNoteOf = (answer: RouteResponse<typeof getBillingSettings> | undefined): 'included' | 'excluded' | undefined => {
  if (!answer) return undefined;
  return answer.settings?.pricesIncludeVat ? 'included' : 'excluded';
};
