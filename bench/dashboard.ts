// The dashboard's data call (GET /api/me/dashboard) for a photographer with 500 sessions, 2,000
// invoices (and 200 quotes) and 20,000 contacts spread over two years, over HTTP through the
// local gateway as the browser calls it. The items are written in this process through an
// injected clock: sessions by the create use case with their dates and creation day set back,
// contacts by the import use case, links and documents through their entities from one link
// and one invoice the API made (same shapes as the writers store), their dates spread.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueInvoice } from '../shared/src/contracts/billing/document-routes.js';
import { putBillingSettings } from '../shared/src/contracts/billing/settings.js';
import { createPackage } from '../shared/src/contracts/catalog.js';
import { createContact } from '../shared/src/contracts/crm.js';
import { contactOfImportRecord, IMPORT_MAX_RECORDS, importRecord } from '../shared/src/contracts/crm-import.js';
import { DASHBOARD_PERIODS, REVENUE_GRANULARITIES } from '../shared/src/contracts/dashboard.js';
import { addDays, todayInMadrid } from '../shared/src/dates/billing-days.js';
import { SESSION_TYPES } from '../shared/src/sessions/session-enums.js';
import { startLocalStack } from '../infra/local/stack.js';
import { signUpPhotographer } from './bench-photographer.js';
import { instrumentCapacity, type Capacity } from './dynamo-capacity.js';
import { apiOf, type Api } from './timed-api.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const SESSIONS = 500;
const INVOICES = 2_000;
const QUOTES = 200;
const CONTACTS = 20_000;
const DAYS = 730;
const SAMPLES = 40;
const TARGET = { p50: 80, p95: 250 };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

/** The injected clock: the i-th of n items falls evenly over the two years up to now. */
const spread = (now: Date, i: number, n: number): Date => new Date(now.getTime() - Math.floor(((n - 1 - i) * DAYS * 86_400_000) / n));

export const seedContacts = async (photographerId: string) => {
  const { importContactItems } = await import('../functions/src/crm/contact-import.js');
  for (let file = 0; file < CONTACTS / IMPORT_MAX_RECORDS; file += 1) {
    const records = Array.from({ length: IMPORT_MAX_RECORDS }, (_, j) => {
      const i = file * IMPORT_MAX_RECORDS + j;
      return importRecord.parse({ type: i % 5 === 0 ? 'client' : 'lead', first_name: `Nombre${i}`, last_name: `Apellido${i % 500}`, emails: { primary: `persona${i}@correo${i % 37}.com` } });
    });
    await importContactItems(photographerId, records.map(contactOfImportRecord));
  }
};

export const seedSessions = async (api: Api, photographerId: string, now: Date): Promise<string[]> => {
  const { createSessionItem } = await import('../functions/src/sessions/sessions.js');
  const { db } = await import('../functions/src/data/database.js');
  const client = (await api.call('POST', '/api/contacts', {}, { ...exampleOf(createContact).body, type: 'client' })).body as { contact: { contactId: string } };
  const pkg = (await api.call('POST', '/api/packages', {}, exampleOf(createPackage).body)).body as { package: { packageId: string } };
  const ids: string[] = [];
  for (let i = 0; i < SESSIONS; i += 1) {
    // Two years back and two months ahead, so the calendar and the coming sessions have some.
    const at = new Date(spread(now, i, SESSIONS).getTime() + 60 * 86_400_000);
    const created = await createSessionItem(
      photographerId,
      {
        clientId: client.contact.contactId,
        packageId: pkg.package.packageId,
        title: `Sesión ${i}`,
        sessionType: SESSION_TYPES[i % SESSION_TYPES.length] ?? 'other',
        calendarSync: false,
        date: todayInMadrid(at),
        time: `${String(9 + (i % 10)).padStart(2, '0')}:00`,
      },
      at < now ? at : now,
    );
    ids.push(created.sessionId);
  }
  // A gallery link on four sessions of five; the client confirmed a selection on half of them.
  const links = ids.flatMap((sessionId, i) => {
    if (i % 5 === 4) return [];
    const at = spread(now, i, SESSIONS);
    const confirmed = i % 2 === 0;
    return [
      {
        photographerId,
        sessionId,
        token: randomUUID().replaceAll('-', ''),
        title: `Galería ${i}`,
        durationDays: 30,
        active: true,
        validUntil: new Date(at.getTime() + 30 * 86_400_000).toISOString(),
        ...(confirmed ? { closedAt: new Date(at.getTime() + 5 * 86_400_000).toISOString(), selectionVersion: 1 } : {}),
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      },
    ];
  });
  for (let i = 0; i < links.length; i += 25) await db().entities.shareLink.put(links.slice(i, i + 25)).go();
  for (const [i, sessionId] of ids.entries()) {
    if (i % 5 !== 4 && i % 2 === 0) await db().entities.session.patch({ photographerId, sessionId }).set({ hasSelection: true, status: 'selected' }).go();
  }
  return ids;
};

