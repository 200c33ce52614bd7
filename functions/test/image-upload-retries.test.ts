// A burst of uploads ends with every valid photo ready (issue 27 point 3): the image function
// tells a transient failure (timeout, throttle, a service's 5xx, a race lost too often), which
// it tries again with backoff, from a final one (a photo that cannot be decoded is `failed`
// with its catalogue reason, a bug or a refusal is thrown at once); and the browser's retried
// ticket request is idempotent on the server: the same upload asked twice is one image.
import { createHash } from 'node:crypto';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { createImageUploads, createSession } from '@fotostudio/shared/contracts/sessions';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../src/data/database.js';
import { handler } from '../src/events/image-upload/handler.js';
import { ImageRejected } from '../src/images/image-errors.js';
import { s3Client } from '../src/lib/aws-clients.js';
import { DomainError } from '../src/lib/errors.js';
import { isTransientError, RetryLater, retryTransient } from '../src/lib/transient-errors.js';
import { callApi, responseOf } from './support/api.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { s3EventOf } from './support/s3-event.js';
import { postFile } from './support/uploads.js';

const named = (name: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(name), { name, ...fields });

describe('transient or final: what the image function tries again', () => {
  it.each([
    ['a DynamoDB throttle', named('ProvisionedThroughputExceededException', { $metadata: { httpStatusCode: 400 } })],
    ['an S3 SlowDown', named('SlowDown', { $metadata: { httpStatusCode: 503 } })],
    ['a 500 from S3', named('InternalError', { $metadata: { httpStatusCode: 500 } })],
    ['an unnamed 503', named('UnknownError', { $metadata: { httpStatusCode: 503 } })],
    ['a request timeout', named('TimeoutError')],
    ['an aborted call', named('AbortError')],
    ['a reset connection', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['the SDK marking it retryable', named('Whatever', { $retryable: { throttling: true } })],
    ['a lost race, exhausted', new DomainError('general.changed_meanwhile')],
    ['a transaction cancelled by a conflict', named('TransactionCanceledException', { CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }] })],
    ['a throttle wrapped as a cause', new Error('wrapped', { cause: named('ThrottlingException') })],
    ['an original still being written (fewer bytes than its ticket)', new RetryLater('12 of 254072 bytes read')],
  ])('%s is transient', (_, error) => {
    expect(isTransientError(error)).toBe(true);
  });

  it.each([
    ['an undecodable photo', new ImageRejected('corrupt')],
    ['a photo of the wrong type', new ImageRejected('type_mismatch')],
    ['a failed condition', named('ConditionalCheckFailedException', { $metadata: { httpStatusCode: 400 } })],
    ['a transaction cancelled by a condition', named('TransactionCanceledException', { CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'TransactionConflict' }] })],
    ['access denied', named('AccessDenied', { $metadata: { httpStatusCode: 403 } })],
    ['a missing object', named('NoSuchKey', { $metadata: { httpStatusCode: 404 } })],
    ['a domain refusal', new DomainError('files.part_invalid')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'width')")],
    ['not an error at all', 'boom'],
  ])('%s is final', (_, error) => {
    expect(isTransientError(error)).toBe(false);
  });

  it('tries a transient failure again until it succeeds, and a final one never', async () => {
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls < 3 ? Promise.reject(named('SlowDown')) : Promise.resolve('done');
    };
    await expect(retryTransient(flaky, { baseMs: 1, maxMs: 2 })).resolves.toBe('done');
    expect(calls).toBe(3);

    calls = 0;
    const broken = () => {
      calls += 1;
      return Promise.reject(new ImageRejected('corrupt'));
    };
    await expect(retryTransient(broken, { baseMs: 1, maxMs: 2 })).rejects.toBeInstanceOf(ImageRejected);
    expect(calls).toBe(1);
  });

  it('gives up on transient failures when the tries or the invocation\'s time run out', async () => {
    let calls = 0;
    const down = () => {
      calls += 1;
      return Promise.reject(named('ServiceUnavailable'));
    };
    await expect(retryTransient(down, { attempts: 4, baseMs: 1, maxMs: 2 })).rejects.toMatchObject({ name: 'ServiceUnavailable' });
    expect(calls).toBe(4);
    calls = 0;
    await expect(retryTransient(down, { baseMs: 50, deadline: Date.now() + 10 })).rejects.toMatchObject({ name: 'ServiceUnavailable' });
    expect(calls).toBe(1);
  });
});

