// What X-Ray receives from a traced function, run as Lambda runs it (Lambda mode of the X-Ray
// SDK, active tracing's trace header, a cold on-demand start): the handler's subsegment with
// its annotations, and the SDK call the use case makes as a subsegment inside it, though
// aws-clients.ts does not import the tracer (so the gallery can leave the X-Ray SDK out). The
// X-Ray daemon is a UDP socket here, so the test reads the documents the daemon would forward.
import { createSocket, type Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from './support/eventually.js';
import { lambdaContext, httpEvent } from './support/http-event.js';

interface SegmentDocument {
  name: string;
  id: string;
  trace_id: string;
  parent_id?: string;
  namespace?: string;
  annotations?: Record<string, unknown>;
  aws?: { operation?: string; table_name?: string };
  subsegments?: SegmentDocument[];
}

const TRACE_ROOT = '1-67a1b2c3-0123456789abcdef01234567';
const LAMBDA_PARENT = '53995c3f42cd8ad8';

/** Every document in what was received, subsegments included, flattened. */
const flatten = (documents: readonly SegmentDocument[]): SegmentDocument[] =>
  documents.flatMap((document) => [document, ...flatten(document.subsegments ?? [])]);

describe('X-Ray tracing of a traced function', () => {
  let daemon: Socket;
  const received: SegmentDocument[] = [];

  beforeAll(async () => {
    daemon = createSocket('udp4');
    // Each datagram is a header line, then one segment document.
    daemon.on('message', (message) => received.push(JSON.parse(message.toString('utf8').split('\n')[1] ?? '{}') as SegmentDocument));
    await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
    // What Lambda sets for a function with active tracing, read when the X-Ray SDK loads.
    vi.stubEnv('LAMBDA_TASK_ROOT', '/var/task');
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    vi.stubEnv('_HANDLER', 'index.handler');
    vi.stubEnv('_X_AMZN_TRACE_ID', `Root=${TRACE_ROOT};Parent=${LAMBDA_PARENT};Sampled=1`);
    vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', `127.0.0.1:${daemon.address().port}`);
    vi.stubEnv('AWS_XRAY_LOG_LEVEL', 'silent');
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    daemon.close();
  });

  it("sends the handler's subsegment, annotated with the cold start and the service, and the DynamoDB call inside it", async () => {
    // The platform function as bundled: its health route asks DynamoDB for the table.
    const { handler } = await import('../src/http/platform/handler.js');
    const answer = await handler(httpEvent('GET', '/api/health'), lambdaContext);
    expect(answer.statusCode).toBe(200);

    const [handlerSegment, call] = await eventually(async () => {
      const all = flatten(received);
      const own = all.find((document) => document.name === '## index.handler');
      const sdk = all.find((document) => document.name === 'DynamoDB' && document.namespace === 'aws');
      return own && sdk ? [own, sdk] : undefined;
    });
    expect(handlerSegment).toMatchObject({ trace_id: TRACE_ROOT, parent_id: LAMBDA_PARENT, annotations: { ColdStart: true, Service: 'fotostudio' } });
    expect(call).toMatchObject({ trace_id: TRACE_ROOT, parent_id: handlerSegment.id, aws: { operation: 'DescribeTable' } });
  });
});
