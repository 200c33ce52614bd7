// VERI*FACTU reconciliation and status (issue 24 point 5) against the local AEAT over real
// mutual TLS: the consultation request as ConsultaLR.xsd takes it, the stand-in's answer as
// RespuestaConsultaLR.xsd writes it (paging with ClavePaginacion), each kind of difference
// between our records and what the AEAT holds, and `npm run verifactu -- status | reconcile`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { consultaXml } from '@fotostudio/shared/verifactu/consulta-xml';
import { submissionXml } from '@fotostudio/shared/verifactu/record-xml';
import type { VerifactuRecord } from '@fotostudio/shared/verifactu/record-fields';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { parseVerifactuArgs, runVerifactuCommand } from '../../infra/operator/verifactu.js';
import { repoRoot } from '../../infra/local/paths.js';
import { CONSULTA_ANSWER_SCHEMA, CONSULTA_SCHEMA, xmllint } from '../../shared/test/support/xmllint.js';
import { AeatRefusedMessageError, exchangeWithAeat, postToAeat, soapEnvelope, type AeatConnection } from '../src/billing/verifactu/aeat-client.js';
import { consultAeat, heldInPeriod } from '../src/billing/verifactu/aeat-consulta.js';
import { reconcileIssuer } from '../src/billing/verifactu/reconciliation.js';
import { submitPending } from '../src/billing/verifactu/submit-records.js';
import { chainRecords, parseRecord } from '../src/billing/verifactu-records.js';
import { callApi } from './support/api.js';
import { documentBody, documentOf } from './support/billing.js';
import { newIssuer, type Issuer, fakeClock } from './support/aeat.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set by the local stack`);
  return value;
};
const dir = mkdtempSync(join(tmpdir(), 'verifactu-reconciliation-'));
const agent = new Agent({ pfx: Buffer.from(env('VERIFACTU_CERT_P12'), 'base64'), passphrase: env('VERIFACTU_CERT_PASSWORD'), ca: env('VERIFACTU_AEAT_CA_PEM') });
afterAll(() => {
  agent.destroy();
  rmSync(dir, { recursive: true, force: true });
});
const { validate } = xmllint(dir);
const controlUrl = `${new URL(env('VERIFACTU_AEAT_ENDPOINT')).origin}/__aeat`;
const control = (order: object): Promise<void> =>
  new Promise((resolve, reject) => {
    const req = request(`${controlUrl}/control`, { method: 'POST', agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 204 ? resolve() : reject(new Error(`control answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(JSON.stringify(order));
  });
/** The local AEAT as a caller with the local CA's client certificate (not through the product). */
const connection: AeatConnection = {
  endpoint: env('VERIFACTU_AEAT_ENDPOINT'),
  certificate: { pfx: Buffer.from(env('VERIFACTU_CERT_P12'), 'base64'), passphrase: env('VERIFACTU_CERT_PASSWORD') },
  ca: env('VERIFACTU_AEAT_CA_PEM'),
  timeoutMs: 10_000,
};

const issue = async (issuer: Issuer, count: number): Promise<string[]> => {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await callApi({ method: 'POST', path: '/api/billing/invoices', token: issuer.user.accessToken, body: documentBody() });
    expect(answer.status, answer.text).toBe(201);
    ids.push(documentOf(answer).documentId);
  }
  return ids;
};
type Alta = Extract<VerifactuRecord, { kind: 'alta' }>;
const altasOf = async (issuer: Issuer): Promise<Alta[]> =>
  (await chainRecords(issuer.photographerId, issuer.nif)).map(parseRecord).filter((record): record is Alta => record.kind === 'alta');
/** Sends records to the local AEAT directly, as another system would: the product stores no answer. */
const sendDirectly = async (issuer: Issuer, records: Alta[]) => {
  const answer = await postToAeat(soapEnvelope(submissionXml({ nif: issuer.nif, name: records[0]?.NombreRazonEmisor ?? '' }, records)), connection);
  expect(answer.estadoEnvio).toBe('Correcto');
};
const periodOfToday = (alta: Alta) => ({ ejercicio: alta.IDFactura.FechaExpedicionFactura.slice(6), periodo: alta.IDFactura.FechaExpedicionFactura.slice(3, 5) });

describe('the consultation (ConsultaFactuSistemaFacturacion)', () => {
  const issuer = { nif: '12345678Z', name: 'Estudio Ejemplo S.L.' };

  it('writes requests ConsultaLR.xsd takes, with a number filter and a paging key', () => {
    const plain = consultaXml({ issuer, ejercicio: '2026', periodo: '11' });
    const filtered = consultaXml({
      issuer,
      ejercicio: '2026',
      periodo: '01',
      numSerieFactura: '2026-0001',
      clavePaginacion: { IDEmisorFactura: '12345678Z', NumSerieFactura: '2026-0001', FechaExpedicionFactura: '02-01-2026' },
    });
    for (const xml of [plain, filtered]) {
      const result = validate(xml, CONSULTA_SCHEMA);
      expect(result.valid, result.output).toBe(true);
    }
    // The schema itself tells a wrong request apart (a month 13, the header's version missing).
    expect(validate(plain.replace('>11<', '>13<'), CONSULTA_SCHEMA).valid).toBe(false);
    expect(validate(plain.replace(/<sum1:IDVersion>1\.0<\/sum1:IDVersion>/, ''), CONSULTA_SCHEMA).valid).toBe(false);
    expect(() => consultaXml({ issuer, ejercicio: '2026', periodo: '13' })).toThrow(RangeError);
  });

  it('the local AEAT refuses a request out of the schema with a SOAP Client fault', async () => {
    const wrong = consultaXml({ issuer, ejercicio: '2026', periodo: '11' }).replace(/<sum1:IDVersion>1\.0<\/sum1:IDVersion>/, '');
    await expect(consultAeat(soapEnvelope(wrong), connection)).rejects.toBeInstanceOf(AeatRefusedMessageError);
    await expect(consultAeat(soapEnvelope(wrong), connection)).rejects.toThrow(/4102/);
  });

  it('the local AEAT answers what it holds for the issuer and period, as RespuestaConsultaLR.xsd writes it, a page at a time', async () => {
    const owner = await newIssuer('aeat-consulta');
    await issue(owner, 3);
    await submitPending(owner.photographerId, owner.nif, { clock: fakeClock() });
    const altas = await altasOf(owner);
    const numbers = altas.map((alta) => alta.IDFactura.NumSerieFactura);
    const input = { issuer: { nif: owner.nif, name: altas[0]?.NombreRazonEmisor ?? '' }, ...periodOfToday(altas[0] as Alta) };

    await control({ pageSize: 2 });
    try {
      const raw = await exchangeWithAeat(soapEnvelope(consultaXml(input)), connection, (xml) => ({ xml }));
      const body = /<env:Body>([\s\S]*)<\/env:Body>/.exec(raw.xml)?.[1] ?? '';
      const result = validate(`<?xml version="1.0" encoding="UTF-8"?>${body}`, CONSULTA_ANSWER_SCHEMA);
      expect(result.valid, result.output).toBe(true);

      const first = await consultAeat(soapEnvelope(consultaXml(input)), connection);
      expect(first.more).toBe(true);
      expect(first.records.map((record) => [record.NumSerieFactura, record.state, record.huella])).toEqual(altas.slice(0, 2).map((alta) => [alta.IDFactura.NumSerieFactura, 'Correcto', alta.Huella]));
      expect(first.clavePaginacion).toEqual(altas[1]?.IDFactura);
      const second = await consultAeat(soapEnvelope(consultaXml({ ...input, ...(first.clavePaginacion ? { clavePaginacion: first.clavePaginacion } : {}) })), connection);
      expect(second.more).toBe(false);
      expect(second.records.map((record) => record.NumSerieFactura)).toEqual([numbers[2]]);

      expect((await heldInPeriod(input, connection)).map((record) => record.NumSerieFactura)).toEqual(numbers);
      expect(await heldInPeriod({ ...input, numSerieFactura: numbers[1] ?? '' }, connection)).toHaveLength(1);
      const otherMonth = input.periodo === '01' ? '02' : '01';
      const empty = await consultAeat(soapEnvelope(consultaXml({ ...input, periodo: otherMonth })), connection);
      expect(empty).toEqual({ records: [], more: false });
    } finally {
      await control({ pageSize: 10_000 });
    }
  }, 150_000);
});

describe('reconciliation', () => {
  it('reports each kind of difference between our records and what the AEAT holds, and none for an issuer in agreement', async () => {
    const issuer = await newIssuer('aeat-reconcile');
    await issue(issuer, 4);
    const [a, b, c, d] = await altasOf(issuer);
    if (!a || !b || !c || !d) throw new Error('four records expected');
    // Another system sent C first with another Huella: ours goes as a duplicate of it.
    await sendDirectly(issuer, [{ ...c, Huella: 'F'.repeat(64) }]);
    await submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock() });
    // The AEAT lost A.
    await control({ forget: { NumSerieFactura: a.IDFactura.NumSerieFactura, IDEmisorFactura: issuer.nif } });
    // E reached the AEAT but its answer was never stored (ours says pendiente).
    await issue(issuer, 1);
    const e = (await altasOf(issuer))[4] as Alta;
    await sendDirectly(issuer, [e]);
    // An invoice of this issuer we never issued.
    const unknown = `${b.IDFactura.NumSerieFactura}-X`;
    await sendDirectly(issuer, [{ ...b, IDFactura: { ...b.IDFactura, NumSerieFactura: unknown } }]);

    const result = await reconcileIssuer(issuer.photographerId, issuer.nif);
    // Every month from the records' to now is asked.
    const [, month, year] = a.IDFactura.FechaExpedicionFactura.split('-').map(Number);
    const now = new Date();
    expect(result).toMatchObject({ checked: true, periods: (now.getUTCFullYear() - (year ?? 0)) * 12 + now.getUTCMonth() + 1 - (month ?? 0) + 1, held: 5 });
    const differences = result.checked ? result.differences : [];
    const id = (alta: Alta) => alta.IDFactura;
    expect(differences).toEqual([
      { ...id(a), kind: 'missing-at-aeat', ours: 'Correcto' },
      { ...id(c), kind: 'huella-differs', ours: c.Huella, aeat: 'F'.repeat(64) },
      { ...id(e), kind: 'state-differs', ours: 'pendiente', aeat: 'Correcto' },
      { ...id(b), NumSerieFactura: unknown, kind: 'unknown-to-us', aeat: 'Correcto' },
    ]);

    const lines: string[] = [];
    const { dataDir } = inject('localStack');
    expect(await runVerifactuCommand({ action: 'reconcile', photographerId: issuer.photographerId, dataDir }, (line) => lines.push(line))).toBe(1);
    const date = a.IDFactura.FechaExpedicionFactura;
    expect(lines).toEqual([
      `${issuer.nif} ${a.IDFactura.NumSerieFactura} ${date} missing-at-aeat: ours Correcto`,
      `${issuer.nif} ${c.IDFactura.NumSerieFactura} ${date} huella-differs: ours ${c.Huella}, the AEAT's ${'F'.repeat(64)}`,
      `${issuer.nif} ${e.IDFactura.NumSerieFactura} ${date} state-differs: ours pendiente, the AEAT's Correcto`,
      `${issuer.nif} ${unknown} ${date} unknown-to-us: the AEAT's Correcto`,
      'verifactu reconcile: 1 issuers checked, 4 differences, 0 not checked',
    ]);

    // In agreement, with a cancelled invoice: the AEAT holds it Anulado, as our accepted cancellation says.
    const agreeing = await newIssuer('aeat-reconciled');
    const [cancelled] = await issue(agreeing, 2);
    const cancel = await callApi({ method: 'POST', path: `/api/billing/invoices/${cancelled}/cancel`, token: agreeing.user.accessToken, body: { reason: 'Error de importe' } });
    expect(cancel.status, cancel.text).toBe(200);
    await submitPending(agreeing.photographerId, agreeing.nif, { clock: fakeClock() });
    const statusLines: string[] = [];
    await runVerifactuCommand({ action: 'status', photographerId: agreeing.photographerId, dataDir }, (line) => statusLines.push(line));
    const [first, second] = await altasOf(agreeing);
    expect(statusLines).toEqual([
      `${agreeing.nif} ${first?.IDFactura.NumSerieFactura} ${date} Correcto`,
      `${agreeing.nif} ${second?.IDFactura.NumSerieFactura} ${date} Correcto`,
      `${agreeing.nif} ${first?.IDFactura.NumSerieFactura} ${date} Correcto`,
      'verifactu: 3 records, 3 Correcto, 0 AceptadoConErrores, 0 Incorrecto, 0 pendiente',
    ]);
    const agreed = await reconcileIssuer(agreeing.photographerId, agreeing.nif);
    expect(agreed).toMatchObject({ checked: true, held: 2, differences: [] });
  }, 150_000);
});

