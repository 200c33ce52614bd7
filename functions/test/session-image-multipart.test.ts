// Session images above the single-request size, over the local stack as the browser sends
// them: a multipart ticket from the API, each part PUT straight to storage at its presigned
// URL, its ETag recorded, then completed; the image function makes the image ready. A file
// selected again continues from its recorded parts (the local S3 stand-in cannot list them)
// and, once uploaded, is skipped without a second image.
import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_PART_BYTES } from '@fotostudio/shared/constants';
import { completeImageUpload, createImageUploads, createSession, recordImagePart } from '@fotostudio/shared/contracts/sessions';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { effectiveLimits } from '@fotostudio/shared/plans';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';

/** A valid JPEG of about 10 MB (noise does not compress): two parts of 8 MB. */
const largeJpeg = () =>
  sharp({ create: { width: 3400, height: 2300, channels: 3, background: '#777777', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 100 })
    .toBuffer();

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('multipart uploads of large session images', () => {
  let user: TestUser;
  let sessionId: string;
  let bytes: Buffer;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer('multipart-uploads');
    const pkg = responseOf(createPackage, await api('POST', '/api/packages', { ...basePackage, name: 'Abierto', watermark: false, allowDownload: true })).package;
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Marta', lastName: 'Ruiz', emails: { primary: 'marta@example.com' } });
    const clientId = responseOf(createContact, client).contact.contactId;
    const session = await api('POST', '/api/sessions', { clientId, packageId: pkg.packageId, title: 'Boda grande', sessionType: 'wedding', calendarSync: false });
    sessionId = responseOf(createSession, session).session.sessionId;
    bytes = await largeJpeg();
    expect(bytes.length).toBeGreaterThan(UPLOAD_PART_BYTES);
  }, 60_000);

  const ask = async (file: Buffer, fileName = 'DSC_0001.jpg', sizeBytes = file.length) =>
    responseOf(
      createImageUploads,
      await api('POST', `/api/sessions/${sessionId}/images/uploads`, { files: [{ fileName, contentType: 'image/jpeg', sizeBytes, sha256: sha256(file) }] }),
    );

  /** PUTs one part as the browser does and answers the ETag storage gave it. */
  const putPart = async (url: string, part: Buffer) => {
    const answer = await fetch(url, { method: 'PUT', body: part });
    expect(answer.status).toBe(200);
    const etag = answer.headers.get('etag');
    if (!etag) throw new Error('no ETag on the part answer');
    return etag;
  };
  const partOf = (file: Buffer, partNumber: number, partSize: number) => file.subarray((partNumber - 1) * partSize, partNumber * partSize);
  const record = (imageId: string, partNumber: number, etag: string) => api('PUT', `/api/sessions/${sessionId}/images/${imageId}/parts`, { partNumber, etag });
  const complete = (imageId: string) => api('POST', `/api/sessions/${sessionId}/images/${imageId}/complete`, {});
  const imageItems = async () => (await db().entities.sessionImage.query.bySession({ photographerId: user.sub, sessionId }).go({ pages: 'all' })).data;

  it('uploads in parts, continues from the recorded parts after a closed tab, completes, and skips the same file later', async () => {
    const first = (await ask(bytes)).tickets[0];
    expect(first?.upload).toBeNull();
    const ticket = first?.multipart;
    if (!ticket) throw new Error(`no multipart ticket: ${JSON.stringify(first)}`);
    expect(ticket.partSize).toBe(UPLOAD_PART_BYTES);
    expect(ticket.parts.map((part) => part.partNumber)).toEqual([1, 2]);
    expect(ticket.uploaded).toEqual([]);

    // Part 1 arrives and is recorded; then the tab closes.
    const etag1 = await putPart(ticket.parts[0]?.url ?? '', partOf(bytes, 1, ticket.partSize));
    expect(responseOf(recordImagePart, await record(ticket.imageId, 1, etag1)).uploaded).toEqual([{ partNumber: 1, etag: etag1 }]);

    // Completing now would lose part 2.
    const early = await complete(ticket.imageId);
    expect(early.status).toBe(409);
    expect(errorCodeOf(early)).toBe('files.parts_missing');

    // The same file selected again: the same image, only part 2 left to send.
    const again = (await ask(bytes)).tickets[0]?.multipart;
    expect(again).toMatchObject({ imageId: ticket.imageId, uploadId: ticket.uploadId, uploaded: [{ partNumber: 1, etag: etag1 }] });
    expect(again?.parts.map((part) => part.partNumber)).toEqual([2]);
    const etag2 = await putPart(again?.parts[0]?.url ?? '', partOf(bytes, 2, ticket.partSize));
    expect(responseOf(recordImagePart, await record(ticket.imageId, 2, etag2)).uploaded).toHaveLength(2);
    expect(responseOf(completeImageUpload, await complete(ticket.imageId))).toEqual({ completed: true });
    // A second completion (a retry after a lost answer) changes nothing.
    expect(responseOf(completeImageUpload, await complete(ticket.imageId))).toEqual({ completed: true });

    const ready = await eventually(async () => {
      const item = (await imageItems()).find((image) => image.imageId === ticket.imageId);
      return item && item.status !== 'pending' ? item : undefined;
    }, 60_000);
    expect(ready).toMatchObject({ status: 'ready', width: 3400, height: 2300, sizeBytes: bytes.length });

    // Selected once more (the photographer re-selects the whole export): skipped, no duplicate.
    const skipped = (await ask(bytes)).tickets[0];
    expect(skipped).toMatchObject({ refusal: 'similar_in_session', upload: null, multipart: null });
    expect(await imageItems()).toHaveLength(1);
  }, 120_000);

  it('refuses a part that is not one of the upload, an ETag that is not the part’s, and a part of an upload already completed', async () => {
    const other = Buffer.concat([bytes.subarray(0, bytes.length - 10), Buffer.from('0123456789')]);
    const ticket = (await ask(other, 'DSC_0002.jpg')).tickets[0]?.multipart;
    if (!ticket) throw new Error('no multipart ticket');
    const beyond = await record(ticket.imageId, 3, '"abc"');
    expect(beyond.status).toBe(400);
    expect(errorCodeOf(beyond)).toBe('files.part_invalid');
    // Recorded ETags that name no stored part: storage refuses to assemble them (S3's InvalidPart).
    const etag1 = await putPart(ticket.parts[0]?.url ?? '', partOf(other, 1, ticket.partSize));
    expect((await record(ticket.imageId, 1, etag1)).status).toBe(200);
    expect((await record(ticket.imageId, 2, '"0123456789abcdef0123456789abcdef"')).status).toBe(200);
    const wrong = await complete(ticket.imageId);
    expect({ status: wrong.status, code: errorCodeOf(wrong) }).toEqual({ status: 409, code: 'files.parts_missing' });
    // Sending the part and recording its real ETag mends it.
    const etag2 = await putPart(ticket.parts[1]?.url ?? '', partOf(other, 2, ticket.partSize));
    expect((await record(ticket.imageId, 2, etag2)).status).toBe(200);
    expect(responseOf(completeImageUpload, await complete(ticket.imageId))).toEqual({ completed: true });
    const completed = (await imageItems()).find((image) => image.uploadCompletedAt !== undefined);
    const late = await record(completed?.imageId ?? '', 1, '"abc"');
    expect(errorCodeOf(late)).toBe('files.part_invalid');
  });

  it("refuses a file above the plan's limit, with a message in Spanish and English", async () => {
    const { uploadMaxBytes } = effectiveLimits();
    expect(uploadMaxBytes).toBe(50 * 1024 * 1024);
    expect(uploadMaxBytes).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const over = (await ask(Buffer.from('not sent'), 'huge.jpg', uploadMaxBytes + 1)).tickets[0];
    expect(over).toMatchObject({ refusal: 'size_exceeded', upload: null, multipart: null });
    expect(resolveError('files.size_exceeded', 'es').message).toMatch(/tamaño máximo/);
    expect(resolveError('files.size_exceeded', 'en').message).toMatch(/larger than your plan/);
  });
});