describe('the image function handler under transient failures', () => {
  afterEach(() => vi.restoreAllMocks());

  // An original whose image was never announced: the handler deletes it (one S3 call), so the
  // first call failing shows whether the handler tries again or gives the event up.
  const strayKey = () => `originals/retries-${crypto.randomUUID()}/sessions/${crypto.randomUUID()}/${crypto.randomUUID()}.jpg`;

  it('a throttled S3 call is tried again and the event succeeds', async () => {
    const client = s3Client();
    const send = vi.spyOn(client, 'send');
    send.mockRejectedValueOnce(named('SlowDown', { $metadata: { httpStatusCode: 503 } }));
    await expect(handler(s3EventOf(strayKey()), {} as Parameters<typeof handler>[1])).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a final failure fails the event at once, for Lambda\'s retries and the failure queue', async () => {
    const client = s3Client();
    const send = vi.spyOn(client, 'send');
    send.mockRejectedValueOnce(named('AccessDenied', { $metadata: { httpStatusCode: 403 } }));
    await expect(handler(s3EventOf(strayKey()), {} as Parameters<typeof handler>[1])).rejects.toThrow('1 of 1 uploads could not be recorded');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the same upload asked twice is one image', () => {
  let user: TestUser;
  let sessionId: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer('upload-retries');
    const pkg = responseOf(createPackage, await api('POST', '/api/packages', { ...basePackage, name: 'Abierto', watermark: false, allowDownload: true })).package;
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Ana', lastName: 'Gil', emails: { primary: 'ana@example.com' } });
    const clientId = responseOf(createContact, client).contact.contactId;
    const session = await api('POST', '/api/sessions', { clientId, packageId: pkg.packageId, title: 'Ráfaga', sessionType: 'wedding', calendarSync: false });
    sessionId = responseOf(createSession, session).session.sessionId;
  }, 60_000);

  it('a ticket request sent again (its answer lost) gets the same image and key, takes no second place, and the photo is ready once', async () => {
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6ea5', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    const file = { fileName: 'IMG_0007.jpg', contentType: 'image/jpeg', sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    const ask = async () => responseOf(createImageUploads, await api('POST', `/api/sessions/${sessionId}/images/uploads`, { files: [file] }));

    const first = await ask();
    const lost = first.tickets[0]?.upload;
    if (!lost) throw new Error(`no ticket: ${JSON.stringify(first)}`);
    const again = await ask();
    const ticket = again.tickets[0]?.upload;
    expect(ticket).toMatchObject({ imageId: lost.imageId, key: lost.key });
    expect(again.imageCount).toBe(first.imageCount);

    // The bytes sent twice (a POST whose answer dropped): still one image, processed once.
    expect((await postFile(ticket ?? lost, bytes, 'image/jpeg')).status).toBe(204);
    expect((await postFile(ticket ?? lost, bytes, 'image/jpeg')).status).toBe(204);
    const images = await eventually(async () => {
      const { data } = await db().entities.sessionImage.query.bySession({ photographerId: user.sub, sessionId }).go({ pages: 'all' });
      return data.every((image) => image.status !== 'pending') ? data : undefined;
    }, 60_000);
    expect(images.map((image) => [image.imageId, image.status, image.failureReason])).toEqual([[lost.imageId, 'ready', undefined]]);
    const { data: session } = await db().entities.session.get({ photographerId: user.sub, sessionId }).go({ consistent: true });
    expect(session).toMatchObject({ imageCount: 1, imageSlots: 1 });

    // Once ready, the same file again is refused as before: nothing is uploaded twice.
    expect((await ask()).tickets[0]).toMatchObject({ refusal: 'similar_in_session', upload: null, multipart: null });
  }, 90_000);
});
