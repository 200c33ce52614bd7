// The AEAT's consultation of what it holds (issue 24 point 5): ConsultaFactuSistemaFacturacion
// of the same WSDL as the submission (SistemaFacturacion.wsdl, same endpoint), in the element
// order of ConsultaLR.xsd. The issuer asks for one tax period (PeriodoImputacion: the year
// and month of FechaExpedicionFactura); an answer with IndicadorPaginacion S names the last
// record it gave in ClavePaginacion, and the next request carries it to read on.
import { MAX_LENGTH, recordNif, recordText, type RecordInvoiceId } from './record-fields.js';
import { SUMINISTRO_INFORMACION_NS } from './record-xml.js';
import { renderXmlDocument, xmlElement as el, type XmlElement } from './xml-writer.js';

export const CONSULTA_LR_NS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/ConsultaLR.xsd';

export interface ConsultaInput {
  issuer: { nif: string; name: string };
  /** The period: year (YYYY) and month (01-12) the invoices were issued in. */
  ejercicio: string;
  periodo: string;
  /** Only this invoice number. */
  numSerieFactura?: string;
  /** The ClavePaginacion of the previous answer: read on after that record. */
  clavePaginacion?: RecordInvoiceId;
}

const sf = (name: string, content: XmlElement['content']): XmlElement => el(`sum1:${name}`, content);
const con = (name: string, content: XmlElement['content']): XmlElement => el(`con:${name}`, content);

/** The period (Ejercicio, Periodo) of an AEAT date `dd-mm-yyyy`. */
export const periodOf = (fecha: string): { ejercicio: string; periodo: string } => {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(fecha);
  if (!match?.[2] || !match[3]) throw new RangeError(`not an AEAT date (dd-mm-yyyy): ${fecha}`);
  return { ejercicio: match[3], periodo: match[2] };
};

/** The ConsultaFactuSistemaFacturacion document (root con:ConsultaFactuSistemaFacturacion, its namespaces on itself). */
export const consultaXml = (input: ConsultaInput): string => {
  if (!/^\d{4}$/.test(input.ejercicio) || !/^(0[1-9]|1[0-2])$/.test(input.periodo)) throw new RangeError(`not a period: ${input.ejercicio}-${input.periodo}`);
  const key = input.clavePaginacion;
  return renderXmlDocument(
    el(
      'con:ConsultaFactuSistemaFacturacion',
      [
        con('Cabecera', [
          sf('IDVersion', '1.0'),
          sf('ObligadoEmision', [sf('NombreRazon', recordText(input.issuer.name, 'issuer name', MAX_LENGTH.name)), sf('NIF', recordNif(input.issuer.nif, 'issuer NIF'))]),
        ]),
        con('FiltroConsulta', [
          con('PeriodoImputacion', [sf('Ejercicio', input.ejercicio), sf('Periodo', input.periodo)]),
          input.numSerieFactura === undefined ? undefined : con('NumSerieFactura', recordText(input.numSerieFactura, 'invoice number', MAX_LENGTH.number)),
          key
            ? con('ClavePaginacion', [sf('IDEmisorFactura', key.IDEmisorFactura), sf('NumSerieFactura', key.NumSerieFactura), sf('FechaExpedicionFactura', key.FechaExpedicionFactura)])
            : undefined,
        ]),
      ],
      { 'xmlns:con': CONSULTA_LR_NS, 'xmlns:sum1': SUMINISTRO_INFORMACION_NS },
    ),
  );
};
