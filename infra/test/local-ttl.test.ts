// The local TTL sweeper against DynamoDB Local and its stream: it deletes what its index
// (fed by the stream poller, and once at start by a paced scan) says is due, as DynamoDB's
// TTL would, and never scans the table again. Each test has a table of its own, a clock it
// moves, and a stream poller that records what it hands the stream function.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AttributeValue,
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { tableKeys } from '@fotostudio/functions/data/table-schema';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually as pollUntil } from '../../functions/test/support/eventually.js';
import { startDynamoDbLocal, type DynamoDbLocal } from '../local/dynamodb/dynamodb-local.js';
import { startStreamPoller, type StreamPoller } from '../local/dynamodb/stream-poller.js';
import { ensureTable } from '../local/dynamodb/table.js';
import { createTtlIndex, FIVE_YEARS_SECONDS, type TtlIndex } from '../local/dynamodb/ttl-index.js';
import { SEED_SCAN_PACE, startTtlSweeper, type TtlSweeper } from '../local/dynamodb/ttl-sweeper.js';
import { createLogger } from '../local/logger.js';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'eu-west-1';
const logger = createLogger(true);
const KEYS = { keyNames: [tableKeys.partitionKey, tableKeys.sortKey], ttlAttribute: tableKeys.timeToLive };
const SERVICE = { type: 'Service', principalId: 'dynamodb.amazonaws.com' };
const realNow = () => Math.floor(Date.now() / 1000);

let dataDir: string;
let dynamo: DynamoDbLocal;
let client: DynamoDBClient;
let streams: DynamoDBStreamsClient;
let tables = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-ttl-test-'));
  dynamo = await startDynamoDbLocal({
    dbPath: dataDir,
    logFile: join(dataDir, 'dynamodb.log'),
    pidFile: join(dataDir, 'dynamodb.pid'),
    logger,
    credentials,
    region,
  });
  client = new DynamoDBClient({ endpoint: dynamo.endpoint, region, credentials });
  streams = new DynamoDBStreamsClient({ endpoint: dynamo.endpoint, region, credentials });
}, 60_000);

afterAll(async () => {
  client?.destroy();
  streams?.destroy();
  await dynamo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The tests' one poll (functions/test/support/eventually.ts), every 100 ms for up to 30,000 ms here. */
const eventually = <T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> => pollUntil(check, timeoutMs, 100);

/** An item without the keys of the global index: DynamoDB Local's own TTL never deletes those. */
const item = (pk: string, expiresAt?: number): Record<string, AttributeValue> => ({
  pk: { S: pk },
  sk: { S: 'item' },
  ...(expiresAt !== undefined ? { expiresAt: { N: String(expiresAt) } } : {}),
});

interface Rig {
  table: string;
  index: TtlIndex;
  poller: StreamPoller;
  sweeper: TtlSweeper;
  /** Records handed to the stream function so far. */
  delivered: DynamoDBRecord[];
  /** Scan calls the sweeper made. */
  scans: () => number;
  setClock: (seconds: number) => void;
}

let rig: Rig | undefined;

afterEach(async () => {
  await rig?.sweeper.stop();
  await rig?.poller.stop();
  rig = undefined;
});

/** A table with `before` written in it, then its stream poller (from LATEST, as a first start) and the sweeper. */
const startRig = async (before: Record<string, AttributeValue>[] = [], seedScanPace = SEED_SCAN_PACE): Promise<Rig> => {
  const table = `ttl-${++tables}`;
  const streamArn = await ensureTable(client, table);
  for (const written of before) await client.send(new PutItemCommand({ TableName: table, Item: written }));
  const delivered: DynamoDBRecord[] = [];
  const removals = new Set<string>();
  const index = createTtlIndex(KEYS);
  const poller = await startStreamPoller({
    client: streams,
    streamArn,
    region,
    intervalMs: 100,
    batchSize: 100,
    maxRetries: 0,
    invoke: async (event) => {
      delivered.push(...event.Records);
    },
    ttlRemovals: removals,
    observe: index.observe,
    logger,
  });
  let scans = 0;
  const sweeperClient = new DynamoDBClient({ endpoint: dynamo.endpoint, region, credentials });
  sweeperClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'ScanCommand') scans++;
      return next(args);
    },
    { step: 'initialize' },
  );
  let clock = realNow();
  const sweeper = startTtlSweeper({
    client: sweeperClient,
    tableName: table,
    ...KEYS,
    index,
    intervalMs: 100,
    removals,
    logger,
    now: () => clock,
    seedScanPace,
  });
  rig = { table, index, poller, sweeper, delivered, scans: () => scans, setClock: (seconds) => (clock = seconds) };
  return rig;
};

