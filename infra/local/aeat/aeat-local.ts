// A local stand-in of the AEAT's VERI*FACTU web service (SistemaFacturacion.wsdl, port
// SistemaVerifactuPruebas): SOAP 1.1 over HTTPS that requires a client certificate signed by
// the local test CA (aeat-certificates.ts). The body of a `RegFactuSistemaFacturacion` message
// is validated against the AEAT's own schemas (shared/test/fixtures/aeat, read in place) with
// libxml2 compiled to WebAssembly; a message out of the schema gets a SOAP Client fault, as
// the AEAT answers it. Each record is answered as RespuestaSuministro.xsd's
// RespuestaRegFactuSistemaFacturacion (EstadoEnvio, TiempoEsperaEnvio, one RespuestaLinea per
// record with EstadoRegistro, CodigoErrorRegistro, DescripcionErrorRegistro, and
// RegistroDuplicado for a record it already holds); what it accepted is kept in the data
// folder. A `ConsultaFactuSistemaFacturacion` message (the WSDL's consultation, same endpoint)
// is validated against ConsultaLR.xsd and answered as RespuestaConsultaLR.xsd's
// RespuestaConsultaFactuSistemaFacturacion with what it holds for that issuer and period
// (PeriodoImputacion: year and month of FechaExpedicionFactura; NumSerieFactura and
// FechaExpedicionFactura filters), at most 10,000 records an answer (the schema's maxOccurs):
// IndicadorPaginacion S and ClavePaginacion (the last record given) when more follow, and a
// request carrying ClavePaginacion reads on after that record.
//
// Tests steer it through `POST /__aeat/control` (same TLS, so with the client certificate):
//   { "refuse": { "NumSerieFactura": "F-1", "code": 1105, "description": "…", "acceptWithErrors": false } }
//   { "wait": 5 }                      TiempoEsperaEnvio of the following answers (default 60)
//   { "fail": { "times": 2, "status": 503 } }   the next messages get an HTTP 5xx
//   { "hang": { "times": 1 } }         the next messages are never answered (a timeout)
//   { "pageSize": 2 }                  records per consultation answer (default 10,000)
//   { "forget": { "NumSerieFactura": "F-1" } }   drop a held record (as if it never arrived)
//   { "reset": true }                  forget every instruction (not what was accepted)
// and read what it received with `GET` (or POST) `/__aeat/messages` (every message: its time and answer)
// and `GET /__aeat/records` (what it holds).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { dirname, join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import type { AeatCertificates } from './aeat-certificates.js';
import { repoRoot } from '../paths.js';

/** The service's path on the AEAT hosts (prewww1.aeat.es, www1.agenciatributaria.gob.es). */
export const AEAT_SERVICE_PATH = '/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
export const AEAT_CONTROL_PATH = '/__aeat';

const SCHEMA_BASE = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
const SCHEMA_DIR = join(repoRoot, 'shared', 'test', 'fixtures', 'aeat');
/** The AEAT's default wait between messages (Veri-Factu_Descripcion_SWeb: 60 s). */
export const DEFAULT_WAIT_SECONDS = 60;
/** RegistroRespuestaConsultaFactuSistemaFacturacion's maxOccurs in RespuestaConsultaLR.xsd. */
const CONSULTA_PAGE_SIZE = 10_000;
/** "Registro de facturación duplicado" (Validaciones y errores). */
const DUPLICATE_CODE = 3000;
/** "No existe el registro de facturación": a correction of a record the AEAT does not hold. */
const NOT_HELD_CODE = 3002;

type StoredState = 'Correcta' | 'AceptadaConErrores' | 'Anulada';
interface HeldRecord {
  key: string;
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  state: StoredState;
  idPeticion: string;
  code?: number;
  description?: string;
  huella: string;
  receivedAt: string;
  /** NIFPresentador (absent on records held before the consultation was answered). */
  presenter?: string;
}
interface Refusal {
  code: number;
  description: string;
  acceptWithErrors: boolean;
}
interface MessageLog {
  receivedAt: string;
  status: number;
  estadoEnvio?: string;
  records: number;
}

