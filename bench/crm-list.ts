// CRM list and search latency, DynamoDB capacity per call, and the 10,000-row export, with
// 50,000 contacts of one photographer imported through the API, over HTTP through the local
// gateway (JWT check, handler, DynamoDB Local), as the browser calls them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContactPage } from '../shared/src/contracts/crm.js';
import { contactOfImportRecord, IMPORT_MAX_RECORDS, importRecord, type ImportRecordInput } from '../shared/src/contracts/crm-import.js';
import { startLocalStack } from '../infra/local/stack.js';
import { collectContacts, type FetchContactPage } from '../web/src/features/crm/transfer/collect-contacts.js';
import { EXPORT_COLUMN_IDS, orderedColumns } from '../web/src/features/crm/transfer/export-columns.js';
import { exportBlobOf, type ExportFormat, type ExportPresentation } from '../web/src/features/crm/transfer/export-file.js';
import { signUpPhotographer } from './bench-photographer.js';
import { instrumentCapacity, type Capacity } from './dynamo-capacity.js';
import { apiOf, type Api } from './timed-api.js';

/** Contacts of the photographer, imported as the app does: IMPORT_FILES files of IMPORT_MAX_RECORDS. */
const CONTACTS = 50_000;
const IMPORT_FILES = CONTACTS / IMPORT_MAX_RECORDS;
/** Every fifth contact is a client: the export of clients is the 10,000-row export. */
const CLIENT_EVERY = 5;
const SAMPLES = 40;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

const CITIES = ['Madrid', 'Cádiz', 'Logroño', 'Valencia', 'A Coruña', 'Málaga'];
const TAGS = ['boda', 'comunión', 'bautizo', 'newborn', 'familia', 'empresa', 'vip', 'repite', 'exterior', 'estudio'];

