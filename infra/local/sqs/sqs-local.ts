// A stand-in of SQS FIFO queues and their event source mappings (several queues share one
// endpoint, as SQS's does, told apart by the request's QueueUrl): the JSON protocol's
// SendMessage that `@aws-sdk/client-sqs` speaks (SigV4-checked with the stack's key, the
// body's MD5 answered as the SDK checks it, deduplication ids remembered 5 minutes as SQS does)
// and the delivery Lambda makes of it: per message group one message at a time, in order, to
// the same handler with an SQSEvent; a message the handler fails (thrown or reported in
// batchItemFailures) is delivered again after `retryDelayMs` (the visibility timeout on AWS)
// and parked in the dead-letter file after `maxReceiveCount` deliveries. Messages not yet
// handled are kept in the data folder, so a restart goes on with them.
import { createHash, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { readBody, sendJson } from '../http-util.js';
import type { ReceivedRequest, SigV4Verdict } from '../iam/sigv4.js';
import type { Logger } from '../logger.js';

const DEDUPLICATION_MS = 5 * 60 * 1000;

interface QueuedMessage {
  messageId: string;
  body: string;
  groupId: string;
  deduplicationId: string;
  sequenceNumber: string;
  sentAt: number;
  receiveCount: number;
}

export interface LocalQueue {
  /** The SDK's endpoint (AWS_ENDPOINT_URL_SQS). */
  endpoint: string;
  queueUrl: string;
  /** Resolves once every message sent so far was handled or parked. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface LocalQueueOptions {
  name: string;
  region: string;
  /** Pending messages (JSON) and parked ones (JSON lines). */
  file: string;
  deadLetterFile: string;
  maxReceiveCount: number;
  retryDelayMs: number;
  verifySignature: (request: ReceivedRequest) => Promise<SigV4Verdict>;
  invoke: (event: SQSEvent) => Promise<unknown>;
  logger: Logger;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

interface QueueWorker {
  queueUrl: string;
  sendMessage(input: Record<string, unknown>): { status: number; body: object };
  idle(): Promise<void>;
  start(): void;
  stop(): void;
}

const createQueue = (options: LocalQueueOptions, endpoint: string): QueueWorker => {
  const pending: QueuedMessage[] = existsSync(options.file) ? (JSON.parse(readFileSync(options.file, 'utf8')) as QueuedMessage[]) : [];
  const deduplication = new Map<string, { at: number; messageId: string; sequenceNumber: string }>();
  let sequence = BigInt(Date.now()) * 1000n;
  let stopped = false;
  const busyGroups = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let idleWaiters: (() => void)[] = [];
  const save = () => {
    writeFileSync(`${options.file}.tmp`, JSON.stringify(pending));
    renameSync(`${options.file}.tmp`, options.file);
  };
  const checkIdle = () => {
    if (pending.length > 0 || busyGroups.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const queueUrl = `${endpoint}/000000000000/${options.name}`;
  const eventOf = (message: QueuedMessage): SQSEvent => ({
    Records: [
      {
        messageId: message.messageId,
        receiptHandle: `${message.messageId}-${message.receiveCount}`,
        body: message.body,
        attributes: {
          ApproximateReceiveCount: String(message.receiveCount),
          SentTimestamp: String(message.sentAt),
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
          MessageGroupId: message.groupId,
          MessageDeduplicationId: message.deduplicationId,
          SequenceNumber: message.sequenceNumber,
        },
        messageAttributes: {},
        md5OfBody: md5(message.body),
        eventSource: 'aws:sqs',
        eventSourceARN: `arn:aws:sqs:${options.region}:000000000000:${options.name}`,
        awsRegion: options.region,
      },
    ],
  });

  /** Delivers the group's first message; on success the next one, on failure again after the delay. */
  const deliver = (groupId: string): void => {
    if (stopped || busyGroups.has(groupId)) return;
    const message = pending.find((candidate) => candidate.groupId === groupId);
    if (!message) return checkIdle();
    busyGroups.add(groupId);
    message.receiveCount += 1;
    void options
      .invoke(eventOf(message))
      .then((result) => ((result as SQSBatchResponse | undefined)?.batchItemFailures ?? []).length === 0)
      .catch((error: unknown) => {
        options.logger.warn(`${options.name}: delivery ${message.receiveCount} of ${message.messageId} failed: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      })
      .then((handled) => {
        busyGroups.delete(groupId);
        if (stopped) return;
        if (handled || message.receiveCount >= options.maxReceiveCount) {
          if (!handled) {
            appendFileSync(options.deadLetterFile, `${JSON.stringify(message)}\n`);
            options.logger.error(`${options.name}: message ${message.messageId} parked after ${message.receiveCount} deliveries (${options.deadLetterFile})`);
          }
          pending.splice(pending.indexOf(message), 1);
          save();
          deliver(groupId);
          return;
        }
        save();
        const timer = setTimeout(() => {
          timers.delete(timer);
          deliver(groupId);
        }, options.retryDelayMs);
        timers.add(timer);
      });
  };

  const sendMessage = (input: Record<string, unknown>): { status: number; body: object } => {
    const body = input.MessageBody;
    const groupId = input.MessageGroupId;
    const deduplicationId = input.MessageDeduplicationId;
    if (input.QueueUrl !== queueUrl) return { status: 400, body: { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' } };
    if (typeof body !== 'string' || body.length === 0) return { status: 400, body: { __type: 'com.amazonaws.sqs#MissingParameter', message: 'MessageBody is required.' } };
    if (typeof groupId !== 'string' || typeof deduplicationId !== 'string') {
      return { status: 400, body: { __type: 'com.amazonaws.sqs#MissingParameter', message: 'A FIFO queue needs MessageGroupId and MessageDeduplicationId.' } };
    }
    const now = Date.now();
    for (const [id, seen] of deduplication) if (now - seen.at > DEDUPLICATION_MS) deduplication.delete(id);
    const seen = deduplication.get(deduplicationId);
    if (seen) return { status: 200, body: { MD5OfMessageBody: md5(body), MessageId: seen.messageId, SequenceNumber: seen.sequenceNumber } };
    sequence += 1n;
    const message: QueuedMessage = { messageId: randomUUID(), body, groupId, deduplicationId, sequenceNumber: String(sequence), sentAt: now, receiveCount: 0 };
    deduplication.set(deduplicationId, { at: now, messageId: message.messageId, sequenceNumber: message.sequenceNumber });
    pending.push(message);
    save();
    deliver(groupId);
    return { status: 200, body: { MD5OfMessageBody: md5(body), MessageId: message.messageId, SequenceNumber: message.sequenceNumber } };
  };

  return {
    queueUrl,
    sendMessage,
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        checkIdle();
      }),
    // What a stopped stack left: delivered again, in order.
    start: () => {
      for (const groupId of new Set(pending.map((message) => message.groupId))) deliver(groupId);
    },
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
};

/** Starts the queues on one endpoint; each delivers to its own handler. */
export const startLocalQueues = async (list: LocalQueueOptions[]): Promise<LocalQueue[]> => {
  const [first] = list;
  if (!first) return [];
  const workers = new Map<string, QueueWorker>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req, 1024 * 1024);
      const verdict = await first.verifySignature({ method: req.method ?? 'POST', rawUrl: req.url ?? '/', headers: req.headers, body: raw });
      if (!verdict.ok) return sendJson(res, 403, { __type: 'com.amazonaws.sqs#InvalidSecurity', message: verdict.message });
      const target = String(req.headers['x-amz-target'] ?? '');
      if (target !== 'AmazonSQS.SendMessage') return sendJson(res, 400, { __type: 'com.amazonaws.sqs#UnsupportedOperation', message: `${target} is not served by the local queue` });
      const input = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
      const worker = workers.get(String(input.QueueUrl));
      const answer = worker ? worker.sendMessage(input) : { status: 400, body: { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' } };
      sendJson(res, answer.status, answer.body, { 'content-type': 'application/x-amz-json-1.0' });
    })().catch((error: unknown) => sendJson(res, 500, { __type: 'com.amazonaws.sqs#InternalError', message: error instanceof Error ? error.message : String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const started = list.map((options) => createQueue(options, endpoint));
  for (const worker of started) workers.set(worker.queueUrl, worker);
  for (const worker of started) worker.start();
  let closed: Promise<void> | undefined;
  const close = () => {
    for (const worker of started) worker.stop();
    closed ??= new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    return closed;
  };
  return started.map((worker) => ({ endpoint, queueUrl: worker.queueUrl, idle: () => worker.idle(), stop: close }));
};

export const startLocalQueue = async (options: LocalQueueOptions): Promise<LocalQueue> => {
  const [queue] = await startLocalQueues([options]);
  if (!queue) throw new Error(`the queue ${options.name} did not start`);
  return queue;
};
