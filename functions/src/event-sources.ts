// Every event source of the product's functions, declared once, as the routes are: the CDK
// app (infra/lib/events-stack.ts) builds the bucket notifications and event source mappings
// from this table, and the local stack (infra/local/stack.ts) delivers the same events to
// the same handlers with the same filters, batch sizes and retries.
import { ORIGINALS_PREFIX } from '@fotostudio/shared/media/bucket-layout';
import type { EventFunction } from './function-entries.js';

/** Object events of a bucket, delivered to the function asynchronously. */
export interface BucketEventSource {
  kind: 'bucket';
  bucket: 'media';
  /** S3 notification event types, as S3 names them. */
  events: readonly 's3:ObjectCreated:*'[];
  filter: { prefix: string };
  function: EventFunction;
  /** Lambda's retries of a failed asynchronous invocation (0-2) before the failure queue. */
  retries: number;
  /**
   * At most this many invocations at once: the function's reserved concurrency on AWS (events
   * beyond it are throttled, and Lambda keeps retrying a throttled asynchronous event for up to
   * `maxEventAgeSeconds`); locally the bridge's limit, never above the machine's cores.
   */
  concurrency: number;
  /** How long Lambda keeps an event it could not run yet (throttled) or that failed, before the failure queue. */
  maxEventAgeSeconds: number;
}

/** The table's stream, read in batches by an event source mapping. */
export interface TableStreamEventSource {
  kind: 'tableStream';
  function: EventFunction;
  /** Records handed to one invocation at most. */
  batchSize: number;
  /** Retries of a failed batch (bisected, from the first failed record) before the failure queue. */
  retries: number;
  /** The handler answers `batchItemFailures`. */
  reportBatchItemFailures: true;
}

/** A queue of the product's own (SQS), read in batches by an event source mapping. */
export interface QueueEventSource {
  kind: 'queue';
  /** FIFO: one message group is delivered one message at a time, in order. */
  fifo: true;
  function: EventFunction;
  batchSize: number;
  /** Deliveries of a message before it is parked in the dead-letter queue (maxReceiveCount). */
  maxReceiveCount: number;
  /** How long a delivered message stays hidden before it is delivered again (AWS: at least 6 times the function's timeout). */
  visibilityTimeoutSeconds: number;
  /** The handler answers `batchItemFailures`. */
  reportBatchItemFailures: true;
}

export type EventSource = BucketEventSource | TableStreamEventSource | QueueEventSource;

export const eventSources = {
  /** Uploaded originals: check, derivatives, hashes (never derived/, so it cannot trigger itself). */
  mediaOriginals: {
    kind: 'bucket',
    bucket: 'media',
    events: ['s3:ObjectCreated:*'],
    filter: { prefix: ORIGINALS_PREFIX },
    function: 'imageUpload',
    retries: 2,
    // A burst of 2,000 uploads waits its turn instead of timing out (docs/media.md, "Bursts").
    concurrency: 20,
    maxEventAgeSeconds: 6 * 60 * 60,
  },
  /** Table changes, TTL deletions included; large batches reap a session's items in few invocations. */
  tableChanges: {
    kind: 'tableStream',
    function: 'tableStream',
    batchSize: 100,
    retries: 3,
    reportBatchItemFailures: true,
  },
  /** Issuers with VERI*FACTU records to send to the AEAT, one message group per issuer (billing/verifactu/submission-queue.ts). */
  verifactuSubmissions: {
    kind: 'queue',
    fifo: true,
    function: 'verifactuSubmit',
    batchSize: 1,
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 30 * 60,
    reportBatchItemFailures: true,
  },
  /**
   * Gallery zip parts to build, one message group per zip job (gallery/workers/zip-queue.ts). A
   * part that fails comes back once its visibility (above the worker's 15 minutes) ends; the
   * job is failed on the last delivery.
   */
  galleryZipParts: {
    kind: 'queue',
    fifo: true,
    function: 'galleryZip',
    batchSize: 1,
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 20 * 60,
    reportBatchItemFailures: true,
  },
  /** Stripe's Checkout, payment and refund events the webhook verified, one message group per connected account (payments/payment-events.ts). */
  paymentEvents: {
    kind: 'queue',
    fifo: true,
    function: 'paymentEvents',
    batchSize: 1,
    maxReceiveCount: 8,
    visibilityTimeoutSeconds: 6 * 60,
    reportBatchItemFailures: true,
  },
} as const satisfies Record<string, EventSource>;

export type EventSourceName = keyof typeof eventSources;

const allSources = Object.entries(eventSources) as [EventSourceName, EventSource][];

export const bucketEventSources = (): [EventSourceName, BucketEventSource][] =>
  allSources.flatMap(([name, source]): [EventSourceName, BucketEventSource][] => (source.kind === 'bucket' ? [[name, source]] : []));

export const tableStreamEventSources = (): [EventSourceName, TableStreamEventSource][] =>
  allSources.flatMap(([name, source]): [EventSourceName, TableStreamEventSource][] => (source.kind === 'tableStream' ? [[name, source]] : []));

export const queueEventSources = (): [EventSourceName, QueueEventSource][] =>
  allSources.flatMap(([name, source]): [EventSourceName, QueueEventSource][] => (source.kind === 'queue' ? [[name, source]] : []));

/**
 * Whether an S3 event (`ObjectCreated:Put`, as the record names it) on a key matches a
 * bucket source (`s3:ObjectCreated:*`, as the notification names it).
 */
export const matchesBucketSource = (source: BucketEventSource, eventName: string, key: string): boolean =>
  key.startsWith(source.filter.prefix) &&
  source.events.some((pattern) => {
    const name = pattern.replace(/^s3:/, '');
    return name.endsWith('*') ? eventName.startsWith(name.slice(0, -1)) : eventName === name;
  });
