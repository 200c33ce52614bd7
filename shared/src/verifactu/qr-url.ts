// The address the AEAT's QR code on a VERI*FACTU invoice carries (AEAT "Características del
// QR y especificaciones del servicio de cotejo", v0.5.0): the tax agency's page where the
// invoice's recipient checks that it was registered.
import type { RegistroAlta } from './record-fields.js';

export const AEAT_QR_HOSTS = {
  production: 'https://www2.agenciatributaria.gob.es',
  test: 'https://prewww2.aeat.es',
} as const;
export type AeatEnvironment = keyof typeof AEAT_QR_HOSTS;

export interface QrInvoice {
  /** IDEmisorFactura. */
  nif: string;
  /** NumSerieFactura. */
  numSerie: string;
  /** FechaExpedicionFactura, `dd-mm-yyyy`. */
  fecha: string;
  /**
   * ImporteTotal, as the record writes it (`241.40`) or as the AEAT's own examples do (`241.4`,
   * `241`), a string with a decimal point or a number; the URL always carries two decimals.
   */
  importe: string | number;
}

const MAX_INTEGER_DIGITS = 12;

/** The amount's sign and its absolute value in cents, or null when it is not an amount. */
const signedCents = (importe: string | number): { negative: boolean; cents: bigint } | null => {
  if (typeof importe === 'number') {
    const scaled = Math.round(importe * 100);
    if (!Number.isFinite(importe) || Math.abs(importe * 100 - scaled) > 1e-6 * Math.max(1, Math.abs(scaled))) return null;
    return { negative: scaled < 0, cents: BigInt(Math.abs(scaled)) };
  }
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(importe.trim());
  const decimals = match?.[3] ?? '';
  if (!match || !/^\d{0,2}0*$/.test(decimals)) return null;
  return { negative: match[1] === '-', cents: BigInt(match[2] ?? '0') * 100n + BigInt(decimals.slice(0, 2).padEnd(2, '0')) };
};

/**
 * An amount with at most two decimals (further decimals only zeros) as the record's decimal
 * with two: `241.4` -> `241.40`, `241` -> `241.00`, 241.4 -> `241.40`. Anything else throws.
 */
export const qrAmount = (importe: string | number): string => {
  const amount = signedCents(importe);
  const units = amount ? (amount.cents / 100n).toString() : '';
  if (!amount || units.length > MAX_INTEGER_DIGITS) throw new RangeError(`not a record amount: ${importe}`);
  const sign = amount.negative && amount.cents !== 0n ? '-' : '';
  return `${sign}${units}.${(amount.cents % 100n).toString().padStart(2, '0')}`;
};

/** The values are the record's own strings (the amount with two decimals), each URL-encoded as UTF-8. */
export const verifactuQrUrl = (invoice: QrInvoice, environment: AeatEnvironment = 'production'): string => {
  if (!/^\d{2}-\d{2}-\d{4}$/.test(invoice.fecha)) throw new RangeError(`not a dd-mm-yyyy date: ${invoice.fecha}`);
  const importe = qrAmount(invoice.importe);
  const query = [
    ['nif', invoice.nif],
    ['numserie', invoice.numSerie],
    ['fecha', invoice.fecha],
    ['importe', importe],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent((value ?? '').trim())}`)
    .join('&');
  return `${AEAT_QR_HOSTS[environment]}/wlpl/TIKE-CONT/ValidarQR?${query}`;
};

/** The QR address of an issued invoice, from its registration record. */
export const verifactuQrUrlOfRecord = (record: RegistroAlta, environment: AeatEnvironment = 'production'): string =>
  verifactuQrUrl(
    {
      nif: record.IDFactura.IDEmisorFactura,
      numSerie: record.IDFactura.NumSerieFactura,
      fecha: record.IDFactura.FechaExpedicionFactura,
      importe: record.ImporteTotal,
    },
    environment,
  );
