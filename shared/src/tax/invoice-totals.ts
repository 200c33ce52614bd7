// Totals of a Spanish quote or invoice (Ley 37/1992 del IVA, RD 1619/2012 art. 6 and 10,
// IRPF withholding of professionals, Ley 35/2006 art. 101 and RD 439/2007 art. 95).
// Integer cents in, integer cents out; one rounding rule used everywhere:
// - each line's base is quantity x unit price, rounded to the cent;
// - each line's VAT is its base x rate, rounded to the cent (RD 1619/2012 art. 10 lets the
//   tax amount be rounded per line of the invoice, applied the same way on every line); the
//   breakdown per rate sums the lines;
// - the IRPF withholding is the sum of the bases x its rate, rounded once;
// - total = bases + VAT - withholding.
// Prices entered VAT included (issue 22 A, `pricesIncludeVat`): each line's amount is
// quantity x unit price rounded to the cent, and it is the gross; per VAT category the gross is
// split once: base = round(gross / (1 + rate)), VAT = gross - base, so the total is exactly the
// sum of the prices the client saw. Each line's share is the same split of the running gross of
// its category (its base = base(running gross) - base(running gross before it)), so the lines
// still sum to the breakdown. taxBreakdown does both; invoiceTotals adds the withholding.
// Rounding is half away from zero, so a rectifying invoice (negative lines) mirrors the original.

import type { ExemptionCause } from './exemption-causes.js';

/** VAT categories a photographer's invoice line can carry. */
export const VAT_RATES_PERCENT = [21, 10, 4, 0] as const;
export type VatRatePercent = (typeof VAT_RATES_PERCENT)[number];
export const DEFAULT_VAT_RATE: VatRatePercent = 21;

/**
 * Exemption causes as VERI*FACTU names them (CausaExencion E1-E6), each with the legal
 * reference the document must print (RD 1619/2012 art. 6.1.j).
 */
export const VAT_EXEMPTIONS = {
  E1: { es: 'Operación exenta de IVA (artículo 20 de la Ley 37/1992).', en: 'VAT-exempt supply (article 20 of Spanish Law 37/1992).' },
  E2: { es: 'Exportación exenta de IVA (artículo 21 de la Ley 37/1992).', en: 'VAT-exempt export (article 21 of Spanish Law 37/1992).' },
  E3: { es: 'Operación asimilada a la exportación, exenta (artículo 22 de la Ley 37/1992).', en: 'Supply treated as an export, exempt (article 22 of Spanish Law 37/1992).' },
  E4: { es: 'Operación exenta (artículos 23 y 24 de la Ley 37/1992).', en: 'Exempt supply (articles 23 and 24 of Spanish Law 37/1992).' },
  E5: { es: 'Entrega intracomunitaria exenta (artículo 25 de la Ley 37/1992).', en: 'Exempt intra-Community supply (article 25 of Spanish Law 37/1992).' },
  E6: { es: 'Operación exenta de IVA por otra causa legal.', en: 'VAT-exempt supply under another legal provision.' },
} as const;
export type VatExemption = keyof typeof VAT_EXEMPTIONS;

/**
 * Not subject to Spanish VAT by the rules of location (LIVA art. 69.Uno.1: a service to a
 * business or professional established abroad is taxed where that business is): no VAT, and
 * the record says N2 (issue 22 point 1). Its legal mention prints on the invoice.
 */
export const NOT_SUBJECT_MENTION = {
  es: 'Operación no sujeta al IVA español por reglas de localización (artículo 69 de la Ley 37/1992).',
  en: 'Not subject to Spanish VAT under the place-of-supply rules (article 69 of Spanish Law 37/1992).',
} as const;

/**
 * A line's indirect tax: a rate in percent (IVA's VAT_RATES_PERCENT, or IGIC's and IPSI's from
 * indirect-tax.ts, which may have decimals: 9.5), an exemption, or not subject.
 */
export type VatCategory =
  | { kind: 'rate'; ratePercent: number }
  /** `cause`: which art. 20 exemption an E1 line uses (issue 22 point 4); absent on lines made before. */
  | { kind: 'exempt'; exemption: VatExemption; cause?: ExemptionCause | undefined }
  | { kind: 'not_subject' };
/** Spanish VAT as a consumer's price carries it (the gallery): a rate or an exemption, never "not subject". */
export type SpanishVatCategory = Exclude<VatCategory, { kind: 'not_subject' }>;

/** IRPF withholding rates the modal offers; any other rate from 0 to 100 can be chosen. */
export const IRPF_RATES_PERCENT = [15, 7] as const;

export interface InvoiceLineInput {
  /** Up to two decimals (hours, units); 0.5 is half a unit. */
  quantity: number;
  unitPriceCents: number;
  vat: VatCategory;
}

export interface TaxBreakdownInput {
  lines: readonly InvoiceLineInput[];
  /** Unit prices include VAT (absent or false: VAT is added on top of them, as before issue 22). */
  pricesIncludeVat?: boolean | undefined;
}

export interface InvoiceTotalsInput extends TaxBreakdownInput {
  /** Percent with up to two decimals, or null when the client is not withheld. */
  irpfRatePercent: number | null;
}

