// Rates that fit a photographer's trade (issue 22 point 4), checked when an invoice is issued
// (directly, from a session, or from a quote); quotes and drafts keep what they have until then.
// - VAT is 21 %. 10 % only on a delivery of goods (never a service) of an art photograph in the
//   sense of LIVA art. 136 (taken, printed or supervised by the artist, signed and numbered,
//   at most 30 copies) sold by its author (art. 91.Uno.4): the line says goods and confirms
//   "obra de arte original". 4 % and 0 % fit nothing a photographer sells.
// - Exemptions: E1 (art. 20) only for press collaborations by a natural person (20.Uno.26) or
//   teaching (20.Uno.9 and 10), naming which; E2 exports and E5 intra-Community supplies of
//   goods (clients abroad, point 1). E3, E4 and E6 fit no photographer.
// - IRPF (Ley 35/2006 art. 101, RD 439/2007 art. 95 and 101.5): withheld only on a full
//   invoice to a business or professional established in Spain, never to a consumer, never on
//   a simplified invoice, at 15 %, or 7 % in the year the activity started and the two
//   following; never by a studio registered under IAE 973.1 (a business activity, not a
//   professional one).
// - The line rules are IVA's (LIVA): under IGIC or IPSI (issue 22 point 3, tax-rules.ts) the
//   lines carry that tax's rates and only the withholding rules apply here.
import { LEGAL_FORMS, PHOTOGRAPHER_ACTIVITIES, type LegalForm, type PhotographerActivity } from './billing-enums.js';
import { isClientAbroad, type ClientIdentity } from './client-id.js';
import type { RuleProblem } from './rule-problem.js';
import type { VatExemption } from '../tax/invoice-totals.js';
import type { ExemptionCause } from '../tax/exemption-causes.js';
import { ART_WORK_VAT_PERCENT, ratesOffered, taxOfTerritory, type TaxTerritory } from '../tax/indirect-tax.js';

/** A line's VAT as documents carry it (a stored document's rate is any number its contract read). */
export type TradeVat = { kind: 'rate'; ratePercent: number } | { kind: 'exempt'; exemption: VatExemption; cause?: ExemptionCause | undefined } | { kind: 'not_subject' };

export { PHOTOGRAPHER_ACTIVITIES, type PhotographerActivity };
export const DEFAULT_ACTIVITY: PhotographerActivity = 'professional';

