// A simplified invoice (F2, or R5 rectifying one): no IRPF, and an F2 has a limit and is
// refused for the operations RD 1619/2012 art. 4.3 excludes.
import { checkTaxId } from '../tax/tax-id.js';
import { isBusinessAbroad, type ClientIdentity } from './client-id.js';
import { isSpanishClient } from './client-rules.js';
import type { DocumentRuleInput } from './document-rules.js';
import { totalsOrNull } from './document-rules.js';
import type { InvoiceType } from './invoice-types.js';
import type { RuleProblem } from './rule-problem.js';

/**
 * A simplified invoice totals at most this, VAT included. RD 1619/2012 art. 4.1.a allows
 * 400 EUR; art. 4.2 raises it to 3,000 EUR for the operations it lists, among them "j)
 * Revelado de fotografías y servicios prestados por estudios fotográficos": a photography
 * studio's services, which is what this product bills.
 */
export const SIMPLIFIED_INVOICE_LIMIT_CENTS = 300_000;

/** A simplified invoice (F2 or R5) withholds no IRPF. */
export const simplifiedIrpfProblems = (value: Pick<DocumentRuleInput, 'irpfRatePercent'>): RuleProblem[] =>
  value.irpfRatePercent !== null ? [{ path: ['irpfRatePercent'], code: 'billing.simplified_no_irpf', message: 'a simplified invoice withholds no IRPF' }] : [];

export type SimplifiedRuleInput = Pick<DocumentRuleInput, 'pricing' | 'products' | 'irpfRatePercent'> & {
  client: DocumentRuleInput['client'] & Omit<ClientIdentity, 'taxId'>;
};

/**
 * The operations RD 1619/2012 art. 4.3 never lets a simplified invoice document, as far as a
 * document of this product can show them:
 * - a) an intra-Community supply of goods (LIVA art. 25): a line exempt under E5;
 * - d) an operation located outside Spain by the supplier established here: a service to a
 *   business or professional established abroad (LIVA art. 69.Uno.1: a client whose country is
 *   not Spain, with a CIF or marked as professional). A consumer abroad is taxed in Spain
 *   (art. 69.Uno.2) and may get one.
 * b) (distance sales of goods to another member state) and c) (a supplier not established in
 * Spain) do not arise: the product records no shipment of goods abroad and its issuer is established here.
 */
export const simplifiedForbiddenProblems = (value: SimplifiedRuleInput): RuleProblem[] => {
  const problems: RuleProblem[] = [];
  const intraEuLine = value.products.findIndex((line) => line.vat.kind === 'exempt' && line.vat.exemption === 'E5');
  if (intraEuLine >= 0 || (value.pricing.sessionVat.kind === 'exempt' && value.pricing.sessionVat.exemption === 'E5')) {
    problems.push({
      path: intraEuLine >= 0 ? ['products', intraEuLine, 'vat'] : ['pricing'],
      code: 'billing.simplified_intra_eu_supply',
      message: 'an intra-Community supply of goods needs a full invoice (RD 1619/2012 art. 4.3.a)',
    });
  }
  const isCompany = value.client.taxId !== '' && checkTaxId(value.client.taxId).isCompany;
  if (isBusinessAbroad({ ...value.client, isCompany })) {
    problems.push({
      path: ['client', 'country'],
      code: 'billing.simplified_business_abroad',
      message: 'a service to a business established abroad needs a full invoice (RD 1619/2012 art. 4.3.d)',
    });
  }
  return problems;
};

/**
 * An F2 totals at most SIMPLIFIED_INVOICE_LIMIT_CENTS and documents no operation of art. 4.3.
 * A rectifying one (R5) has no limit: art. 4.1.b allows a simplified invoice whenever a
 * rectifying invoice is due.
 */
export const simplifiedProblems = (value: SimplifiedRuleInput): RuleProblem[] => {
  const problems = [...simplifiedIrpfProblems(value), ...simplifiedForbiddenProblems(value)];
  const totals = totalsOrNull(value);
  if (totals && totals.totalCents > SIMPLIFIED_INVOICE_LIMIT_CENTS) {
    problems.push({ path: ['pricing'], code: 'billing.simplified_over_limit', message: 'a simplified invoice totals at most 3,000.00 EUR incl. VAT' });
  }
  return problems;
};

/** What a simplified invoice's recipient gives, as a document stores it. */
export interface SimplifiedRecipient {
  name: string;
  taxId: string;
  address: string;
  isProfessional: boolean;
  country?: string | null | undefined;
}

/**
 * RD 1619/2012 art. 7.2: a simplified invoice whose recipient is a business or professional
 * established in Spain (a CIF, or marked professional) that gives its name, a valid NIF and
 * its address, so that it can deduct the VAT: a "factura simplificada cualificada". It keeps
 * its number in the simplified series and its limit, prints the recipient and the VAT, and
 * the AEAT has it recorded as F1 with its recipient (an F2 record names none).
 */
export const isQualifiedSimplifiedRecipient = (client: SimplifiedRecipient): boolean => {
  const taxId = checkTaxId(client.taxId);
  return client.name.trim() !== '' && client.address.trim() !== '' && taxId.isValid && (taxId.isCompany || client.isProfessional) && isSpanishClient(client.country);
};

/**
 * The TipoFactura an invoice is recorded as: a qualified simplified invoice (art. 7.2) as F1,
 * every other invoice as its own kind. What it rectifies follows the same (an R5 only for an
 * invoice recorded as simplified).
 */
export const recordedInvoiceType = (type: InvoiceType, client: SimplifiedRecipient): InvoiceType =>
  type === 'F2' && isQualifiedSimplifiedRecipient(client) ? 'F1' : type;
