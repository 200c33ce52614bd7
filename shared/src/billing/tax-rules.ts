// What the issuer's tax (IVA, IGIC, IPSI: shared/src/tax/indirect-tax.ts) allows on a
// document (issue 22 point 3): each line's rate is one its tax has, exemptions and "not
// subject" only under IVA for now (their printed mentions are the LIVA's), and under IGIC or
// IPSI no client abroad yet. Which IVA rates and exemptions fit a photographer's trade is
// trade-tax-rules.ts's (checked when an invoice is issued). Pure; the contracts and the use
// cases report the problems.
import { isSpanishClient } from './client-rules.js';
import type { RuleProblem } from './rule-problem.js';
import type { ErrorCode } from '../errors/catalogue.js';
import { ratesOfTax, ratesOffered, type IndirectTax } from '../tax/indirect-tax.js';
import type { VatCategory } from '../tax/invoice-totals.js';

export interface LineVat {
  path: (string | number)[];
  vat: VatCategory;
}

/**
 * The lines' problems under `tax`. IPSI's rates are the photographer's: without them
 * (`ipsiRatesPercent` undefined, as in a contract that has no settings) any rate passes here
 * and the use case checks them against the settings.
 */
export const lineTaxProblems = (lines: readonly LineVat[], tax: IndirectTax, ipsiRatesPercent?: readonly number[]): RuleProblem[] => {
  const problems: RuleProblem[] = [];
  for (const { path, vat } of lines) {
    if (vat.kind !== 'rate') {
      if (tax !== 'IVA') problems.push({ path, code: 'billing.exemption_not_offered', message: `no exemption or N2 under ${tax} yet` });
      continue;
    }
    if (tax === 'IPSI' && ipsiRatesPercent === undefined) continue;
    if (!ratesOfTax(tax, ipsiRatesPercent).includes(vat.ratePercent)) {
      problems.push({ path, code: rateRefusalCode(tax, vat.ratePercent), message: `${vat.ratePercent} % is not a ${tax} rate` });
    }
  }
  return problems;
};

/** Why a rate is not offered under `tax`: not IVA's at all, IVA's but not the trade's (4, 0 %), or not IGIC's / the photographer's IPSI. */
export const rateRefusalCode = (tax: IndirectTax, ratePercent: number): ErrorCode => {
  if (tax !== 'IVA') return 'billing.tax_rate_not_offered';
  return ratesOfTax('IVA').includes(ratePercent) ? 'billing.vat_rate_not_for_trade' : 'billing.tax_rate_invalid';
};

/** The settings' default rate is one offered under the tax (issue 22 points 3 and 4): IVA 21 or 10 %, IGIC's, IPSI's entered. */
export const defaultRateProblems = (tax: IndirectTax, ratePercent: number, ipsiRatesPercent: readonly number[]): RuleProblem[] => {
  const offered = ratesOffered(tax, ipsiRatesPercent);
  return offered.length === 0 || offered.includes(ratePercent)
    ? []
    : [{ path: ['defaultVatRatePercent'], code: rateRefusalCode(tax, ratePercent), message: `the default rate is one of the ${tax} rates offered` }];
};

/** Under IGIC or IPSI the product invoices clients in Spain only (clients abroad are out of scope for now). */
export const clientTaxProblems = (client: { country?: string | null | undefined }, tax: IndirectTax, path: (string | number)[] = ['client']): RuleProblem[] =>
  tax !== 'IVA' && !isSpanishClient(client.country)
    ? [{ path: [...path, 'country'], code: 'billing.client_abroad_not_supported', message: `no client abroad under ${tax} yet` }]
    : [];
