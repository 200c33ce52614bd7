// Stands in for the DynamoDB stream -> Lambda event source mapping: follows every shard of
// the table's stream (new shards included) and hands batches to the stream function, with
// partial batch responses and a bounded number of retries (batch size and retries from the
// source's entry in functions/src/event-sources.ts). Its position in each shard is kept in a
// checkpoint file of the data folder, written after each delivered batch, so a restarted
// stack (even after SIGKILL) goes on after the last delivered record instead of LATEST:
// records written while it was down, or read but not yet delivered, still reach the function
// (at least once, as with the event source mapping).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import {
  type AttributeValue as SdkAttributeValue,
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as SdkRecord,
  type Shard,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { sleep } from '../free-port.js';
import type { Logger } from '../logger.js';
import { keyIdentity } from './ttl-index.js';
import type { TtlRemovals } from './ttl-sweeper.js';

/** New shards are looked for this often even when none has closed. */
const DESCRIBE_EVERY_MS = 10_000;

const toLambdaValue = (value: SdkAttributeValue): AttributeValue => {
  if (value.S !== undefined) return { S: value.S };
  if (value.N !== undefined) return { N: value.N };
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BOOL !== undefined) return { BOOL: value.BOOL };
  if (value.NULL !== undefined) return { NULL: value.NULL };
  if (value.SS !== undefined) return { SS: value.SS };
  if (value.NS !== undefined) return { NS: value.NS };
  if (value.BS !== undefined) return { BS: value.BS.map((b) => Buffer.from(b).toString('base64')) };
  if (value.L !== undefined) return { L: value.L.map(toLambdaValue) };
  if (value.M !== undefined) return { M: toLambdaImage(value.M) };
  throw new Error(`unknown attribute value type: ${Object.keys(value).join(', ')}`);
};

const toLambdaImage = (image: Record<string, SdkAttributeValue>): Record<string, AttributeValue> =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaValue(value)]));

const KNOWN_EVENTS = new Set(['INSERT', 'MODIFY', 'REMOVE']);

/**
 * The Lambda shape of a stream record. DynamoDB Local reports TTL deletions with an event
 * name its own SDK does not know and no actor; AWS reports REMOVE by the DynamoDB service.
 */
export const toLambdaRecord = (
  record: SdkRecord,
  streamArn: string,
  region: string,
  deletedBySweeper = false,
): DynamoDBRecord => {
  const known = record.eventName !== undefined && KNOWN_EVENTS.has(record.eventName);
  const eventName = known ? record.eventName : 'REMOVE';
  const expiredByTtl = !known || deletedBySweeper;
  const stream = record.dynamodb;
  const userIdentity = expiredByTtl
    ? { type: 'Service', principalId: 'dynamodb.amazonaws.com' }
    : record.userIdentity
      ? { type: record.userIdentity.Type, principalId: record.userIdentity.PrincipalId }
      : undefined;
  return {
    eventID: record.eventID,
    eventName: eventName as DynamoDBRecord['eventName'],
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(stream?.ApproximateCreationDateTime
        ? { ApproximateCreationDateTime: Math.floor(stream.ApproximateCreationDateTime.getTime() / 1000) }
        : {}),
      ...(stream?.Keys ? { Keys: toLambdaImage(stream.Keys) } : {}),
      ...(stream?.NewImage ? { NewImage: toLambdaImage(stream.NewImage) } : {}),
      ...(stream?.OldImage ? { OldImage: toLambdaImage(stream.OldImage) } : {}),
      SequenceNumber: stream?.SequenceNumber,
      SizeBytes: stream?.SizeBytes,
      StreamViewType: stream?.StreamViewType,
    },
    ...(userIdentity ? { userIdentity } : {}),
  };
};

const isBatchResponse = (value: unknown): value is DynamoDBBatchResponse =>
  typeof value === 'object' && value !== null && 'batchItemFailures' in value && Array.isArray(value.batchItemFailures);

interface ShardState {
  iterator: string | undefined;
  lastSequence: string | undefined;
  /**
   * Followed from LATEST at this time (epoch seconds) and nothing delivered yet: a resumed
   * poller reads the shard from its start but skips records older than this.
   */
  since?: number;
  /** Skip records created before this (epoch seconds), once. */
  skipBefore?: number;
}

/** What the checkpoint file holds: the stream, and per shard the last delivered record or the start time. */
export interface StreamCheckpoint {
  streamArn: string;
  shards: Record<string, { after?: string; since?: number }>;
}

