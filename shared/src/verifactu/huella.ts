// The "huella" (fingerprint) that chains VERI*FACTU billing records (Real Decreto 1007/2023,
// orden HAC/1177/2024; AEAT "Detalle de las especificaciones técnicas para generación de la
// huella o hash de los registros de facturación", v0.1.2). Pure: the caller passes each field
// exactly as it goes into the record (dates dd-mm-yyyy, amounts with a point and two decimals,
// the timestamp yyyy-mm-ddThh:mm:ss±hh:mm), so the record and its hash can never disagree.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A registration record (RegistroAlta) under the AEAT's field names. */
export interface HuellaAltaFields {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  /** The previous record's huella of the same issuer; empty for the first record. */
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

/** A cancellation record (RegistroAnulacion) under the AEAT's field names. */
export interface HuellaAnulacionFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

const ALTA_ORDER = [
  'IDEmisorFactura',
  'NumSerieFactura',
  'FechaExpedicionFactura',
  'TipoFactura',
  'CuotaTotal',
  'ImporteTotal',
  'Huella',
  'FechaHoraHusoGenRegistro',
] as const satisfies readonly (keyof HuellaAltaFields)[];

const ANULACION_ORDER = [
  'IDEmisorFacturaAnulada',
  'NumSerieFacturaAnulada',
  'FechaExpedicionFacturaAnulada',
  'Huella',
  'FechaHoraHusoGenRegistro',
] as const satisfies readonly (keyof HuellaAnulacionFields)[];

const isAnulacion = (fields: HuellaAltaFields | HuellaAnulacionFields): fields is HuellaAnulacionFields => 'IDEmisorFacturaAnulada' in fields;

/**
 * The string the huella is computed over: `name=value` pairs joined by `&`, in the
 * specification's order, every value trimmed and not escaped; an empty previous huella stays
 * as `Huella=`.
 */
export const huellaInput = (fields: HuellaAltaFields | HuellaAnulacionFields): string => {
  const pairs = isAnulacion(fields)
    ? ANULACION_ORDER.map((name) => `${name}=${fields[name].trim()}`)
    : ALTA_ORDER.map((name) => `${name}=${fields[name].trim()}`);
  return pairs.join('&');
};

/** SHA-256 of the UTF-8 input, as 64 upper-case hexadecimal characters. */
export const verifactuHuella = (fields: HuellaAltaFields | HuellaAnulacionFields): string =>
  bytesToHex(sha256(utf8ToBytes(huellaInput(fields)))).toUpperCase();
