// The AEAT's VERI*FACTU web service as a client: a RegFactuSistemaFacturacion document in a
// SOAP 1.1 envelope, POSTed over mutual TLS (Node's own https.Agent with the PKCS#12
// certificate; no library), and the answer read as RespuestaSuministro.xsd writes it.
import { request, Agent } from 'node:https';
import { XMLParser } from 'fast-xml-parser';
import type { SubmissionState } from '../../data/entities/verifactu-submission.js';

const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

export interface ClientCertificate {
  pfx: Buffer;
  passphrase: string;
}

export interface AeatConnection {
  endpoint: string;
  certificate: ClientCertificate | undefined;
  /** Extra CA to trust (the local AEAT's test CA). */
  ca?: string;
  /** No answer within this time is a network failure. */
  timeoutMs: number;
}

/** The document (root sum:RegFactuSistemaFacturacion, its namespaces on itself) in a SOAP body. */
export const soapEnvelope = (document: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_NS}"><soapenv:Header/><soapenv:Body>${document.replace(/^<\?xml[^>]*\?>\s*/, '')}</soapenv:Body></soapenv:Envelope>`;

/** A failure worth sending the same message again: no answer, a timeout, or an HTTP 5xx that is not the AEAT refusing the message. */
export class AeatUnavailableError extends Error {
  override readonly name = 'AeatUnavailableError';
}

/** The AEAT refused the message itself (a SOAP Client fault: schema, header, certificate): sending it again would not help. */
export class AeatRefusedMessageError extends Error {
  override readonly name = 'AeatRefusedMessageError';
}

export interface AeatLine {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoOperacion: 'Alta' | 'Anulacion';
  state: SubmissionState;
  errorCode?: number;
  errorText?: string;
  /** RegistroDuplicado: the state the AEAT holds (Correcta, AceptadaConErrores, Anulada) and its error. */
  duplicate?: { state: string; errorCode?: number; errorText?: string };
}

export interface AeatAnswer {
  estadoEnvio: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';
  waitSeconds: number;
  csv?: string;
  lines: AeatLine[];
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'RespuestaLinea' });

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);
const integer = (value: unknown): number | undefined => {
  const read = text(value);
  return read && /^-?\d+$/.test(read) ? Number(read) : undefined;
};

const STATES = new Set<string>(['Correcto', 'AceptadoConErrores', 'Incorrecto']);

export type SoapFault = { fault: { code: string; text: string } };

/** The Fault of a SOAP body read by fast-xml-parser (prefixes removed), if it is one. */
export const soapFaultOf = (body: Record<string, unknown>): SoapFault | undefined => {
  if (!body.Fault) return undefined;
  const fault = node(body.Fault);
  return { fault: { code: text(fault.faultcode) ?? '', text: text(fault.faultstring) ?? '' } };
};

/** The SOAP answer's body: a RespuestaRegFactuSistemaFacturacion, or the Fault the AEAT sent. */
export const parseAeatAnswer = (xml: string): AeatAnswer | SoapFault => {
  const body = node(node(node(parser.parse(xml)).Envelope).Body);
  const fault = soapFaultOf(body);
  if (fault) return fault;
  const answer = node(body.RespuestaRegFactuSistemaFacturacion);
  const estadoEnvio = text(answer.EstadoEnvio);
  if (estadoEnvio !== 'Correcto' && estadoEnvio !== 'ParcialmenteCorrecto' && estadoEnvio !== 'Incorrecto') throw new Error(`the AEAT's answer has no EstadoEnvio: ${xml.slice(0, 300)}`);
  const lines = (Array.isArray(answer.RespuestaLinea) ? answer.RespuestaLinea : []).map((raw): AeatLine => {
    const line = node(raw);
    const id = node(line.IDFactura);
    const state = text(line.EstadoRegistro) ?? '';
    if (!STATES.has(state)) throw new Error(`unknown EstadoRegistro ${state}`);
    const duplicate = line.RegistroDuplicado ? node(line.RegistroDuplicado) : undefined;
    const errorCode = integer(line.CodigoErrorRegistro);
    const errorText = text(line.DescripcionErrorRegistro);
    const duplicateCode = duplicate ? integer(duplicate.CodigoErrorRegistro) : undefined;
    const duplicateText = duplicate ? text(duplicate.DescripcionErrorRegistro) : undefined;
    return {
      IDEmisorFactura: text(id.IDEmisorFactura) ?? '',
      NumSerieFactura: text(id.NumSerieFactura) ?? '',
      FechaExpedicionFactura: text(id.FechaExpedicionFactura) ?? '',
      TipoOperacion: text(node(line.Operacion).TipoOperacion) === 'Anulacion' ? 'Anulacion' : 'Alta',
      state: state as SubmissionState,
      ...(errorCode !== undefined ? { errorCode } : {}),
      ...(errorText ? { errorText } : {}),
      ...(duplicate
        ? {
            duplicate: {
              state: text(duplicate.EstadoRegistroDuplicado) ?? '',
              ...(duplicateCode !== undefined ? { errorCode: duplicateCode } : {}),
              ...(duplicateText ? { errorText: duplicateText } : {}),
            },
          }
        : {}),
    };
  });
  const csv = text(answer.CSV);
  return { estadoEnvio, waitSeconds: integer(answer.TiempoEsperaEnvio) ?? 60, ...(csv ? { csv } : {}), lines };
};

