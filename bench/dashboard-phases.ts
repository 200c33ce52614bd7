// Where a warm dashboard call's time goes (issue 23 point 9): `node --import tsx bench/dashboard-phases.ts`.
// Seeds the dashboard bench's photographer once into BENCH_DASHBOARD_DIR (kept and reused, but
// the stack's start on that kept data did not finish within 14 minutes at load 15 on 2026-11-29,
// cause not looked into: compare two checkouts in one run with BENCH_DASHBOARD_AB=<the other's
// root>, both use cases in turn on the same data, their answers compared equal), then, over
// BENCH_DASHBOARD_CALLS warm calls: the HTTP
// call through the local gateway, the use case called in this process, each of its reads alone
// (one after the other, so none waits on another), all of them side by side, the DynamoDB
// client's own time of each read's commands (the rest is ElectroDB building and parsing), and the
// handler's CPU after the reads: the contacts' counts, the response contract's parse, JSON.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalStack } from '../infra/local/stack.js';
import { signInPhotographer, signUpPhotographer } from './bench-photographer.js';
import { seedContacts, seedDocuments, seedSessions } from './dashboard.js';
import { apiOf } from './timed-api.js';

const DIR = process.env.BENCH_DASHBOARD_DIR ?? '/tmp/fotostudio-bench-dashboard-kept';
const CALLS = Number(process.env.BENCH_DASHBOARD_CALLS ?? 50);
const EMAIL = 'dashboard-phases@fotostudio.local';
const LABEL = process.env.BENCH_LABEL ?? process.cwd();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

