// VERI*FACTU submission (issue 24 points 3, 4, 6) against the local AEAT over real mutual TLS:
// every answer kind stored per record, duplicates taking the AEAT's state, retries with
// backoff and the AEAT's wait on an injected clock, the photographer's switch gating the queue,
// chain order when 50 invoices of one issuer are issued at once, and a caller without a certificate refused.
import { request, Agent } from 'node:https';
import { chainLinkOf, previousHuellaOf } from '@fotostudio/shared/verifactu/record-fields';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AeatUnavailableError, postToAeat, soapEnvelope } from '../src/billing/verifactu/aeat-client.js';
import { submissionStates, submitPending, turnSubmissionOn, type SubmissionClock } from '../src/billing/verifactu/submit-records.js';
import { chainRecords, parseRecord } from '../src/billing/verifactu-records.js';
import { db } from '../src/data/database.js';
import { handler as submitHandler } from '../src/events/verifactu-submit/handler.js';
import { callApi } from './support/api.js';
import { documentBody, documentOf } from './support/billing.js';
import { eventually } from './support/eventually.js';
import { newIssuer, type Issuer } from './support/aeat.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set by the local stack`);
  return value;
};
const agent = new Agent({ pfx: Buffer.from(env('VERIFACTU_CERT_P12'), 'base64'), passphrase: env('VERIFACTU_CERT_PASSWORD'), ca: env('VERIFACTU_AEAT_CA_PEM') });
afterAll(() => agent.destroy());
const controlUrl = `${new URL(env('VERIFACTU_AEAT_ENDPOINT')).origin}/__aeat`;
const aeatCall = (path: string, body = ''): Promise<string> =>
  new Promise((resolve, reject) => {
    const req = request(`${controlUrl}${path}`, { method: 'POST', agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end(body);
  });
const control = (order: object) => aeatCall('/control', JSON.stringify(order));
const heldBy = async (nif: string) => (JSON.parse(await aeatCall('/records')) as { IDEmisorFactura: string; NumSerieFactura: string; state: string; huella: string }[]).filter((held) => held.IDEmisorFactura === nif);
const messageCount = async () => (JSON.parse(await aeatCall('/messages')) as unknown[]).length;

/** A clock the tests move: sleeping moves it on at once and is recorded. */
const fakeClock = (): SubmissionClock & { sleeps: number[] } => {
  let now = Date.now();
  const sleeps: number[] = [];
  return { sleeps, now: () => new Date(now), sleep: async (ms) => { sleeps.push(ms); now += ms; } };
};

/** Issue 24 point 8: the chain order under 50 concurrent issues of one issuer. */
const CONCURRENT_ISSUES = 50;

const issue = async (issuer: Issuer, count: number) => {
  for (let i = 0; i < count; i += 1) {
    const answer = await callApi({ method: 'POST', path: '/api/billing/invoices', token: issuer.user.accessToken, body: documentBody() });
    expect(answer.status, answer.text).toBe(201);
  }
};
const numbersOf = async (issuer: Issuer) =>
  (await chainRecords(issuer.photographerId, issuer.nif)).map((item) => {
    const record = parseRecord(item);
    return record.kind === 'alta' ? record.IDFactura.NumSerieFactura : record.IDFactura.NumSerieFacturaAnulada;
  });
const statesOf = async (issuer: Issuer) => submissionStates(issuer.photographerId, issuer.nif);

describe('VERI*FACTU submission to the local AEAT', () => {
  beforeAll(async () => {
    await control({ reset: true });
  });
  beforeEach(async () => {
    await control({ reset: true });
  });

  it('stores each record\'s answer: Correcto with the CSV, Incorrecto and AceptadoConErrores with code and text; pendiente until answered', async () => {
    const issuer = await newIssuer('aeat-answers');
    await issue(issuer, 4);
    const numbers = await numbersOf(issuer);
    expect((await statesOf(issuer)).map((record) => record.state)).toEqual(['pendiente', 'pendiente', 'pendiente', 'pendiente']);
    await control({ refuse: { NumSerieFactura: numbers[1], code: 1105, description: 'El NIF del destinatario no está identificado.' } });
    await control({ refuse: { NumSerieFactura: numbers[2], code: 2004, description: 'El valor del campo FechaHoraHusoGenRegistro es anterior.', acceptWithErrors: true } });

    const outcome = await submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock() });
    expect(outcome).toEqual({ messages: 1, records: 4, more: false });
    const states = await statesOf(issuer);
    expect(states.map((record) => record.state)).toEqual(['Correcto', 'Incorrecto', 'AceptadoConErrores', 'Correcto']);
    const [first, refused, withErrors] = states.map((record) => record.answer);
    expect(first?.csv).toMatch(/^[A-Z0-9]{16}$/);
    expect(refused).toMatchObject({ errorCode: 1105, errorText: 'El NIF del destinatario no está identificado.' });
    expect(refused?.csv).toBeUndefined();
    expect(withErrors).toMatchObject({ errorCode: 2004, csv: first?.csv });
    expect((await heldBy(issuer.nif)).map((held) => held.state)).toEqual(['Correcta', 'AceptadaConErrores', 'Correcta']);
  });

  it('a duplicate answer takes the state the AEAT holds for the record', async () => {
    const issuer = await newIssuer('aeat-duplicates');
    await issue(issuer, 2);
    const numbers = await numbersOf(issuer);
    await control({ refuse: { NumSerieFactura: numbers[1], code: 2004, description: 'Aviso.', acceptWithErrors: true } });
    await submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock() });
    // As after a crash between the answers and the cursor: the same records go again.
    await db().entities.verifactuSubmissionCursor.delete({ photographerId: issuer.photographerId, issuerNif: issuer.nif }).go();
    await submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock() });
    const answers = (await statesOf(issuer)).map((record) => record.answer);
    expect(answers.map((answer) => [answer?.state, answer?.duplicateOf])).toEqual([
      ['Correcto', 'Correcta'],
      ['AceptadoConErrores', 'AceptadaConErrores'],
    ]);
    expect(answers[1]?.errorCode).toBe(2004);
  });

  it('sends the same message again with backoff on 5xx and timeouts, making no record; gives up after its retries, leaving the records pendiente', async () => {
    const issuer = await newIssuer('aeat-retries');
    await issue(issuer, 1);
    await control({ fail: { times: 2, status: 503 } });
    const clock = fakeClock();
    await submitPending(issuer.photographerId, issuer.nif, { clock, backoffMs: 1_000 });
    expect(clock.sleeps).toEqual([1_000, 2_000]);
    expect((await statesOf(issuer)).map((record) => record.state)).toEqual(['Correcto']);
    expect(await numbersOf(issuer)).toHaveLength(1);

    await issue(issuer, 1);
    await control({ hang: { times: 1 } });
    const afterTimeout = fakeClock();
    // Past the AEAT's wait of the message before, so the only sleep is the backoff.
    const later = { ...afterTimeout, now: () => new Date(afterTimeout.now().getTime() + 120_000) };
    await submitPending(issuer.photographerId, issuer.nif, { clock: later, backoffMs: 500, timeoutMs: 1_000 });
    expect(afterTimeout.sleeps).toEqual([500]);
    expect((await statesOf(issuer)).map((record) => record.state)).toEqual(['Correcto', 'Correcto']);

    await issue(issuer, 1);
    await control({ fail: { times: 10, status: 500 } });
    await expect(submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock(), retries: 2, backoffMs: 10 })).rejects.toBeInstanceOf(AeatUnavailableError);
    expect((await statesOf(issuer)).map((record) => record.state)).toEqual(['Correcto', 'Correcto', 'pendiente']);
    expect(await numbersOf(issuer)).toHaveLength(3);
  });

  it('waits the AEAT\'s TiempoEsperaEnvio between messages', async () => {
    const issuer = await newIssuer('aeat-wait');
    await issue(issuer, 1);
    await control({ wait: 7 });
    const clock = fakeClock();
    await submitPending(issuer.photographerId, issuer.nif, { clock });
    expect(clock.sleeps).toEqual([]);
    await issue(issuer, 2);
    await submitPending(issuer.photographerId, issuer.nif, { clock });
    expect(clock.sleeps).toEqual([7_000]);
    // A deadline before the wait ends: nothing is sent, the rest is left for another message.
    await issue(issuer, 1);
    const outcome = await submitPending(issuer.photographerId, issuer.nif, { clock, deadline: new Date(clock.now().getTime() + 1_000) });
    expect(outcome).toEqual({ messages: 0, records: 0, more: true });
    expect((await statesOf(issuer)).map((record) => record.state)).toEqual(['Correcto', 'Correcto', 'Correcto', 'pendiente']);
  });

  it('the queue\'s worker sends nothing for a photographer whose submission is off', async () => {
    const issuer = await newIssuer('aeat-off');
    await issue(issuer, 1);
    const before = await messageCount();
    const event = { Records: [{ messageId: 'm-1', body: JSON.stringify({ photographerId: issuer.photographerId, issuerNif: issuer.nif }) }] } as unknown as SQSEvent;
    expect(await submitHandler(event, { getRemainingTimeInMillis: () => 60_000 } as never)).toEqual({ batchItemFailures: [] });
    expect(await messageCount()).toBe(before);
    expect((await statesOf(issuer)).map((record) => record.state)).toEqual(['pendiente']);
  });

  it('with submission on, 50 invoices issued at once by one issuer make one unbroken chain, reaching the AEAT through the queue in chain order', async () => {
    const issuer = await newIssuer('aeat-queue');
    await control({ wait: 0 });
    await turnSubmissionOn(issuer.photographerId, new Date());
    // 50 issue requests at once over HTTP: each transaction appends after the chain head it
    // read, so the losers read the head again (issue-invoice.ts, ISSUE_ATTEMPTS).
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_ISSUES }, () => callApi({ method: 'POST', path: '/api/billing/invoices', token: issuer.user.accessToken, body: documentBody() })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));

    // The chain: positions 1..50 without gaps, each record naming the one before (its huella and
    // invoice), the first naming none, and every issued number in it once.
    const items = await chainRecords(issuer.photographerId, issuer.nif);
    expect(items.map((item) => Number(item.position))).toEqual(Array.from({ length: CONCURRENT_ISSUES }, (_, index) => index + 1));
    const records = items.map((item) => parseRecord(item));
    records.forEach((record, index) => {
      const before = records[index - 1];
      if (before === undefined) expect(record.Encadenamiento).toEqual({ PrimerRegistro: 'S' });
      else expect(record.Encadenamiento).toEqual({ RegistroAnterior: chainLinkOf(before) });
      expect(previousHuellaOf(record)).toBe(before?.Huella ?? '');
    });
    const numbers = await numbersOf(issuer);
    expect([...numbers].sort()).toEqual(answers.map((answer) => documentOf(answer).number).sort());

    const states = await eventually(async () => {
      const read = await statesOf(issuer);
      return read.length === CONCURRENT_ISSUES && read.every((record) => record.state === 'Correcto') ? read : undefined;
    }, 90_000, 500);
    expect(states).toHaveLength(CONCURRENT_ISSUES);
    // The local AEAT received them in chain order, with the chain's huellas.
    const held = await heldBy(issuer.nif);
    expect(held.map((record) => record.NumSerieFactura)).toEqual(numbers);
    expect(held.map((record) => record.huella)).toEqual(records.map((record) => record.Huella));
  }, 180_000);

  it('refuses a caller without a client certificate', async () => {
    const before = await messageCount();
    const xml = soapEnvelope('<sum:RegFactuSistemaFacturacion xmlns:sum="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd"/>');
    await expect(postToAeat(xml, { endpoint: env('VERIFACTU_AEAT_ENDPOINT'), certificate: undefined, ca: env('VERIFACTU_AEAT_CA_PEM'), timeoutMs: 5_000 })).rejects.toThrow(/certificate required|ECONNRESET|socket hang up/i);
    expect(await messageCount()).toBe(before);
  });
});