export const readStreamCheckpoint = (file: string): StreamCheckpoint | undefined => {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StreamCheckpoint>;
    if (typeof parsed.streamArn !== 'string' || typeof parsed.shards !== 'object' || parsed.shards === null) return undefined;
    return { streamArn: parsed.streamArn, shards: parsed.shards };
  } catch {
    // A torn or foreign file: start as on a first start.
    return undefined;
  }
};

const writeStreamCheckpoint = (file: string, checkpoint: StreamCheckpoint) => {
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(checkpoint)}\n`);
  // Atomic on one file system: a kill leaves the old or the new checkpoint, never half of one.
  renameSync(temporary, file);
};

export interface StreamPoller {
  stop(): Promise<void>;
  /** Resolves after one complete pass over every shard (tests waiting for a reaction). */
  nextPass(): Promise<void>;
  /** Resolves after a pass that found no new record: every change so far has been delivered. */
  caughtUp(): Promise<void>;
}

export const startStreamPoller = async (options: {
  client: DynamoDBStreamsClient;
  streamArn: string;
  region: string;
  intervalMs: number;
  /** Records per invocation at most. */
  batchSize: number;
  /** Retries of a failed batch before it is dropped. */
  maxRetries: number;
  invoke: (event: DynamoDBStreamEvent) => Promise<unknown>;
  /** Keys the TTL sweeper deleted: their REMOVE is reported as the service's. */
  ttlRemovals: TtlRemovals;
  /** Told every record read, in order, once, before its batch is delivered (the TTL index). */
  observe?: (records: readonly SdkRecord[]) => void;
  logger: Logger;
  /** Where the position in each shard is kept across restarts; without it every start begins at LATEST. */
  checkpointFile?: string;
}): Promise<StreamPoller> => {
  const { client, streamArn } = options;
  const shards = new Map<string, ShardState>();
  // Another stream (a new table) has nothing to resume: its shards are read from their start.
  const stored = options.checkpointFile ? readStreamCheckpoint(options.checkpointFile) : undefined;
  const resumed = stored?.streamArn === streamArn ? stored : undefined;
  const saveCheckpoint = () => {
    if (!options.checkpointFile) return;
    const entries = [...shards].map(([shardId, state]): [string, { after?: string; since?: number }] => [
      shardId,
      state.lastSequence ? { after: state.lastSequence } : state.since !== undefined ? { since: state.since } : {},
    ]);
    writeStreamCheckpoint(options.checkpointFile, { streamArn, shards: Object.fromEntries(entries) });
  };
  let stopped = false;
  let passWaiters: (() => void)[] = [];
  let caughtUpWaiters: (() => void)[] = [];

  const listShards = async (): Promise<Shard[]> => {
    const all: Shard[] = [];
    let start: string | undefined;
    do {
      const page = await client.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      all.push(...(page.StreamDescription?.Shards ?? []));
      start = page.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return all;
  };

  const iteratorFor = async (shardId: string, type: 'LATEST' | 'TRIM_HORIZON' | 'AFTER_SEQUENCE_NUMBER', sequence?: string) =>
    (
      await client.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: type,
          ...(sequence ? { SequenceNumber: sequence } : {}),
        }),
      )
    ).ShardIterator;

  /** Where a resumed poller goes on in a shard: after its last delivered record, else from its start. */
  const resumeIterator = async (shardId: string, position: { after?: string; since?: number } | undefined): Promise<ShardState> => {
    if (position?.after) {
      try {
        return { iterator: await iteratorFor(shardId, 'AFTER_SEQUENCE_NUMBER', position.after), lastSequence: position.after };
      } catch (error) {
        // Trimmed past the checkpoint (over 24 h down): what is left is read from the start.
        if (!(error instanceof TrimmedDataAccessException)) throw error;
        options.logger.warn(`stream poller: records of shard ${shardId} after the checkpoint were trimmed; reading what is left`);
      }
    }
    return {
      iterator: await iteratorFor(shardId, 'TRIM_HORIZON'),
      lastSequence: undefined,
      ...(position?.since !== undefined ? { since: position.since, skipBefore: position.since } : {}),
    };
  };

  /**
   * First start: open shards from LATEST, closed ones ignored. Resumed: every shard of the
   * checkpoint where it stopped, shards it does not know from their start. Shards found
   * later are read from their beginning, so nothing is missed.
   */
  const discover = async (initial: boolean) => {
    for (const shard of await listShards()) {
      if (!shard.ShardId || shards.has(shard.ShardId)) continue;
      if (initial && resumed) {
        shards.set(shard.ShardId, await resumeIterator(shard.ShardId, resumed.shards[shard.ShardId]));
        continue;
      }
      const open = !shard.SequenceNumberRange?.EndingSequenceNumber;
      if (initial && !open) {
        shards.set(shard.ShardId, { iterator: undefined, lastSequence: undefined });
        continue;
      }
      const iterator = await iteratorFor(shard.ShardId, initial ? 'LATEST' : 'TRIM_HORIZON');
      shards.set(shard.ShardId, { iterator, lastSequence: undefined, ...(initial ? { since: Math.floor(Date.now() / 1000) } : {}) });
    }
    saveCheckpoint();
  };

  const deliver = async (records: DynamoDBRecord[]) => {
    let pending = records;
    for (let attempt = 0; pending.length > 0; attempt++) {
      let failedFrom: number;
      try {
        const result = await options.invoke({ Records: pending });
        const failures = isBatchResponse(result) ? result.batchItemFailures.map((f) => f.itemIdentifier) : [];
        if (failures.length === 0) return;
        const indexes = failures
          .map((id) => pending.findIndex((r) => r.dynamodb?.SequenceNumber === id))
          .filter((index) => index >= 0);
        failedFrom = indexes.length > 0 ? Math.min(...indexes) : 0;
      } catch (error) {
        options.logger.warn(`table-stream function failed: ${error instanceof Error ? error.message : String(error)}`);
        failedFrom = 0;
      }
      if (attempt >= options.maxRetries) {
        options.logger.error(`table-stream: dropping ${pending.length - failedFrom} record(s) after ${options.maxRetries} retries`);
        return;
      }
      pending = pending.slice(failedFrom);
      await sleep(200 * 2 ** attempt);
    }
  };

  /** Reads one page of a shard: whether it is closed, and how many records it delivered. */
  const readShard = async (shardId: string, state: ShardState): Promise<{ closed: boolean; delivered: number }> => {
    if (!state.iterator) return { closed: false, delivered: 0 };
    let page;
    try {
      page = await client.send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: options.batchSize }));
    } catch (error) {
      if (error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException) {
        state.iterator = state.lastSequence
          ? await iteratorFor(shardId, 'AFTER_SEQUENCE_NUMBER', state.lastSequence)
          : await iteratorFor(shardId, 'LATEST');
        return { closed: false, delivered: 0 };
      }
      throw error;
    }
    const read = page.Records ?? [];
    options.observe?.(read);
    const skipBefore = state.skipBefore;
    const records = read
      // Written before a first start followed the shard from LATEST: never delivered then, not now.
      .filter((r) => skipBefore === undefined || (r.dynamodb?.ApproximateCreationDateTime?.getTime() ?? Infinity) / 1000 >= skipBefore)
      .map((r) => {
        const keys = r.dynamodb?.Keys;
        const swept = r.eventName === 'REMOVE' && keys !== undefined && options.ttlRemovals.delete(keyIdentity(keys));
        return toLambdaRecord(r, streamArn, options.region, swept);
      });
    if (records.length > 0) {
      await deliver(records);
      state.skipBefore = undefined;
    }
    if (read.length > 0) {
      state.lastSequence = read.at(-1)?.dynamodb?.SequenceNumber ?? state.lastSequence;
      saveCheckpoint();
    }
    state.iterator = page.NextShardIterator;
    // A shard without a next iterator is closed: its children are found by the next describe.
    return { closed: !state.iterator, delivered: records.length };
  };

  await discover(true);

  const loop = (async () => {
    let lastDescribe = Date.now();
    while (!stopped) {
      let shardClosed = false;
      let delivered = 0;
      try {
        for (const [shardId, state] of shards) {
          if (stopped) break;
          const read = await readShard(shardId, state);
          if (read.closed) shardClosed = true;
          delivered += read.delivered;
        }
        if (shardClosed || Date.now() - lastDescribe > DESCRIBE_EVERY_MS) {
          await discover(false);
          lastDescribe = Date.now();
        }
      } catch (error) {
        if (!stopped) options.logger.warn(`stream poller: ${error instanceof Error ? error.message : String(error)}`);
      }
      const waiters = passWaiters;
      passWaiters = [];
      for (const resolve of waiters) resolve();
      if (delivered === 0) {
        const caughtUp = caughtUpWaiters;
        caughtUpWaiters = [];
        for (const resolve of caughtUp) resolve();
      }
      // As the event source mapping does, a shard with records waiting is read again at once.
      if (!stopped && delivered === 0) await sleep(options.intervalMs);
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await loop;
      for (const resolve of [...passWaiters, ...caughtUpWaiters]) resolve();
    },
    nextPass: () =>
      new Promise<void>((resolve) => {
        if (stopped) resolve();
        else passWaiters.push(resolve);
      }),
    caughtUp: () =>
      new Promise<void>((resolve) => {
        if (stopped) resolve();
        else caughtUpWaiters.push(resolve);
      }),
  };
};
