// The product lines of the new quote/invoice modal as typed: VAT choices, quantities and the
// IRPF choice.
import {
  type VatCategory,
  type VatExemption,
} from '@fotostudio/shared/tax/invoice-totals';
import { ratesOffered, taxAllowsExemptions, type IndirectTax } from '@fotostudio/shared/tax/indirect-tax';
import type { ExemptionCause } from '@fotostudio/shared/tax/exemption-causes';
import type { SupplyKind, TradeIssuer } from '@fotostudio/shared/billing/trade-tax-rules';

/**
 * A VAT category as a select value: `rate:21` (or an IGIC/IPSI rate, `rate:9.5`), `exempt:E1`,
 * `exempt:E1:teaching` (an art. 20 exemption with its cause, issue 22 point 4) or
 * `not_subject` (LIVA art. 69, issue 22 point 1).
 */
export type VatChoice = `rate:${number}` | `exempt:${VatExemption}` | `exempt:E1:${ExemptionCause}` | 'not_subject';

/**
 * What the editor offers a line (one place for both rules): the rates the issuer's tax offers
 * (shared/src/tax/indirect-tax.ts `ratesOffered`: under IVA 21 % and 10 %, the latter for goods
 * confirmed as an original art photograph, issue 22 point 4; IGIC's 7, 3, 0, 9.5 and 15 %; the
 * photographer's IPSI rates, issue 22 point 3) and, under IVA only, the exemptions that fit the
 * trade (trade-tax-rules.ts: the art. 20 ones with their cause, press only for a natural person;
 * exports E2; intra-Community supplies E5) and not subject. A line that already carries another
 * choice keeps it in its list (refused when issued, on its field).
 */
export const vatChoicesFor = (
  tax: IndirectTax = 'IVA',
  ipsiRatesPercent: readonly number[] = [],
  issuer?: Pick<TradeIssuer, 'legalForm'> | null,
  current?: VatChoice,
): VatChoice[] => {
  const offered: VatChoice[] = [
    ...ratesOffered(tax, ipsiRatesPercent).map((rate) => `rate:${rate}` as const),
    ...(taxAllowsExemptions(tax)
      ? ([
          'exempt:E1:teaching',
          ...(issuer && issuer.legalForm !== 'self_employed' ? [] : (['exempt:E1:press'] as const)),
          'exempt:E2',
          'exempt:E5',
          'not_subject',
        ] as const)
      : []),
  ];
  return current && !offered.includes(current) ? [...offered, current] : offered;
};

/** Also for a stored document's VAT, whose rate is any number the contract accepted. */
export const vatChoiceOf = (
  vat: { kind: 'rate'; ratePercent: number } | { kind: 'exempt'; exemption: VatExemption; cause?: ExemptionCause | undefined } | { kind: 'not_subject' },
): VatChoice =>
  vat.kind === 'rate'
    ? (`rate:${vat.ratePercent}` as VatChoice)
    : vat.kind === 'exempt'
      ? vat.exemption === 'E1' && vat.cause
        ? `exempt:E1:${vat.cause}`
        : `exempt:${vat.exemption}`
      : 'not_subject';

export const vatCategoryOf = (choice: VatChoice): VatCategory => {
  if (choice === 'not_subject') return { kind: 'not_subject' };
  const [kind, value, cause] = choice.split(':') as ['rate' | 'exempt', string, ExemptionCause | undefined];
  if (kind === 'rate') return { kind, ratePercent: Number(value) };
  return cause ? { kind, exemption: value as VatExemption, cause } : { kind, exemption: value as VatExemption };
};

export interface LineRow {
  rowId: string;
  name: string;
  variant: string;
  quantity: string;
  unitPrice: string;
  vat: VatChoice;
  /** A delivery of goods or a service (issue 22 point 4); a service when not said. */
  supply?: SupplyKind;
  /** Goods confirmed as an original art photograph (LIVA art. 136) sold by its author: 10 % may apply. */
  artWork?: boolean;
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
