// DynamoDB Local's own TTL never deletes an expired item that has no keys of a global
// secondary index (a sparse index, as ours is for most entities). This sweeper finishes
// the job the way DynamoDB does: it deletes items whose TTL attribute is in the past and
// tells the stream poller, which then reports those REMOVEs as done by the service.
//
// It never scans the table in steady state: DynamoDB Local answers nothing else while it
// reads, and a Scan every few seconds over a table of tens of thousands of items held every
// request up for up to 2 s (docs/performance.md). It deletes what its index (ttl-index.ts),
// fed by the stream, says is due; one paced scan at start adds what the stream will never tell.
import {
  type AttributeValue,
  ConditionalCheckFailedException,
  DeleteItemCommand,
  type DynamoDBClient,
  GetItemCommand,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { sleep } from '../free-port.js';
import type { Logger } from '../logger.js';
import { FIVE_YEARS_SECONDS, type TtlEntry, type TtlIndex } from './ttl-index.js';

/** Keys the sweeper deleted and the stream has not reported yet. */
export type TtlRemovals = Set<string>;

/**
 * The start scan's pace: pages of 25 keys, and after each a pause twice as long as the page
 * took (at least 20 ms), so the JVM gives the scan at most a third of its time and a request
 * waits one small page at most. A page costs DynamoDB Local about 4 ms alone and 40 ms on a
 * busy machine whatever its size from 25 to 100 keys; measured beside a GetItem every 30 ms
 * over 20,000 items (load 8-10 on 2 cores): pages of 25 read the table in 108 s with calls at
 * most 137 ms, pages of 100 in 37 s with calls up to 178 ms, pages of 250 in 17 s up to 313 ms.
 * The scan runs once, beside the stream's word, so its length costs only the wait of items
 * already expired before the start; a long stall would cost every request meanwhile.
 */
export const SEED_SCAN_PACE = { pageItems: 25, pauseFactor: 2, minPauseMs: 20 };

export interface TtlSweeper {
  stop(): Promise<void>;
  /** Resolves when the start scan has read the whole table (or the sweeper stopped). */
  seeded(): Promise<void>;
  /** Resolves after the next complete sweep begun after the call. */
  nextSweep(): Promise<void>;
}

export const startTtlSweeper = (options: {
  client: DynamoDBClient;
  tableName: string;
  keyNames: readonly string[];
  ttlAttribute: string;
  /** Fed by the stream poller from before this start: the scan only adds what the stream has not told. */
  index: TtlIndex;
  intervalMs: number;
  removals: TtlRemovals;
  logger: Logger;
  /** Epoch seconds. */
  now?: () => number;
  seedScanPace?: typeof SEED_SCAN_PACE;
}): TtlSweeper => {
  const { client, tableName, index } = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const pace = options.seedScanPace ?? SEED_SCAN_PACE;
  const ttlName = { '#ttl': options.ttlAttribute };
  let stopped = false;
  let waitingForNext: (() => void)[] = [];
  const warn = (what: string, error: unknown) => {
    if (!stopped) options.logger.warn(`TTL sweeper: ${what}: ${error instanceof Error ? error.message : String(error)}`);
  };
  const pause = async (ms: number) => {
    for (let waited = 0; waited < ms && !stopped; waited += 100) await sleep(Math.min(100, ms - waited));
  };

  /** Keys and TTL only, of items whose TTL DynamoDB would act on, now or later. */
  const seedScan = async () => {
    const names = Object.fromEntries(options.keyNames.map((name, i) => [`#k${i}`, name]));
    let start: Record<string, AttributeValue> | undefined;
    const began = performance.now();
    let pages = 0;
    while (!stopped) {
      const pageBegan = performance.now();
      let page;
      try {
        page = await client.send(
          new ScanCommand({
            TableName: tableName,
            Limit: pace.pageItems,
            ProjectionExpression: [...Object.keys(names), '#ttl'].join(', '),
            FilterExpression: '#ttl >= :oldest',
            ExpressionAttributeNames: { ...names, ...ttlName },
            ExpressionAttributeValues: { ':oldest': { N: String(now() - FIVE_YEARS_SECONDS) } },
            ExclusiveStartKey: start,
          }),
        );
      } catch (error) {
        warn('start scan (the page is read again)', error);
        await pause(1_000);
        continue;
      }
      pages++;
      for (const item of page.Items ?? []) index.offer(item);
      start = page.LastEvaluatedKey;
      if (!start) {
        const seconds = ((performance.now() - began) / 1000).toFixed(1);
        options.logger.info(`TTL sweeper: start scan read the table in ${pages} pages, ${seconds} s; ${index.size().items} items wait for their TTL`);
        return;
      }
      await pause(Math.max(pace.minPauseMs, pace.pauseFactor * (performance.now() - pageBegan)));
    }
  };

  /** Deletes one due item unless its TTL changed since the index learned it. */
  const expire = async (entry: TtlEntry) => {
    options.removals.add(entry.identity);
    try {
      await client.send(
        new DeleteItemCommand({
          TableName: tableName,
          Key: entry.key,
          ConditionExpression: '#ttl = :seen',
          ExpressionAttributeNames: ttlName,
          ExpressionAttributeValues: { ':seen': { N: entry.stored } },
        }),
      );
    } catch (error) {
      options.removals.delete(entry.identity);
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // Renewed, deleted, or its TTL removed meanwhile: the index learns what it is now.
      const { Item } = await client.send(
        new GetItemCommand({ TableName: tableName, Key: entry.key, ConsistentRead: true, ProjectionExpression: '#ttl', ExpressionAttributeNames: ttlName }),
      );
      if (Item) index.offer({ ...Item, ...entry.key });
    }
  };

  const sweep = async () => {
    const due = index.takeDue(now());
    for (const [i, entry] of due.entries()) {
      if (stopped) return;
      try {
        await expire(entry);
      } catch (error) {
        // DynamoDB Local unreachable for a moment: the rest waits for the next sweep.
        index.restore(due.slice(i));
        throw error;
      }
    }
  };

  const seeding = seedScan().catch((error: unknown) => warn('start scan', error));

  const loop = (async () => {
    while (!stopped) {
      const waiters = waitingForNext;
      waitingForNext = [];
      try {
        await sweep();
      } catch (error) {
        warn('sweep', error);
      }
      for (const resolve of waiters) resolve();
      await pause(options.intervalMs);
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await Promise.all([loop, seeding]);
      for (const resolve of waitingForNext) resolve();
    },
    seeded: () => seeding,
    nextSweep: () =>
      new Promise<void>((resolve) => {
        if (stopped) resolve();
        else waitingForNext.push(resolve);
      }),
  };
};
