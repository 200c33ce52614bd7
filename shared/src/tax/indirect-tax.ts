// The issuer's tax territory and the indirect tax it decides (issue 22 point 3). The common
// territory (Península y Baleares) charges IVA (Ley 37/1992); the Canary Islands IGIC (Ley
// 20/1991); Ceuta and Melilla IPSI (Ley 8/1991), whose rates each city sets, so the
// photographer enters them. País Vasco and Navarra charge IVA under their own regional rules
// and invoice through their own systems (TicketBAI / Batuz, Navarra's), not VERI*FACTU: the
// product does not issue invoices for them yet.
//
// The one place that says which rates each tax has (`ratesOfTax`: what a document may carry)
// and which a photographer is offered (`ratesOffered`: IVA's narrowed to the trade, issue 22
// point 4): the contracts, the use cases, the settings and the web editor all ask it.
import { DEFAULT_VAT_RATE, VAT_RATES_PERCENT } from './invoice-totals.js';

export const TAX_TERRITORIES = ['common', 'canarias', 'ceuta', 'melilla', 'pais_vasco', 'navarra'] as const;
export type TaxTerritory = (typeof TAX_TERRITORIES)[number];
/** Settings saved before the territory existed read as this one (every price and invoice was IVA). */
export const DEFAULT_TAX_TERRITORY: TaxTerritory = 'common';

export const INDIRECT_TAXES = ['IVA', 'IGIC', 'IPSI'] as const;
export type IndirectTax = (typeof INDIRECT_TAXES)[number];

/** Territories whose invoices the product cannot record: their own systems apply, not VERI*FACTU. */
export const FORAL_TERRITORIES: readonly TaxTerritory[] = ['pais_vasco', 'navarra'];
export const territoryIssuesInvoices = (territory: TaxTerritory): boolean => !FORAL_TERRITORIES.includes(territory);

export const taxOfTerritory = (territory: TaxTerritory | null | undefined): IndirectTax => {
  if (territory === 'canarias') return 'IGIC';
  if (territory === 'ceuta' || territory === 'melilla') return 'IPSI';
  return 'IVA';
};

/** IGIC rates (Ley 4/2012 de Canarias, art. 27): general 7 %, reduced 3 % and 0 %, increased 9.5 % and 15 %. */
export const IGIC_RATES_PERCENT = [7, 3, 0, 9.5, 15] as const;
export const DEFAULT_IGIC_RATE = 7;

/** At most this many IPSI rates in the settings. */
export const IPSI_RATES_MAX = 10;

/** A rate in percent from 0 to 100 with two decimals at most (9.5, 0.5). */
export const isPercentRate = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= 100 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/**
 * The IVA rates that fit a photographer's trade (issue 22 point 4, billing/trade-tax-rules.ts):
 * 21 % (the default), 10 % only on goods confirmed as an original art photograph sold by its
 * author (LIVA art. 91.Uno.4); 4 % and 0 % fit nothing a photographer sells.
 */
export const ART_WORK_VAT_PERCENT = 10;
export const IVA_TRADE_RATES_PERCENT = [DEFAULT_VAT_RATE, ART_WORK_VAT_PERCENT] as const;

/**
 * The rates a line may carry under a tax (the contracts' check, and what a stored or rectified
 * document shows): IVA's and IGIC's by law, IPSI's as the photographer entered them.
 */
export const ratesOfTax = (tax: IndirectTax, ipsiRatesPercent: readonly number[] = []): readonly number[] => {
  if (tax === 'IGIC') return IGIC_RATES_PERCENT;
  if (tax === 'IPSI') return ipsiRatesPercent;
  return VAT_RATES_PERCENT;
};

/**
 * The rates offered for a new line and as the settings' default: the tax's, IVA's narrowed to
 * the trade (21 and 10 %; a 4 or 0 % line is refused when issued: trade-tax-rules.ts).
 */
export const ratesOffered = (tax: IndirectTax, ipsiRatesPercent: readonly number[] = []): readonly number[] =>
  tax === 'IVA' ? IVA_TRADE_RATES_PERCENT : ratesOfTax(tax, ipsiRatesPercent);

/** The rate a new line starts with under a tax. */
export const defaultRateOf = (tax: IndirectTax, ipsiRatesPercent: readonly number[] = []): number => {
  if (tax === 'IGIC') return DEFAULT_IGIC_RATE;
  if (tax === 'IPSI') return ipsiRatesPercent[0] ?? 0;
  return DEFAULT_VAT_RATE;
};

/** Whether a line may carry an exemption (E1-E6) or be not subject (N2): their printed mentions are the LIVA's, so IVA only for now. */
export const taxAllowsExemptions = (tax: IndirectTax): boolean => tax === 'IVA';

/** The VERI*FACTU record's `Impuesto`: 01 IVA, 02 IPSI, 03 IGIC. */
export const IMPUESTO_OF_TAX = { IVA: '01', IPSI: '02', IGIC: '03' } as const satisfies Record<IndirectTax, string>;
export type ImpuestoCode = (typeof IMPUESTO_OF_TAX)[IndirectTax];

/** The zone of the record's timestamp (FechaHoraHusoGenRegistro): the Canaries keep their own clock. */
export const recordTimeZoneOf = (territory: TaxTerritory | null | undefined): string => (territory === 'canarias' ? 'Atlantic/Canary' : 'Europe/Madrid');
