// Rates that fit a photographer's trade (issue 22 point 4): the pure rules the server applies
// at issue and the web editor shows on each field.
import { describe, expect, it } from 'vitest';
import { defaultIrpfPercent, irpfProblems, lineVatProblems, tradeTaxProblems, type TradeIssuer } from '../src/billing/trade-tax-rules.js';
import type { VatCategory } from '../src/tax/invoice-totals.js';
import { defaultRateProblems } from '../src/billing/tax-rules.js';

const professional: TradeIssuer = { legalForm: 'self_employed' };
const company: TradeIssuer = { legalForm: 'sl' };
const codes = (problems: { code: string }[]) => problems.map((p) => p.code);
const line = (vat: VatCategory, extra: { supply?: 'goods' | 'service'; artWork?: boolean } = {}) => codes(lineVatProblems(professional, { path: ['x'], vat, ...extra }));
const spanishBusiness = { taxId: 'B12345674', isCompany: true, country: 'España' };

describe('VAT rates of a photographer', () => {
  it('takes 21 % on anything, and 10 % only on goods confirmed as an original art photograph', () => {
    expect(line({ kind: 'rate', ratePercent: 21 })).toEqual([]);
    expect(line({ kind: 'rate', ratePercent: 10 }, { supply: 'goods', artWork: true })).toEqual([]);
    expect(line({ kind: 'rate', ratePercent: 10 }, { supply: 'goods' })).toEqual(['billing.vat_reduced_needs_art_work']);
    expect(line({ kind: 'rate', ratePercent: 10 }, { supply: 'service', artWork: true })).toEqual(['billing.vat_reduced_needs_art_work']);
    expect(line({ kind: 'rate', ratePercent: 10 })).toEqual(['billing.vat_reduced_needs_art_work']);
    expect(line({ kind: 'rate', ratePercent: 4 })).toEqual(['billing.vat_rate_not_for_trade']);
    expect(line({ kind: 'rate', ratePercent: 0 })).toEqual(['billing.vat_rate_not_for_trade']);
  });

  it('never takes 10 % on the session lines, which are a service', () => {
    const doc = { invoiceType: 'F1', issueDate: '2026-05-01', irpfRatePercent: null, client: spanishBusiness, pricing: { sessionVat: { kind: 'rate', ratePercent: 10 } as VatCategory }, products: [] };
    expect(tradeTaxProblems(professional, doc)).toEqual([expect.objectContaining({ path: ['pricing', 'sessionVat'], code: 'billing.vat_reduced_needs_art_work' })]);
  });

  it('offers E1 only with its cause, press only to a natural person, and E2 and E5 but not E3, E4, E6', () => {
    expect(line({ kind: 'exempt', exemption: 'E1' })).toEqual(['billing.exemption_cause_required']);
    expect(line({ kind: 'exempt', exemption: 'E1', cause: 'teaching' })).toEqual([]);
    expect(line({ kind: 'exempt', exemption: 'E1', cause: 'press' })).toEqual([]);
    expect(codes(lineVatProblems(company, { path: [], vat: { kind: 'exempt', exemption: 'E1', cause: 'press' } }))).toEqual(['billing.exemption_press_natural_person']);
    expect(codes(lineVatProblems(company, { path: [], vat: { kind: 'exempt', exemption: 'E1', cause: 'teaching' } }))).toEqual([]);
    for (const exemption of ['E2', 'E5'] as const) expect(line({ kind: 'exempt', exemption })).toEqual([]);
    for (const exemption of ['E3', 'E4', 'E6'] as const) expect(line({ kind: 'exempt', exemption })).toEqual(['billing.exemption_not_for_trade']);
    expect(line({ kind: 'not_subject' })).toEqual([]);
  });
});

