// Turns s3rver's object events into the S3 notification Lambda receives, for one bucket
// source of functions/src/event-sources.ts (its events and prefix filter), delivered
// asynchronously with the source's retries.
import { randomBytes } from 'node:crypto';
import type { S3Event, S3EventRecord } from 'aws-lambda';
import { type BucketEventSource, matchesBucketSource } from '@fotostudio/functions/event-sources';
import type { Logger } from './logger.js';
import type { S3rverRecord } from './s3-messages.js';
import { sleep } from './free-port.js';

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

export const createS3EventBridge = (options: {
  bucket: string;
  source: BucketEventSource;
  region: string;
  invoke: (event: S3Event) => Promise<unknown>;
  logger: Logger;
}) => {
  const inFlight = new Set<Promise<void>>();

  const deliver = async (event: S3Event, key: string) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await options.invoke(event);
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
        const delivery = deliver(event, record.s3.object.key).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
    },
    /** Waits for deliveries under way (stop, and tests that assert after an upload). */
    drain: async () => {
      await Promise.all([...inFlight]);
    },
  };
};
