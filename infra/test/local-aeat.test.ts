// The local AEAT (infra/local/aeat): mutual TLS with the local test CA, the AEAT's schemas,
// and RespuestaSuministro's answers, steered as the tests of the submission client steer it.
import { request, Agent } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submissionXml } from '@fotostudio/shared/verifactu/record-xml';
import { loadOrCreateAeatCertificates, type AeatCertificates } from '../local/aeat/aeat-certificates.js';
import { startLocalAeat, type LocalAeat } from '../local/aeat/aeat-local.js';
import { ISSUER, altaRecord, lines } from '../../shared/test/support/verifactu-records.js';

const dir = mkdtempSync(join(tmpdir(), 'local-aeat-'));
let certificates: AeatCertificates;
let aeat: LocalAeat;
let agent: Agent;

beforeAll(async () => {
  certificates = loadOrCreateAeatCertificates(join(dir, 'aeat'));
  aeat = await startLocalAeat({ certificates, stateFile: join(dir, 'aeat', 'records.json') });
  agent = new Agent({ pfx: certificates.clientP12, passphrase: certificates.clientPassword, ca: certificates.caPem });
});
afterAll(async () => {
  agent.destroy();
  await aeat.stop();
  rmSync(dir, { recursive: true, force: true });
});

const call = (url: string, body: string, options: { agent?: Agent; ca?: string } = { agent }): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' }, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });

const soap = (xml: string) =>
  `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Header/><soapenv:Body>${xml.replace(/^<\?xml[^>]*>\s*/, '')}</soapenv:Body></soapenv:Envelope>`;
const control = (order: object) => call(`${aeat.controlUrl}/control`, JSON.stringify(order));
const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<[\\w]+:${name}>([^<]*)</[\\w]+:${name}>`, 'g'))].map((match) => match[1]);

let counter = 0;
const invoice = () => altaRecord(`AEAT-${Date.now()}-${(counter += 1)}`, lines([1, 10_000, { kind: 'rate', ratePercent: 21 }]), null, new Date());

describe('local AEAT', () => {
  beforeEach(async () => {
    await control({ reset: true });
  });

  it('refuses a caller without a client certificate', async () => {
    await expect(call(aeat.endpoint, soap(submissionXml(ISSUER, [invoice()])), { ca: certificates.caPem })).rejects.toThrow(/certificate required|socket hang up|ECONNRESET/i);
  });

  it('answers a valid message Correcto with a CSV and the default wait, and holds the record; the same record again is a duplicate', async () => {
    const record = invoice();
    const first = await call(aeat.endpoint, soap(submissionXml(ISSUER, [record])));
    expect(first.status).toBe(200);
    expect(tag(first.body, 'EstadoEnvio')).toEqual(['Correcto']);
    expect(tag(first.body, 'EstadoRegistro')).toEqual(['Correcto']);
    expect(tag(first.body, 'TiempoEsperaEnvio')).toEqual(['60']);
    expect(tag(first.body, 'CSV')[0]).toMatch(/^[A-Z0-9]{16}$/);
    expect(tag(first.body, 'NIFPresentador')).toEqual(['12345678Z']);
    const held = (JSON.parse((await call(`${aeat.controlUrl}/records`, '')).body || '[]') as { NumSerieFactura: string }[]);
    expect(held.map((item) => item.NumSerieFactura)).toContain(record.IDFactura.NumSerieFactura);

    const again = await call(aeat.endpoint, soap(submissionXml(ISSUER, [record])));
    expect(tag(again.body, 'EstadoEnvio')).toEqual(['Incorrecto']);
    expect(tag(again.body, 'CodigoErrorRegistro')).toEqual(['3000']);
    expect(tag(again.body, 'EstadoRegistroDuplicado')).toEqual(['Correcta']);
    expect(tag(again.body, 'CSV')).toEqual([]);
  });

  it('answers a message out of the schema with a SOAP Client fault', async () => {
    const xml = submissionXml(ISSUER, [invoice()]).replace(/<sum1:CuotaTotal>[^<]*<\/sum1:CuotaTotal>/, '');
    const answer = await call(aeat.endpoint, soap(xml));
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<faultcode>env:Client</faultcode>');
  });

  it('refuses a record, accepts one with errors and asks for another wait when told', async () => {
    const refused = invoice();
    const withErrors = invoice();
    const fine = invoice();
    await control({ refuse: { NumSerieFactura: refused.IDFactura.NumSerieFactura, code: 1105, description: 'NIF del destinatario no identificado.' } });
    await control({ refuse: { NumSerieFactura: withErrors.IDFactura.NumSerieFactura, code: 2000, description: 'Aviso.', acceptWithErrors: true }, wait: 5 });
    const answer = await call(aeat.endpoint, soap(submissionXml(ISSUER, [refused, withErrors, fine])));
    expect(tag(answer.body, 'EstadoEnvio')).toEqual(['ParcialmenteCorrecto']);
    expect(tag(answer.body, 'EstadoRegistro')).toEqual(['Incorrecto', 'AceptadoConErrores', 'Correcto']);
    expect(tag(answer.body, 'CodigoErrorRegistro')).toEqual(['1105', '2000']);
    expect(tag(answer.body, 'TiempoEsperaEnvio')).toEqual(['5']);
  });

  it('fails with a 5xx as many times as told, then answers again', async () => {
    await control({ fail: { times: 1, status: 503 } });
    const record = invoice();
    expect((await call(aeat.endpoint, soap(submissionXml(ISSUER, [record])))).status).toBe(503);
    expect(tag((await call(aeat.endpoint, soap(submissionXml(ISSUER, [record])))).body, 'EstadoRegistro')).toEqual(['Correcto']);
  });
});