export interface VatBreakdownRow {
  vat: VatCategory;
  baseCents: number;
  vatCents: number;
}

export interface TaxBreakdown {
  lines: { baseCents: number; vatCents: number }[];
  /** One row per VAT category used, 21 % first, then exemptions, then the part not subject. */
  breakdown: VatBreakdownRow[];
  baseCents: number;
  vatCents: number;
  /** Bases + VAT: with VAT-included prices, exactly the sum of the lines' amounts. */
  totalCents: number;
}

export interface InvoiceTotals extends TaxBreakdown {
  irpf: { ratePercent: number; baseCents: number; amountCents: number } | null;
  totalCents: number;
}

/** Half away from zero of `numerator / denominator` for integers (exact, no floating point). */
const divideRounded = (numerator: bigint, denominator: bigint): bigint => {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
};

/** A decimal with at most two places as an integer of hundredths; anything else throws. */
const hundredths = (value: number, what: string): bigint => {
  const scaled = Math.round(value * 100);
  if (!Number.isFinite(value) || Math.abs(value * 100 - scaled) > 1e-6) throw new Error(`${what} has more than two decimals: ${value}`);
  return BigInt(scaled);
};

const safe = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) throw new Error('amount out of range');
  return Number(value);
};

/** The rate in hundredths of a percent (9.5 % is 950): decimal rates are exact. */
const rateHundredthsOf = (vat: VatCategory): bigint => (vat.kind === 'rate' ? hundredths(vat.ratePercent, 'tax rate') : 0n);

export const vatCategoryKey = (vat: VatCategory): string =>
  vat.kind === 'rate' ? `rate:${vat.ratePercent}` : vat.kind === 'exempt' ? `exempt:${vat.exemption}` : 'not_subject';

const categoryOrder = (vat: VatCategory): number => (vat.kind === 'rate' ? 100 - vat.ratePercent : vat.kind === 'exempt' ? 200 : 300);

export const lineBaseCents = (line: Pick<InvoiceLineInput, 'quantity' | 'unitPriceCents'>): number => {
  if (!Number.isInteger(line.unitPriceCents)) throw new Error('unit price must be integer cents');
  return safe(divideRounded(hundredths(line.quantity, 'quantity') * BigInt(line.unitPriceCents), 100n));
};

/** The base inside a VAT-included amount: round(gross / (1 + rate)), half away from zero. */
const baseOfGross = (grossCents: number, vat: VatCategory): number =>
  safe(divideRounded(BigInt(grossCents) * 10_000n, 10_000n + rateHundredthsOf(vat)));

/** The lines' bases and VAT, per line and per VAT category, from VAT-excluded or VAT-included prices. */
export const taxBreakdown = ({ lines, pricesIncludeVat = false }: TaxBreakdownInput): TaxBreakdown => {
  const running = new Map<string, number>();
  const computed = lines.map((line) => {
    const amountCents = lineBaseCents(line);
    if (!pricesIncludeVat) {
      return { baseCents: amountCents, vatCents: safe(divideRounded(BigInt(amountCents) * rateHundredthsOf(line.vat), 10_000n)), vat: line.vat };
    }
    const key = vatCategoryKey(line.vat);
    const before = running.get(key) ?? 0;
    const after = safe(BigInt(before) + BigInt(amountCents));
    running.set(key, after);
    const baseCents = baseOfGross(after, line.vat) - baseOfGross(before, line.vat);
    return { baseCents, vatCents: amountCents - baseCents, vat: line.vat };
  });
  const rows = new Map<string, VatBreakdownRow>();
  for (const line of computed) {
    const key = vatCategoryKey(line.vat);
    const row = rows.get(key) ?? { vat: line.vat, baseCents: 0, vatCents: 0 };
    row.baseCents += line.baseCents;
    row.vatCents += line.vatCents;
    rows.set(key, row);
  }
  const breakdown = [...rows.values()].sort((a, b) => categoryOrder(a.vat) - categoryOrder(b.vat));
  const baseCents = computed.reduce((sum, line) => sum + line.baseCents, 0);
  const vatCents = computed.reduce((sum, line) => sum + line.vatCents, 0);
  return {
    lines: computed.map(({ baseCents: b, vatCents: v }) => ({ baseCents: b, vatCents: v })),
    breakdown,
    baseCents,
    vatCents,
    totalCents: baseCents + vatCents,
  };
};

export const invoiceTotals = ({ lines, pricesIncludeVat, irpfRatePercent }: InvoiceTotalsInput): InvoiceTotals => {
  const tax = taxBreakdown({ lines, pricesIncludeVat });
  let irpf: InvoiceTotals['irpf'] = null;
  if (irpfRatePercent !== null) {
    if (irpfRatePercent < 0 || irpfRatePercent > 100) throw new Error('IRPF rate out of range');
    const amountCents = safe(divideRounded(BigInt(tax.baseCents) * hundredths(irpfRatePercent, 'IRPF rate'), 10_000n));
    irpf = { ratePercent: irpfRatePercent, baseCents: tax.baseCents, amountCents };
  }
  return { ...tax, irpf, totalCents: tax.totalCents - (irpf?.amountCents ?? 0) };
};
