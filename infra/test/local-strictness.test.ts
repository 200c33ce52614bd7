// The local stand-ins refuse what AWS refuses, over real connections to a started stack:
// forged tokens, unsigned or badly signed admin and S3 calls, repeated upload fields; the
// Lambda endpoint of the triggers is not on the origin; no error answer names a file.
import { createHash, createHmac, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { SignatureV4 } from '@smithy/signature-v4';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../local/paths.js';
import type { LocalStack } from '../local/stack.js';
import { startStubStack, type StubStack } from './support/stub-stack.js';

let stub: StubStack | undefined;
let stack: LocalStack;

const photographerRoute = routeTable.find((r) => r.auth === 'photographer' && r.method === 'GET' && !r.path.includes('{'));
const photographerPath = () => {
  if (!photographerRoute) throw new Error('the route table has no photographer GET route');
  return photographerRoute.path;
};

beforeAll(async () => {
  stub = await startStubStack('fotostudio-strict-test-');
  stack = stub.stack;
}, 120_000);

afterAll(async () => {
  await stub?.dispose();
});

const cognito = async (target: string, body: object, headers: Record<string, string> = {}) => {
  const response = await fetch(`${stack.url}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
};

const adminClient = (credentials = stack.credentials) =>
  new CognitoIdentityProviderClient({ endpoint: `${stack.url}/cognito`, region: 'eu-west-1', credentials, maxAttempts: 1 });

const signedInUser = async (email: string) => {
  const password = 'Secret-123';
  const signUp = await cognito('SignUp', {
    ClientId: stack.userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  expect(signUp.status).toBe(200);
  expect((await cognito('ConfirmSignUp', { ClientId: stack.userPoolClientId, Username: email, ConfirmationCode: '123456' })).status).toBe(200);
  const signIn = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: stack.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  expect(signIn.status).toBe(200);
  const result = (JSON.parse(signIn.text) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult;
  return { accessToken: result.AccessToken, password };
};

/** A token signed with the private key cognito-local ships in its package. */
const forgeWithBundledKey = (claims: Record<string, unknown>): string => {
  const bundled = JSON.parse(
    readFileSync(join(repoRoot, 'node_modules', 'cognito-local', 'lib', 'keys', 'cognitoLocal.private.json'), 'utf8'),
  ) as { pem: string };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${encode(claims)}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), bundled.pem).toString('base64url')}`;
};

describe('tokens', () => {
  it('refuses a token signed with cognito-local\'s bundled key, and accepts the pool\'s own', async () => {
    const { accessToken } = await signedInUser('token-owner@example.com');
    const real = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = forgeWithBundledKey({ ...real, exp: Math.floor(Date.now() / 1000) + 3600 });

    const withForged = await fetch(`${stack.url}${photographerPath()}`, { headers: { authorization: `Bearer ${forged}` } });
    expect(withForged.status).toBe(401);
    const withReal = await fetch(`${stack.url}${photographerPath()}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(withReal.status).toBe(200);
  });

  it('refuses ChangePassword with a forged access token (cognito-local would only decode it)', async () => {
    const { accessToken, password } = await signedInUser('changer@example.com');
    const real = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = forgeWithBundledKey(real);
    const refused = await cognito('ChangePassword', { AccessToken: forged, PreviousPassword: password, ProposedPassword: 'Other-456' });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toMatchObject({ __type: 'NotAuthorizedException' });
    const accepted = await cognito('ChangePassword', { AccessToken: accessToken, PreviousPassword: password, ProposedPassword: 'Other-456' });
    expect(accepted.status).toBe(200);
  });
});

describe('/cognito', () => {
  const adminCalls: [string, object][] = [
    ['AdminSetUserPassword', { Username: 'token-owner@example.com', Password: 'Taken-999', Permanent: true }],
    ['ListUsers', {}],
    ['AdminCreateUser', { Username: 'intruder@example.com' }],
    ['AdminDeleteUser', { Username: 'token-owner@example.com' }],
    ['AdminConfirmSignUp', { Username: 'token-owner@example.com' }],
    ['CreateUserPool', { PoolName: 'mine' }],
  ];

  it.each(adminCalls)('answers an unsigned %s as AWS does: 400 MissingAuthenticationTokenException', async (target, body) => {
    const answer = await cognito(target, { UserPoolId: stack.userPoolId, ...body });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' });
  });

  it('refuses admin calls signed with a wrong secret, another key or a junk Authorization header', async () => {
    const wrongSecret = adminClient({ accessKeyId: stack.credentials.accessKeyId, secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.send(new ListUsersCommand({ UserPoolId: stack.userPoolId }))).rejects.toMatchObject({ name: 'InvalidSignatureException' });
    const wellKnown = adminClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    await expect(wellKnown.send(new ListUsersCommand({ UserPoolId: stack.userPoolId }))).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
    const junk = await cognito(
      'ListUsers',
      { UserPoolId: stack.userPoolId },
      { authorization: `AWS4-HMAC-SHA256 Credential=${stack.credentials.accessKeyId}/20260101/eu-west-1/cognito-idp/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`, 'x-amz-date': '20260101T000000Z' },
    );
    expect(junk.status).toBe(400);
    expect(junk.text).not.toContain('Users');
    wrongSecret.destroy();
    wellKnown.destroy();
  });

  it('serves the admin API to calls signed with the stack credentials', async () => {
    const client = adminClient();
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: 'token-owner@example.com' }));
    expect(user.UserStatus).toBe('CONFIRMED');
    client.destroy();
  });

  it('refuses sign-in flows and challenges the app does not use, and cognito-local\'s own pages', async () => {
    const srp = await cognito('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: stack.userPoolClientId, AuthParameters: {} });
    expect(srp.status).toBe(400);
    const mfa = await cognito('RespondToAuthChallenge', { ChallengeName: 'SMS_MFA', ClientId: stack.userPoolClientId });
    expect(mfa.status).toBe(400);
    const jwks = await fetch(`${stack.url}/cognito/${stack.userPoolId}/.well-known/jwks.json`);
    expect(jwks.status).toBe(400);
    expect(await jwks.text()).not.toContain('CognitoLocal');
  });
});

describe('/s3', () => {
  const bucket = () => stack.mediaBucket;
  const s3 = () => new S3Client({ endpoint: `${stack.url}/s3`, region: 'eu-west-1', credentials: stack.credentials });
  const signer = (secretAccessKey = stack.credentials.secretAccessKey) =>
    new SignatureV4({
      service: 's3',
      region: 'eu-west-1',
      credentials: { accessKeyId: stack.credentials.accessKeyId, secretAccessKey },
      uriEscapePath: false,
      sha256: class {
        private readonly hash;
        constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
          this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', Buffer.from(secret as ArrayBuffer));
        }
        update(data: string | ArrayBuffer | ArrayBufferView) {
          this.hash.update(typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer));
        }
        digest() {
          return Promise.resolve(new Uint8Array(this.hash.digest()));
        }
      },
    });
  const host = () => new URL(stack.url).host;
  /** A presigned URL (query auth) for `method` on `path`, as a browser or curl would use it. */
  const presign = async (method: string, path: string, query: Record<string, string> = {}, options: { expiresIn?: number; signingDate?: Date } = {}) => {
    const signed = await signer().presign(
      { method, protocol: 'http:', hostname: host(), path, query, headers: { host: host(), 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } },
      { expiresIn: options.expiresIn ?? 300, ...(options.signingDate ? { signingDate: options.signingDate } : {}), unsignableHeaders: new Set(['x-amz-content-sha256']), unhoistableHeaders: new Set(['x-amz-content-sha256']) },
    );
    return `${stack.url}${path}?${new URLSearchParams(signed.query as Record<string, string>).toString()}`;
  };
  const junkSignature = (url: string) => url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'a'.repeat(64)}`);
  const exists = async (key: string) =>
    s3()
      .send(new HeadObjectCommand({ Bucket: bucket(), Key: key }))
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof Error && error.name === 'NotFound') return false;
          throw error;
        },
      );

  it('serves SDK calls signed with the stack credentials (header auth, payload hash checked)', async () => {
    await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: 'strict/sdk.txt', Body: 'hello' }));
    const read = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: 'strict/sdk.txt' }));
    expect(await read.Body?.transformToString()).toBe('hello');
    const listed = await s3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: 'strict/' }));
    expect(listed.Contents?.map((o) => o.Key)).toContain('strict/sdk.txt');
  });

  it('serves a presigned URL, and a junk X-Amz-Signature lists, reads, writes and deletes nothing', async () => {
    const path = `/s3/${bucket()}/strict/sdk.txt`;
    const get = await fetch(await presign('GET', path));
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('hello');

    const read = await fetch(junkSignature(await presign('GET', path)));
    expect(read.status).toBe(403);
    expect(await read.text()).toContain('SignatureDoesNotMatch');
    const list = await fetch(junkSignature(await presign('GET', `/s3/${bucket()}`, { 'list-type': '2' })));
    expect(list.status).toBe(403);
    expect(await list.text()).not.toContain('strict/sdk.txt');
    const write = await fetch(junkSignature(await presign('PUT', `/s3/${bucket()}/strict/junk.txt`)), { method: 'PUT', body: 'junk' });
    expect(write.status).toBe(403);
    expect(await exists('strict/junk.txt')).toBe(false);
    const remove = await fetch(junkSignature(await presign('DELETE', path)), { method: 'DELETE' });
    expect(remove.status).toBe(403);
    expect(await exists('strict/sdk.txt')).toBe(true);
  });

  it('refuses unsigned, expired, wrongly keyed, skewed and body-swapped requests', async () => {
    expect((await fetch(`${stack.url}/s3/${bucket()}?list-type=2`)).status).toBe(403);
    const expired = await fetch(await presign('GET', `/s3/${bucket()}/strict/sdk.txt`, {}, { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) }));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');

    const headerSigned = async (options: { secret?: string; date?: Date; body: string; sentBody?: string }) => {
      const signed = await signer(options.secret).sign(
        {
          method: 'PUT',
          protocol: 'http:',
          hostname: host(),
          path: `/s3/${bucket()}/strict/header.txt`,
          headers: { host: host(), 'x-amz-content-sha256': createHash('sha256').update(options.body).digest('hex') },
          body: options.body,
        },
        options.date ? { signingDate: options.date } : {},
      );
      return fetch(`${stack.url}/s3/${bucket()}/strict/header.txt`, {
        method: 'PUT',
        headers: signed.headers,
        body: options.sentBody ?? options.body,
      });
    };
    const wrongSecret = await headerSigned({ secret: 'not-the-secret', body: 'x' });
    expect(wrongSecret.status).toBe(403);
    expect(await wrongSecret.text()).toContain('SignatureDoesNotMatch');
    const skewed = await headerSigned({ date: new Date(Date.now() - 20 * 60_000), body: 'x' });
    expect(skewed.status).toBe(403);
    expect(await skewed.text()).toContain('RequestTimeTooSkewed');
    const swapped = await headerSigned({ body: 'signed body', sentBody: 'other body!' });
    expect(swapped.status).toBe(400);
    expect(await swapped.text()).toContain('XAmzContentSHA256Mismatch');
    expect(await exists('strict/header.txt')).toBe(false);
    const good = await headerSigned({ body: 'signed body' });
    expect(good.status).toBe(200);
    expect(await exists('strict/header.txt')).toBe(true);
  });

  it('refuses a presigned POST whose form repeats a field', async () => {
    const post = await createPresignedPost(s3(), {
      Bucket: bucket(),
      Key: 'strict/upload.jpg',
      Conditions: [['content-length-range', 1, 1024], ['eq', '$Content-Type', 'image/jpeg']],
      Fields: { 'Content-Type': 'image/jpeg' },
      Expires: 60,
    });
    const upload = (extra: [string, string][]) => {
      const form = new FormData();
      for (const [name, value] of [...Object.entries(post.fields), ...extra]) form.append(name, value);
      form.append('file', new Blob([Buffer.from([0xff, 0xd8, 0xff])]), 'a.jpg');
      return fetch(post.url, { method: 'POST', body: form });
    };
    for (const repeated of [[['key', 'strict/elsewhere.jpg']], [['Content-Type', 'text/html']]] as [string, string][][]) {
      const response = await upload(repeated);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('InvalidArgument');
    }
    expect(await exists('strict/upload.jpg')).toBe(false);
    expect(await exists('strict/elsewhere.jpg')).toBe(false);
    expect((await upload([])).status).toBe(204);
  });
});