export interface LocalAeat {
  /** The service endpoint, `https://127.0.0.1:<port>/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`. */
  endpoint: string;
  /** The control base, `https://127.0.0.1:<port>/__aeat`. */
  controlUrl: string;
  stop(): Promise<void>;
}

const xmlText = (value: string | number): string =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const el = (name: string, content: string): string => `<${name}>${content}</${name}>`;
const text = (name: string, value: string | number | undefined): string => (value === undefined ? '' : el(name, xmlText(value)));

const envelope = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP_NS}"><env:Header/><env:Body>${body}</env:Body></env:Envelope>`;

const fault = (code: 'env:Client' | 'env:Server', message: string): string =>
  envelope(`<env:Fault><faultcode>${code}</faultcode><faultstring>${xmlText(message)}</faultstring></env:Fault>`);

/** The namespace declarations of the envelope, copied onto the body's root so it validates alone. */
const bodyDocument = (soap: string): string | undefined => {
  const envelopeTag = /<([\w-]+:)?Envelope\b([^>]*)>/.exec(soap);
  const body = /<([\w-]+:)?Body\b[^>]*>([\s\S]*)<\/([\w-]+:)?Body>/.exec(soap);
  const inner = body?.[2]?.trim();
  if (!envelopeTag || !inner) return undefined;
  const declarations = [...(envelopeTag[2] ?? '').matchAll(/\sxmlns(:[\w-]+)?="[^"]*"/g)].map((match) => match[0]);
  return inner.replace(/^<([\w:-]+)([^>]*?)(\/?)>/, (_, name: string, attributes: string, selfClosing: string) => {
    const missing = declarations.filter((declaration) => !attributes.includes(declaration.trim().split('=')[0] ?? ''));
    return `<${name}${attributes}${missing.join('')}${selfClosing}>`;
  });
};

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'RegistroFactura' });

type Parsed = Record<string, unknown>;
const obj = (value: unknown): Parsed => (value && typeof value === 'object' ? (value as Parsed) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const csvOf = () => randomBytes(12).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, '0').slice(0, 16);
const idPeticionOf = () => `${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`.slice(0, 20);

const readJson = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, body: string, type = 'text/xml; charset=utf-8') => {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
};

export interface LocalAeatOptions {
  certificates: AeatCertificates;
  /** What it accepted is kept here (JSON). */
  stateFile: string;
  /** 0 picks a free port. */
  port?: number;
  /** TiempoEsperaEnvio of its answers until a control order changes it, and after a reset. @default 60 (the AEAT's) */
  waitSeconds?: number;
}

