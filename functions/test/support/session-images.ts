// A photographer with two packages (one watermarked without downloads, one open) and a client,
// and the steps of an image's way through the image function: what session-images.test.ts and
// session-images-migration.test.ts both work on.
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { createImageUploads, createSession } from '@fotostudio/shared/contracts/sessions';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import { db } from '../../src/data/database.js';
import { handler } from '../../src/events/image-upload/handler.js';
import { s3Client } from '../../src/lib/aws-clients.js';
import { appConfig } from '../../src/lib/config.js';
import { callApi, responseOf } from './api.js';
import { basePackage } from './catalog-fixtures.js';
import { createPhotographer, type TestUser } from './cognito-users.js';
import { eventually } from './eventually.js';
import { s3EventOf } from './s3-event.js';
import { postFile } from './uploads.js';

/** Distinct shapes per seed, so two photos never look alike to the perceptual hash. */
export const photo = (seed: number, width = 1800, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#777777', noise: { type: 'gaussian', mean: 128, sigma: 25 } } }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 200">` +
          `<rect width="300" height="200" fill="hsl(${seed * 47} 60% 40%)"/>` +
          `<circle cx="${40 + ((seed * 53) % 220)}" cy="${30 + ((seed * 31) % 140)}" r="45" fill="#f4e4b0"/>` +
          `<rect x="${(seed * 71) % 200}" y="120" width="90" height="70" fill="#101820"/></svg>`,
      ),
      blend: 'over',
    },
  ]);

export interface Setup {
  sessionId: string;
}

/** The studio, made in the calling file's beforeAll; its fields are read once that has run. */
export const sessionImagesStudio = (label: string) => {
  let user: TestUser;
  let clientId: string;
  let protectedPackageId: string;
  let openPackageId: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer(label);
    expect((await api('PUT', '/api/me', { businessName: 'Estudio Luz' })).status).toBe(200);
    const packageOf = async (body: object) => {
      const answer = await api('POST', '/api/packages', { ...basePackage, ...body });
      return responseOf(createPackage, answer).package.packageId;
    };
    protectedPackageId = await packageOf({ name: 'Con marca', watermark: true, allowDownload: false, delivery: 'compressed' });
    openPackageId = await packageOf({ name: 'Abierto', watermark: false, allowDownload: true });
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Lucía', lastName: 'García', emails: { primary: 'lucia@example.com' } });
    clientId = responseOf(createContact, client).contact.contactId;
  });

  const newSession = async (packageId: string): Promise<Setup> => {
    const answer = await api('POST', '/api/sessions', { clientId, packageId, title: 'Sesión de prueba', sessionType: 'portrait', calendarSync: false });
    return { sessionId: responseOf(createSession, answer).session.sessionId };
  };

  /** As the browser does: an upload ticket from the API, then the form straight to storage. */
  const upload = async ({ sessionId }: Setup, bytes: Buffer, contentType: string) => {
    const answer = await api('POST', `/api/sessions/${sessionId}/images/uploads`, {
      files: [{ fileName: 'IMG_0001', contentType, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }],
    });
    const ticket = responseOf(createImageUploads, answer).tickets[0];
    if (!ticket?.upload) throw new Error(`no upload ticket: ${answer.text}`);
    expect((await postFile(ticket.upload, bytes, contentType)).status).toBeLessThan(300);
    const { imageId, key } = ticket.upload;
    return { imageId, key, ref: { photographerId: user.sub, sessionId, imageId } };
  };

  const imageItem = async (ref: { photographerId: string; sessionId: string; imageId: string }) =>
    (await db().entities.sessionImage.get(ref).go({ consistent: true })).data ?? undefined;
  const settled = (ref: { photographerId: string; sessionId: string; imageId: string }) =>
    eventually(async () => {
      const item = await imageItem(ref);
      return item && item.status !== 'pending' ? item : undefined;
    }, 30_000);
  const sessionItem = async ({ sessionId }: Setup) =>
    (await db().entities.session.get({ photographerId: user.sub, sessionId }).go({ consistent: true })).data;
  const objectExists = async (key: string) =>
    s3Client()
      .send(new HeadObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: key }))
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof Error && error.name === 'NotFound') return false;
          throw error;
        },
      );
  const objectBytes = async (key: string) => {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: key }));
    return { bytes: Buffer.from(await (object.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array()))), contentType: object.ContentType };
  };
  const deliver = (key: string) => handler(s3EventOf(key), {} as Parameters<typeof handler>[1]);

  return {
    get user() {
      return user;
    },
    get protectedPackageId() {
      return protectedPackageId;
    },
    get openPackageId() {
      return openPackageId;
    },
    api,
    newSession,
    upload,
    imageItem,
    settled,
    sessionItem,
    objectExists,
    objectBytes,
    deliver,
  };
};
