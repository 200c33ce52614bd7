// The product lines of the new quote/invoice modal as typed: VAT choices, quantities and the
// IRPF choice.
import {
  VAT_EXEMPTIONS,
  VAT_RATES_PERCENT,
  type VatCategory,
  type VatExemption,
} from '@fotostudio/shared/tax/invoice-totals';
import { ratesOffered, taxAllowsExemptions, type IndirectTax } from '@fotostudio/shared/tax/indirect-tax';

/** A VAT category as a select value: `rate:21`, `exempt:E1` or `not_subject` (LIVA art. 69, issue 22 point 1). */
export type VatChoice = `rate:${number}` | `exempt:${VatExemption}` | 'not_subject';

export const VAT_CHOICES: readonly VatChoice[] = [
  ...VAT_RATES_PERCENT.map((rate) => `rate:${rate}` as const),
  ...(Object.keys(VAT_EXEMPTIONS) as VatExemption[]).map((cause) => `exempt:${cause}` as const),
  'not_subject',
];

/**
 * The choices a line offers under the issuer's tax (issue 22 point 3): IVA's as always; IGIC's
 * rates (7, 3, 0, 9.5, 15) or the photographer's IPSI rates, without exemptions.
 */
export const vatChoicesFor = (tax: IndirectTax = 'IVA', ipsiRatesPercent: readonly number[] = []): readonly VatChoice[] =>
  tax === 'IVA'
    ? VAT_CHOICES
    : [
        ...ratesOffered(tax, ipsiRatesPercent).map((rate) => `rate:${rate}` as const),
        ...(taxAllowsExemptions(tax) ? VAT_CHOICES.filter((choice) => !choice.startsWith('rate:')) : []),
      ];

/** Also for a stored document's VAT, whose rate is any number the contract accepted. */
export const vatChoiceOf = (vat: { kind: 'rate'; ratePercent: number } | { kind: 'exempt'; exemption: VatExemption } | { kind: 'not_subject' }): VatChoice =>
  vat.kind === 'rate' ? (`rate:${vat.ratePercent}` as VatChoice) : vat.kind === 'exempt' ? `exempt:${vat.exemption}` : 'not_subject';

export const vatCategoryOf = (choice: VatChoice): VatCategory => {
  if (choice === 'not_subject') return { kind: 'not_subject' };
  const [kind, value] = choice.split(':') as ['rate' | 'exempt', string];
  return kind === 'rate' ? { kind, ratePercent: Number(value) } : { kind, exemption: value as VatExemption };
};

export interface LineRow {
  rowId: string;
  name: string;
  variant: string;
  quantity: string;
  unitPrice: string;
  vat: VatChoice;
}

let rowCounter = 0;
export const newRowId = (): string => {
  rowCounter += 1;
  return `line-${rowCounter}`;
};

export const emptyLine = (vat: VatChoice): LineRow => ({ rowId: newRowId(), name: '', variant: '', quantity: '1', unitPrice: '', vat });

/** A quantity with at most two decimals, comma or point, above zero; null otherwise. */
export const parseQuantity = (typed: string): number | null => {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= 100_000 ? value : null;
};

/** IRPF withholding as chosen: none, one of the offered rates, or a typed rate 0-100. */
export type IrpfChoice = 'none' | '15' | '7' | 'custom';

/** A percentage 0-100 with at most two decimals; null otherwise. */
export const parsePercent = (typed: string): number | null => {
  const text = typed.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
};

export const irpfRateOf = (choice: IrpfChoice, custom: string): number | null => {
  if (choice === 'none') return null;
  if (choice === 'custom') return parsePercent(custom);
  return Number(choice);
};