describe('npm run verifactu', () => {
  it('takes status or reconcile, with an optional photographer', () => {
    expect(parseVerifactuArgs(['status'], { LOCAL_DATA_DIR: '/tmp/x' })).toEqual({ action: 'status', photographerId: undefined, dataDir: '/tmp/x' });
    expect(parseVerifactuArgs(['reconcile', '--photographer', 'p-1', '--data-dir', '/tmp/y'], {})).toEqual({ action: 'reconcile', photographerId: 'p-1', dataDir: '/tmp/y' });
    for (const argv of [[], ['stats'], ['status', 'extra'], ['status', '--what']]) expect(parseVerifactuArgs(argv, {}), argv.join(' ')).toHaveProperty('error');
  });

  it('status prints one line per record with its state, then the totals', async () => {
    const issuer = await newIssuer('aeat-status');
    await issue(issuer, 4);
    const numbers = (await altasOf(issuer)).map((alta) => alta.IDFactura.NumSerieFactura);
    await control({ refuse: { NumSerieFactura: numbers[1], code: 1105, description: 'El NIF del destinatario no está identificado.' } });
    await control({ refuse: { NumSerieFactura: numbers[2], code: 2004, description: 'Aviso.', acceptWithErrors: true } });
    await submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock() });
    await issue(issuer, 1);
    const altas = await altasOf(issuer);
    const expected = ['Correcto', 'Incorrecto', 'AceptadoConErrores', 'Correcto', 'pendiente'].map(
      (state, index) => `${issuer.nif} ${altas[index]?.IDFactura.NumSerieFactura} ${altas[index]?.IDFactura.FechaExpedicionFactura} ${state}`,
    );
    const totals = 'verifactu: 5 records, 2 Correcto, 1 AceptadoConErrores, 1 Incorrecto, 1 pendiente';

    const lines: string[] = [];
    const { dataDir } = inject('localStack');
    expect(await runVerifactuCommand({ action: 'status', photographerId: issuer.photographerId, dataDir }, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([...expected, totals]);
    for (const line of expected) expect(line).toMatch(/^[0-9A-Z]{9} \S+ \d{2}-\d{2}-\d{4} (pendiente|Correcto|AceptadoConErrores|Incorrecto)$/);

    // As the operator runs it: from the data folder's published environment, without the functions' variables.
    const shellEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TABLE_NAME|AWS_|USER_POOL|SITE_|MEDIA_|SES_|APP_URL|VERIFACTU_)/.test(name)));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'infra/operator/verifactu.ts', 'status', '--photographer', issuer.photographerId, '--data-dir', dataDir], { cwd: repoRoot, env: shellEnv });
    expect(stdout.trimEnd().split('\n')).toEqual([...expected, totals]);
    // reconcile exits non-zero on a difference: the AEAT loses the first (the refused one it never held is none, nor the pendiente one not sent).
    await control({ forget: { NumSerieFactura: numbers[0], IDEmisorFactura: issuer.nif } });
    const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'infra/operator/verifactu.ts', 'reconcile', '--photographer', issuer.photographerId, '--data-dir', dataDir], { cwd: repoRoot, env: shellEnv }).then(
      () => undefined,
      (error: { code?: number; stdout?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain(`${issuer.nif} ${numbers[0]} ${altas[0]?.IDFactura.FechaExpedicionFactura} missing-at-aeat: ours Correcto`);
  }, 150_000);
});
