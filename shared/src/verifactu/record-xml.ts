// The XML of VERI*FACTU records, in the element order of the AEAT's SuministroInformacion.xsd
// (a record alone, as the Verification tab hands it out) and SuministroLR.xsd (records of one
// issuer with their header, as the web service and the books export take them).
import {
  MAX_LENGTH,
  recordNif,
  recordText,
  type ChainLink,
  type DetalleDesglose,
  type Destinatario,
  type Encadenamiento,
  type RecordInvoiceId,
  type RegistroAlta,
  type RegistroAnulacion,
  type SistemaInformatico,
  type VerifactuRecord,
} from './record-fields.js';
import { renderXmlDocument, xmlElement as el, type XmlElement } from './xml-writer.js';

const SCHEMA_BASE = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
export const SUMINISTRO_LR_NS = `${SCHEMA_BASE}/SuministroLR.xsd`;
export const SUMINISTRO_INFORMACION_NS = `${SCHEMA_BASE}/SuministroInformacion.xsd`;

// Prefixes as the AEAT's own examples write them.
const sf = (name: string, content: XmlElement['content']): XmlElement => el(`sum1:${name}`, content);
const lr = (name: string, content: XmlElement['content']): XmlElement => el(`sum:${name}`, content);
const optional = (name: string, value: string | undefined): XmlElement | undefined => (value === undefined ? undefined : sf(name, value));

const invoiceId = (name: string, id: RecordInvoiceId): XmlElement =>
  sf(name, [sf('IDEmisorFactura', id.IDEmisorFactura), sf('NumSerieFactura', id.NumSerieFactura), sf('FechaExpedicionFactura', id.FechaExpedicionFactura)]);

const destinatario = (recipient: Destinatario): XmlElement =>
  sf('IDDestinatario', [
    sf('NombreRazon', recipient.NombreRazon),
    'NIF' in recipient
      ? sf('NIF', recipient.NIF)
      : sf('IDOtro', [optional('CodigoPais', recipient.IDOtro.CodigoPais), sf('IDType', recipient.IDOtro.IDType), sf('ID', recipient.IDOtro.ID)]),
  ]);

const detalle = (row: DetalleDesglose): XmlElement =>
  sf('DetalleDesglose', [
    sf('Impuesto', row.Impuesto),
    sf('ClaveRegimen', row.ClaveRegimen),
    'OperacionExenta' in row ? sf('OperacionExenta', row.OperacionExenta) : sf('CalificacionOperacion', row.CalificacionOperacion),
    'TipoImpositivo' in row ? sf('TipoImpositivo', row.TipoImpositivo) : undefined,
    sf('BaseImponibleOimporteNoSujeto', row.BaseImponibleOimporteNoSujeto),
    'CuotaRepercutida' in row ? sf('CuotaRepercutida', row.CuotaRepercutida) : undefined,
  ]);

const previous = (link: ChainLink): XmlElement =>
  sf('RegistroAnterior', [
    sf('IDEmisorFactura', link.IDEmisorFactura),
    sf('NumSerieFactura', link.NumSerieFactura),
    sf('FechaExpedicionFactura', link.FechaExpedicionFactura),
    sf('Huella', link.Huella),
  ]);

const encadenamiento = (chain: Encadenamiento): XmlElement =>
  sf('Encadenamiento', ['PrimerRegistro' in chain ? sf('PrimerRegistro', chain.PrimerRegistro) : previous(chain.RegistroAnterior)]);

const sistema = (system: SistemaInformatico): XmlElement =>
  sf('SistemaInformatico', [
    sf('NombreRazon', system.NombreRazon),
    sf('NIF', system.NIF),
    sf('NombreSistemaInformatico', system.NombreSistemaInformatico),
    sf('IdSistemaInformatico', system.IdSistemaInformatico),
    sf('Version', system.Version),
    sf('NumeroInstalacion', system.NumeroInstalacion),
    sf('TipoUsoPosibleSoloVerifactu', system.TipoUsoPosibleSoloVerifactu),
    sf('TipoUsoPosibleMultiOT', system.TipoUsoPosibleMultiOT),
    sf('IndicadorMultiplesOT', system.IndicadorMultiplesOT),
  ]);

