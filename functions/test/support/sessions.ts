// Sessions for API tests: a client and a package made through the API, the session through
// its create route, and images stored the way the image function leaves them (items and
// objects), since processing real uploads is the image function's own test.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { createSession } from '@fotostudio/shared/contracts/sessions';
import { randomUUID } from 'node:crypto';
import { db } from '../../src/data/database.js';
import type { SessionImageItem } from '../../src/data/entities/session-image.js';
import { timeOrderedId } from '../../src/lib/time-ordered-id.js';
import { sessionPrefixes } from '../../src/media/object-keys.js';
import { callRoute, responseOf } from './api.js';
import { basePackage } from './catalog-fixtures.js';
import { mediaBucket, objectExists, s3 } from './storage.js';
import { PNG } from './uploads.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

export const createClientAndPackage = async (token: string): Promise<{ clientId: string; packageId: string }> => {
  const { contact } = responseOf(createContact, await callRoute(createContact, token, { body: { ...exampleOf(createContact).body, type: 'client' } }));
  const { package: pkg } = responseOf(createPackage, await callRoute(createPackage, token, { body: basePackage }));
  return { clientId: contact.contactId, packageId: pkg.packageId };
};

export interface TestSession {
  sessionId: string;
  clientId: string;
  packageId: string;
}

export const createTestSession = async (
  token: string,
  fields: Record<string, unknown> = {},
  owner?: { clientId: string; packageId: string },
): Promise<TestSession> => {
  const { clientId, packageId } = owner ?? (await createClientAndPackage(token));
  const body = { clientId, packageId, title: 'Sesión de prueba', sessionType: 'portrait', calendarSync: false, ...fields };
  const { session } = responseOf(createSession, await callRoute(createSession, token, { body }));
  return { sessionId: session.sessionId, clientId, packageId };
};

const put = (key: string, body: Buffer, contentType: string) => s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: body, ContentType: contentType }));

/**
 * An image as the image function leaves it: its item, its original and derivatives in
 * storage, and, when ready, counted by the session (the first ready one its cover); a ready
 * or pending one holds its place under the images-per-session limit. The item
 * is written before the objects: the image function, which every object under originals/
 * reaches, leaves alone an image that is no longer pending, and removes the files of one it
 * does not know. A pending image has no original yet (its upload has not arrived; once one
 * arrives the image function processes it).
 */
export const storeImage = async (
  photographerId: string,
  sessionId: string,
  {
    status = 'ready',
    fileName = `${randomUUID().slice(0, 8)}.png`,
    body = PNG,
    contentType = 'image/png',
  }: { status?: 'ready' | 'pending' | 'failed'; fileName?: string; body?: Buffer; contentType?: 'image/png' | 'image/jpeg' } = {},
): Promise<SessionImageItem & { objectKeys: string[] }> => {
  const imageId = timeOrderedId();
  const extension = contentType === 'image/jpeg' ? 'jpg' : 'png';
  const [originals, derived] = sessionPrefixes(photographerId, sessionId);
  const originalKey = `${originals}${imageId}.${extension}`;
  const thumbKey = `${derived}${imageId}.${extension}/thumb.webp`;
  const gridKey = `${derived}${imageId}.${extension}/grid.webp`;
  const objectKeys = { ready: [originalKey, thumbKey, gridKey], failed: [originalKey], pending: [] }[status];
  // The fixtures carry no location data: the kept original is its own location-free file.
  const ready = status === 'ready' ? { thumbKey, gridKey, keptKey: originalKey, locationFreeKey: originalKey, thumbhash: 'abc', width: 1, height: 1 } : {};
  const { data } = await db()
    .entities.sessionImage.create({
      photographerId,
      sessionId,
      imageId,
      fileName,
      originalKey,
      contentType,
      sizeBytes: body.length,
      sha256: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      status,
      ...(status === 'failed' ? { failureReason: 'corrupt' as const } : {}),
      ...ready,
    })
    .go();
  await Promise.all(objectKeys.map((key) => (key === originalKey ? put(key, body, contentType) : put(key, PNG, 'image/png'))));
  if (status === 'ready') {
    const { data: session } = await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true });
    const counted = db().entities.session.patch({ photographerId, sessionId }).add({ imageCount: 1, imageRevision: 1, imageSlots: 1 });
    await (session?.coverImageId ? counted : counted.set({ coverImageId: imageId, coverKey: gridKey, coverThumbhash: 'abc' })).go();
  }
  // A pending image holds its place as its ticket took it (sessions/image-slots.ts).
  if (status === 'pending') await db().entities.session.patch({ photographerId, sessionId }).add({ imageSlots: 1 }).go();
  return { ...data, objectKeys };
};

/** Everything stored of a session: its items by entity, and which of the given objects remain. */
export const sessionState = async (photographerId: string, sessionId: string, objectKeys: string[]) => {
  const { data } = await db().collections.session({ photographerId, sessionId }).go({ pages: 'all', consistent: true });
  const objects = await Promise.all(objectKeys.map(objectExists));
  return {
    session: data.session.length,
    finance: data.sessionFinance.length,
    images: data.sessionImage.length,
    counters: data.sessionReadCounter.length,
    objects: objects.filter(Boolean).length,
  };
};

export const packageRefs = async (photographerId: string, packageId: string): Promise<number | undefined> =>
  (await db().entities.sessionPackage.get({ photographerId, packageId }).go({ consistent: true })).data?.sessionRefs;
