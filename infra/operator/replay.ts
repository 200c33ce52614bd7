// `npm run replay -- <queue url> [--list] [--max <n>]`: the operator's side of a failure
// queue (infra/lib/constructs/failure-queue.ts). Each parked message of an asynchronous
// invocation (the image function's S3 events) holds the original event as `requestPayload`:
// replaying invokes the same function with it again, asynchronously (so with its retries and
// this queue again if it fails once more), and deletes the message. A table-stream batch's
// message holds only where the batch was in the stream (DDBStreamBatchInfo): it is listed,
// never deleted, since its records must be read from the stream (24 h) as docs/deploy.md says.
// With --list nothing is invoked or deleted. Runs with the operator's AWS credentials and region.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = 'Usage: npm run replay -- <failure queue URL> [--list] [--max <messages>]';

export interface ParkedMessage {
  receiptHandle: string;
  body: string;
}

/** What the command needs of SQS and Lambda; main() binds the AWS SDK, tests a stand-in. */
export interface ReplayClients {
  receive(queueUrl: string, max: number): Promise<ParkedMessage[]>;
  remove(queueUrl: string, receiptHandle: string): Promise<void>;
  invokeAsync(functionArn: string, payload: unknown): Promise<void>;
}

export type ParkedEvent =
  | { kind: 'invocation'; functionArn: string; payload: unknown; condition: string }
  | { kind: 'streamBatch'; functionArn: string; shardId: string; from: string; to: string; condition: string }
  | { kind: 'unknown' };

/** What a failure-destination message says (Lambda's async and stream on-failure record formats). */
export const parseParked = (body: string): ParkedEvent => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'unknown' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'unknown' };
  const record = parsed as {
    requestContext?: { functionArn?: unknown; condition?: unknown };
    requestPayload?: unknown;
    DDBStreamBatchInfo?: { shardId?: unknown; startSequenceNumber?: unknown; endSequenceNumber?: unknown };
  };
  const functionArn = record.requestContext?.functionArn;
  const condition = String(record.requestContext?.condition ?? '');
  if (typeof functionArn !== 'string') return { kind: 'unknown' };
  // The function's ARN may carry the version that ran ($LATEST): invoke the function itself.
  const unqualified = functionArn.replace(/:\$LATEST$/, '');
  const batch = record.DDBStreamBatchInfo;
  if (batch) {
    return { kind: 'streamBatch', functionArn: unqualified, shardId: String(batch.shardId), from: String(batch.startSequenceNumber), to: String(batch.endSequenceNumber), condition };
  }
  if (record.requestPayload === undefined) return { kind: 'unknown' };
  return { kind: 'invocation', functionArn: unqualified, payload: record.requestPayload, condition };
};

export interface ReplayOptions {
  queueUrl: string;
  list: boolean;
  /** Messages to look at, at most. */
  max: number;
}

/** Reads the queue in batches of up to 10; answers how many were replayed and how many left parked. */
export const replayParked = async (clients: ReplayClients, options: ReplayOptions, out: (line: string) => void): Promise<{ replayed: number; left: number }> => {
  let replayed = 0;
  let left = 0;
  while (replayed + left < options.max) {
    const messages = await clients.receive(options.queueUrl, Math.min(10, options.max - replayed - left));
    if (messages.length === 0) break;
    for (const message of messages) {
      const event = parseParked(message.body);
      if (event.kind === 'invocation' && !options.list) {
        await clients.invokeAsync(event.functionArn, event.payload);
        await clients.remove(options.queueUrl, message.receiptHandle);
        replayed += 1;
        out(`replayed: ${event.functionArn} (${event.condition})`);
      } else {
        left += 1;
        if (event.kind === 'invocation') out(`parked: ${event.functionArn} (${event.condition}) ${JSON.stringify(event.payload)}`);
        else if (event.kind === 'streamBatch') out(`parked stream batch: ${event.functionArn} shard ${event.shardId} records ${event.from}..${event.to} (${event.condition})`);
        else out(`parked, not understood: ${message.body.slice(0, 200)}`);
      }
    }
  }
  out(`${replayed} replayed, ${left} left in the queue (they become visible again after the visibility timeout).`);
  return { replayed, left };
};

export const parseReplayArgs = (argv: string[]): ReplayOptions | { error: string } => {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { list: { type: 'boolean' }, max: { type: 'string' } } });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const [queueUrl, ...extra] = parsed.positionals;
  if (!queueUrl || extra.length > 0 || !/^https:\/\/sqs\.[a-z0-9-]+\.amazonaws\.com\/\d{12}\/[\w-]+$/.test(queueUrl)) {
    return { error: 'Give the failure queue\'s URL (https://sqs.<region>.amazonaws.com/<account>/<name>).' };
  }
  const max = Number(parsed.values.max ?? 100);
  if (!Number.isInteger(max) || max < 1) return { error: '--max must be a positive whole number.' };
  return { queueUrl, list: parsed.values.list ?? false, max };
};

const main = async (): Promise<number> => {
  const options = parseReplayArgs(process.argv.slice(2));
  if ('error' in options) {
    process.stderr.write(`${options.error}\n${USAGE}\n`);
    return 2;
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const [{ DeleteMessageCommand, ReceiveMessageCommand, SQSClient }, { InvokeCommand, LambdaClient }] = await Promise.all([
    import('@aws-sdk/client-sqs'),
    import('@aws-sdk/client-lambda'),
  ]);
  // The queue's region is in its URL.
  const region = /^https:\/\/sqs\.([a-z0-9-]+)\./.exec(options.queueUrl)?.[1];
  const sqs = new SQSClient({ region });
  const lambda = new LambdaClient({ region });
  const clients: ReplayClients = {
    receive: async (queueUrl, max) =>
      ((await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: max, WaitTimeSeconds: 1, VisibilityTimeout: 300 }))).Messages ?? []).flatMap(
        (message) => (message.ReceiptHandle && message.Body !== undefined ? [{ receiptHandle: message.ReceiptHandle, body: message.Body }] : []),
      ),
    remove: async (queueUrl, receiptHandle) => {
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: receiptHandle }));
    },
    invokeAsync: async (functionArn, payload) => {
      await lambda.send(new InvokeCommand({ FunctionName: functionArn, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(payload)) }));
    },
  };
  try {
    await replayParked(clients, options, (line) => process.stdout.write(`${line}\n`));
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