/** One POST of an envelope; resolves with the AEAT's answer, or rejects with AeatUnavailableError / AeatRefusedMessageError. */
export const postToAeat = (envelope: string, connection: AeatConnection): Promise<AeatAnswer> => exchangeWithAeat(envelope, connection, parseAeatAnswer);

/**
 * One POST of an envelope over mutual TLS, its answer read by `read` (which throws on a body it
 * does not know); every operation of the AEAT's WSDL goes through here (submission, consultation).
 */
export const exchangeWithAeat = <T extends object>(envelope: string, connection: AeatConnection, read: (xml: string) => T | SoapFault): Promise<T> =>
  new Promise((resolve, reject) => {
    const agent = new Agent({
      ...(connection.certificate ? { pfx: connection.certificate.pfx, passphrase: connection.certificate.passphrase } : {}),
      ...(connection.ca ? { ca: connection.ca } : {}),
      keepAlive: false,
    });
    const done = (settle: () => void) => {
      agent.destroy();
      settle();
    };
    const req = request(
      connection.endpoint,
      { method: 'POST', agent, headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""', 'content-length': Buffer.byteLength(envelope) }, timeout: connection.timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => done(() => reject(new AeatUnavailableError(error.message))));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          let parsed: T | SoapFault | undefined;
          try {
            parsed = read(body);
          } catch {
            parsed = undefined;
          }
          if (parsed && 'fault' in parsed) {
            const { fault } = parsed as SoapFault;
            const message = `${fault.code}: ${fault.text}`;
            // A Client fault is the message's own fault; a Server fault is the AEAT's.
            return done(() => reject(/Client$/.test(fault.code) ? new AeatRefusedMessageError(message) : new AeatUnavailableError(`HTTP ${status} ${message}`)));
          }
          if (status >= 200 && status < 300 && parsed) {
            const answer = parsed as T;
            return done(() => resolve(answer));
          }
          return done(() => reject(status >= 500 || status === 0 ? new AeatUnavailableError(`HTTP ${status}`) : new AeatRefusedMessageError(`HTTP ${status}: ${body.slice(0, 300)}`)));
        });
      },
    );
    req.on('timeout', () => req.destroy(new AeatUnavailableError(`no answer within ${connection.timeoutMs} ms`)));
    req.on('error', (error) => done(() => reject(error instanceof AeatUnavailableError ? error : new AeatUnavailableError(error.message))));
    req.end(envelope);
  });

/** The AEAT's VERI*FACTU web service by environment (its WSDL's SistemaVerifactuPruebas and SistemaVerifactu ports; docs/deploy.md). */
export const AEAT_ENDPOINTS = {
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

/** Where records go: the configured address (the local AEAT), else the configured environment's. */
export const aeatEndpoint = (settings: { VERIFACTU_AEAT_ENDPOINT?: string | undefined; VERIFACTU_AEAT_ENVIRONMENT: keyof typeof AEAT_ENDPOINTS }): string =>
  settings.VERIFACTU_AEAT_ENDPOINT ?? AEAT_ENDPOINTS[settings.VERIFACTU_AEAT_ENVIRONMENT];