const signature = (record: VerifactuRecord): XmlElement[] => [
  sistema(record.SistemaInformatico),
  sf('FechaHoraHusoGenRegistro', record.FechaHoraHusoGenRegistro),
  sf('TipoHuella', record.TipoHuella),
  sf('Huella', record.Huella),
];

const altaElement = (record: RegistroAlta): XmlElement =>
  sf('RegistroAlta', [
    sf('IDVersion', record.IDVersion),
    invoiceId('IDFactura', record.IDFactura),
    sf('NombreRazonEmisor', record.NombreRazonEmisor),
    optional('Subsanacion', record.Subsanacion),
    optional('RechazoPrevio', record.RechazoPrevio),
    sf('TipoFactura', record.TipoFactura),
    optional('TipoRectificativa', record.TipoRectificativa),
    record.FacturasRectificadas ? sf('FacturasRectificadas', record.FacturasRectificadas.map((id) => invoiceId('IDFacturaRectificada', id))) : undefined,
    record.FacturasSustituidas ? sf('FacturasSustituidas', record.FacturasSustituidas.map((id) => invoiceId('IDFacturaSustituida', id))) : undefined,
    record.ImporteRectificacion
      ? sf('ImporteRectificacion', [sf('BaseRectificada', record.ImporteRectificacion.BaseRectificada), sf('CuotaRectificada', record.ImporteRectificacion.CuotaRectificada)])
      : undefined,
    optional('FechaOperacion', record.FechaOperacion),
    sf('DescripcionOperacion', record.DescripcionOperacion),
    optional('FacturaSimplificadaArt7273', record.FacturaSimplificadaArt7273),
    record.Destinatarios ? sf('Destinatarios', record.Destinatarios.map(destinatario)) : undefined,
    sf('Desglose', record.Desglose.map(detalle)),
    sf('CuotaTotal', record.CuotaTotal),
    sf('ImporteTotal', record.ImporteTotal),
    encadenamiento(record.Encadenamiento),
    ...signature(record),
  ]);

const anulacionElement = (record: RegistroAnulacion): XmlElement =>
  sf('RegistroAnulacion', [
    sf('IDVersion', record.IDVersion),
    sf('IDFactura', [
      sf('IDEmisorFacturaAnulada', record.IDFactura.IDEmisorFacturaAnulada),
      sf('NumSerieFacturaAnulada', record.IDFactura.NumSerieFacturaAnulada),
      sf('FechaExpedicionFacturaAnulada', record.IDFactura.FechaExpedicionFacturaAnulada),
    ]),
    encadenamiento(record.Encadenamiento),
    ...signature(record),
  ]);

const recordElement = (record: VerifactuRecord): XmlElement => (record.kind === 'alta' ? altaElement(record) : anulacionElement(record));

/** One record as its own document (root sum1:RegistroAlta or sum1:RegistroAnulacion). */
export const recordXml = (record: VerifactuRecord): string => {
  const root = recordElement(record);
  return renderXmlDocument({ ...root, attributes: { 'xmlns:sum1': SUMINISTRO_INFORMACION_NS } });
};

/** The AEAT's RegFactuSistemaFacturacion accepts up to 1,000 records per document. */
export const MAX_RECORDS_PER_SUBMISSION = 1000;

/**
 * Records of one issuer under the header naming that issuer (ObligadoEmision), as the
 * SuministroLR schema takes them.
 */
export const submissionXml = (issuer: { name: string; nif: string }, records: readonly VerifactuRecord[]): string => {
  if (records.length === 0 || records.length > MAX_RECORDS_PER_SUBMISSION) throw new RangeError(`a submission holds 1 to ${MAX_RECORDS_PER_SUBMISSION} records, not ${records.length}`);
  return renderXmlDocument(
    el(
      'sum:RegFactuSistemaFacturacion',
      [
        lr('Cabecera', [sf('ObligadoEmision', [sf('NombreRazon', recordText(issuer.name, 'issuer name', MAX_LENGTH.name)), sf('NIF', recordNif(issuer.nif, 'issuer NIF'))])]),
        ...records.map((record) => lr('RegistroFactura', [recordElement(record)])),
      ],
      { 'xmlns:sum': SUMINISTRO_LR_NS, 'xmlns:sum1': SUMINISTRO_INFORMACION_NS },
    ),
  );
};