describe('IRPF withholding of a photographer', () => {
  const irpf = (issuer: TradeIssuer, rate: number | null, changes: Record<string, unknown> = {}) =>
    codes(irpfProblems(issuer, { invoiceType: 'F1', issueDate: '2026-05-01', irpfRatePercent: rate, client: spanishBusiness, ...changes }));

  it('is 15 %, or 7 % in the year the activity starts and the two following', () => {
    expect(irpf(professional, 15)).toEqual([]);
    expect(irpf(professional, 7)).toEqual(['billing.irpf_reduced_not_new']);
    expect(irpf({ ...professional, activityStartYear: 2024 }, 7)).toEqual([]);
    expect(irpf({ ...professional, activityStartYear: 2026 }, 7)).toEqual([]);
    expect(irpf({ ...professional, activityStartYear: 2023 }, 7)).toEqual(['billing.irpf_reduced_not_new']);
    expect(irpf(professional, 10)).toEqual(['billing.irpf_rate_not_legal']);
    expect(irpf(professional, null)).toEqual([]);
  });

  it('applies only to Spanish businesses and professionals, never to consumers, on a simplified invoice or by a 973.1 studio', () => {
    expect(irpf(professional, 15, { client: { taxId: '12345678Z', isCompany: false, isProfessional: false } })).toEqual(['billing.irpf_not_applicable']);
    expect(irpf(professional, 15, { client: { taxId: '12345678Z', isCompany: false, isProfessional: true } })).toEqual([]);
    expect(irpf(professional, 15, { client: { taxId: 'FR40303265045', idType: 'eu_vat', isProfessional: true } })).toEqual(['billing.irpf_client_abroad']);
    expect(irpf({ ...professional, activity: 'studio' }, 15)).toEqual(['billing.irpf_studio']);
    expect(irpf(company, 15)).toEqual(['billing.irpf_studio']);
    // A simplified invoice's own rule (billing.simplified_no_irpf) answers there.
    expect(irpf(professional, 15, { invoiceType: 'F2' })).toEqual([]);
  });

  it('defaults by activity: 15 %, 7 % for a new activity, none for a studio or a company; no activity reads as professional', () => {
    expect(defaultIrpfPercent(professional, '2026-05-01')).toBe(15);
    expect(defaultIrpfPercent({ ...professional, activity: null }, '2026-05-01')).toBe(15);
    expect(defaultIrpfPercent({ ...professional, activityStartYear: 2025 }, '2027-12-31')).toBe(7);
    expect(defaultIrpfPercent({ ...professional, activityStartYear: 2025 }, '2028-01-01')).toBe(15);
    expect(defaultIrpfPercent({ ...professional, activity: 'studio' }, '2026-05-01')).toBeNull();
    expect(defaultIrpfPercent(company, '2026-05-01')).toBeNull();
  });
});

describe('the trade under the issuer\'s tax (issue 22 points 3 and 4)', () => {
  const doc = (sessionVat: VatCategory, irpfRatePercent: number | null) => ({ invoiceType: 'F1', issueDate: '2026-05-01', irpfRatePercent, client: spanishBusiness, pricing: { sessionVat }, products: [] });

  it('checks the lines against IVA\'s trade rules only under IVA; the withholding under every tax', () => {
    expect(codes(tradeTaxProblems(professional, doc({ kind: 'rate', ratePercent: 7 }, null)))).toEqual(['billing.vat_rate_not_for_trade']);
    expect(codes(tradeTaxProblems({ ...professional, taxTerritory: 'canarias' }, doc({ kind: 'rate', ratePercent: 7 }, null)))).toEqual([]);
    expect(codes(tradeTaxProblems({ ...professional, taxTerritory: 'melilla' }, doc({ kind: 'rate', ratePercent: 0.5 }, 10)))).toEqual(['billing.irpf_rate_not_legal']);
  });

  it('offers the settings\' default among the tax\'s rates offered: IVA 21 or 10 %, 4 and 0 % refused as not the trade\'s', () => {
    expect(defaultRateProblems('IVA', 21, [])).toEqual([]);
    expect(defaultRateProblems('IVA', 10, [])).toEqual([]);
    expect(codes(defaultRateProblems('IVA', 4, []))).toEqual(['billing.vat_rate_not_for_trade']);
    expect(codes(defaultRateProblems('IVA', 15, []))).toEqual(['billing.tax_rate_invalid']);
    expect(codes(defaultRateProblems('IGIC', 21, []))).toEqual(['billing.tax_rate_not_offered']);
    expect(defaultRateProblems('IPSI', 4, [0.5, 4])).toEqual([]);
  });
});
