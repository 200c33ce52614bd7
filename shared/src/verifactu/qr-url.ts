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
  /** ImporteTotal, `123.40`. */
  importe: string;
}

/** The values are the record's own strings, each URL-encoded as UTF-8. */
export const verifactuQrUrl = (invoice: QrInvoice, environment: AeatEnvironment = 'production'): string => {
  if (!/^\d{2}-\d{2}-\d{4}$/.test(invoice.fecha)) throw new RangeError(`not a dd-mm-yyyy date: ${invoice.fecha}`);
  if (!/^-?\d{1,12}\.\d{2}$/.test(invoice.importe)) throw new RangeError(`not a record amount: ${invoice.importe}`);
  const query = [
    ['nif', invoice.nif],
    ['numserie', invoice.numSerie],
    ['fecha', invoice.fecha],
    ['importe', invoice.importe],
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
