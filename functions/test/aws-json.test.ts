// The JSON-protocol calls the gallery makes without the SDK (lib/aws-json.ts): against a
// server that answers as DynamoDB and Secrets Manager do, the retries on throttling and
// 5xx, the SDK-like error names and fields, and the signed request each sends.
import { resetConfig } from '../src/lib/config.js';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AwsJsonError, awsJsonCall, DYNAMODB, SECRETS_MANAGER } from '../src/lib/aws-json.js';

interface Seen {
  target: string | undefined;
  contentType: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

let answers: { status: number; body: string }[] = [];
const seen: Seen[] = [];
let server: Server;
const saved = { dynamo: process.env.AWS_ENDPOINT_URL_DYNAMODB, secrets: process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER };

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((text) => {
      const header = (name: string) => request.headers[name] as string | undefined;
      seen.push({ target: header('x-amz-target'), contentType: header('content-type'), authorization: header('authorization'), body: JSON.parse(text) });
      const answer = answers.shift() ?? { status: 500, body: '{}' };
      response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = endpoint;
  resetConfig();
});

afterAll(async () => {
  for (const [name, value] of [
    ['AWS_ENDPOINT_URL_DYNAMODB', saved.dynamo],
    ['AWS_ENDPOINT_URL_SECRETS_MANAGER', saved.secrets],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answers = [];
  seen.length = 0;
});

const throttled = { status: 400, body: JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'slow down' }) };

describe('AWS JSON-protocol calls', () => {
  it('sends a signed request with the operation as target and retries throttling and 5xx answers', async () => {
    answers = [throttled, { status: 503, body: 'Service Unavailable' }, { status: 200, body: JSON.stringify({ Item: { pk: { S: 'a' } } }) }];
    const result = await awsJsonCall(DYNAMODB, 'GetItem', { TableName: 't', Key: { pk: { S: 'a' } } });
    expect(result).toEqual({ Item: { pk: { S: 'a' } } });
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({ target: 'DynamoDB_20120810.GetItem', contentType: 'application/x-amz-json-1.0', body: { TableName: 't' } });
    expect(seen[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[^/]+\/dynamodb\/aws4_request/);
  });

  it('gives up after three attempts with the service error', async () => {
    answers = [throttled, throttled, throttled, throttled];
    const failure = await awsJsonCall(DYNAMODB, 'GetItem', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AwsJsonError);
    expect((failure as AwsJsonError).name).toBe('ProvisionedThroughputExceededException');
    expect(seen).toHaveLength(3);
  });

  it('names a refused condition and a canceled transaction as the SDK does, without retrying them', async () => {
    answers = [{ status: 400, body: JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException', message: 'The conditional request failed' }) }];
    const refused = await awsJsonCall(DYNAMODB, 'PutItem', {}).catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'ConditionalCheckFailedException', message: 'The conditional request failed' });

    const reasons = [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }];
    answers = [{ status: 400, body: JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', Message: 'Transaction cancelled', CancellationReasons: reasons }) }];
    const canceled = await awsJsonCall(DYNAMODB, 'TransactWriteItems', {}).catch((error: unknown) => error);
    expect(canceled).toMatchObject({ name: 'TransactionCanceledException', message: 'Transaction cancelled', CancellationReasons: reasons });
    expect(seen).toHaveLength(2);
  });

  it('calls Secrets Manager with its own target, content type and signing name', async () => {
    answers = [{ status: 200, body: JSON.stringify({ SecretString: 'secret' }) }];
    expect(await awsJsonCall(SECRETS_MANAGER, 'GetSecretValue', { SecretId: 'id' })).toEqual({ SecretString: 'secret' });
    expect(seen[0]).toMatchObject({ target: 'secretsmanager.GetSecretValue', contentType: 'application/x-amz-json-1.1', body: { SecretId: 'id' } });
    expect(seen[0]?.authorization).toContain('/secretsmanager/aws4_request');
  });
});