/** What a line sells: a service (every session line) or a delivery of goods (a print, a frame). */
export const SUPPLY_KINDS = ['service', 'goods'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

export const IRPF_GENERAL_PERCENT = 15;
export const IRPF_NEW_ACTIVITY_PERCENT = 7;
/** The year the activity starts and the two following take the reduced rate. */
export const IRPF_NEW_ACTIVITY_YEARS = 3;
/** Exemptions a photographer can use besides E1 with its cause: exports and intra-Community supplies of goods. */
export const TRADE_EXEMPTIONS = ['E1', 'E2', 'E5'] as const;

export interface TradeIssuer {
  legalForm: LegalForm;
  activity?: PhotographerActivity | null | undefined;
  activityStartYear?: number | null | undefined;
  /** The issuer's tax territory (issue 22 point 3): the line rules apply under IVA only; absent is common (IVA). */
  taxTerritory?: TaxTerritory | null | undefined;
}

export const activityOf = (issuer: Pick<TradeIssuer, 'activity'>): PhotographerActivity => issuer.activity ?? DEFAULT_ACTIVITY;
const isNaturalPerson = (issuer: Pick<TradeIssuer, 'legalForm'>) => issuer.legalForm === LEGAL_FORMS[0];

/** 7 % in the activity's first year and the two following, by the invoice's year. */
export const isNewActivity = (issuer: TradeIssuer, issueDate: string): boolean => {
  const year = Number(issueDate.slice(0, 4));
  const start = issuer.activityStartYear;
  return typeof start === 'number' && year >= start && year < start + IRPF_NEW_ACTIVITY_YEARS;
};

/** The withholding an invoice to a Spanish business or professional takes by default; null when the issuer withholds nothing. */
export const defaultIrpfPercent = (issuer: TradeIssuer, issueDate: string): number | null => {
  if (activityOf(issuer) === 'studio' || !isNaturalPerson(issuer)) return null;
  return isNewActivity(issuer, issueDate) ? IRPF_NEW_ACTIVITY_PERCENT : IRPF_GENERAL_PERCENT;
};

/** A line's VAT with what it sells, where it sits in the document. */
export interface TradeLine {
  path: (string | number)[];
  vat: TradeVat;
  supply?: SupplyKind | undefined;
  artWork?: boolean | undefined;
}

export const lineVatProblems = (issuer: Pick<TradeIssuer, 'legalForm'>, line: TradeLine): RuleProblem[] => {
  const { vat, path } = line;
  if (vat.kind === 'rate' && vat.ratePercent === ART_WORK_VAT_PERCENT) {
    return line.supply === 'goods' && line.artWork === true
      ? []
      : [{ path, code: 'billing.vat_reduced_needs_art_work', message: '10 % only on goods confirmed as an original art photograph (LIVA art. 91.Uno.4, 136)' }];
  }
  if (vat.kind === 'rate' && !ratesOffered('IVA').includes(vat.ratePercent)) {
    return [{ path, code: 'billing.vat_rate_not_for_trade', message: 'a photographer invoices VAT at 21 % (10 % for art photographs)' }];
  }
  if (vat.kind !== 'exempt') return [];
  if (!(TRADE_EXEMPTIONS as readonly string[]).includes(vat.exemption)) {
    return [{ path, code: 'billing.exemption_not_for_trade', message: 'exemptions E3, E4 and E6 do not apply to a photographer' }];
  }
  if (vat.exemption !== 'E1') return [];
  if (!vat.cause) return [{ path, code: 'billing.exemption_cause_required', message: 'an art. 20 exemption names its cause: press (20.Uno.26) or teaching (20.Uno.9/10)' }];
  if (vat.cause === 'press' && !isNaturalPerson(issuer)) {
    return [{ path, code: 'billing.exemption_press_natural_person', message: 'art. 20.Uno.26 exempts press collaborations by natural persons only' }];
  }
  return [];
};

export interface IrpfRuleInput {
  invoiceType: string;
  issueDate: string;
  irpfRatePercent: number | null;
  client: ClientIdentity & { isCompany?: boolean | undefined; isProfessional?: boolean | undefined };
}

const IRPF_PATH = ['irpfRatePercent'];

export const irpfProblems = (issuer: TradeIssuer, value: IrpfRuleInput): RuleProblem[] => {
  const rate = value.irpfRatePercent;
  if (rate === null) return [];
  const problem = (code: RuleProblem['code'], message: string): RuleProblem[] => [{ path: IRPF_PATH, code, message }];
  // A simplified invoice's own rule answers first (billing.simplified_no_irpf, simplified-rules.ts).
  if (value.invoiceType === 'F2') return [];
  if (activityOf(issuer) === 'studio') return problem('billing.irpf_studio', 'a studio under IAE 973.1 carries no IRPF withholding');
  if (!isNaturalPerson(issuer)) return problem('billing.irpf_studio', 'a company carries no IRPF withholding');
  if (isClientAbroad(value.client)) return problem('billing.irpf_client_abroad', 'IRPF only for a business or professional established in Spain');
  const business = Boolean(value.client.isCompany) || Boolean(value.client.isProfessional);
  if (!business) return problem('billing.irpf_not_applicable', 'IRPF only for a business or professional client');
  if (rate === IRPF_NEW_ACTIVITY_PERCENT && !isNewActivity(issuer, value.issueDate)) {
    return problem('billing.irpf_reduced_not_new', '7 % only in the year the activity started and the two following');
  }
  if (rate !== IRPF_GENERAL_PERCENT && rate !== IRPF_NEW_ACTIVITY_PERCENT) return problem('billing.irpf_rate_not_legal', 'IRPF is withheld at 15 % (7 % for a new activity)');
  return [];
};

export interface TradeDocument extends IrpfRuleInput {
  pricing: { sessionVat: TradeVat };
  products: readonly { vat: TradeVat; supply?: SupplyKind | undefined; artWork?: boolean | undefined }[];
}

/** Every line (the session's are services) under IVA, and the withholding, each problem on its field. */
export const tradeTaxProblems = (issuer: TradeIssuer, value: TradeDocument): RuleProblem[] => [
  ...(taxOfTerritory(issuer.taxTerritory) === 'IVA'
    ? [
        ...lineVatProblems(issuer, { path: ['pricing', 'sessionVat'], vat: value.pricing.sessionVat, supply: 'service' }),
        ...value.products.flatMap((line, i) => lineVatProblems(issuer, { path: ['products', i, 'vat'], vat: line.vat, supply: line.supply, artWork: line.artWork })),
      ]
    : []),
  ...irpfProblems(issuer, value),
];