export const startLocalAeat = async ({ certificates, stateFile, port = 0, waitSeconds: startWaitSeconds = DEFAULT_WAIT_SECONDS }: LocalAeatOptions): Promise<LocalAeat> => {
  // SuministroInformacion.xsd imports the W3C signature schema by its web address (the files are
  // kept byte for byte as the AEAT publishes them); the stand-in has no network, so the address
  // is pointed at the copy beside it in memory, as xmllint's catalogue does in the shared tests.
  const schemaFile = (fileName: string): XMLFileInfo => ({
    fileName,
    contents: readFileSync(join(SCHEMA_DIR, fileName), 'utf8').replaceAll('schemaLocation="http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd"', 'schemaLocation="xmldsig-core-schema.xsd"'),
  });
  const schema = [schemaFile('SuministroLR.xsd')];
  // The W3C signature schema is imported by URL; point it at the local copy (as catalog.xml does
  // for xmllint), so validation never depends on reaching www.w3.org.
  const informacion = schemaFile('SuministroInformacion.xsd');
  const preload = [{ ...informacion, contents: String(informacion.contents).replace('http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd', 'xmldsig-core-schema.xsd') }, schemaFile('xmldsig-core-schema.xsd')];
  const consultaSchema = [schemaFile('ConsultaLR.xsd')];

  const held = new Map<string, HeldRecord>(
    existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as HeldRecord[]).map((record) => [record.key, record]) : [],
  );
  const save = () => {
    mkdirSync(dirname(stateFile), { recursive: true });
    writeFileSync(stateFile, JSON.stringify([...held.values()], null, 1));
  };
  const messages: MessageLog[] = [];
  let refusals = new Map<string, Refusal>();
  let waitSeconds = startWaitSeconds;
  let failures: { times: number; status: number } = { times: 0, status: 503 };
  let hangs = 0;
  let pageSize = CONSULTA_PAGE_SIZE;
  const hanging = new Set<ServerResponse>();

  const answerRecord = (record: Parsed, now: Date, presenter: string) => {
    const alta = obj(record.RegistroAlta);
    const isAlta = Object.keys(alta).length > 0;
    const anulacion = obj(record.RegistroAnulacion);
    const id = obj((isAlta ? alta : anulacion).IDFactura);
    const IDEmisorFactura = str(isAlta ? id.IDEmisorFactura : id.IDEmisorFacturaAnulada);
    const NumSerieFactura = str(isAlta ? id.NumSerieFactura : id.NumSerieFacturaAnulada);
    const FechaExpedicionFactura = str(isAlta ? id.FechaExpedicionFactura : id.FechaExpedicionFacturaAnulada);
    const key = `${IDEmisorFactura}|${NumSerieFactura}|${FechaExpedicionFactura}`;
    const subsanacion = isAlta && str(alta.Subsanacion) === 'S';
    const operacion = { TipoOperacion: isAlta ? 'Alta' : 'Anulacion', ...(subsanacion ? { Subsanacion: 'S' } : {}), ...(isAlta && str(alta.RechazoPrevio) ? { RechazoPrevio: str(alta.RechazoPrevio) } : {}) };
    const line = (estado: string, extra: { code?: number; description?: string; duplicate?: HeldRecord } = {}) =>
      el(
        'tikR:RespuestaLinea',
        el('tikR:IDFactura', text('tik:IDEmisorFactura', IDEmisorFactura) + text('tik:NumSerieFactura', NumSerieFactura) + text('tik:FechaExpedicionFactura', FechaExpedicionFactura)) +
          el('tikR:Operacion', Object.entries(operacion).map(([name, value]) => text(`tik:${name}`, value)).join('')) +
          text('tikR:EstadoRegistro', estado) +
          text('tikR:CodigoErrorRegistro', extra.code) +
          text('tikR:DescripcionErrorRegistro', extra.description) +
          (extra.duplicate
            ? el(
                'tikR:RegistroDuplicado',
                text('tik:IdPeticionRegistroDuplicado', extra.duplicate.idPeticion) +
                  text('tik:EstadoRegistroDuplicado', extra.duplicate.state) +
                  text('tik:CodigoErrorRegistro', extra.duplicate.code) +
                  text('tik:DescripcionErrorRegistro', extra.duplicate.description),
              )
            : ''),
      );
    const existing = held.get(key);
    if (isAlta && existing && !subsanacion) {
      return { estado: 'Incorrecto', xml: line('Incorrecto', { code: DUPLICATE_CODE, description: 'Registro de facturación duplicado.', duplicate: existing }) };
    }
    // A correction (Subsanacion S) names in RechazoPrevio whether the AEAT holds the invoice's
    // record (SuministroInformacion.xsd, RechazoPrevioType): X says it holds none, so with one
    // held it is a duplicate; without X the correction is of a held record, so with none held
    // there is nothing to correct.
    const rechazoPrevio = isAlta ? str(alta.RechazoPrevio) : '';
    if (subsanacion && rechazoPrevio === 'X' && existing) {
      return { estado: 'Incorrecto', xml: line('Incorrecto', { code: DUPLICATE_CODE, description: 'Registro de facturación duplicado.', duplicate: existing }) };
    }
    if (subsanacion && rechazoPrevio !== 'X' && !existing) {
      return { estado: 'Incorrecto', xml: line('Incorrecto', { code: NOT_HELD_CODE, description: 'No existe el registro de facturación.' }) };
    }
    const refusal = refusals.get(NumSerieFactura);
    if (refusal) {
      refusals.delete(NumSerieFactura);
      if (!refusal.acceptWithErrors) return { estado: 'Incorrecto', xml: line('Incorrecto', { code: refusal.code, description: refusal.description }) };
    }
    const state: StoredState = !isAlta ? 'Anulada' : refusal ? 'AceptadaConErrores' : 'Correcta';
    held.set(key, {
      key,
      IDEmisorFactura,
      NumSerieFactura,
      FechaExpedicionFactura,
      state,
      idPeticion: idPeticionOf(),
      ...(refusal ? { code: refusal.code, description: refusal.description } : {}),
      huella: str((isAlta ? alta : anulacion).Huella),
      receivedAt: now.toISOString(),
      presenter,
    });
    return refusal
      ? { estado: 'AceptadoConErrores', xml: line('AceptadoConErrores', { code: refusal.code, description: refusal.description }) }
      : { estado: 'Correcto', xml: line('Correcto') };
  };

  const submit = async (req: IncomingMessage, res: ServerResponse) => {
    const now = new Date();
    const log: MessageLog = { receivedAt: now.toISOString(), status: 200, records: 0 };
    messages.push(log);
    const soap = await readJson(req);
    if (hangs > 0) {
      hangs -= 1;
      log.status = 0;
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (failures.times > 0) {
      failures.times -= 1;
      log.status = failures.status;
      return send(res, failures.status, fault('env:Server', 'Servicio no disponible temporalmente.'));
    }
    const document = bodyDocument(soap);
    if (!document) {
      log.status = 500;
      return send(res, 500, fault('env:Client', 'Codigo[4102].El XML no cumple el esquema. No se encuentra el cuerpo del mensaje SOAP.'));
    }
    if (/^<([\w-]+:)?ConsultaFactuSistemaFacturacion\b/.test(document)) {
      // The message log is the submissions' (their count and answers); a consultation is not one.
      messages.splice(messages.indexOf(log), 1);
      return consult(document, res);
    }
    const validation = await validateXML({ xml: [{ fileName: 'RegFactuSistemaFacturacion.xml', contents: document }], schema, preload });
    if (!validation.valid) {
      log.status = 500;
      const first = validation.errors[0]?.message ?? 'documento no válido';
      return send(res, 500, fault('env:Client', `Codigo[4102].El XML no cumple el esquema. ${first}`));
    }
    const root = obj(obj(parser.parse(document)).RegFactuSistemaFacturacion);
    const obligado = obj(obj(root.Cabecera).ObligadoEmision);
    const records = (Array.isArray(root.RegistroFactura) ? root.RegistroFactura : []).map(obj);
    log.records = records.length;
    const peer = (req.socket as TLSSocket).getPeerCertificate();
    const presenter = /IDCES-(\w+)/.exec(String(peer.subject?.serialNumber ?? ''))?.[1] ?? str(obligado.NIF);
    const lines = records.map((record) => answerRecord(record, now, presenter));
    save();
    const wrong = lines.filter((line) => line.estado === 'Incorrecto').length;
    const estadoEnvio = wrong === 0 ? 'Correcto' : wrong === lines.length ? 'Incorrecto' : 'ParcialmenteCorrecto';
    log.estadoEnvio = estadoEnvio;
    const timestamp = now.toISOString().replace(/\.\d{3}Z$/, '+00:00');
    const answer =
      `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${SCHEMA_BASE}/RespuestaSuministro.xsd" xmlns:tik="${SCHEMA_BASE}/SuministroInformacion.xsd">` +
      (estadoEnvio === 'Incorrecto' ? '' : text('tikR:CSV', csvOf()) + el('tikR:DatosPresentacion', text('tik:NIFPresentador', presenter) + text('tik:TimestampPresentacion', timestamp))) +
        el('tikR:Cabecera', el('tik:ObligadoEmision', text('tik:NombreRazon', str(obligado.NombreRazon)) + text('tik:NIF', str(obligado.NIF)))) +
        text('tikR:TiempoEsperaEnvio', waitSeconds) +
        text('tikR:EstadoEnvio', estadoEnvio) +
        lines.map((line) => line.xml).join('') +
      '</tikR:RespuestaRegFactuSistemaFacturacion>';
    send(res, 200, envelope(answer));
  };

  /** ConsultaFactuSistemaFacturacion: what it holds for the issuer and period, a page at a time. */
  const consult = async (document: string, res: ServerResponse) => {
    const validation = await validateXML({ xml: [{ fileName: 'ConsultaFactuSistemaFacturacion.xml', contents: document }], schema: consultaSchema, preload });
    if (!validation.valid) return send(res, 500, fault('env:Client', `Codigo[4102].El XML no cumple el esquema. ${validation.errors[0]?.message ?? 'documento no válido'}`));
    const root = obj(obj(parser.parse(document)).ConsultaFactuSistemaFacturacion);
    const obligado = obj(obj(root.Cabecera).ObligadoEmision);
    const filtro = obj(root.FiltroConsulta);
    const periodo = obj(filtro.PeriodoImputacion);
    const [ejercicio, mes, nif, only] = [str(periodo.Ejercicio), str(periodo.Periodo), str(obligado.NIF), str(filtro.NumSerieFactura)];
    const fecha = obj(filtro.FechaExpedicionFactura);
    const rango = obj(fecha.RangoFechaExpedicion);
    const day = (value: string) => value.split('-').reverse().join('-');
    const matching = [...held.values()].filter(
      (record) =>
        record.IDEmisorFactura === nif &&
        record.FechaExpedicionFactura.slice(3) === `${mes}-${ejercicio}` &&
        (!only || record.NumSerieFactura === only) &&
        (!str(fecha.FechaExpedicionFactura) || record.FechaExpedicionFactura === str(fecha.FechaExpedicionFactura)) &&
        (!str(rango.Desde) || day(record.FechaExpedicionFactura) >= day(str(rango.Desde))) &&
        (!str(rango.Hasta) || day(record.FechaExpedicionFactura) <= day(str(rango.Hasta))),
    );
    const after = obj(filtro.ClavePaginacion);
    const start = Object.keys(after).length > 0 ? matching.findIndex((record) => record.key === `${str(after.IDEmisorFactura)}|${str(after.NumSerieFactura)}|${str(after.FechaExpedicionFactura)}`) + 1 : 0;
    const page = matching.slice(start, start + pageSize);
    const more = start + page.length < matching.length;
    const last = page[page.length - 1];
    const stamp = (iso: string) => iso.replace(/\.\d{3}Z$/, '+00:00');
    const id = (record: HeldRecord) => text('tik:IDEmisorFactura', record.IDEmisorFactura) + text('tik:NumSerieFactura', record.NumSerieFactura) + text('tik:FechaExpedicionFactura', record.FechaExpedicionFactura);
    const estado: Record<StoredState, string> = { Correcta: 'Correcto', AceptadaConErrores: 'AceptadoConErrores', Anulada: 'Anulado' };
    const answer =
      `<tikLRRC:RespuestaConsultaFactuSistemaFacturacion xmlns:tikLRRC="${SCHEMA_BASE}/RespuestaConsultaLR.xsd" xmlns:tik="${SCHEMA_BASE}/SuministroInformacion.xsd">` +
      el('tikLRRC:Cabecera', text('tik:IDVersion', '1.0') + el('tik:ObligadoEmision', text('tik:NombreRazon', str(obligado.NombreRazon)) + text('tik:NIF', nif))) +
      el('tikLRRC:PeriodoImputacion', text('tikLRRC:Ejercicio', ejercicio) + text('tikLRRC:Periodo', mes)) +
      text('tikLRRC:IndicadorPaginacion', more ? 'S' : 'N') +
      text('tikLRRC:ResultadoConsulta', page.length > 0 ? 'ConDatos' : 'SinDatos') +
      page
        .map((record) =>
          el(
            'tikLRRC:RegistroRespuestaConsultaFactuSistemaFacturacion',
            el('tikLRRC:IDFactura', id(record)) +
              el('tikLRRC:DatosRegistroFacturacion', record.huella ? text('tikLRRC:TipoHuella', '01') + text('tikLRRC:Huella', record.huella) : '') +
              (record.presenter
                ? el('tikLRRC:DatosPresentacion', text('tik:NIFPresentador', record.presenter) + text('tik:TimestampPresentacion', stamp(record.receivedAt)) + text('tik:IdPeticion', record.idPeticion))
                : '') +
              el(
                'tikLRRC:EstadoRegistro',
                text('tikLRRC:TimestampUltimaModificacion', stamp(record.receivedAt)) +
                  text('tikLRRC:EstadoRegistro', estado[record.state]) +
                  text('tikLRRC:CodigoErrorRegistro', record.code) +
                  text('tikLRRC:DescripcionErrorRegistro', record.description),
              ),
          ),
        )
        .join('') +
      (more && last ? el('tikLRRC:ClavePaginacion', id(last)) : '') +
      '</tikLRRC:RespuestaConsultaFactuSistemaFacturacion>';
    send(res, 200, envelope(answer));
  };

  const control = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === `${AEAT_CONTROL_PATH}/messages`) return send(res, 200, JSON.stringify(messages), 'application/json');
    if (path === `${AEAT_CONTROL_PATH}/records`) return send(res, 200, JSON.stringify([...held.values()]), 'application/json');
    if (req.method !== 'POST' || path !== `${AEAT_CONTROL_PATH}/control`) return send(res, 404, '{}', 'application/json');
    const order = JSON.parse((await readJson(req)) || '{}') as {
      refuse?: { NumSerieFactura: string; code: number; description?: string; acceptWithErrors?: boolean };
      wait?: number;
      fail?: { times: number; status?: number };
      hang?: { times: number };
      pageSize?: number;
      forget?: { NumSerieFactura: string; IDEmisorFactura?: string };
      reset?: boolean;
    };
    if (order.reset) {
      refusals = new Map();
      waitSeconds = startWaitSeconds;
      failures = { times: 0, status: 503 };
      hangs = 0;
      pageSize = CONSULTA_PAGE_SIZE;
    }
    if (order.refuse) {
      refusals.set(order.refuse.NumSerieFactura, {
        code: order.refuse.code,
        description: order.refuse.description ?? `Error ${order.refuse.code}`,
        acceptWithErrors: order.refuse.acceptWithErrors ?? false,
      });
    }
    if (order.wait !== undefined) waitSeconds = order.wait;
    if (order.fail) failures = { times: order.fail.times, status: order.fail.status ?? 503 };
    if (order.hang) hangs = order.hang.times;
    if (order.pageSize !== undefined) pageSize = Math.max(1, Math.min(CONSULTA_PAGE_SIZE, order.pageSize));
    if (order.forget) {
      const { NumSerieFactura, IDEmisorFactura } = order.forget;
      for (const [key, record] of held) if (record.NumSerieFactura === NumSerieFactura && (!IDEmisorFactura || record.IDEmisorFactura === IDEmisorFactura)) held.delete(key);
      save();
    }
    send(res, 204, '', 'application/json');
  };

  const server: Server = createServer(
    { key: certificates.serverKeyPem, cert: certificates.serverCertPem, ca: certificates.caPem, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      const path = new URL(req.url ?? '/', 'https://127.0.0.1').pathname;
      const handle = path.startsWith(AEAT_CONTROL_PATH)
        ? control(req, res, path)
        : req.method === 'POST' && path === AEAT_SERVICE_PATH
          ? submit(req, res)
          : Promise.resolve(send(res, 404, fault('env:Client', 'Servicio no encontrado.')));
      handle.catch((error: unknown) => {
        if (!res.headersSent) send(res, 500, fault('env:Server', error instanceof Error ? error.message : String(error)));
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const base = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    endpoint: `${base}${AEAT_SERVICE_PATH}`,
    controlUrl: `${base}${AEAT_CONTROL_PATH}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
