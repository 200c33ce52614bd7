// Turns s3rver's object events into the S3 notification Lambda receives, for one bucket
// source of functions/src/event-sources.ts (its events and prefix filter), delivered
// asynchronously with the source's retries, at most `concurrency` invocations at once (the
// source's reserved concurrency on AWS, here never above the machine's cores): a burst of
// uploads waits its turn in the bridge instead of running past the function's timeout.
//
// s3rver tells the stack about an object over IPC after it has stored it and answered the
// upload: a stack killed in between never hears of it. So a start announces again every
// object already stored under the source's prefix (`replayStored`): the image function is
// idempotent and decides from the object's item (session image pending: processed; no item:
// the original and its derivatives deleted; already processed: left alone).
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { S3Event, S3EventRecord } from 'aws-lambda';
import { type BucketEventSource, matchesBucketSource } from '@fotostudio/functions/event-sources';
import type { Logger } from '../logger.js';
import type { S3rverRecord } from './s3-messages.js';
import { sleep } from '../free-port.js';

/** S3 URL-encodes keys in notifications (spaces as '+'), so handlers must decode them. */
export const encodeEventKey = (key: string): string =>
  key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment)
        .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
        .replace(/%20/g, '+'),
    )
    .join('/');

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

export const toS3EventRecord = (record: S3rverRecord, region: string): S3EventRecord => ({
  eventVersion: '2.1',
  eventSource: 'aws:s3',
  awsRegion: region,
  eventTime: record.eventTime,
  eventName: record.eventName,
  userIdentity: { principalId: 'AWS:LOCALSTACKUSER' },
  requestParameters: { sourceIPAddress: '127.0.0.1' },
  responseElements: { 'x-amz-request-id': hex(8), 'x-amz-id-2': randomBytes(48).toString('base64') },
  s3: {
    s3SchemaVersion: '1.0',
    configurationId: 'image-upload',
    bucket: {
      name: record.s3.bucket.name,
      ownerIdentity: { principalId: 'LOCAL' },
      arn: `arn:aws:s3:::${record.s3.bucket.name}`,
    },
    object: {
      key: encodeEventKey(record.s3.object.key),
      size: record.s3.object.size ?? 0,
      eTag: record.s3.object.eTag ?? '',
      sequencer: record.s3.object.sequencer ?? hex(8),
    },
  },
});

/** The source's notification filter, on the bucket the source names. */
export const triggersSource = (record: S3rverRecord, bucket: string, source: BucketEventSource): boolean =>
  record.s3.bucket.name === bucket && matchesBucketSource(source, record.eventName, record.s3.object.key);

/**
 * Pause before each retry of a failed asynchronous invocation. Lambda waits about a minute,
 * then two; here seconds, so a test sees the retries.
 */
const retryDelayMs = (attempt: number): number => 1_000 * (attempt + 1);

/** An object already in the bucket, as ListObjectsV2 lists it. */
export interface StoredObject {
  key: string;
  size: number;
  eTag: string;
  lastModified: Date;
}

/** The record S3 would have sent when the object was stored. */
export const storedObjectRecord = (bucket: string, object: StoredObject): S3rverRecord => ({
  eventName: 'ObjectCreated:Put',
  eventTime: object.lastModified.toISOString(),
  s3: { bucket: { name: bucket }, object: { key: object.key, size: object.size, eTag: object.eTag } },
});

/**
 * Runs at most `limit` calls at once; the others wait in order of arrival. Answers how many
 * run and wait (for tests and the bench).
 */
export const concurrencyLimit = (limit: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a new arrival cannot take it first.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
  return { run, state: () => ({ running, waiting: waiting.length }) };
};

/** The local limit for a source: its concurrency, at most the machine's cores (the image function is CPU-bound). */
export const localConcurrencyOf = (source: BucketEventSource): number => Math.max(1, Math.min(source.concurrency, availableParallelism()));

export const createS3EventBridge = (options: {
  bucket: string;
  source: BucketEventSource;
  region: string;
  invoke: (event: S3Event) => Promise<unknown>;
  logger: Logger;
  /** @default localConcurrencyOf(source) */
  concurrency?: number;
}) => {
  const inFlight = new Set<Promise<void>>();
  let closing = false;
  const limiter = concurrencyLimit(options.concurrency ?? localConcurrencyOf(options.source));
  const track = (work: Promise<void>) => {
    const tracked = work.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  const deliver = async (event: S3Event, key: string) => {
    for (let attempt = 0; ; attempt++) {
      try {
        // The slot is held only while the function runs, not during the pause before a retry.
        await limiter.run(() => options.invoke(event));
        return;
      } catch (error) {
        if (attempt >= options.source.retries) {
          options.logger.error(`${options.source.function} failed for ${key} after ${attempt + 1} attempts`, error);
          return;
        }
        options.logger.warn(`${options.source.function} failed for ${key}, retrying: ${error instanceof Error ? error.message : String(error)}`);
        await sleep(retryDelayMs(attempt));
      }
    }
  };

  return {
    onRecords: (records: S3rverRecord[]) => {
      for (const record of records) {
        if (!triggersSource(record, options.bucket, options.source)) continue;
        const event: S3Event = { Records: [toS3EventRecord(record, options.region)] };
        track(deliver(event, record.s3.object.key));
      }
    },
    /**
     * Delivers the records of objects already stored (a start's reconciliation), `concurrency`
     * at a time, each with the source's retries; resolves with how many matched the source.
     * Stops taking new ones once the bridge drains.
     */
    replayStored: (records: S3rverRecord[], concurrency: number): Promise<number> => {
      const queue = records.filter((record) => triggersSource(record, options.bucket, options.source));
      const matched = queue.length;
      const worker = async () => {
        for (let record = queue.shift(); record && !closing; record = queue.shift()) {
          await deliver({ Records: [toS3EventRecord(record, options.region)] }, record.s3.object.key);
        }
      };
      const replay = Promise.all(Array.from({ length: Math.min(concurrency, matched) }, worker)).then(() => undefined);
      track(replay);
      return replay.then(() => matched);
    },
    /** Invocations running and waiting for a slot. */
    load: () => limiter.state(),
    /** Waits for deliveries under way (stop, and tests that assert after an upload). */
    drain: async () => {
      closing = true;
      await Promise.all([...inFlight]);
    },
  };
};
