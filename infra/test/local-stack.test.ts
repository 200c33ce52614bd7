// The local stack end to end, with stand-in functions written to a temporary folder (so the
// machinery is tested apart from the product's handlers): the gateway and its authorizer,
// Cognito glue, uploads by presigned POST, S3 events, signed media URLs, TTL deletions.
import { request as httpRequest } from 'node:http';
import { PutItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually as pollUntil } from '../../functions/test/support/eventually.js';
import type { LocalStack } from '../local/stack.js';
import { recorded } from './support/stub-functions.js';
import { startStubStack, type StubStack } from './support/stub-stack.js';

/** The tests' one poll (functions/test/support/eventually.ts), every 100 ms for up to 15,000 ms here. */
const eventually = <T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> => pollUntil(check, timeoutMs, 100);

let stub: StubStack | undefined;
let stack: LocalStack;

const cognito = async (target: string, body: object) => {
  const response = await fetch(`${stack.url}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const accessTokenOf = (body: Record<string, unknown>): string => {
  const result = body.AuthenticationResult as { AccessToken?: string } | undefined;
  if (!result?.AccessToken) throw new Error(`no access token in ${JSON.stringify(body)}`);
  return result.AccessToken;
};

const publicRoute = routeTable.find((r) => r.auth === 'public' && r.method === 'GET' && !r.path.includes('{'));
const photographerRoute = routeTable.find((r) => r.auth === 'photographer' && r.method === 'GET' && !r.path.includes('{'));

beforeAll(async () => {
  stub = await startStubStack('fotostudio-stack-test-', { streamPollIntervalMs: 100, ttlSweepIntervalMs: 300 });
  stack = stub.stack;
}, 120_000);

afterAll(async () => {
  // Stopped twice: a second stop must be harmless.
  await stub?.stack.stop();
  await stub?.dispose();
});

describe('local gateway', () => {
  it('hands a public route to its domain function as an API Gateway v2 event', async () => {
    if (!publicRoute) throw new Error('the route table has no public GET route');
    const response = await fetch(`${stack.url}${publicRoute.path}?a=1&a=2&b=x%20y`, {
      headers: { cookie: 'c1=v1; c2=v2', 'X-Custom': 'Yes' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-function')).toBe(`fotostudio-local-${publicRoute.domain}`);
    expect(response.headers.get('set-cookie')).toBe('seen=1; Path=/');
    const event = recorded().http.at(-1) ?? {};
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: `GET ${publicRoute.path}`,
      rawPath: publicRoute.path,
      rawQueryString: 'a=1&a=2&b=x%20y',
      queryStringParameters: { a: '1,2', b: 'x y' },
      cookies: ['c1=v1', 'c2=v2'],
      isBase64Encoded: false,
      requestContext: { stage: '$default', routeKey: `GET ${publicRoute.path}`, http: { method: 'GET', path: publicRoute.path } },
    });
    expect(event.headers).toMatchObject({ 'x-custom': 'Yes' });
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.requestContext).not.toHaveProperty('authorizer');
  });

  it('answers 401 with the catalogue body before a photographer route runs without a valid token', async () => {
    if (!photographerRoute) throw new Error('the route table has no photographer GET route');
    const before = recorded().http.length;
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const response = await fetch(`${stack.url}${photographerRoute.path}`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'auth.unauthorized' } });
    }
    expect(recorded().http.length).toBe(before);
  });

  it('sends unknown routes to the fallback function as ANY /api/{proxy+}', async () => {
    const response = await fetch(`${stack.url}/api/no/such/route`, { method: 'PATCH' });
    expect(response.status).toBe(200);
    expect(recorded().http.at(-1)).toMatchObject({ routeKey: 'ANY /api/{proxy+}', pathParameters: { proxy: 'no/such/route' } });
  });

  it('refuses bodies over 6 MB with 413 general.payload_too_large', async () => {
    const response = await fetch(`${stack.url}/api/anything`, { method: 'POST', body: Buffer.alloc(6 * 1024 * 1024 + 1, 120) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'general.payload_too_large' } });
  });

  it('answers 500 like API Gateway when the function fails', async () => {
    const response = await fetch(`${stack.url}/api/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('serves the runtime configuration of the web app', async () => {
    expect(await (await fetch(`${stack.url}/config.json`)).json()).toEqual({
      region: 'eu-west-1',
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      cognitoEndpoint: `${stack.url}/cognito`,
      stage: 'local',
    });
  });
});