const put = (table: string, written: Record<string, AttributeValue>) => client.send(new PutItemCommand({ TableName: table, Item: written }));
const stored = async (table: string, pk: string) =>
  (await client.send(new GetItemCommand({ TableName: table, Key: { pk: { S: pk }, sk: { S: 'item' } }, ConsistentRead: true }))).Item;
const recordOf = (rig: Rig, eventName: string, pk: string) => () =>
  rig.delivered.find((r) => r.eventName === eventName && r.dynamodb?.Keys?.pk?.S === pk);

describe('the local TTL sweeper', () => {
  it('deletes an item written with a past TTL and its REMOVE is the service’s; a caller’s delete stays the caller’s', async () => {
    const r = await startRig();
    await put(r.table, item('expired', realNow() - 10));
    await put(r.table, item('deleted-by-caller', realNow() + 3_600));
    await client.send(new DeleteItemCommand({ TableName: r.table, Key: { pk: { S: 'deleted-by-caller' }, sk: { S: 'item' } } }));

    const removal = await eventually(recordOf(r, 'REMOVE', 'expired'));
    expect(removal.userIdentity).toEqual(SERVICE);
    expect(await stored(r.table, 'expired')).toBeUndefined();
    const callers = await eventually(recordOf(r, 'REMOVE', 'deleted-by-caller'));
    expect(callers.userIdentity).toBeUndefined();
  });

  it('deletes what was written before it started (the start scan), not a TTL over five years past nor a future one', async () => {
    const now = realNow();
    const r = await startRig([item('seeded-expired', now - 10), item('seeded-ancient', now - FIVE_YEARS_SECONDS - 86_400), item('seeded-future', now + 3_600), item('seeded-no-ttl')]);

    const removal = await eventually(recordOf(r, 'REMOVE', 'seeded-expired'));
    expect(removal.userIdentity).toEqual(SERVICE);
    await r.sweeper.seeded();
    await r.sweeper.nextSweep();
    expect(await stored(r.table, 'seeded-ancient')).toBeDefined();
    expect(await stored(r.table, 'seeded-future')).toBeDefined();
    expect(await stored(r.table, 'seeded-no-ttl')).toBeDefined();
    // The future one waits in the index; the others were never taken in.
    expect(r.index.size().items).toBe(1);
  });

  it('keeps an item whose TTL is later than now until then', async () => {
    const r = await startRig();
    const expiresAt = realNow() + 3_600;
    await put(r.table, item('later', expiresAt));
    await eventually(recordOf(r, 'INSERT', 'later'));
    await r.sweeper.nextSweep();
    expect(await stored(r.table, 'later')).toBeDefined();

    r.setClock(expiresAt - 1);
    await r.sweeper.nextSweep();
    expect(await stored(r.table, 'later')).toBeDefined();

    r.setClock(expiresAt);
    await r.sweeper.nextSweep();
    expect(await stored(r.table, 'later')).toBeUndefined();
    expect((await eventually(recordOf(r, 'REMOVE', 'later'))).userIdentity).toEqual(SERVICE);
  });

  it('does not delete an item renewed after the index learned its TTL, and deletes it at its new time', async () => {
    const r = await startRig();
    const first = realNow() + 100;
    const renewed = realNow() + 10_000;
    await put(r.table, item('renewed', first));
    await eventually(recordOf(r, 'INSERT', 'renewed'));
    // The renewal must not reach the index through the stream: only the conditional delete protects the item.
    await r.poller.stop();
    await client.send(
      new UpdateItemCommand({
        TableName: r.table,
        Key: { pk: { S: 'renewed' }, sk: { S: 'item' } },
        UpdateExpression: 'SET expiresAt = :renewed',
        ExpressionAttributeValues: { ':renewed': { N: String(renewed) } },
      }),
    );

    r.setClock(first + 1);
    await r.sweeper.nextSweep();
    expect((await stored(r.table, 'renewed'))?.expiresAt).toEqual({ N: String(renewed) });

    // The refused delete read the item again: its new time is in the index.
    r.setClock(renewed);
    await r.sweeper.nextSweep();
    expect(await stored(r.table, 'renewed')).toBeUndefined();
  });

  it('lets go of items whose TTL is removed or which are deleted, and does not grow on changes of other fields', async () => {
    const r = await startRig();
    const later = realNow() + 3_600;
    for (const pk of ['kept', 'ttl-removed', 'deleted']) await put(r.table, item(pk, later));
    const key = (pk: string) => ({ pk: { S: pk }, sk: { S: 'item' } });
    await client.send(new UpdateItemCommand({ TableName: r.table, Key: key('ttl-removed'), UpdateExpression: 'REMOVE expiresAt' }));
    await client.send(new DeleteItemCommand({ TableName: r.table, Key: key('deleted') }));
    for (let i = 0; i < 20; i++) {
      await client.send(
        new UpdateItemCommand({ TableName: r.table, Key: key('kept'), UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': { N: String(i) } } }),
      );
    }
    await eventually(() => (r.delivered.filter((d) => d.dynamodb?.Keys?.pk?.S === 'kept').length === 21 ? true : undefined));
    await eventually(recordOf(r, 'REMOVE', 'deleted'));
    expect(r.index.size()).toEqual({ items: 1, heap: 3 });
  });

  it('reads the table once at start, in pages, and never scans again', async () => {
    const now = realNow();
    const before = Array.from({ length: 250 }, (_, i) => item(`page-${i}`, i % 5 === 0 ? undefined : now + 3_600));
    const r = await startRig(before, { pageItems: 50, pauseFactor: 0, minPauseMs: 0 });
    await r.sweeper.seeded();
    const seedScans = r.scans();
    expect(seedScans).toBeGreaterThanOrEqual(5);
    expect(r.index.size().items).toBe(200);

    for (let i = 0; i < 20; i++) await put(r.table, item(`steady-${i}`, now - 10));
    await eventually(() => (r.delivered.filter((d) => d.eventName === 'REMOVE').length === 20 ? true : undefined));
    await r.sweeper.nextSweep();
    await r.sweeper.nextSweep();
    expect(r.scans()).toBe(seedScans);
  });
});

describe('the TTL index', () => {
  const modify = (pk: string, expiresAt: number) => ({
    eventName: 'MODIFY' as const,
    dynamodb: { Keys: { pk: { S: pk }, sk: { S: 'item' } }, NewImage: { pk: { S: pk }, sk: { S: 'item' }, expiresAt: { N: String(expiresAt) } } },
  });

  it('stays bounded when one item’s TTL changes over and over before its time', () => {
    const index = createTtlIndex(KEYS);
    index.observe(Array.from({ length: 10_000 }, (_, i) => modify('busy', 2_000_000_000 + i)));
    expect(index.size().items).toBe(1);
    expect(index.size().heap).toBeLessThanOrEqual(2 + 1024);
    expect(index.takeDue(2_000_000_000 + 9_998)).toEqual([]);
    expect(index.takeDue(2_000_000_000 + 9_999).map((entry) => entry.stored)).toEqual([String(2_000_000_000 + 9_999)]);
  });

  it('hands out what is due soonest first, and drops a TTL more than five years past', () => {
    const index = createTtlIndex(KEYS);
    const now = 2_000_000_000;
    index.observe([modify('b', now - 5), modify('a', now - 50), modify('c', now + 5), modify('ancient', now - FIVE_YEARS_SECONDS - 1)]);
    expect(index.takeDue(now).map((entry) => entry.key.pk?.S)).toEqual(['a', 'b']);
    expect(index.size()).toEqual({ items: 1, heap: 1 });
  });
});
