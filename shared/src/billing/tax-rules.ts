// What the issuer's tax (IVA, IGIC, IPSI: shared/src/tax/indirect-tax.ts) allows on a
// document (issue 22 point 3): each line's rate is one its tax offers, exemptions and "not
// subject" only under IVA for now (their printed mentions are the LIVA's), and under IGIC or
// IPSI no client abroad yet. Pure; the contracts and the use cases report the problems.
import { isSpanishClient } from './client-rules.js';
import type { RuleProblem } from './rule-problem.js';
import { ratesOffered, type IndirectTax } from '../tax/indirect-tax.js';
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
    if (!ratesOffered(tax, ipsiRatesPercent).includes(vat.ratePercent)) {
      problems.push({
        path,
        code: tax === 'IVA' ? 'billing.tax_rate_invalid' : 'billing.tax_rate_not_offered',
        message: `${vat.ratePercent} % is not a ${tax} rate offered`,
      });
    }
  }
  return problems;
};

/** Under IGIC or IPSI the product invoices clients in Spain only (clients abroad are out of scope for now). */
export const clientTaxProblems = (client: { country?: string | null | undefined }, tax: IndirectTax, path: (string | number)[] = ['client']): RuleProblem[] =>
  tax !== 'IVA' && !isSpanishClient(client.country)
    ? [{ path: [...path, 'country'], code: 'billing.client_abroad_not_supported', message: `no client abroad under ${tax} yet` }]
    : [];
