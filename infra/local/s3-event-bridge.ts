// Turns s3rver's object events into the S3 notification Lambda receives (ObjectCreated
// under originals/ -> image function), delivered asynchronously with Lambda's retries.
import { randomBytes } from 'node:crypto';
import type { S3Event, S3EventRecord } from 'aws-lambda';
import { ORIGINALS_PREFIX } from '@fotostudio/functions/function-entries';
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

/** The notification filter of the media bucket: ObjectCreated:* with prefix originals/. */
export const triggersImageFunction = (record: S3rverRecord, bucket: string): boolean =>
  record.s3.bucket.name === bucket &&
  record.eventName.startsWith('ObjectCreated:') &&
  record.s3.object.key.startsWith(ORIGINALS_PREFIX);

/** Lambda retries a failed asynchronous invocation twice, with a pause in between. */
const ASYNC_RETRY_DELAYS_MS = [1_000, 2_000];

export const createS3EventBridge = (options: {
  bucket: string;
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
        const delay = ASYNC_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          options.logger.error(`image function failed for ${key} after ${attempt + 1} attempts`, error);
          return;
        }
        options.logger.warn(`image function failed for ${key}, retrying: ${error instanceof Error ? error.message : String(error)}`);
        await sleep(delay);
      }
    }
  };

  return {
    onRecords: (records: S3rverRecord[]) => {
      for (const record of records) {
        if (!triggersImageFunction(record, options.bucket)) continue;
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
