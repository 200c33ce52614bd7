// VERI*FACTU billing records (RegistroAlta, RegistroAnulacion of the AEAT's
// SuministroInformacion schema) as plain data under the AEAT's names, every value the exact
// string that goes into the XML. Built once, when the invoice is issued or cancelled, and
// stored as built: the XML, the huella, the QR and the chain check all read these strings, so
// `123.4` and `123.40` can never meet (huella specification v0.1.2).
import type { VatBreakdownRow, VatExemption } from '../tax/invoice-totals.js';
import type { ImpuestoCode } from '../tax/indirect-tax.js';
import { verifactuHuella } from './huella.js';
import { isXmlText } from './xml-writer.js';

/**
 * F1 invoice, F2 simplified invoice, R1-R4 rectifying (art. 80 LIVA cases), R5 rectifying a
 * simplified one, F3 issued in substitution of simplified invoices (it lists them).
 */
export const INVOICE_TYPES = ['F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5', 'F3'] as const;
export type TipoFactura = (typeof INVOICE_TYPES)[number];
const RECTIFYING: readonly TipoFactura[] = ['R1', 'R2', 'R3', 'R4', 'R5'];
/** Simplified invoices name no recipient (RD 1619/2012 art. 7). */
const WITHOUT_RECIPIENT: readonly TipoFactura[] = ['F2', 'R5'];

/** The regime key of a breakdown row (ClaveRegimen): 01 general, 02 export, ... */
export type ClaveRegimen = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '14' | '15' | '17' | '18' | '19' | '20';

export interface RecordInvoiceId {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
}

export interface AnnulledInvoiceId {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
}

/**
 * IDType of a recipient without a Spanish NIF: 02 EU VAT number, 03 passport, 04 official
 * identity document of the country of residence, 05 residence certificate, 06 other
 * document, 07 not registered.
 */
export type IdOtroType = '02' | '03' | '04' | '05' | '06' | '07';

export type Destinatario =
  | { NombreRazon: string; NIF: string }
  | { NombreRazon: string; IDOtro: { CodigoPais?: string; IDType: IdOtroType; ID: string } };

export type DetalleDesglose = {
  /** 01 IVA, 02 IPSI (Ceuta, Melilla), 03 IGIC (Canarias): AltaRecordInput `impuesto`. */
  Impuesto: ImpuestoCode;
  ClaveRegimen: ClaveRegimen;
  BaseImponibleOimporteNoSujeto: string;
} & (
  | { CalificacionOperacion: 'S1'; TipoImpositivo: string; CuotaRepercutida: string }
  | { OperacionExenta: VatExemption }
  /** Not subject by the rules of location (LIVA art. 69): the amount, no rate or VAT. */
  | { CalificacionOperacion: 'N2' }
);

/** The invoicing system that produced the record: this product. */
export interface SistemaInformatico {
  /** The producer of the software (its legal name and NIF: configuration). */
  NombreRazon: string;
  NIF: string;
  NombreSistemaInformatico: string;
  IdSistemaInformatico: string;
  Version: string;
  NumeroInstalacion: string;
  TipoUsoPosibleSoloVerifactu: 'S' | 'N';
  TipoUsoPosibleMultiOT: 'S' | 'N';
  IndicadorMultiplesOT: 'S' | 'N';
}

/** The previous record of the same issuer, as the next record names it. */
export interface ChainLink extends RecordInvoiceId {
  Huella: string;
}

export type Encadenamiento = { PrimerRegistro: 'S' } | { RegistroAnterior: ChainLink };

export interface RegistroAlta {
  kind: 'alta';
  IDVersion: '1.0';
  IDFactura: RecordInvoiceId;
  NombreRazonEmisor: string;
  /** A correction of a record the AEAT refused or accepted with errors (correction.ts): 'S'. */
  Subsanacion?: 'S';
  /** On a correction: 'X' when the AEAT holds no record of the invoice, 'S' when it holds one and refused a later correction. */
  RechazoPrevio?: 'S' | 'X';
  TipoFactura: TipoFactura;
  /** Rectifying invoices only: S by substitution, I by differences. */
  TipoRectificativa?: 'S' | 'I';
  FacturasRectificadas?: RecordInvoiceId[];
  /** Rectifying by substitution only: the rectified invoice's base and VAT. */
  /** F3 only: the simplified invoices it replaces. */
  FacturasSustituidas?: RecordInvoiceId[];
  ImporteRectificacion?: { BaseRectificada: string; CuotaRectificada: string };
  FechaOperacion?: string;
  DescripcionOperacion: string;
  /** 'S' on an F1 that is a qualified simplified invoice (RD 1619/2012 art. 7.2 and 7.3). */
  FacturaSimplificadaArt7273?: 'S';
  Destinatarios?: Destinatario[];
  Desglose: DetalleDesglose[];
  CuotaTotal: string;
  ImporteTotal: string;
  Encadenamiento: Encadenamiento;
  SistemaInformatico: SistemaInformatico;
  FechaHoraHusoGenRegistro: string;
  TipoHuella: '01';
  Huella: string;
}

