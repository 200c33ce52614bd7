// The books export of VERI*FACTU records through the API: the ZIP behind the signed link is
// unpacked with the `unzip` CLI, its XML validated by xmllint against the AEAT's schemas, and
// its CSV summary compared with the stored records (a rectifying invoice among them). A record edited in the table shows its
// chain KO from it on.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SignedFile } from '@fotostudio/shared/contracts/billing/document';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { exportVerifactuRecords } from '@fotostudio/shared/contracts/billing/verifactu';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_SCHEMA, SUBMISSION_SCHEMA, xmllint } from '../../shared/test/support/xmllint.js';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { chainRecords, parseRecord } from '../src/billing/verifactu-records.js';
import { db } from '../src/data/database.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

const dir = mkdtempSync(join(tmpdir(), 'records-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { validate } = xmllint(dir);

const HEADER = 'NIF emisor;Posición;Tipo de registro;TipoFactura;Número;Fecha de expedición;NIF destinatario;Base imponible;Cuota;Importe total;Huella;Huella anterior;Generado;Cadena';
/** Amounts as the Spanish CSV writes them: 1210.00 -> 1210,00. */
const spanish = (amount: string) => amount.replace('.', ',');

let unpacked = 0;
/** Downloads the ZIP and unpacks it; answers its directory and its entries' names. */
const unzip = async (link: SignedFile): Promise<{ root: string; names: string[] }> => {
  const root = join(dir, `zip-${(unpacked += 1)}`);
  const file = `${root}.zip`;
  writeFileSync(file, new Uint8Array(await (await fetch(link.url)).arrayBuffer()));
  execFileSync('unzip', ['-q', file, '-d', root]);
  return { root, names: execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n') };
};
const csvRows = (root: string): string[][] => {
  const text = readFileSync(join(root, 'resumen.csv'), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
  expect(header).toBe(HEADER);
  return rows.map((row) => row.split(';'));
};

describe('billing: the books export of VERI*FACTU records', () => {
  let user: TestUser;
  let nif: string;
  const invoices: string[] = [];
  const today = todayInMadrid();
  const period = { from: addDays(today, -1), to: addDays(today, 1) };
  const api = (method: string, path: string, query?: Record<string, string>, body?: unknown) => callApi({ method, path, token: user.accessToken, query, body });
  const exportLink = async (query: Record<string, string> = period) => {
    const answer = await api('GET', '/api/billing/verifactu/export', query);
    return responseOf(exportVerifactuRecords, answer);
  };

  beforeAll(async () => {
    user = await createPhotographer('records-export');
    const settings = await completeBillingSettings(user.accessToken);
    nif = responseOf(putBillingSettings, settings).settings.taxId;
    for (let i = 0; i < 3; i += 1) {
      const issued = await api('POST', '/api/billing/invoices', undefined, documentBody({ series: 'X' }));
      expect(issued.status, issued.text).toBe(201);
      invoices.push(documentOf(issued).documentId);
    }
    expect((await api('POST', `/api/billing/invoices/${invoices[0]}/cancel`, undefined, {})).status).toBe(200);
    const discount = { name: 'Descuento álbum', variant: null, quantity: 1, unitPriceCents: -5_000, vat: { kind: 'rate', ratePercent: 21 } };
    const rectified = await api('POST', `/api/billing/invoices/${invoices[1]}/rectify`, undefined, {
      rectificationType: 'R1',
      method: 'I',
      reason: 'Descuento acordado tras la entrega',
      issueDate: today,
      products: [discount],
    });
    expect(rectified.status, rectified.text).toBe(201);
  });

  it('hands out a ZIP of the XML records, valid against the AEAT schemas, and a CSV row per record', async () => {
    const link = await exportLink();
    expect(link).toMatchObject({ recordCount: 5, fileName: `registros-verifactu-${period.from}-${period.to}.zip` });
    expect(new URL(link.url).pathname).toContain(`/billing/${user.sub}/exports/`);
    const { root, names } = await unzip(link);
    const stored = await chainRecords(user.sub, nif);
    const records = stored.map(parseRecord);
    const number = (i: number) => {
      const record = records[i];
      return record?.kind === 'alta' ? record.IDFactura.NumSerieFactura : (record?.IDFactura.NumSerieFacturaAnulada ?? '');
    };
    expect(records.map((r) => r.kind)).toEqual(['alta', 'alta', 'alta', 'anulacion', 'alta']);
    const eachRecord = records.map((r, i) => `registros/00000${i + 1}-${r.kind}-${number(i).replace(/[^A-Za-z0-9-]+/g, '-')}.xml`);
    expect(names).toEqual(['registros.xml', ...eachRecord, 'resumen.csv']);

    const submission = readFileSync(join(root, 'registros.xml'), 'utf8');
    const checked = validate(submission, SUBMISSION_SCHEMA);
    expect(checked.output).toBe(`${join(dir, `doc-1.xml`)} validates\n`);
    expect(checked.valid).toBe(true);
    expect(submission.match(/<sum:RegistroFactura>/g)).toHaveLength(5);
    for (const name of names.filter((n) => n.startsWith('registros/'))) {
      expect(validate(readFileSync(join(root, name), 'utf8'), RECORD_SCHEMA).valid, name).toBe(true);
    }

    const rows = csvRows(root);
    expect(rows).toHaveLength(stored.length);
    rows.forEach((row, i) => {
      const record = records[i];
      if (!record) throw new Error('more rows than records');
      const amounts = record.kind === 'alta'
        ? [record.TipoFactura, record.IDFactura.NumSerieFactura, record.IDFactura.FechaExpedicionFactura]
        : ['', record.IDFactura.NumSerieFacturaAnulada, record.IDFactura.FechaExpedicionFacturaAnulada];
      expect(row.slice(0, 6)).toEqual([nif, String(i + 1), record.kind === 'alta' ? 'Alta' : 'Anulación', ...amounts]);
      if (record.kind === 'alta') {
        const base = (Math.round(Number(record.ImporteTotal) * 100) - Math.round(Number(record.CuotaTotal) * 100)) / 100;
        expect(row.slice(7, 10)).toEqual([spanish(base.toFixed(2)), spanish(record.CuotaTotal), spanish(record.ImporteTotal)]);
      }
      expect(row.slice(10)).toEqual([record.Huella, i === 0 ? '' : (records[i - 1]?.Huella ?? ''), record.FechaHoraHusoGenRegistro, 'OK']);
    });
    // The rectification by differences: its own type and negative amounts.
    expect(rows[4]?.slice(3, 10)).toEqual(['R1', number(4), expect.any(String), expect.any(String), '-50,00', '-10,50', '-60,50']);
  });

  it('refuses a period without records and a period the wrong way round', async () => {
    const empty = await api('GET', '/api/billing/verifactu/export', { from: '2020-01-01', to: '2020-12-31' });
    expect({ status: empty.status, code: errorCodeOf(empty) }).toEqual({ status: 404, code: 'billing.export_no_records' });
    const backwards = await api('GET', '/api/billing/verifactu/export', { from: period.to, to: period.from });
    expect({ status: backwards.status, code: errorCodeOf(backwards) }).toEqual({ status: 400, code: 'billing.export_period_invalid' });
  });

  it('shows the chain KO from a record whose amount was edited in the table on', async () => {
    const target = (await chainRecords(user.sub, nif))[1];
    if (!target) throw new Error('no second record');
    const { Key, TableName } = db().entities.verifactuRecord.get({ photographerId: user.sub, issuerNif: nif, position: target.position }).params();
    const tampered = target.record.replace(/"ImporteTotal":"[^"]+"/, '"ImporteTotal":"1.00"');
    expect(tampered).not.toBe(target.record);
    await dynamoDocumentClient().send(new UpdateCommand({ TableName, Key, UpdateExpression: 'SET #r = :r', ExpressionAttributeNames: { '#r': 'record' }, ExpressionAttributeValues: { ':r': tampered } }));

    const rows = csvRows((await unzip(await exportLink())).root);
    expect(rows.map((row) => [row[1], row[9], row[13]])).toEqual([
      ['1', expect.any(String), 'OK'],
      ['2', '1,00', 'KO'],
      ['3', expect.any(String), 'KO'],
      ['4', '', 'KO'],
      ['5', '-60,50', 'KO'],
    ]);
  });
});
