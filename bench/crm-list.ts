// CRM list and search latency, and the full export, with 10,000 contacts of one photographer, over HTTP through
// the local gateway (JWT check, handler, DynamoDB Local), as the browser calls them.
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContactPage } from '../shared/src/contracts/crm.js';
import { startLocalStack } from '../infra/local/stack.js';
import { collectContacts, type FetchContactPage } from '../web/src/features/crm/transfer/collect-contacts.js';
import { EXPORT_COLUMN_IDS, orderedColumns } from '../web/src/features/crm/transfer/export-columns.js';
import { exportBlobOf, type ExportFormat, type ExportPresentation } from '../web/src/features/crm/transfer/export-file.js';

const CONTACTS = 10_000;
const SAMPLES = 40;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

const signUpPhotographer = async (): Promise<{ sub: string; token: string }> => {
  const cognito = new CognitoIdentityProviderClient({});
  const email = 'bench@fotostudio.local';
  const password = 'Bench-Password-1';
  await cognito.send(
    new SignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: process.env.USER_POOL_ID, Username: email }));
  const auth = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: process.env.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const token = auth.AuthenticationResult?.AccessToken ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return { sub: payload.sub, token };
};

/** Writes the contacts and their index entries directly: seeding, not what is measured. */
const seedContacts = async (photographerId: string) => {
  const { db } = await import('../functions/src/data/database.js');
  const { indexWrites } = await import('../functions/src/crm/contact-index.js');
  const { dynamoDocumentClient } = await import('../functions/src/lib/aws-clients.js');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const items = Array.from({ length: CONTACTS }, (_, i) => ({
    photographerId,
    contactId: `c${String(i).padStart(6, '0')}`,
    type: i % 2 === 0 ? ('lead' as const) : ('client' as const),
    firstName: `Nombre${i}`,
    lastName: `Apellido${i % 500}`,
    emails: { primary: `persona${i}@correo${i % 37}.com` },
    phones: { mobile: `+34 6${String(i).padStart(8, '0')}` },
    address: { street: `Calle Mayor ${i % 90}`, city: ['Madrid', 'Cádiz', 'Logroño', 'Valencia'][i % 4], postalCode: '28013', country: 'España' },
    birthDate: `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
    status: (['active', 'inactive', 'potential'] as const)[i % 3],
    priority: (['low', 'medium', 'high'] as const)[i % 3],
    source: (['referral', 'social', 'web', 'event', 'advertising', 'other'] as const)[i % 6],
    tags: [`tag${i % 20}`, 'boda'],
    notes: i % 4 === 0 ? `Sesión de fotos en ${['primavera', 'verano', 'otoño'][i % 3]}; prefiere contacto por WhatsApp.` : undefined,
    isDeleted: false,
    createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
  }));
  for (let i = 0; i < items.length; i += 1000) await db().entities.contact.put(items.slice(i, i + 1000)).go({ concurrency: 4 });
  const client = dynamoDocumentClient();
  const updates = items.map((item) => indexWrites(photographerId, item.contactId, item)[0]);
  for (let i = 0; i < updates.length; i += 100) {
    await Promise.all(updates.slice(i, i + 100).map((entry) => (entry?.Update ? client.send(new UpdateCommand(entry.Update)) : undefined)));
  }
  const version = indexWrites(photographerId, 'seed', undefined)[1];
  if (version?.Update) await client.send(new UpdateCommand(version.Update));
};

export interface CrmFigures {
  coldMs: number;
  list: { p50: number; p95: number };
  search: { p50: number; p95: number };
  exports: ExportFigures[];
}

interface ExportFigures {
  format: ExportFormat;
  rows: number;
  bytes: number;
  collectMs: number;
  buildMs: number;
}

const EXPORT_RUNS = 3;

/** The web app's export, as the wizard runs it: every page over HTTP, then the file (median of the runs). */
const benchExport = async (baseUrl: string, token: string, format: ExportFormat): Promise<ExportFigures> => {
  const fetchPage: FetchContactPage = async (query) => {
    const url = new URL('/api/contacts', baseUrl);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`GET ${url} -> ${response.status}`);
    return (await response.json()) as ContactPage;
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
  for (let run = 0; run < EXPORT_RUNS; run += 1) {
    const start = performance.now();
    const contacts = await collectContacts(fetchPage, 'all', {});
    const collected = performance.now();
    const blob = await exportBlobOf(format, contacts, orderedColumns(EXPORT_COLUMN_IDS), show);
    runs.push({ format, rows: contacts.length, bytes: blob.size, collectMs: collected - start, buildMs: performance.now() - collected });
  }
  const byTotal = runs.sort((a, b) => a.collectMs + a.buildMs - (b.collectMs + b.buildMs));
  const median = byTotal[Math.floor(byTotal.length / 2)];
  if (!median) throw new Error('no export run');
  return median;
};

export const benchCrmList = async (): Promise<CrmFigures> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-bench-crm-'));
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({ dataDir, port: 0, serveWeb: false, seedDemo: false, quiet: true, relaxRateLimits: true });
  try {
    const { sub, token } = await signUpPhotographer();
    await seedContacts(sub);
    const time = async (query: Record<string, string>) => {
      const url = new URL('/api/contacts', stack.url);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      const start = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${url} -> ${response.status}`);
      return performance.now() - start;
    };
    const coldMs = await time({ type: 'lead' });
    const list: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) list.push(await time({ type: i % 2 ? 'lead' : 'client', page: String(1 + i * 10) }));
    const search: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) search.push(await time({ type: 'client', search: `CORREO${i % 37}.c` }));
    const exports: ExportFigures[] = [];
    for (const format of ['xlsx', 'csv', 'json'] as const) exports.push(await benchExport(stack.url, token, format));
    return {
      coldMs,
      list: { p50: percentile(list, 50), p95: percentile(list, 95) },
      search: { p50: percentile(search, 50), p95: percentile(search, 95) },
      exports,
    };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const printCrmList = (f: CrmFigures): void => {
  console.log(`\nCRM with ${CONTACTS} contacts (HTTP through the local gateway, ${SAMPLES} samples each)`);
  console.log('| call | p50 | p95 | target |');
  console.log('|---|---|---|---|');
  console.log(`| list page (first after start: ${f.coldMs.toFixed(0)} ms) | ${f.list.p50.toFixed(1)} ms | ${f.list.p95.toFixed(1)} ms | p50 <= 100 ms ${f.list.p50 <= 100 ? 'met' : 'MISSED'} |`);
  console.log(`| search | ${f.search.p50.toFixed(1)} ms | ${f.search.p95.toFixed(1)} ms | p50 <= 250 ms ${f.search.p50 <= 250 ? 'met' : 'MISSED'} |`);
  console.log(`\nCRM export of every contact, all ${EXPORT_COLUMN_IDS.length} columns (web app code in Node; median of ${EXPORT_RUNS} runs)`);
  console.log('| format | rows | file | read pages | build file | total | target |');
  console.log('|---|---|---|---|---|---|---|');
  for (const e of f.exports) {
    const total = e.collectMs + e.buildMs;
    const target = e.format === 'xlsx' ? `<= 5000 ms ${total <= 5000 ? 'met' : 'MISSED'}` : '-';
    console.log(`| ${e.format} | ${e.rows} | ${(e.bytes / 1024).toFixed(0)} KiB | ${e.collectMs.toFixed(0)} ms | ${e.buildMs.toFixed(0)} ms | ${total.toFixed(0)} ms | ${target} |`);
  }
};