describe('media', () => {
  it('answers an unsatisfiable Range with 416 and the object size, as CloudFront does', async () => {
    const s3 = new S3Client({ endpoint: `${stack.url}/s3`, region: 'eu-west-1', credentials: stack.credentials });
    await s3.send(new PutObjectCommand({ Bucket: stack.mediaBucket, Key: 'derived/range.bin', Body: Buffer.from('01234567') }));
    const url = getSignedUrl({
      url: `${stack.url}/media/derived/range.bin`,
      keyPairId: stack.media.keyPairId,
      privateKey: stack.media.privateKeyPem,
      dateLessThan: new Date(Date.now() + 60_000).toISOString(),
    });
    const beyond = await fetch(url, { headers: { range: 'bytes=100-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */8');
    const part = await fetch(url, { headers: { range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('234');
  });
});

describe('the origin', () => {
  it('does not serve the Lambda Invoke endpoint of the Cognito triggers', async () => {
    const response = await fetch(`${stack.url}/2015-03-31/functions/cognito-triggers/invocations`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });

  it('never answers an error with a stack trace or a file path', async () => {
    const leaks = [/\n\s+at /, /node_modules/, /\.ts:\d+/, new RegExp(repoRoot.replaceAll('/', '\\/')), /\/tmp\//];
    const s3 = new S3Client({ endpoint: `${stack.url}/s3`, region: 'eu-west-1', credentials: stack.credentials, maxAttempts: 1 });
    // An error s3rver itself answers (its bucket is not there).
    const s3Failure: unknown = await s3.send(new GetObjectCommand({ Bucket: 'no-such-bucket', Key: 'a' })).then(
      () => undefined,
      (error: unknown) => error,
    );
    const answers: [string, Response][] = [
      ['gateway 500', await fetch(`${stack.url}/api/boom`)],
      ['cognito-local failure', await fetch(`${stack.url}/cognito`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
        body: JSON.stringify({ ClientId: stack.userPoolClientId, Username: 'broken@example.com', Password: 'Secret-123', UserAttributes: 'not-a-list' }),
      })],
      ['cognito bad JSON', await fetch(`${stack.url}/cognito`, { method: 'POST', headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' }, body: '{' })],
      ['s3 unsigned', await fetch(`${stack.url}/s3/${stack.mediaBucket}/a`)],
      ['media bad signature', await fetch(`${stack.url}/media/a.jpg?Expires=1&Signature=x&Key-Pair-Id=y`)],
      ['media bad key', await fetch(`${stack.url}/media/%E0%A4%A`)],
      ['static', await fetch(`${stack.url}/%E0%A4%A`)],
    ];
    const bodies = await Promise.all(answers.map(async ([name, response]) => [name, response.status, await response.text()] as const));
    for (const [name, status, text] of bodies) {
      expect(status, name).toBeGreaterThanOrEqual(400);
      for (const pattern of leaks) expect(text, `${name}: ${text}`).not.toMatch(pattern);
    }
    expect(s3Failure).toMatchObject({ name: 'NoSuchBucket' });
    const message = s3Failure instanceof Error ? s3Failure.message : '';
    for (const pattern of leaks) expect(message).not.toMatch(pattern);
    s3.destroy();
  });
});
