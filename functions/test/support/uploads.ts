// Files sent the way the browser sends them: a presigned POST from the upload route, then
// the form straight to storage.
import { createFinalUploads } from '@fotostudio/shared/contracts/session-finals';
import { createImageUploads } from '@fotostudio/shared/contracts/sessions';
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { db } from '../../src/data/database.js';
import { parseOriginalKey } from '../../src/media/object-keys.js';
import { callApi, responseOf } from './api.js';
import type { TestUser } from './cognito-users.js';
import { eventually } from './eventually.js';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface PresignedForm {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** Posts a presigned form with the file last, as the browser does. */
export const postFile = (upload: { url: string; fields: Record<string, string> }, bytes: Buffer, type: string): Promise<Response> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type }), 'photo.png');
  return fetch(upload.url, { method: 'POST', body: form });
};

/**
 * Waits until the image function has checked a stored original (an upload attaches only
 * then); resolves with the recorded status.
 */
export const checkedUploadStatus = async (key: string): Promise<'received' | 'rejected'> => {
  const original = parseOriginalKey(key);
  if (!original) throw new Error(`${key} is not an original's key`);
  return eventually(async () => {
    const { data } = await db()
      .entities.upload.get({ photographerId: original.photographerId, objectKey: key })
      .go({ consistent: true });
    return data?.status;
  });
};

/**
 * A JPEG uploaded to a session's proofs (`images`) or finals as the browser does: a ticket of
 * the set's upload route, the form straight to storage; then waits until the image function
 * has processed it and resolves with the stored item (ready or failed).
 */
export const uploadProcessed = async (user: TestUser, sessionId: string, set: 'images' | 'finals', bytes: Buffer, fileName: string, timeoutMs = 30_000) => {
  const route = set === 'images' ? createImageUploads : createFinalUploads;
  const answer = await callApi({
    method: 'POST',
    path: `/api/sessions/${sessionId}/${set}/uploads`,
    token: user.accessToken,
    body: { files: [{ fileName, contentType: 'image/jpeg', sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }] },
  });
  const ticket = responseOf(route, answer).tickets[0];
  if (!ticket?.upload) throw new Error(`no upload ticket: ${answer.text}`);
  expect((await postFile(ticket.upload, bytes, 'image/jpeg')).status).toBeLessThan(300);
  const ref = { photographerId: user.sub, sessionId, imageId: ticket.upload.imageId };
  const entity = set === 'images' ? db().entities.sessionImage : db().entities.sessionFinal;
  return eventually(async () => {
    const { data } = await entity.get(ref).go({ consistent: true });
    return data && data.status !== 'pending' ? data : undefined;
  }, timeoutMs);
};
