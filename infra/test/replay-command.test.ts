// `npm run replay`: parked Lambda failure records replayed to their function and deleted, stream
// batches listed and left, with SQS and Lambda replaced by an in-memory queue (there is no SQS
// stand-in locally).
import { describe, expect, it } from 'vitest';
import { type ParkedMessage, parseParked, parseReplayArgs, type ReplayClients, replayParked } from '../operator/replay.js';

const FUNCTION = 'arn:aws:lambda:eu-west-1:123456789012:function:fotostudio-prod-ImageUploadFunction';
const QUEUE = 'https://sqs.eu-west-1.amazonaws.com/123456789012/fotostudio-ImageUploadFailures';
const s3Event = { Records: [{ s3: { bucket: { name: 'media' }, object: { key: 'originals/p/sessions/s/i.png' } } }] };
const asyncRecord = JSON.stringify({
  version: '1.0',
  requestContext: { requestId: 'r1', functionArn: `${FUNCTION}:$LATEST`, condition: 'RetriesExhausted', approximateInvokeCount: 3 },
  requestPayload: s3Event,
  responseContext: { statusCode: 200, functionError: 'Unhandled' },
});
const streamRecord = JSON.stringify({
  requestContext: { requestId: 'r2', functionArn: `${FUNCTION.replace('ImageUpload', 'TableStream')}`, condition: 'RetryAttemptsExhausted', approximateInvokeCount: 4 },
  DDBStreamBatchInfo: { shardId: 'shardId-1', startSequenceNumber: '100', endSequenceNumber: '120', batchSize: 3, streamArn: 'arn:stream' },
});

const fakeClients = (bodies: string[]) => {
  const queue: ParkedMessage[] = bodies.map((body, i) => ({ receiptHandle: `h${i}`, body }));
  const invoked: { functionArn: string; payload: unknown }[] = [];
  const deleted: string[] = [];
  let received = 0;
  const clients: ReplayClients = {
    // As SQS: a received message is invisible until deleted or its visibility timeout ends.
    receive: (url, max) => {
      expect(url).toBe(QUEUE);
      const batch = queue.slice(received, received + max);
      received += batch.length;
      return Promise.resolve(batch);
    },
    remove: (_url, handle) => {
      deleted.push(handle);
      return Promise.resolve();
    },
    invokeAsync: (functionArn, payload) => {
      invoked.push({ functionArn, payload });
      return Promise.resolve();
    },
  };
  return { clients, invoked, deleted };
};

describe('npm run replay', () => {
  it('invokes the function again with each parked event, asynchronously, and deletes only those messages', async () => {
    const { clients, invoked, deleted } = fakeClients([asyncRecord, streamRecord, 'not json', asyncRecord]);
    const lines: string[] = [];
    const result = await replayParked(clients, { queueUrl: QUEUE, list: false, max: 100 }, (line) => lines.push(line));
    expect(result).toEqual({ replayed: 2, left: 2 });
    expect(invoked).toEqual([
      { functionArn: FUNCTION, payload: s3Event },
      { functionArn: FUNCTION, payload: s3Event },
    ]);
    expect(deleted).toEqual(['h0', 'h3']);
    expect(lines).toContain(`parked stream batch: ${FUNCTION.replace('ImageUpload', 'TableStream')} shard shardId-1 records 100..120 (RetryAttemptsExhausted)`);
  });

  it('only lists with --list, and stops at --max', async () => {
    const { clients, invoked, deleted } = fakeClients(Array.from({ length: 25 }, () => asyncRecord));
    expect(await replayParked(clients, { queueUrl: QUEUE, list: true, max: 12 }, () => undefined)).toEqual({ replayed: 0, left: 12 });
    expect({ invoked, deleted }).toEqual({ invoked: [], deleted: [] });
  });

  it('reads both failure-record formats and refuses what is not a queue URL', () => {
    expect(parseParked(asyncRecord)).toMatchObject({ kind: 'invocation', functionArn: FUNCTION, condition: 'RetriesExhausted' });
    expect(parseParked(streamRecord)).toMatchObject({ kind: 'streamBatch', shardId: 'shardId-1', from: '100', to: '120' });
    expect(parseParked('{}')).toEqual({ kind: 'unknown' });
    expect(parseReplayArgs([QUEUE, '--list'])).toEqual({ queueUrl: QUEUE, list: true, max: 100 });
    expect(parseReplayArgs(['ImageUploadFailures'])).toHaveProperty('error');
    expect(parseReplayArgs([QUEUE, '--max', '0'])).toHaveProperty('error');
  });
});