const main = async () => {
  mkdirSync(DIR, { recursive: true });
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({ dataDir: DIR, port: 0, serveWeb: false, seedDemo: false, quiet: true, relaxRateLimits: true, ttlSweepIntervalMs: 60 * 60 * 1000 });
  try {
    const marker = join(DIR, 'dashboard-seeded.json');
    let signedIn: { sub: string; token: string };
    if (existsSync(marker)) signedIn = await signInPhotographer(EMAIL);
    else {
      signedIn = await signUpPhotographer(EMAIL);
      const api = apiOf(stack.url, signedIn.token);
      const now = new Date();
      const start = performance.now();
      await seedContacts(signedIn.sub);
      await seedSessions(api, signedIn.sub, now);
      await seedDocuments(api, signedIn.sub, now);
      await stack.streamCaughtUp();
      writeFileSync(marker, JSON.stringify({ sub: signedIn.sub, seededAt: now.toISOString(), seedMs: performance.now() - start }));
      console.log(`seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    }
    const seededAt = new Date((JSON.parse(readFileSync(marker, 'utf8')) as { seededAt: string }).seededAt);
    const { sub: photographerId, token } = signedIn;
    const api = apiOf(stack.url, token);
    const { dynamoDocumentClient } = await import('../functions/src/lib/aws-clients.js');
    const { dashboardReadsOf } = await import('./dashboard-phase-reads.js');
    const { dashboardOf } = await import('../functions/src/dashboard/dashboard.js');
    const { getDashboard } = await import('../shared/src/contracts/dashboard.js');
    const { loadIndex } = await import('../functions/src/data/crm-index/index-reader.js');
    const { madridDayStart, todayInMadrid } = await import('../shared/src/dates/billing-days.js');

    // Another checkout's use case in this process (BENCH_DASHBOARD_AB: its root, e.g. a worktree of
    // main with this script's node_modules), against the same table, for before and after in one run.
    const other = process.env.BENCH_DASHBOARD_AB;
    const otherOf = other
      ? {
          dashboardOf: ((await import(join(other, 'functions/src/dashboard/dashboard.ts'))) as typeof import('../functions/src/dashboard/dashboard.js')).dashboardOf,
          client: ((await import(join(other, 'functions/src/lib/aws-clients.ts'))) as typeof import('../functions/src/lib/aws-clients.js')).dynamoDocumentClient(),
        }
      : undefined;

    // The client's own time per command (send to answer, unmarshalled), its calls, items and read units, added up until taken.
    let sdk = { ms: 0, calls: [] as string[], items: 0, rcu: 0 };
    for (const client of [dynamoDocumentClient(), ...(otherOf ? [otherOf.client] : [])]) {
      client.middlewareStack.add(
        (next, context) => async (args) => {
          (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
          const start = performance.now();
          const result = await next(args);
          sdk.ms += performance.now() - start;
          sdk.calls.push((context.commandName ?? '?').replace(/Command$/, ''));
          const output = result.output as { ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]>; ConsumedCapacity?: unknown };
          sdk.items += output.ScannedCount ?? (output.Item ? 1 : 0) + Object.values(output.Responses ?? {}).reduce((n, items) => n + items.length, 0);
          const consumed = Array.isArray(output.ConsumedCapacity) ? output.ConsumedCapacity : output.ConsumedCapacity ? [output.ConsumedCapacity] : [];
          for (const c of consumed as { CapacityUnits?: number }[]) sdk.rcu += c.CapacityUnits ?? 0;
          return result;
        },
        { step: 'initialize', name: 'benchPhaseTimer' },
      );
    }
    const takeSdk = () => {
      const taken = sdk;
      sdk = { ms: 0, calls: [], items: 0, rcu: 0 };
      return taken;
    };
    const costs = new Map<string, string>();
    const callsOf = (calls: string[]) => [...new Set(calls)].map((name) => `${calls.filter((n) => n === name).length} ${name}`).join(', ');

    if (process.env.BENCH_DASHBOARD_KEYS) {
      // The partition's sort keys by kind, in order: which kinds sort next to each other.
      const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
      const { appConfig } = await import('../functions/src/lib/config.js');
      const { db } = await import('../functions/src/data/database.js');
      const pk = (db().entities.photographer.query.byPhotographer({ photographerId }).params() as { ExpressionAttributeValues: Record<string, string> }).ExpressionAttributeValues[':pk'];
      const kinds = new Map<string, number>();
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await dynamoDocumentClient().send(
          new QueryCommand({ TableName: appConfig().TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ProjectionExpression: 'sk', ExclusiveStartKey: startKey }),
        );
        for (const item of page.Items ?? []) {
          const kind = String(item.sk).split('#').slice(0, 2).join('#').replace(/_[^_]*$/, '');
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      console.log(pk, [...kinds].map(([kind, n]) => `${kind}: ${n}`).join('\n'));
    }
    const samples = new Map<string, number[]>();
    const add = (name: string, ms: number) => {
      const list = samples.get(name) ?? [];
      if (list.length === 0) samples.set(name, list);
      list.push(ms);
    };
    const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      takeSdk();
      const start = performance.now();
      const out = await run();
      add(name, performance.now() - start);
      const taken = takeSdk();
      add(`${name} [sdk]`, taken.ms);
      costs.set(name, `${taken.items} items, ${taken.rcu.toFixed(1)} RCU, ${callsOf(taken.calls)}`);
      return out;
    };

    const requests = [
      { period: 'this_month', granularity: 'day' },
      { period: 'last_12_months', granularity: 'week' },
      { period: 'this_year', granularity: 'month' },
      { period: 'last_30_days', granularity: 'day' },
    ] as const;
    // Warm the container and every module first.
    for (const request of requests) await api.call('GET', '/api/me/dashboard', request);
    const now = new Date();
    const reads = dashboardReadsOf(photographerId, now);

    for (let i = 0; i < CALLS; i += 1) {
      const request = requests[i % requests.length] ?? requests[0];
      add('HTTP GET /api/me/dashboard', (await api.call('GET', '/api/me/dashboard', request)).ms);
      // This checkout and the other one in turn, each first half of the time.
      const mine = () => timed('dashboardOf in process (reads + CPU)', () => dashboardOf(photographerId, request, now));
      const theirs = otherOf ? () => timed(`OTHER (${other}) dashboardOf in process`, () => otherOf.dashboardOf(photographerId, request, now)) : undefined;
      let answer: Awaited<ReturnType<typeof dashboardOf>>;
      if (theirs && i % 2 === 1) {
        const before = await theirs();
        answer = await mine();
        if (JSON.stringify(before) !== JSON.stringify(answer)) throw new Error('the two checkouts answer differently');
      } else {
        answer = await mine();
        if (theirs && JSON.stringify(await theirs()) !== JSON.stringify(answer)) throw new Error('the two checkouts answer differently');
      }
      for (const [name, read] of Object.entries(reads)) await timed(`read alone: ${name}`, read);
      await timed('all reads side by side', () => Promise.all(Object.values(reads).map((read) => read())));
      let start = performance.now();
      await getDashboard.response.safeParseAsync(answer);
      add('CPU: response contract parse', performance.now() - start);
      start = performance.now();
      JSON.stringify(answer);
      add('CPU: JSON.stringify of the answer', performance.now() - start);
      // The general tab's new clients and contacts: a Madrid day for every row (dashboardOf before
      // 2026-11-29), then the period's bounds as instants (since).
      const contacts = await loadIndex(photographerId);
      const clients = contacts.filter((row) => row.type === 'client');
      const leads = contacts.filter((row) => row.type === 'lead');
      start = performance.now();
      const byDay = (createdAt: string) => todayInMadrid(new Date(createdAt)) >= '2026-01-01';
      void [clients.filter((row) => byDay(row.createdAt)).length, leads.filter((row) => byDay(row.createdAt)).length];
      add(`CPU: new contacts by a Madrid day per row (${contacts.length} rows)`, performance.now() - start);
      start = performance.now();
      const from = madridDayStart('2026-01-01');
      const byInstant = (createdAt: string) => Date.parse(createdAt) >= from;
      void [clients.filter((row) => byInstant(row.createdAt)).length, leads.filter((row) => byInstant(row.createdAt)).length];
      add(`CPU: new contacts by instants (${contacts.length} rows)`, performance.now() - start);
    }
    console.log(`\n${LABEL}: ${CALLS} warm calls, data seeded ${seededAt.toISOString()}, load ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log('| phase | p50 ms | p95 ms | mean ms | last call\'s reads |');
    console.log('|---|---|---|---|---|');
    for (const [name, values] of samples) {
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      console.log(`| ${name} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 95).toFixed(1)} | ${mean.toFixed(1)} | ${costs.get(name) ?? ''} |`);
    }
  } finally {
    await stack.stop();
  }
};

await main();