export const seedDocuments = async (api: Api, photographerId: string, now: Date) => {
  const { db } = await import('../functions/src/data/database.js');
  await api.call('PUT', '/api/billing/settings', {}, exampleOf(putBillingSettings).body);
  const example = exampleOf(issueInvoice).body;
  const issued = (await api.call('POST', '/api/billing/invoices', {}, {
    ...example,
    issueDate: todayInMadrid(now),
    dueDate: addDays(todayInMadrid(now), 30),
    client: { ...example.client, clientId: null },
    session: { ...example.session, sessionId: null },
  })).body as { document: { documentId: string } };
  const { data: model } = await db().entities.billingDocument.get({ photographerId, documentId: issued.document.documentId }).go();
  if (!model) throw new Error('the issued invoice is not stored');
  const { documentId: _id, createdAt: _c, updatedAt: _u, ...shape } = model;
  const statuses = ['paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'sent', 'sent', 'draft', 'cancelled'] as const;
  const items = Array.from({ length: INVOICES + QUOTES }, (_, i) => {
    const quote = i >= INVOICES;
    const issueDate = todayInMadrid(spread(now, i % INVOICES, INVOICES));
    return {
      ...shape,
      documentId: randomUUID(),
      kind: quote ? ('quote' as const) : ('invoice' as const),
      number: quote ? `P-${i}` : `B-${i}`,
      series: quote ? 'P' : 'B',
      sequence: i + 1,
      status: quote ? ('pending' as const) : (statuses[i % statuses.length] ?? 'paid'),
      issueDate,
      dueDate: addDays(issueDate, 30),
      totalCents: shape.totalCents,
    };
  });
  for (let i = 0; i < items.length; i += 25) await db().entities.billingDocument.put(items.slice(i, i + 25)).go();
};

interface CallCost {
  call: string;
  ms: number;
  capacity: Capacity;
}

export interface DashboardFigures {
  seedMs: number;
  first: CallCost;
  warm: { p50: number; p95: number };
  costs: CallCost[];
  answerBytes: number;
}

export const benchDashboard = async (): Promise<DashboardFigures> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-bench-dashboard-'));
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({ dataDir, port: 0, serveWeb: false, seedDemo: false, quiet: true, relaxRateLimits: true, ttlSweepIntervalMs: 60 * 60 * 1000 });
  try {
    const capacity = await instrumentCapacity();
    const { sub, token } = await signUpPhotographer('dashboard-bench@fotostudio.local');
    const api = apiOf(stack.url, token);
    const now = new Date();
    const seedStart = performance.now();
    await seedContacts(sub);
    await seedSessions(api, sub, now);
    await seedDocuments(api, sub, now);
    await stack.streamCaughtUp();
    const seedMs = performance.now() - seedStart;

    const costs: CallCost[] = [];
    const measure = async (call: string, query: Record<string, string>) => {
      capacity.take();
      const answer = await api.call('GET', '/api/me/dashboard', query);
      const cost = { call, ms: answer.ms, capacity: capacity.take() };
      costs.push(cost);
      return { cost, bytes: JSON.stringify(answer.body).length };
    };
    const first = await measure('first call of a container (contacts index not cached yet)', { period: 'last_12_months', granularity: 'month' });
    await measure('warm, this month by day', { period: 'this_month', granularity: 'day' });
    const { bytes } = await measure('warm, last 12 months by week', { period: 'last_12_months', granularity: 'week' });
    const warm: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const month = todayInMadrid(new Date(now.getTime() - (i % 12) * 30 * 86_400_000)).slice(0, 7);
      warm.push(
        (
          await api.call('GET', '/api/me/dashboard', {
            period: DASHBOARD_PERIODS[i % DASHBOARD_PERIODS.length] ?? 'this_month',
            granularity: REVENUE_GRANULARITIES[i % REVENUE_GRANULARITIES.length] ?? 'month',
            month,
          })
        ).ms,
      );
    }
    return { seedMs, first: first.cost, warm: { p50: percentile(warm, 50), p95: percentile(warm, 95) }, costs, answerBytes: bytes };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');

export const printDashboard = (f: DashboardFigures): void => {
  console.log(
    `\nDashboard data (GET /api/me/dashboard) for ${SESSIONS} sessions, ${INVOICES} invoices + ${QUOTES} quotes and ${CONTACTS} contacts over two years (seeded in ${(f.seedMs / 1000).toFixed(1)} s)`,
  );
  console.log(`HTTP through the local gateway, ${SAMPLES} warm samples over every period, granularity and 12 calendar months; answer ${(f.answerBytes / 1024).toFixed(1)} KiB`);
  console.log('| call | p50 | p95 | target |');
  console.log('|---|---|---|---|');
  console.log(`| dashboard, warm | ${f.warm.p50.toFixed(1)} ms | ${f.warm.p95.toFixed(1)} ms | p50 <= ${TARGET.p50} ms ${met(f.warm.p50 <= TARGET.p50)}, p95 <= ${TARGET.p95} ms ${met(f.warm.p95 <= TARGET.p95)} |`);
  console.log('\nSingle calls (ReturnConsumedCapacity TOTAL, as DynamoDB Local reports it)');
  console.log('| call | time | RCU | items read | DynamoDB calls |');
  console.log('|---|---|---|---|---|');
  for (const c of f.costs) {
    const calls = [...new Set(c.capacity.calls)].map((name) => `${c.capacity.calls.filter((n) => n === name).length} ${name}`).join(', ');
    console.log(`| ${c.call} | ${c.ms.toFixed(0)} ms | ${c.capacity.read.toFixed(1)} | ${c.capacity.items} | ${calls} |`);
  }
};