/** One import record with every field filled (about 900 bytes of JSON, so a file of 5,000 stays under the API's 6 MB). */
const recordOf = (i: number): ImportRecordInput => ({
  type: i % CLIENT_EVERY === 0 ? 'client' : 'lead',
  first_name: `Nombre${i}`,
  last_name: `Apellido${i % 500} Martínez`,
  emails: { primary: `persona${i}@correo${i % 37}.com`, secondary: `p${i}@trabajo${i % 11}.es` },
  dni: `${String(10_000_000 + i).slice(0, 8)}Z`,
  phones: { primary: `+34 9${String(i).padStart(8, '0')}`, secondary: `+34 8${String(i).padStart(8, '0')}`, mobile: `+34 6${String(i).padStart(8, '0')}` },
  instagram: `@persona${i}`,
  linkedin: `https://www.linkedin.com/in/persona${i}`,
  address: { street: `Calle Mayor ${i % 90}, ${1 + (i % 7)}º B`, city: CITIES[i % CITIES.length], state: 'España peninsular', postal_code: `${28_000 + (i % 900)}`, country: 'España' },
  birth_date: `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
  custom_dates: [
    { name: 'Boda', date: `2027-0${1 + (i % 9)}-1${i % 10}` },
    { name: 'Aniversario', date: `2015-0${1 + (i % 9)}-1${i % 10}` },
  ],
  tags: [TAGS[i % TAGS.length] ?? 'boda', TAGS[(i * 7) % TAGS.length] ?? 'vip', `lote${i % 20}`],
  priority: (['low', 'medium', 'high'] as const)[i % 3],
  status: (['active', 'inactive', 'potential'] as const)[i % 3],
  source: (['referral', 'social', 'web', 'event', 'advertising', 'other'] as const)[i % 6],
  notes: `Sesión de fotos en ${['primavera', 'verano', 'otoño'][i % 3]}; prefiere contacto por WhatsApp. Presupuesto enviado, pendiente de confirmar la fecha con la familia.`,
});

/** The same contact as the body of POST /api/contacts. */
const contactInputOf = (record: ImportRecordInput) => contactOfImportRecord(importRecord.parse(record));
/** And of PUT, which does not take the type. */
const changeInputOf = (record: ImportRecordInput) => Object.fromEntries(Object.entries(contactInputOf(record)).filter(([field]) => field !== 'type'));

/**
 * Seeds IMPORT_FILES files through the API's import use case, in this process: the same
 * parsing, transactions and index pages as POST /api/contacts/import, without the gateway's
 * 30 s limit, which DynamoDB Local on a loaded 2-core machine does not always meet for a file
 * of 5,000 (see docs/performance.md).
 */
const importContacts = async (photographerId: string): Promise<number[]> => {
  const { importContactItems } = await import('../functions/src/crm/contact-import.js');
  const times: number[] = [];
  for (let file = 0; file < IMPORT_FILES; file += 1) {
    const start = performance.now();
    const records = Array.from({ length: IMPORT_MAX_RECORDS }, (_, i) => recordOf(file * IMPORT_MAX_RECORDS + i));
    await importContactItems(photographerId, records.map(contactInputOf));
    times.push(performance.now() - start);
  }
  return times;
};

interface Timing {
  p50: number;
  p95: number;
}

interface CallCost {
  call: string;
  ms: number;
  capacity: Capacity;
}

export interface CrmFigures {
  importMs: number[];
  list: Timing;
  search: Timing;
  costs: CallCost[];
  exports: ExportFigures[];
}

interface ExportFigures {
  format: ExportFormat;
  rows: number;
  bytes: number;
  collectMs: number;
  buildMs: number;
}

/** Runs of the xlsx export (the one with a target); the other formats run once. */
const EXPORT_RUNS = 3;

/** The web app's export of the clients, as the wizard runs it: every page over HTTP, then the file (median of the runs). */
const benchExport = async (api: Api, format: ExportFormat, runCount: number): Promise<ExportFigures> => {
  const fetchPage: FetchContactPage = async (query) => {
    const strings = Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
    return (await api.call('GET', '/api/contacts', strings)).body as ContactPage;
  };
  const show: ExportPresentation = {
    header: (id) => id,
    enumValue: (_id, value) => value,
    formatDay: (day) => day.split('-').reverse().join('/'),
    excelDayFormat: 'dd/mm/yyyy',
    timeZone: 'Europe/Madrid',
    csvDelimiter: ';',
    sheetName: 'Contactos',
  };
  const runs: ExportFigures[] = [];
  for (let run = 0; run < runCount; run += 1) {
    const start = performance.now();
    const contacts = await collectContacts(fetchPage, 'client', {});
    const collected = performance.now();
    const blob = await exportBlobOf(format, contacts, orderedColumns(EXPORT_COLUMN_IDS), show);
    runs.push({ format, rows: contacts.length, bytes: blob.size, collectMs: collected - start, buildMs: performance.now() - collected });
  }
  const byTotal = runs.sort((a, b) => a.collectMs + a.buildMs - (b.collectMs + b.buildMs));
  const median = byTotal[Math.floor(byTotal.length / 2)];
  if (!median) throw new Error('no export run');
  return median;
};

const timingOf = (values: number[]): Timing => ({ p50: percentile(values, 50), p95: percentile(values, 95) });

export const benchCrmList = async (): Promise<CrmFigures> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-bench-crm-'));
  process.env.LOG_LEVEL = 'silent';
  // The TTL sweeper (a stand-in's chore: it scans the table) stays out of the timings.
  const stack = await startLocalStack({
    dataDir,
    port: 0,
    serveWeb: false,
    seedDemo: false,
    quiet: true,
    relaxRateLimits: true,
    ttlSweepIntervalMs: 60 * 60 * 1000,
  });
  try {
    const capacity = await instrumentCapacity();
    const { sub, token } = await signUpPhotographer('bench@fotostudio.local');
    const api = apiOf(stack.url, token);
    const importMs = await importContacts(sub);
    // In AWS the stream function runs in its own Lambda; here it shares this process, so the
    // timings start once it has been handed the import's changes.
    await stack.streamCaughtUp();
    const costs: CallCost[] = [];
    const measure = async (call: string, method: string, path: string, query?: Record<string, string>, body?: unknown) => {
      capacity.take();
      const answer = await api.call(method, path, query, body);
      costs.push({ call, ms: answer.ms, capacity: capacity.take() });
      return answer.body;
    };
    await measure('first list of a cold container (reads every index page)', 'GET', '/api/contacts', { type: 'lead' });
    await measure('list page of 10, warm', 'GET', '/api/contacts', { type: 'lead', page: '7' });
    await measure('search, warm', 'GET', '/api/contacts', { type: 'lead', search: 'APELLIDO417 mart' });
    await measure('list page of 100, warm (export page)', 'GET', '/api/contacts', { type: 'client', page: '3', pageSize: '100' });
    const created = (await measure('write: create one contact (every field)', 'POST', '/api/contacts', {}, contactInputOf(recordOf(CONTACTS)))) as {
      contact: { contactId: string };
    };
    await measure('list right after that write (reads the pages it changed)', 'GET', '/api/contacts', { type: 'lead' });
    await measure('write: change that contact', 'PUT', `/api/contacts/${created.contact.contactId}`, {}, changeInputOf(recordOf(CONTACTS + 1)));
    await measure('write: delete that contact', 'DELETE', `/api/contacts/${created.contact.contactId}`);

    const list: number[] = [];
    const filters: Record<string, string>[] = [{}, { status: 'active' }, { priority: 'high', source: 'web' }, { tag: 'VIP' }];
    for (let i = 0; i < SAMPLES; i += 1) {
      list.push((await api.call('GET', '/api/contacts', { type: i % 2 ? 'lead' : 'client', page: String(1 + i * 25), ...filters[i % filters.length] })).ms);
    }
    const search: number[] = [];
    const needles = (i: number) => [`CORREO${i % 37}.c`, `nombre${i * 1237}`, `apellido${i * 11} mar`, `persona${i * 997}@`][i % 4] ?? 'nombre';
    for (let i = 0; i < SAMPLES; i += 1) search.push((await api.call('GET', '/api/contacts', { type: i % 2 ? 'lead' : 'client', search: needles(i) })).ms);
    const exports: ExportFigures[] = [];
    for (const format of ['xlsx', 'csv', 'json'] as const) exports.push(await benchExport(api, format, format === 'xlsx' ? EXPORT_RUNS : 1));
    return { importMs, list: timingOf(list), search: timingOf(search), costs, exports };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');

export const printCrmList = (f: CrmFigures): void => {
  const importTotal = f.importMs.reduce((a, b) => a + b, 0);
  console.log(`\nCRM with ${CONTACTS} contacts, every field filled, imported as ${IMPORT_FILES} files of ${IMPORT_MAX_RECORDS} (import use case in process) in ${(importTotal / 1000).toFixed(1)} s (file p50 ${percentile(f.importMs, 50).toFixed(0)} ms)`);
  console.log(`HTTP through the local gateway, ${SAMPLES} samples each, pages and filters spread over the list`);
  console.log('| call | p50 | p95 | target |');
  console.log('|---|---|---|---|');
  console.log(`| list page | ${f.list.p50.toFixed(1)} ms | ${f.list.p95.toFixed(1)} ms | p50 <= 50 ms ${met(f.list.p50 <= 50)}, p95 <= 150 ms ${met(f.list.p95 <= 150)} |`);
  console.log(`| search | ${f.search.p50.toFixed(1)} ms | ${f.search.p95.toFixed(1)} ms | p50 <= 50 ms ${met(f.search.p50 <= 50)}, p95 <= 150 ms ${met(f.search.p95 <= 150)} |`);
  console.log('\nDynamoDB capacity of single calls (ReturnConsumedCapacity TOTAL, as DynamoDB Local reports it)');
  console.log('| call | time | RCU | WCU | DynamoDB calls |');
  console.log('|---|---|---|---|---|');
  for (const c of f.costs) {
    const calls = [...new Set(c.capacity.calls)].map((name) => `${c.capacity.calls.filter((n) => n === name).length} ${name}`).join(', ');
    console.log(`| ${c.call} | ${c.ms.toFixed(0)} ms | ${c.capacity.read.toFixed(1)} | ${c.capacity.write.toFixed(1)} | ${calls} |`);
  }
  console.log(`\nCRM export of the ${f.exports[0]?.rows ?? 0} clients, all ${EXPORT_COLUMN_IDS.length} columns (web app code in Node; xlsx: median of ${EXPORT_RUNS} runs, csv and json: one run)`);
  console.log('| format | rows | file | read pages | build file | total | target |');
  console.log('|---|---|---|---|---|---|---|');
  for (const e of f.exports) {
    const total = e.collectMs + e.buildMs;
    const target = e.format === 'xlsx' ? `<= 5000 ms ${met(total <= 5000)}` : '-';
    console.log(`| ${e.format} | ${e.rows} | ${(e.bytes / 1024).toFixed(0)} KiB | ${e.collectMs.toFixed(0)} ms | ${e.buildMs.toFixed(0)} ms | ${total.toFixed(0)} ms | ${target} |`);
  }
};