describe('Cognito glue', () => {
  const email = 'Ana.Lopez@Example.com';
  let refreshToken = '';

  it('delivers the CustomMessage output through SES local with the code filled in', async () => {
    const signUp = await cognito('SignUp', {
      ClientId: stack.userPoolClientId,
      Username: email,
      Password: 'Secret-123',
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    expect(signUp.status).toBe(200);
    const store = (await (await fetch(`${stack.mailViewerUrl}/store`)).json()) as {
      emails: { subject: string; from: string; destination: { to: string[] }; body: { html: string } }[];
    };
    expect(store.emails.at(-1)).toMatchObject({
      subject: 'Your code',
      from: stack.env.SES_FROM_ADDRESS,
      destination: { to: ['ana.lopez@example.com'] },
      body: { html: '<p>Code 123456, again 123456</p>' },
    });
  });

  it('resends the confirmation code like Cognito: through the CustomMessage trigger and SES local, masked in the answer', async () => {
    const mails = async () => ((await (await fetch(`${stack.mailViewerUrl}/store`)).json()) as { emails: { subject: string; body: { html: string } }[] }).emails;
    const before = (await mails()).length;
    const resent = await cognito('ResendConfirmationCode', { ClientId: stack.userPoolClientId, Username: email });
    expect(resent).toEqual({
      status: 200,
      body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'a***@e***' } },
    });
    expect(recorded().cognito.at(-1)).toMatchObject({ triggerSource: 'CustomMessage_ResendCode', request: { userAttributes: { email: 'ana.lopez@example.com' } } });
    const after = await mails();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ subject: 'Your code', body: { html: '<p>Code 123456, again 123456</p>' } });
  });

  it('runs PostConfirmation on confirmation and signs in whatever the email case', async () => {
    expect((await cognito('ConfirmSignUp', { ClientId: stack.userPoolClientId, Username: email, ConfirmationCode: '123456' })).status).toBe(200);
    expect(recorded().cognito.map((e) => e.triggerSource)).toContain('PostConfirmation_ConfirmSignUp');
    const signIn = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: email.toUpperCase(), PASSWORD: 'Secret-123' },
    });
    expect(signIn.status).toBe(200);
    refreshToken = String((signIn.body.AuthenticationResult as { RefreshToken?: string }).RefreshToken);

    if (!photographerRoute) throw new Error('the route table has no photographer GET route');
    const response = await fetch(`${stack.url}${photographerRoute.path}`, { headers: { authorization: `Bearer ${accessTokenOf(signIn.body)}` } });
    expect(response.status).toBe(200);
    expect(recorded().http.at(-1)).toMatchObject({
      requestContext: {
        authorizer: { jwt: { claims: { client_id: stack.userPoolClientId, token_use: 'access' }, scopes: ['aws.cognito.signin.user.admin'] } },
      },
    });
  });

  it('answers a confirmed user and an unknown one as Cognito does', async () => {
    expect(await cognito('ConfirmSignUp', { ClientId: stack.userPoolClientId, Username: email, ConfirmationCode: '123456' })).toEqual({
      status: 400,
      body: expect.objectContaining({ __type: 'NotAuthorizedException', message: 'User cannot be confirmed. Current status is CONFIRMED' }),
    });
    expect(await cognito('ResendConfirmationCode', { ClientId: stack.userPoolClientId, Username: email })).toEqual({
      status: 400,
      body: expect.objectContaining({ __type: 'InvalidParameterException', message: 'User is already confirmed.' }),
    });
    // PreventUserExistenceErrors (Cognito's default): a simulated delivery, nothing sent.
    const triggers = recorded().cognito.length;
    expect(await cognito('ResendConfirmationCode', { ClientId: stack.userPoolClientId, Username: 'nadie@example.com' })).toEqual({
      status: 200,
      body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' } },
    });
    expect(recorded().cognito).toHaveLength(triggers);
  });

  it('answers GetTokensFromRefreshToken (Amplify refresh) with fresh tokens', async () => {
    const refreshed = await cognito('GetTokensFromRefreshToken', { ClientId: stack.userPoolClientId, RefreshToken: refreshToken });
    expect(refreshed.status).toBe(200);
    if (!photographerRoute) throw new Error('the route table has no photographer GET route');
    const response = await fetch(`${stack.url}${photographerRoute.path}`, { headers: { authorization: `Bearer ${accessTokenOf(refreshed.body)}` } });
    expect(response.status).toBe(200);
  });

  it('keeps the Lambda Invoke endpoint of the triggers off the origin', async () => {
    const response = await fetch(`${stack.url}/2015-03-31/functions/cognito-triggers/invocations`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});

describe('media bucket', () => {
  const key = 'originals/p1/photo 1.jpg';
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
  const upload = async (fields: Record<string, string>, url: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([bytes]), 'photo.jpg');
    return fetch(url, { method: 'POST', body: form });
  };

  it('stores a presigned POST upload and hands its S3 event to the image function', async () => {
    const post = await createPresignedPost(new S3Client({}), {
      Bucket: stack.mediaBucket,
      Key: key,
      Conditions: [['content-length-range', 1, 1024], ['eq', '$Content-Type', 'image/jpeg']],
      Fields: { 'Content-Type': 'image/jpeg' },
      Expires: 60,
    });
    expect(post.url).toBe(`${stack.url}/s3/${stack.mediaBucket}`);
    expect((await upload({ ...post.fields, 'Content-Type': 'image/png' }, post.url)).status).toBe(403);
    expect((await upload(post.fields, post.url)).status).toBe(204);
    const event = await eventually(() => recorded().image.at(-1));
    expect(event).toMatchObject({
      Records: [{ eventSource: 'aws:s3', eventName: 'ObjectCreated:Post', s3: { bucket: { name: stack.mediaBucket }, object: { key: 'originals/p1/photo+1.jpg', size: bytes.length } } }],
    });
    expect(recorded().image).toHaveLength(1);
  });

  it('streams an object only for a valid CloudFront signed URL, and only under a well-formed key', async () => {
    const plainKey = 'originals/p1/photo-1.jpg';
    const post = await createPresignedPost(new S3Client({}), { Bucket: stack.mediaBucket, Key: plainKey, Fields: { 'Content-Type': 'image/jpeg' }, Expires: 60 });
    expect((await upload(post.fields, post.url)).status).toBe(204);
    const sign = (path: string, dateLessThan: string) =>
      getSignedUrl({ url: `${stack.url}/media/${path}`, keyPairId: stack.media.keyPairId, privateKey: stack.media.privateKeyPem, dateLessThan });
    const future = new Date(Date.now() + 60_000).toISOString();
    const ok = await fetch(sign(plainKey, future));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(bytes);
    const etag = ok.headers.get('etag') ?? '';
    expect((await fetch(sign(plainKey, future), { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(sign(plainKey, new Date(Date.now() - 1_000).toISOString()))).status).toBe(403);
    expect((await fetch(`${stack.url}/media/${plainKey}`)).status).toBe(403);
    expect((await fetch(sign('originals/p1/missing.jpg', future))).status).toBe(404);
    // A key the product never writes (percent-encoded, dot segments) is refused even when signed and stored.
    // Under one wildcard signature over the folder (as a prefix signature is), sent as raw
    // paths: fetch would resolve the dot segments itself.
    const policy = JSON.stringify({ Statement: [{ Resource: `${stack.url}/media/originals/p1/*`, Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(Date.parse(future) / 1000) } } }] });
    const folderSignature = new URL(getSignedUrl({ url: `${stack.url}/media/originals/p1/`, keyPairId: stack.media.keyPairId, privateKey: stack.media.privateKeyPem, policy })).search;
    const rawStatus = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const signed = new URL(`${stack.url}/media/${plainKey}${folderSignature}`);
        const request = httpRequest({ host: signed.hostname, port: signed.port, path: `/media/${path}${signed.search}` }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    expect(await rawStatus(plainKey)).toBe(200);
    expect(await rawStatus('originals/p1/photo%201.jpg')).toBe(400);
    expect(await rawStatus('originals/p1/../p1/photo-1.jpg')).toBe(400);
    expect(await rawStatus('originals/p1/%2e%2e/p1/photo-1.jpg')).toBe(400);
  });
});

describe('table stream', () => {
  it('reports an expired item as a REMOVE by the DynamoDB service', async () => {
    await new DynamoDBClient({}).send(
      new PutItemCommand({
        TableName: stack.tableName,
        Item: { pk: { S: 'ttl-test' }, sk: { S: 'item' }, expiresAt: { N: String(Math.floor(Date.now() / 1000) - 10) } },
      }),
    );
    const removal = await eventually(() =>
      recorded()
        .stream.flatMap((event) => (event.Records as Record<string, unknown>[]) ?? [])
        .find((r) => r.eventName === 'REMOVE'),
    );
    expect(removal).toMatchObject({
      eventSource: 'aws:dynamodb',
      userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
      dynamodb: { Keys: { pk: { S: 'ttl-test' }, sk: { S: 'item' } } },
    });
  });
});