export interface RegistroAnulacion {
  kind: 'anulacion';
  IDVersion: '1.0';
  IDFactura: AnnulledInvoiceId;
  Encadenamiento: Encadenamiento;
  SistemaInformatico: SistemaInformatico;
  FechaHoraHusoGenRegistro: string;
  TipoHuella: '01';
  Huella: string;
}

export type VerifactuRecord = RegistroAlta | RegistroAnulacion;

// --- value formats ----------------------------------------------------------------------

/** `yyyy-mm-dd` (how the product stores dates) as the record's `dd-mm-yyyy`. */
export const formatRecordDate = (isoDate: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`not a yyyy-mm-dd date: ${isoDate}`);
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
};

const twoDecimals = (hundredths: number): string => {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Integer cents as the record's amount: a point and always two decimals (`-5.00`, `123.40`). */
export const formatRecordAmount = (cents: number): string => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount must be integer cents: ${cents}`);
  // ImporteSgn12.2Type: at most twelve integer digits.
  if (Math.abs(cents) >= 1e14) throw new RangeError(`amount too large for a record: ${cents}`);
  return twoDecimals(cents);
};

/** A VAT rate in percent (up to two decimals) as TipoImpositivo: `21.00`. */
export const formatRecordRate = (percent: number): string => {
  const hundredths = Math.round(percent * 100);
  if (percent < 0 || percent > 100 || Math.abs(percent * 100 - hundredths) > 1e-6) throw new RangeError(`not a VAT rate: ${percent}`);
  return twoDecimals(hundredths);
};

const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * FechaHoraHusoGenRegistro: the instant as `yyyy-mm-ddThh:mm:ss±hh:mm` on the wall clock of
 * `timeZone` (Europe/Madrid; Atlantic/Canary for the Canary Islands), with that zone's offset
 * at that instant.
 */
export const formatRecordTimestamp = (instant: Date, timeZone = 'Europe/Madrid'): string => {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(seconds);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day, hour, minute, second] = [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')];
  const offsetMinutes = Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - seconds) / 60_000);
  const offset = `${offsetMinutes < 0 ? '-' : '+'}${pad2(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad2(Math.abs(offsetMinutes) % 60)}`;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:${pad2(second)}${offset}`;
};

// --- building records -------------------------------------------------------------------

/** Lengths of the schema's text types (NIFType, TextMax120Type, TextoIDFacturaType, TextMax500Type). */
export const MAX_LENGTH = { nif: 9, name: 120, number: 60, description: 500 } as const;

/** A text value trimmed, non-empty and within the schema's length (or exactly it). */
export const recordText = (value: string, what: string, maxLength: number, exactLength = false): string => {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw new RangeError(`${what} is empty`);
  if (!isXmlText(trimmed)) throw new RangeError(`${what} has characters a record cannot carry: ${JSON.stringify(trimmed)}`);
  if (exactLength ? trimmed.length !== maxLength : trimmed.length > maxLength) throw new RangeError(`${what} does not fit the record (${maxLength}): ${trimmed}`);
  return trimmed;
};

export const recordNif = (value: string, what: string): string => recordText(value, what, MAX_LENGTH.nif, true).toUpperCase();

/** The invoice identity as it goes into records: issuer NIF, number with series, issue date. */
export const recordInvoiceId = (issuerNif: string, number: string, issueDate: string): RecordInvoiceId => ({
  IDEmisorFactura: recordNif(issuerNif, 'issuer NIF'),
  NumSerieFactura: recordText(number, 'invoice number', MAX_LENGTH.number),
  FechaExpedicionFactura: formatRecordDate(issueDate),
});

/** How the record after `record` names it in its Encadenamiento. */
export const chainLinkOf = (record: VerifactuRecord): ChainLink =>
  record.kind === 'alta'
    ? { ...record.IDFactura, Huella: record.Huella }
    : {
        IDEmisorFactura: record.IDFactura.IDEmisorFacturaAnulada,
        NumSerieFactura: record.IDFactura.NumSerieFacturaAnulada,
        FechaExpedicionFactura: record.IDFactura.FechaExpedicionFacturaAnulada,
        Huella: record.Huella,
      };

const encadenamiento = (previous: ChainLink | null): Encadenamiento => (previous ? { RegistroAnterior: { ...previous } } : { PrimerRegistro: 'S' });

/** The previous huella a record was chained to: empty for the first record. */
export const previousHuellaOf = (record: Pick<VerifactuRecord, 'Encadenamiento'>): string =>
  'RegistroAnterior' in record.Encadenamiento ? record.Encadenamiento.RegistroAnterior.Huella : '';

const altaHuella = (record: Omit<RegistroAlta, 'Huella'>): string =>
  verifactuHuella({
    ...record.IDFactura,
    TipoFactura: record.TipoFactura,
    CuotaTotal: record.CuotaTotal,
    ImporteTotal: record.ImporteTotal,
    Huella: previousHuellaOf(record),
    FechaHoraHusoGenRegistro: record.FechaHoraHusoGenRegistro,
  });

const anulacionHuella = (record: Omit<RegistroAnulacion, 'Huella'>): string =>
  verifactuHuella({ ...record.IDFactura, Huella: previousHuellaOf(record), FechaHoraHusoGenRegistro: record.FechaHoraHusoGenRegistro });

/** The huella a record's own fields give (what its Huella must equal). */
export const recomputeHuella = (record: VerifactuRecord): string => (record.kind === 'alta' ? altaHuella(record) : anulacionHuella(record));

/** Exports (E2) and operations treated as exports (E3): never under the general key (issue 22 point 2). */
const EXPORT_EXEMPTIONS: readonly VatExemption[] = ['E2', 'E3'];

/**
 * A row's ClaveRegimen: 02 for an export (E2/E3) whatever the issuer's regime; any other row
 * the issuer's key (01 general, 07 cash basis, 20 simplified regime), never 02.
 */
export const claveRegimenOfRow = (row: Pick<VatBreakdownRow, 'vat'>, claveRegimen: ClaveRegimen = '01'): ClaveRegimen => {
  if (row.vat.kind === 'exempt' && EXPORT_EXEMPTIONS.includes(row.vat.exemption)) return '02';
  return claveRegimen === '02' ? '01' : claveRegimen;
};

const detalle = (row: VatBreakdownRow, claveRegimen: ClaveRegimen | undefined, impuesto: ImpuestoCode = '01'): DetalleDesglose => {
  const base = { Impuesto: impuesto, ClaveRegimen: claveRegimenOfRow(row, claveRegimen), BaseImponibleOimporteNoSujeto: formatRecordAmount(row.baseCents) } as const;
  if (row.vat.kind === 'exempt' || row.vat.kind === 'not_subject') {
    if (row.vatCents !== 0) throw new RangeError(`a ${row.vat.kind} row carries VAT: ${row.vatCents}`);
    return row.vat.kind === 'exempt' ? { ...base, OperacionExenta: row.vat.exemption } : { ...base, CalificacionOperacion: 'N2' };
  }
  return { ...base, CalificacionOperacion: 'S1', TipoImpositivo: formatRecordRate(row.vat.ratePercent), CuotaRepercutida: formatRecordAmount(row.vatCents) };
};

export interface AltaRecordInput {
  issuer: { nif: string; name: string };
  invoice: {
    /** The number with its series, as printed on the invoice. */
    number: string;
    /** `yyyy-mm-dd`. */
    issueDate: string;
    /** `yyyy-mm-dd`, only when the operation happened on another day than the issue. */
    operationDate?: string;
    type: TipoFactura;
    description: string;
  };
  /** None for simplified invoices (F2, R5); at least one otherwise. */
  recipients: readonly Destinatario[];
  /** The breakdown per VAT category from invoiceTotals() (differences for a rectifying invoice by differences). */
  breakdown: readonly VatBreakdownRow[];
  /**
   * The issuer's regime key for the rows: 01 general (the default), 07 cash basis, 20
   * simplified regime. Export rows (E2/E3) are always 02, and no other row is.
   */
  claveRegimen?: ClaveRegimen;
  /** Which tax the rows are (issue 22 point 3): 01 IVA (the default), 02 IPSI, 03 IGIC. */
  impuesto?: ImpuestoCode;
  /** Rectifying invoices (R1-R5) only. */
  rectification?: {
    kind: 'substitution' | 'differences';
    invoices: readonly RecordInvoiceId[];
    /** By substitution: the rectified invoice's base and VAT. */
    rectified?: { baseCents: number; vatCents: number };
  };
  /** F3 only: the simplified invoices it replaces (one at least). */
  substitutedInvoices?: readonly RecordInvoiceId[];
  /** An F1 that is a qualified simplified invoice (art. 7.2): FacturaSimplificadaArt7273 'S'. */
  qualifiedSimplified?: boolean;
  /** The issuer's latest record (chainLinkOf), or null for the issuer's first record. */
  previous: ChainLink | null;
  system: SistemaInformatico;
  generatedAt: Date;
  timeZone?: string;
  /**
   * A correction (Subsanacion 'S') of the invoice's earlier record, with the RechazoPrevio the
   * AEAT's rules give it (correctionFlags, correction.ts): 'N' is sent as absent.
   */
  correction?: { rechazoPrevio: 'N' | 'S' | 'X' };
}

/** The invoices whose recipient may be named by an EU VAT number (IDType 02). */
const EU_VAT_RECIPIENT_TYPES: readonly TipoFactura[] = ['F1', 'R1', 'R2', 'R3', 'R4'];
/** The ISO country of an EU VAT number's prefix where they differ (Greece's EL). */
const ISO_OF_VAT_PREFIX: Readonly<Record<string, string>> = { EL: 'GR', XI: 'GB' };

/**
 * A recipient as the record carries it. IDOtro: an EU VAT number (02) only on F1 and R1-R4,
 * with the country of its prefix (EL is GR) when none is given and never ES; a Spanish NIF not
 * in the census (07) with country ES.
 */
const destinatario = (recipient: Destinatario, type: TipoFactura): Destinatario => {
  const NombreRazon = recordText(recipient.NombreRazon, 'recipient name', MAX_LENGTH.name);
  if ('NIF' in recipient) return { NombreRazon, NIF: recordNif(recipient.NIF, 'recipient NIF') };
  const { IDType } = recipient.IDOtro;
  const ID = recordText(recipient.IDOtro.ID, 'recipient identifier', 20);
  let { CodigoPais } = recipient.IDOtro;
  if (IDType === '02') {
    if (!EU_VAT_RECIPIENT_TYPES.includes(type)) throw new RangeError(`a ${type} invoice cannot name its recipient by an EU VAT number (IDType 02)`);
    const prefix = ID.slice(0, 2);
    CodigoPais ??= ISO_OF_VAT_PREFIX[prefix] ?? prefix;
    if (CodigoPais === 'ES') throw new RangeError('a Spanish recipient is named by its NIF, not IDType 02');
  }
  if (IDType === '07') {
    CodigoPais ??= 'ES';
    if (CodigoPais !== 'ES') throw new RangeError(`a recipient not in the census (IDType 07) is Spanish, not ${CodigoPais}`);
  }
  if (CodigoPais !== undefined && !/^[A-Z]{2}$/.test(CodigoPais)) throw new RangeError(`not a country code: ${CodigoPais}`);
  return { NombreRazon, IDOtro: { ...(CodigoPais ? { CodigoPais } : {}), IDType, ID } };
};

const rectificationFields = (input: AltaRecordInput): Pick<RegistroAlta, 'TipoRectificativa' | 'FacturasRectificadas' | 'ImporteRectificacion'> => {
  const { rectification } = input;
  const rectifying = RECTIFYING.includes(input.invoice.type);
  if (!rectifying) {
    if (rectification) throw new RangeError(`a ${input.invoice.type} invoice rectifies nothing`);
    return {};
  }
  if (!rectification || rectification.invoices.length === 0) throw new RangeError(`a ${input.invoice.type} invoice names the invoices it rectifies`);
  const FacturasRectificadas = rectification.invoices.map((id) => ({ ...id }));
  if (rectification.kind === 'differences') {
    if (rectification.rectified) throw new RangeError('a rectification by differences carries no rectified amounts');
    return { TipoRectificativa: 'I', FacturasRectificadas };
  }
  if (!rectification.rectified) throw new RangeError('a rectification by substitution carries the rectified base and VAT');
  return {
    TipoRectificativa: 'S',
    FacturasRectificadas,
    ImporteRectificacion: {
      BaseRectificada: formatRecordAmount(rectification.rectified.baseCents),
      CuotaRectificada: formatRecordAmount(rectification.rectified.vatCents),
    },
  };
};

/** FacturasSustituidas: an F3 names the simplified invoices it replaces (1 to 1,000), no other kind names any. */
const substitutionFields = (input: AltaRecordInput): Pick<RegistroAlta, 'FacturasSustituidas'> => {
  const invoices = input.substitutedInvoices ?? [];
  if (input.invoice.type !== 'F3') {
    if (invoices.length > 0) throw new RangeError(`a ${input.invoice.type} invoice replaces no invoice`);
    return {};
  }
  if (invoices.length === 0 || invoices.length > 1000) throw new RangeError(`an F3 invoice names the 1 to 1000 invoices it replaces, not ${invoices.length}`);
  return { FacturasSustituidas: invoices.map((id) => ({ ...id })) };
};

/** FacturaSimplificadaArt7273: only an F1 (a qualified simplified invoice recorded with its recipient) says 'S'. */
const qualifiedSimplifiedField = (input: AltaRecordInput): Pick<RegistroAlta, 'FacturaSimplificadaArt7273'> => {
  if (!input.qualifiedSimplified) return {};
  if (input.invoice.type !== 'F1') throw new RangeError(`a ${input.invoice.type} invoice is not a qualified simplified invoice`);
  return { FacturaSimplificadaArt7273: 'S' };
};

/** Subsanacion and RechazoPrevio of a correction; nothing on a first record (the AEAT reads absent as 'N'). */
const correctionFields = (correction: AltaRecordInput['correction']): Pick<RegistroAlta, 'Subsanacion' | 'RechazoPrevio'> =>
  correction ? { Subsanacion: 'S', ...(correction.rechazoPrevio !== 'N' ? { RechazoPrevio: correction.rechazoPrevio } : {}) } : {};

/**
 * The registration record of an issued invoice. CuotaTotal is the VAT of the breakdown and
 * ImporteTotal its bases plus VAT: the AEAT's invoice total does not subtract an IRPF
 * withholding, so it can differ from the amount the client pays.
 */
export const buildRegistroAlta = (input: AltaRecordInput): RegistroAlta => {
  const { invoice } = input;
  if (input.breakdown.length === 0 || input.breakdown.length > 12) throw new RangeError(`a record has 1 to 12 breakdown rows, not ${input.breakdown.length}`);
  const recipients = input.recipients.map((recipient) => destinatario(recipient, invoice.type));
  if (WITHOUT_RECIPIENT.includes(invoice.type) ? recipients.length > 0 : recipients.length === 0) {
    throw new RangeError(`a ${invoice.type} invoice ${WITHOUT_RECIPIENT.includes(invoice.type) ? 'names no' : 'names its'} recipient`);
  }
  const vatCents = input.breakdown.reduce((sum, row) => sum + row.vatCents, 0);
  const baseCents = input.breakdown.reduce((sum, row) => sum + row.baseCents, 0);
  const IDFactura = recordInvoiceId(input.issuer.nif, invoice.number, invoice.issueDate);
  const Encadenamiento = encadenamiento(input.previous);
  const unsigned = {
    kind: 'alta' as const,
    IDVersion: '1.0' as const,
    IDFactura,
    NombreRazonEmisor: recordText(input.issuer.name, 'issuer name', MAX_LENGTH.name),
    ...correctionFields(input.correction),
    TipoFactura: invoice.type,
    ...rectificationFields(input),
    ...substitutionFields(input),
    ...(invoice.operationDate && invoice.operationDate !== invoice.issueDate ? { FechaOperacion: formatRecordDate(invoice.operationDate) } : {}),
    DescripcionOperacion: recordText(invoice.description, 'operation description', MAX_LENGTH.description),
    ...qualifiedSimplifiedField(input),
    ...(recipients.length > 0 ? { Destinatarios: recipients } : {}),
    Desglose: input.breakdown.map((row) => detalle(row, input.claveRegimen, input.impuesto)),
    CuotaTotal: formatRecordAmount(vatCents),
    ImporteTotal: formatRecordAmount(baseCents + vatCents),
    Encadenamiento,
    SistemaInformatico: { ...input.system },
    FechaHoraHusoGenRegistro: formatRecordTimestamp(input.generatedAt, input.timeZone),
    TipoHuella: '01' as const,
  };
  return { ...unsigned, Huella: altaHuella(unsigned) };
};

export interface AnulacionRecordInput {
  /** The cancelled invoice's identity, as its registration record carries it. */
  annulled: RecordInvoiceId;
  previous: ChainLink | null;
  system: SistemaInformatico;
  generatedAt: Date;
  timeZone?: string;
}

/** The cancellation record of an invoice issued by mistake. */
export const buildRegistroAnulacion = (input: AnulacionRecordInput): RegistroAnulacion => {
  const unsigned = {
    kind: 'anulacion' as const,
    IDVersion: '1.0' as const,
    IDFactura: {
      IDEmisorFacturaAnulada: input.annulled.IDEmisorFactura,
      NumSerieFacturaAnulada: input.annulled.NumSerieFactura,
      FechaExpedicionFacturaAnulada: input.annulled.FechaExpedicionFactura,
    },
    Encadenamiento: encadenamiento(input.previous),
    SistemaInformatico: { ...input.system },
    FechaHoraHusoGenRegistro: formatRecordTimestamp(input.generatedAt, input.timeZone),
    TipoHuella: '01' as const,
  };
  return { ...unsigned, Huella: anulacionHuella(unsigned) };
};

export interface CorrectionRecordInput {
  /** The invoice's latest registration record: the one the AEAT refused or accepted with errors. */
  corrected: RegistroAlta;
  /** The recipient as corrected by the photographer; none keeps the corrected record's. */
  recipients?: readonly Destinatario[];
  /** RechazoPrevio by the AEAT's rules (correctionFlags, correction.ts). */
  rechazoPrevio: 'N' | 'S' | 'X';
  previous: ChainLink | null;
  system: SistemaInformatico;
  generatedAt: Date;
  timeZone?: string;
}

/**
 * The correction of a registration record (issue 24 point 4): a new record of the SAME invoice
 * (its IDFactura, type, description, breakdown and totals exactly as recorded: an issued
 * invoice never changes), with Subsanacion 'S' and its RechazoPrevio, the recipient the
 * photographer corrected, chained after the issuer's latest record with its own time and huella.
 */
export const buildCorrectionAlta = (input: CorrectionRecordInput): RegistroAlta => {
  const { corrected } = input;
  const { kind: _kind, IDVersion, IDFactura, NombreRazonEmisor, Subsanacion: _s, RechazoPrevio: _r, Destinatarios, Encadenamiento: _e, SistemaInformatico: _si, FechaHoraHusoGenRegistro: _t, TipoHuella: _th, Huella: _h, ...kept } = corrected;
  const recipients = input.recipients ? input.recipients.map((recipient) => destinatario(recipient, corrected.TipoFactura)) : (Destinatarios ?? []);
  if (WITHOUT_RECIPIENT.includes(corrected.TipoFactura) ? recipients.length > 0 : recipients.length === 0) {
    throw new RangeError(`a ${corrected.TipoFactura} invoice ${WITHOUT_RECIPIENT.includes(corrected.TipoFactura) ? 'names no' : 'names its'} recipient`);
  }
  const unsigned = {
    kind: 'alta' as const,
    IDVersion,
    IDFactura: { ...IDFactura },
    NombreRazonEmisor,
    ...correctionFields({ rechazoPrevio: input.rechazoPrevio }),
    // TipoFactura, the rectified or replaced invoices, dates, description, breakdown and totals as recorded.
    ...kept,
    ...(recipients.length > 0 ? { Destinatarios: recipients.map((recipient) => ({ ...recipient })) } : {}),
    Encadenamiento: encadenamiento(input.previous),
    SistemaInformatico: { ...input.system },
    FechaHoraHusoGenRegistro: formatRecordTimestamp(input.generatedAt, input.timeZone),
    TipoHuella: '01' as const,
  };
  return { ...unsigned, Huella: altaHuella(unsigned) };
};
