// Verifies the chain of one issuer's VERI*FACTU records from the first: each record's huella
// is recomputed from its own fields (never trusted as stored), each record must name the
// record before it (the first names none), and an invoice's totals must agree with its
// breakdown (the huella covers the totals only, so an edited base or VAT row is caught here).
import { chainLinkOf, recomputeHuella, type ChainLink, type RegistroAlta, type VerifactuRecord } from './record-fields.js';

export interface RecordVerification {
  /** The stored Huella equals the one its fields give. */
  huellaMatches: boolean;
  /** Its Encadenamiento names the previous record (identity and huella), or is PrimerRegistro for the first. */
  previousMatches: boolean;
  /** CuotaTotal and ImporteTotal are the sums of its breakdown (always true for a cancellation). */
  totalsMatch: boolean;
  /** The huella recomputed from its fields. */
  recomputedHuella: string;
  /** The previous record's huella (empty for the first). */
  expectedPreviousHuella: string;
  /** This record and every record before it pass all checks. */
  chainVerified: boolean;
}

// Amounts as integer hundredths, so sums are exact; the format is the record's own.
const hundredths = (amount: string): number | null => {
  const match = /^([+-]?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -value : value;
};

const totalsMatch = (record: RegistroAlta): boolean => {
  let base = 0;
  let vat = 0;
  for (const row of record.Desglose) {
    const rowBase = hundredths(row.BaseImponibleOimporteNoSujeto);
    const rowVat = 'CuotaRepercutida' in row ? hundredths(row.CuotaRepercutida) : 0;
    if (rowBase === null || rowVat === null) return false;
    base += rowBase;
    vat += rowVat;
  }
  return hundredths(record.CuotaTotal) === vat && hundredths(record.ImporteTotal) === base + vat;
};

const namesPrevious = (record: VerifactuRecord, previous: ChainLink | null): boolean => {
  const chain = record.Encadenamiento;
  if (previous === null) return 'PrimerRegistro' in chain && chain.PrimerRegistro === 'S';
  if (!('RegistroAnterior' in chain)) return false;
  const named = chain.RegistroAnterior;
  return (
    named.IDEmisorFactura === previous.IDEmisorFactura &&
    named.NumSerieFactura === previous.NumSerieFactura &&
    named.FechaExpedicionFactura === previous.FechaExpedicionFactura &&
    named.Huella === previous.Huella
  );
};

const linkOrNull = (record: VerifactuRecord): ChainLink | null => {
  try {
    const link = chainLinkOf(record);
    return Object.values(link).every((value) => typeof value === 'string') ? link : null;
  } catch {
    return null;
  }
};

/** One result per record, in the order given (the issuer's records, oldest first). */
export const verifyChain = (records: readonly VerifactuRecord[]): RecordVerification[] => {
  let previous: ChainLink | null = null;
  let intactSoFar = true;
  return records.map((record) => {
    const expectedPreviousHuella = previous?.Huella ?? '';
    let result: Omit<RecordVerification, 'chainVerified'>;
    try {
      const recomputedHuella = recomputeHuella(record);
      result = {
        huellaMatches: recomputedHuella === record.Huella,
        previousMatches: namesPrevious(record, previous),
        totalsMatch: record.kind === 'anulacion' || totalsMatch(record),
        recomputedHuella,
        expectedPreviousHuella,
      };
      previous = chainLinkOf(record);
    } catch {
      // A stored record edited out of shape (a field removed, a string turned into a number)
      // is a broken record, not a reason to stop checking the ones around it.
      result = { huellaMatches: false, previousMatches: false, totalsMatch: false, recomputedHuella: '', expectedPreviousHuella };
      previous = linkOrNull(record);
    }
    intactSoFar = intactSoFar && result.huellaMatches && result.previousMatches && result.totalsMatch;
    return { ...result, chainVerified: intactSoFar };
  });
};
