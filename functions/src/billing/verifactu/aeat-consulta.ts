// What the AEAT holds of an issuer's records (issue 24 point 5): ConsultaFactuSistemaFacturacion
// (shared/src/verifactu/consulta-xml.ts) sent over the same mutual TLS exchange as the
// submission (aeat-client.ts), and its RespuestaConsultaFactuSistemaFacturacion read as
// RespuestaConsultaLR.xsd writes it, page after page (IndicadorPaginacion S → ClavePaginacion).
import { consultaXml, type ConsultaInput } from '@fotostudio/shared/verifactu/consulta-xml';
import type { RecordInvoiceId } from '@fotostudio/shared/verifactu/record-fields';
import { XMLParser } from 'fast-xml-parser';
import { exchangeWithAeat, soapEnvelope, soapFaultOf, type AeatConnection, type SoapFault } from './aeat-client.js';

/** EstadoRegistro of a record the AEAT holds (RespuestaConsultaLR.xsd EstadoRegistroType). */
export type HeldState = 'Correcto' | 'AceptadoConErrores' | 'Anulado';
const HELD_STATES = new Set<string>(['Correcto', 'AceptadoConErrores', 'Anulado']);

export interface HeldRecord extends RecordInvoiceId {
  state: HeldState;
  errorCode?: number;
  errorText?: string;
  /** The Huella of the record the AEAT holds. */
  huella?: string;
}

export interface ConsultaPage {
  records: HeldRecord[];
  /** IndicadorPaginacion S: more records after `clavePaginacion`. */
  more: boolean;
  clavePaginacion?: RecordInvoiceId;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'RegistroRespuestaConsultaFactuSistemaFacturacion',
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const invoiceIdOf = (value: unknown): RecordInvoiceId => {
  const id = node(value);
  return { IDEmisorFactura: text(id.IDEmisorFactura) ?? '', NumSerieFactura: text(id.NumSerieFactura) ?? '', FechaExpedicionFactura: text(id.FechaExpedicionFactura) ?? '' };
};

/** The SOAP answer's body: a RespuestaConsultaFactuSistemaFacturacion, or the Fault the AEAT sent. */
export const parseConsultaAnswer = (xml: string): ConsultaPage | SoapFault => {
  const body = node(node(node(parser.parse(xml)).Envelope).Body);
  const fault = soapFaultOf(body);
  if (fault) return fault;
  const answer = node(body.RespuestaConsultaFactuSistemaFacturacion);
  const resultado = text(answer.ResultadoConsulta);
  if (resultado !== 'ConDatos' && resultado !== 'SinDatos') throw new Error(`the AEAT's consultation answer has no ResultadoConsulta: ${xml.slice(0, 300)}`);
  const records = (Array.isArray(answer.RegistroRespuestaConsultaFactuSistemaFacturacion) ? answer.RegistroRespuestaConsultaFactuSistemaFacturacion : []).map((raw): HeldRecord => {
    const registro = node(raw);
    const estado = node(registro.EstadoRegistro);
    const state = text(estado.EstadoRegistro) ?? '';
    if (!HELD_STATES.has(state)) throw new Error(`unknown EstadoRegistro ${state}`);
    const code = text(estado.CodigoErrorRegistro);
    const errorText = text(estado.DescripcionErrorRegistro);
    const huella = text(node(registro.DatosRegistroFacturacion).Huella);
    return {
      ...invoiceIdOf(registro.IDFactura),
      state: state as HeldState,
      ...(code && /^-?\d+$/.test(code) ? { errorCode: Number(code) } : {}),
      ...(errorText ? { errorText } : {}),
      ...(huella ? { huella } : {}),
    };
  });
  const more = text(answer.IndicadorPaginacion) === 'S';
  return { records, more, ...(answer.ClavePaginacion ? { clavePaginacion: invoiceIdOf(answer.ClavePaginacion) } : {}) };
};

export type ConsultaSend = (envelope: string, connection: AeatConnection) => Promise<ConsultaPage>;

/** One consultation message. */
export const consultAeat: ConsultaSend = (envelope, connection) => exchangeWithAeat(envelope, connection, parseConsultaAnswer);

/** Every record the AEAT holds for the issuer in one period, reading page after page. */
export const heldInPeriod = async (input: Omit<ConsultaInput, 'clavePaginacion'>, connection: AeatConnection, send: ConsultaSend = consultAeat): Promise<HeldRecord[]> => {
  const held: HeldRecord[] = [];
  let clavePaginacion: RecordInvoiceId | undefined;
  for (;;) {
    const page = await send(soapEnvelope(consultaXml({ ...input, ...(clavePaginacion ? { clavePaginacion } : {}) })), connection);
    held.push(...page.records);
    if (!page.more) return held;
    if (!page.clavePaginacion) throw new Error('the AEAT said there are more records but gave no ClavePaginacion');
    clavePaginacion = page.clavePaginacion;
  }
};
